// A group's Crisis throw with one man in cover and one not (play-test 11c, issue 19): the third die counts only
// for the man in cover, so each man's log line and its detail must give his own count from his own dice, never
// the whole throw's ("Teo ... 1 passed" beside "rolled 3, 6 and 3, 2 passed against 3").
import { describe, expect, it } from 'vitest';
import { play } from '../crPlay';
import { parseFile } from '../../../../src/rulesets';
import { LogBuilder } from '../../../../src/rulesets/chain-reaction/view/logModel';
import type { GameEvent } from '../../../../src/rulesets/chain-reaction/engine/events';
import type { Scenario } from '../../../../src/rulesets/chain-reaction/scenario/schema';

// Ash drops Nico; Emil (behind the wall) and Teo (in the open), both Rep 3, take the man-down test on 3, 6, 3.
export const MIXED_COVER = {
  version: 1,
  seed: 'mixed-cover-crisis',
  terrain: [
    {
      id: 's1',
      type: 'wall',
      line: [
        [15, 10.8],
        [21, 10.8],
      ],
      dv: 3,
    },
  ],
  sides: [
    {
      id: 'blue',
      control: 'script',
      force: 'military',
      figures: [{ id: 'ash', rep: 4, weapon: 'AR', at: [18, 30], facing: 270 }],
    },
    {
      id: 'red',
      control: 'script',
      force: 'military',
      figures: [
        { id: 'emil', rep: 3, weapon: 'AR', at: [18, 10], facing: 90 },
        { id: 'teo', rep: 3, weapon: 'AR', at: [21.5, 10], facing: 90 },
        { id: 'nico', rep: 3, weapon: 'AR', at: [20.5, 13], facing: 90 },
      ],
    },
  ],
  dice: { activation: [[4, 1]], rangedCombat: [[6]], damage: [[2]], crisis: [[3, 6, 3]], leaderDie: [[6]] },
  commands: [{ figure: 'ash', do: 'fire', targets: [{ figure: 'nico', dice: 1 }] }],
};

function logOf(file: object) {
  const parsed = parseFile(JSON.stringify(file));
  if (!parsed.ok) throw new Error(parsed.error.message);
  const events = play(parsed.value.scenario as Scenario).events.filter(
    (e) => e.type !== 'answer' && e.type !== 'final',
  ) as GameEvent[];
  const reps: Record<string, number> = { ash: 4, emil: 3, teo: 3, nico: 3 };
  const log = new LogBuilder((id) => (reps[id] ? { rep: reps[id]!, star: false } : undefined));
  log.add(events);
  return { events, lines: log.lines() };
}

describe('a Crisis throw read by one man in cover and one in the open', () => {
  const { events, lines } = logOf(MIXED_COVER);
  const line = (who: string) => lines.find((l) => l.text.startsWith(`${who} takes the Crisis test`))!;

  it('the throw itself carries no count for the group', () => {
    const roll = events.find((e) => e.type === 'roll' && e.purpose === 'crisis');
    expect(roll).toMatchObject({ dice: [3, 6, 3], read: 'asRolled' });
    expect(roll).not.toHaveProperty('passed');
  });

  it("Teo's line and detail agree: he reads 3 and 6, one passed", () => {
    const teo = line('teo');
    expect(teo.text).toContain(': 1 passed');
    const dice = teo.detail!.rolls.join(' ');
    expect(dice).toContain('teo reads 3 and 6 (the third die, 3, counts only for those in cover): 1 passed against 3.');
    expect(dice).not.toContain('2 passed');
    expect(teo.detail!.target).toBe(3);
  });

  it("Emil's line and detail agree: in cover, he reads all three, two passed", () => {
    const emil = line('emil');
    expect(emil.text).toContain(': 2 passed');
    expect(emil.detail!.rolls.join(' ')).toContain('emil, in cover, reads all three: 2 passed against 3.');
  });
});
