// Lines a new player read wrong in the play-test of 27 Nov (/work/notes/playtest.md), as the log shows
// them: an In Sight won by a side's id ("— player wins", odds "enemy wins 12.6%"), and a Star's Free Will
// offered on a Recover test after damage, where the rules give it only on recovering from Hunker Down.
import { describe, expect, it } from 'vitest';
import { chainReactionView } from '../../../../src/rulesets/chain-reaction/view/index';
import type { LogBuilder } from '../../../../src/rulesets/chain-reaction/view/logModel';
import type { GameEvent } from '../../../../src/rulesets/chain-reaction/engine/events';
import type { GameState } from '../../../../src/rulesets/chain-reaction/state';
import { oddsForTest } from '../../../../src/rulesets/chain-reaction/view/testOdds';

/** A skirmish table (no encounter): the sides go by their forces' people, "the soldiers" and "the gangers". */
const skirmish = {
  terrain: [],
  sides: [
    { id: 'player', force: 'military', control: 'human', figures: ['Ash'] },
    { id: 'enemy', force: 'gang', control: 'ai', figures: ['Ivo'] },
  ],
  figures: {
    Ash: { id: 'Ash', side: 'player', rep: 5, star: true },
    Ivo: { id: 'Ivo', side: 'enemy', rep: 4, star: false },
  },
} as unknown as GameState;

function logLines(events: GameEvent[]): { text: string; odds?: string }[] {
  const log = chainReactionView.log!(() => skirmish) as LogBuilder;
  log.add(events);
  return log.groups.flatMap((g) => g.lines.map((l) => ({ text: l.text, odds: l.detail?.odds })));
}

const throwOf = (figure: string, rep: number) => ({ figure, rep, dice: rep, modifiers: [] });

describe('play-test words', () => {
  it('an In Sight is won by the side named as the screen names it, in the line and its odds (3, 15)', () => {
    const lines = logLines([
      {
        type: 'test',
        test: 'inSight',
        figures: ['Ash', 'Ivo'],
        result: 'player',
        throws: [throwOf('Ash', 5), throwOf('Ivo', 4)],
        text: 'In Sight test: Ash (Rep 5) 3 successes on 5d6, Ivo (Rep 4) 3 successes on 4d6 (after 1 tie) — player wins.',
      },
    ]);
    const line = lines.find((l) => l.text.startsWith('In Sight test'))!;
    expect(line.text).toBe(
      'In Sight test: Ash (Rep 5) 3 successes on 5d6, Ivo (Rep 4) 3 successes on 4d6 (after 1 tie) — the soldiers win.',
    );
    expect(line.odds).toMatch(/^the soldiers win \d+\/\d+ \(\d+\.\d%\), the gangers win /);
    expect(line.odds).not.toMatch(/\b(player|enemy)\b/);
  });

  it("a Star's Free Will is offered on Crisis and on recovering from Hunker Down, not after damage (17)", () => {
    const fig = (id: string) => (id === 'Ash' ? { rep: 5, star: true, side: 'player' } : undefined);
    const recover = (cause: string): GameEvent => ({
      type: 'test',
      test: 'recover',
      figure: 'Ash',
      causes: [cause],
      passed: 2,
      result: 'knockedDown',
      text: 'Ash takes the Recover test.',
    });
    const damage = oddsForTest(recover('damage'), [], fig);
    expect(damage).toMatch(/^Knocked down \d+\/36/);
    expect(damage).not.toMatch(/Free Will/);
    expect(oddsForTest(recover('hunkerDown'), [], fig)).toMatch(/\(a Star may choose by Free Will instead\)$/);
    const crisis: GameEvent = { type: 'test', test: 'crisis', figure: 'Ash', causes: ['firedOn'], result: 'carryOn' };
    expect(oddsForTest(crisis, [], fig)).toMatch(/Free Will instead\)$/);
  });
});
