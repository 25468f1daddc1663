// Solo play's log lines as the play-test read them wrong (/work/notes/playtest.md 30 and 37): a PEF that
// moves less than its throw allowed says why, and the NP Force Movement line for a group of one is English
// and says what its counts are.
import { describe, expect, it } from 'vitest';
import { chainReactionView } from '../../../../src/rulesets/chain-reaction/view/index';
import type { LogBuilder } from '../../../../src/rulesets/chain-reaction/view/logModel';
import type { GameEvent } from '../../../../src/rulesets/chain-reaction/engine/events';
import type { GameState } from '../../../../src/rulesets/chain-reaction/state';

/** A Patrol: Star (yours) at (14, 10), a wide clear table, the computer's guerillas. */
const patrol = {
  terrain: [],
  table: { width: 36, height: 36 },
  encounter: { player: 'player', np: 'enemy' },
  sides: [
    { id: 'player', force: 'military', control: 'human', figures: ['Star'] },
    { id: 'enemy', force: 'guerilla', control: 'ai', figures: ['Nico'] },
  ],
  figures: {
    Star: { id: 'Star', side: 'player', rep: 5, star: true, at: [14, 10], status: 'carryOn' },
    Nico: { id: 'Nico', side: 'enemy', rep: 4, star: false, at: [30, 30], status: 'carryOn' },
  },
} as unknown as GameState;

function logLines(events: GameEvent[]): string[] {
  const log = chainReactionView.log!(() => patrol) as LogBuilder;
  log.add(events);
  return log.lines().map((l) => l.text);
}

const moveTest = (inches: number): GameEvent => ({
  type: 'test',
  test: 'pefMovement',
  figure: 'pef1',
  passed: 2,
  result: inches ? `move${inches}` : 'stay',
  text: `pef1 moves: 3 and 2 against 4 — up to ${inches}" toward the player.`,
});
const moved = (from: [number, number], to: [number, number], d: number): GameEvent => ({
  type: 'pef',
  pef: 'pef1',
  action: 'moved',
  from,
  at: to,
  text: `pef1 moves ${d.toFixed(1)}" to (${to[0].toFixed(1)}, ${to[1].toFixed(1)}).`,
});

describe('solo words (play-test 30, 37)', () => {
  it('a PEF seen after 0.2" of its 8" says it stops because Star sees it (30)', () => {
    const lines = logLines([
      moveTest(8),
      moved([14, 1], [14, 1.2], 0.2),
      {
        type: 'test',
        test: 'pefResolution',
        figure: 'Star',
        passed: 0,
        result: 'falseAlarm',
        text: 'Star sees pef1: 6 and 6 against 4 — false alarm.',
      },
    ]);
    expect(lines[0]).toBe('PEF 1 moves: 3 and 2 against 4 — up to 8" toward the nearest of your figures.');
    expect(lines[1]).toBe('PEF 1 moves 0.2" of its 8" into the north of the table: Star sees it there, and it stops.');
  });

  it('a PEF that ends next to Star says it stops short of touching her; a full move gives no reason (30)', () => {
    const lines = logLines([moveTest(4), moved([14, 14], [14, 11], 3), moveTest(4), moved([30, 30], [30, 26], 4)]);
    expect(lines[1]).toMatch(/^PEF 1 moves 3\.0" of its 4" into .*: it stops short of touching Star\.$/);
    expect(lines[3]).toBe('PEF 1 moves 4.0" into the south-east of the table.');
  });

  it('a PEF stopped in the open, away from Star and not seen, blames the ground further on (30)', () => {
    const lines = logLines([moveTest(8), moved([30, 30], [30, 28.5], 1.5)]);
    expect(lines[1]).toMatch(/of its 8" .*: the ground further on is no place to stand/);
  });

  // Play-test 11c: a PEF touching-close to Dex (inside the building to defend) stopped and stayed for 8 turns,
  // never seen, and nothing said why.
  it('a PEF that stops touching-close to Star but unseen says what hides it', () => {
    const walled = (terrain: unknown[]): string[] => {
      const log = chainReactionView.log!(() => ({ ...patrol, terrain }) as GameState) as LogBuilder;
      log.add([moveTest(4), moved([14, 14], [14, 11], 3)]);
      return log.lines().map((l) => l.text);
    };
    const wall = {
      id: 'w1',
      type: 'wall',
      dv: 1,
      tall: true,
      line: [
        [10, 10.5],
        [18, 10.5],
      ],
    };
    expect(walled([wall])[1]).toMatch(/: it stops short of touching Star; a wall between them hides it from Star\.$/);
    const house = {
      id: 'b1',
      type: 'building',
      openings: [],
      polygon: [
        [10, 6],
        [18, 6],
        [18, 10.4],
        [10, 10.4],
      ],
    };
    expect(walled([house])[1]).toMatch(/; the building's walls between them hide it from Star\.$/);
    expect(walled([])[1]).toMatch(/: it stops short of touching Star\.$/);
  });

  it("says what hid the PEF from the engine's record, whatever the table shows later (a reopened game)", () => {
    // Star stands at (14, 10) on this table, far from the PEF: the words come from the event alone.
    const stay: GameEvent = {
      type: 'pef',
      pef: 'pef1',
      action: 'stays',
      from: [30, 20],
      at: [30, 20],
      stop: 'ground',
      toward: 'Star',
      hidden: 'building',
      text: 'pef1 stays where it is.',
    };
    expect(logLines([moveTest(4), stay])[1]).toMatch(
      /no spot on its way toward Star is one it may stop on .*; the building's walls between them hide it from Star\.$/,
    );
  });

  // Play-test 3 entry 25: "PEF 3 moves: 2 and 3 against 4 — up to 8\"…" then "PEF 3 stays put." with no why.
  it('a PEF that stays put after a throw that let it move says why', () => {
    const stays = (at: [number, number]): GameEvent => ({
      type: 'pef',
      pef: 'pef1',
      action: 'stays',
      from: at,
      at,
      text: 'pef1 stays where it is.',
    });
    const next = logLines([moveTest(8), stays([14, 11])]);
    expect(next[1]).toBe(
      'PEF 1 stays put, though its throw allowed 8": it is already as close to Star as a PEF comes (it stops 1" short of a base).',
    );
    const far = logLines([moveTest(8), stays([30, 30])]);
    expect(far[1]).toMatch(
      /^PEF 1 stays put, though its throw allowed 8": no spot on its way toward Star is one it may stop on/,
    );
    // A throw that gave no move needs no reason beyond its own line.
    const none = logLines([moveTest(0), stays([30, 30])]);
    expect(none[1]).toBe('PEF 1 stays put.');
  });

  it('the NP movement line for a lone figure counts who can act and splits nobody (37)', () => {
    const words = 'splits: Nico take a firing position, nobody go round the left flank';
    const lines = logLines([
      {
        type: 'test',
        test: 'npMovement',
        figure: 'Nico',
        passed: 1,
        result: 'splitAndFlank',
        text: `NP movement for Nico's group (Rep 4, 1 against 0, outnumbering 2 to 1): 4 and 2 — ${words}.`,
      },
      {
        type: 'npPlan',
        leader: 'Nico',
        result: 'splitAndFlank',
        column: 'outnumbers',
        fire: ['Nico'],
        flank: [],
        flankSide: 'left',
        text: `Nico's group ${words}.`,
      },
    ]);
    const alone =
      'would split and go round the left flank, but Nico is the only one able to act, so Nico takes a firing position and nobody goes round';
    expect(lines[0]).toBe(
      // Nobody of yours able to act is said in words, not "against 0 of your nearest group" (play-test 9, 5).
      `NP movement for Nico's group (Rep 4; able to act: 1 of the group, and none of your nearest group can act, so it outnumbers them at least 2 to 1): 4 and 2 — ${alone}.`,
    );
    expect(lines[1]).toBe(`Nico's group ${alone}.`);
    for (const l of lines) expect(l).not.toMatch(/\bNico take\b|\bnobody go\b/);
  });

  it('a split of four reads with plural verbs, and one flanker with a singular one (37)', () => {
    const plan = (fire: string[], flank: string[]): GameEvent => ({
      type: 'npPlan',
      leader: fire[0]!,
      result: 'splitAndFlank',
      column: 'outnumbers',
      fire,
      flank,
      flankSide: 'right',
      text: '',
    });
    const lines = logLines([plan(['Cyril', 'Dario'], ['Emil', 'Hugo']), plan(['Cyril'], ['Emil'])]);
    expect(lines[0]).toBe(
      "Cyril's group splits: Cyril and Dario take a firing position, Emil and Hugo go round the right flank.",
    );
    expect(lines[1]).toBe("Cyril's group splits: Cyril takes a firing position, Emil goes round the right flank.");
  });

  it('a solo encounter\'s end speaks to the player, not of "the player" (40)', () => {
    const end = (reason: string, text: string): GameEvent =>
      ({ type: 'end', reason, winner: 'enemy', text }) as unknown as GameEvent;
    const lines = logLines([
      end('playerLeft', "Patrol: the player's force left the table before its objective was met. The player loses."),
      end('playerDestroyed', "Raid: the player's force has nobody left able to fight. The player loses."),
      { type: 'note', text: "star leaves the table by the player's own edge." },
    ]);
    expect(lines).toEqual([
      'Patrol: your force left the table before its objective was met. You lose.',
      'Raid: your force has nobody left able to fight. You lose.',
      'star leaves the table by your own edge.',
    ]);
  });
});
