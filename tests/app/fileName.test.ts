import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fileName, savedLine } from '../../src/app/fileName';

describe('saved files get clean names', () => {
  it("joins the title's words with single dashes and leaves nothing dangling", () => {
    expect(fileName('Defend - iron (191) ', 'replay')).toBe('defend-iron-191.replay.json');
    expect(fileName('defend-iron-191-', 'replay')).toBe('defend-iron-191.replay.json');
    expect(fileName('Patrol · urban · seed "x y"', 'scenario')).toBe('patrol-urban-seed-x-y.scenario.json');
    expect(fileName('Défense (taken over)', 'replay')).toBe('defense-taken-over.replay.json');
    expect(fileName('duel.json', 'replay')).toBe('duel.replay.json');
    expect(fileName('duel.replay.json', 'scenario')).toBe('duel.scenario.json');
    expect(fileName('', 'replay')).toBe('battle.replay.json');
    expect(fileName('★★', 'roster')).toBe('battle.roster.json');
    expect(savedLine('a.replay.json')).toContain('a.replay.json');
  });

  it('is always a safe, short name for any title', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 200 }),
        fc.constantFrom('scenario', 'replay', 'roster' as const),
        (title, kind) => {
          const n = fileName(title, kind);
          expect(n).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*\.(scenario|replay|roster)\.json$/);
          expect(n.length).toBeLessThanOrEqual(60 + '.scenario.json'.length);
        },
      ),
    );
  });
});
