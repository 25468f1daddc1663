// The three newer games' lessons as a host opens them with only a Session: the file the lesson gives opens,
// its check says what is still to do until the person has played the reference solution, then says done and
// stays done while the computer plays on; its steps name no internal id; `sim lessons --rules` solves each.
import { describe, expect, it } from 'vitest';
import { RULESETS } from '../../../src/rulesets';
import { LESSONS as AC } from '../../../src/rulesets/action-cards/lessons';
import { LESSONS as AP } from '../../../src/rulesets/action-points/lessons';
import { LESSONS as OD } from '../../../src/rulesets/order-dice/lessons';
import { run } from '../../../src/sim/run';
import { idsOf, openLesson, playAsPerson, playOthers } from './tableLesson';

const GAMES: [string, readonly { id: string; solution: readonly unknown[] }[]][] = [
  ['action-cards', AC],
  ['action-points', AP],
  ['order-dice', OD],
];

describe('lessons at the table', () => {
  for (const [name, lessons] of GAMES) {
    const rules = RULESETS[name]!;
    for (const l of lessons) {
      it(`${name} ${l.id}: played by the person through a Session, the check goes from to-do to done`, () => {
        const file = rules.lessons!.file!(l.id) as { sides: { id: string; control: string }[] };
        expect(file.sides.filter((s) => s.control === 'human')).toHaveLength(1);
        const s = openLesson(rules, l.id);
        const { checks, refused } = playAsPerson(rules, s, l.id, l.solution);
        expect(refused).toBeUndefined();
        // Still to do before the last command, in words; done after it.
        for (const c of checks.slice(0, -1)) expect(c).toMatch(/^[A-Z].+\.$/);
        expect(checks.at(-1)).toBeUndefined();
        // The computer plays on from there (or the game is over): the goal stays met.
        playOthers(s);
        expect(rules.lessons!.check!(l.id, s.state)).toBeUndefined();
      });

      it(`${name} ${l.id}: steps are plain words with no internal id`, () => {
        const steps = rules.lessons!.steps!(l.id);
        expect(steps.length).toBeGreaterThanOrEqual(2);
        const ids = idsOf(rules.lessons!.file!(l.id));
        expect(ids.length).toBeGreaterThan(3);
        for (const st of steps) {
          expect(st.text).toMatch(/^[A-Z].*[.:]$/);
          for (const id of ids) expect(st.text).not.toMatch(new RegExp(`\\b${id}\\b`));
          if (st.at) for (const v of st.at) expect(Number.isFinite(v)).toBe(true);
        }
      });
    }

    it(`${name}: sim lessons --rules ${name} --check solves every lesson`, () => {
      const out: string[] = [];
      const err: string[] = [];
      const code = run(['lessons', '--rules', name, '--check'], { out: (x) => out.push(x), err: (x) => err.push(x) });
      expect(err).toEqual([]);
      expect(out.map((x) => JSON.parse(x))).toEqual(lessons.map((l) => ({ lesson: l.id, solved: true })));
      expect(code).toBe(0);
    });
  }

  it("action-cards: the steps name the scripted dice, the kill number and each move's stop", () => {
    const p = RULESETS['action-cards']!.lessons!;
    const fire = p.steps!('linkedFire')
      .map((s) => s.text)
      .join('\n');
    for (const bit of ['1, 1, 2, 2, 3, 3, 4, 4 = 20', 'kill number in the open is 24', '20 + 20 = 40', '16 left over'])
      expect(fire).toContain(bit);
    const turn = p.steps!('cardTurn')
      .map((s) => s.text)
      .join('\n');
    for (const bit of ['squad Alpha', 'squad Bravo', 'may go 8"', 'after 4.8"', 'after 5.4"'])
      expect(turn).toContain(bit);
  });

  it('an unknown lesson: no file, no steps, a check that says so', () => {
    for (const [name] of GAMES) {
      const p = RULESETS[name]!.lessons!;
      expect(p.file!('nope')).toBeUndefined();
      expect(p.steps!('nope')).toEqual([]);
      expect(p.check!('nope', {})).toBe('no lesson "nope"');
      expect(p.solve('nope').solved).toBe(false);
    }
  });

  it('a file handed out is a copy: changing it changes the next one not at all', () => {
    const p = RULESETS['order-dice']!.lessons!;
    (p.file!('fireBack') as { seed: string }).seed = 'changed';
    expect((p.file!('fireBack') as { seed: string }).seed).toBe('lesson-fire-back');
  });
});
