// What a Patrol asks of the player (lessons/patrolChecklist.ts): every need is taught by a lesson step that
// says it, docs/lessons.md lists it, and the new steps (leaving the table, a group splitting, a lone
// figure's In Sight as a temporary leader) say what the game does when they are played, not only words.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LESSONS } from '../../../../src/rulesets/chain-reaction/lessons';
import { PATROL_CHECKLIST } from '../../../../src/rulesets/chain-reaction/lessons/patrolChecklist';
import { checkClaims } from '../../../../src/rulesets/chain-reaction/lessons/claims';
import { tryOrder } from '../../../../src/rulesets/chain-reaction/lessons/runner';
import { groupOfFigure } from '../../../../src/rulesets/chain-reaction/engine/world';
import type { Claim, Lesson, LessonStep } from '../../../../src/rulesets/chain-reaction/lessons/types';
import type { GameEvent } from '../../../../src/rulesets/chain-reaction/engine/events';
import { walk } from './walk';

const lesson = (id: string): Lesson => LESSONS.find((l) => l.id === id)!;
const words = (s: LessonStep): string =>
  [s.text, 'explain' in s ? s.explain : '', ...('choices' in s ? s.choices : [])].join(' ');

/** The lesson with extra claims on one step (counted from 1). */
function claiming(id: string, step: number, claims: Claim[]): Lesson {
  const l = lesson(id);
  return {
    ...l,
    steps: l.steps.map((s, i) => (i === step - 1 ? { ...s, claims: [...(s.claims ?? []), ...claims] } : s)),
  };
}

describe('the Patrol checklist', () => {
  it.each(PATROL_CHECKLIST.map((n) => [n.need, n] as const))('%s: taught by its step', (_need, n) => {
    const l = lesson(n.lesson);
    expect(l, n.lesson).toBeDefined();
    const step = l.steps[n.step - 1];
    expect(step, `${n.lesson} step ${n.step}`).toBeDefined();
    expect(words(step!)).toMatch(n.words);
    expect(l.patrol, `${n.lesson} counts towards a Patrol`).toBe(true);
    if (n.proof) {
      const kinds = (l.steps[n.proof.step - 1]?.claims ?? []).map((c) => c.kind);
      expect(kinds).toContain(n.proof.claim);
      expect(checkClaims(l)).toEqual([]);
    }
  });

  it('covers what play-testers found untaught, and each row is in docs/lessons.md with its lesson and step', () => {
    const needs = PATROL_CHECKLIST.map((n) => n.need).join('\n');
    for (const w of [
      /Leaving the table/,
      /Shift/,
      /group splits/,
      /temporary leader/,
      /Recon/,
      /PEF/,
      /Cover/,
      /Crisis/,
      /Recover/,
    ])
      expect(needs).toMatch(w);
    const doc = readFileSync('docs/lessons.md', 'utf8');
    for (const n of PATROL_CHECKLIST) {
      const title = lesson(n.lesson).title;
      const row = doc.split('\n').find((line) => line.startsWith(`| ${n.need} `));
      expect(row, n.need).toBeDefined();
      expect(row).toContain(`${title}, step ${n.step}`);
    }
  });
});

describe('On your own: a figure out of 4" of its group throws its own In Sight', () => {
  const w = walk(lesson('alone'));
  const events: GameEvent[] = w.plays.flatMap((p) => p.events);
  const inSight = events.find((e) => e.type === 'test' && e.test === 'inSight');

  it('plays through; Lee, not the Star, throws, 2 dice: Rep 4 less one for moving and one as a temporary leader', () => {
    expect(w.error).toBeUndefined();
    expect(inSight?.type === 'test' && inSight.throws).toBeTruthy();
    const throws = inSight?.type === 'test' ? (inSight.throws ?? []) : [];
    expect(throws.map((t) => t.figure).sort()).toEqual(['Lee', 'Watcher']);
    const lee = throws.find((t) => t.figure === 'Lee')!;
    expect(lee.dice).toBe(2);
    expect(lee.modifiers.map((m) => m.id).sort()).toEqual(['activeMoved', 'temporaryLeader']);
    // Watcher, alone and no Star, is a temporary leader too, as step 3 says: 3 dice.
    expect(throws.find((t) => t.figure === 'Watcher')?.dice).toBe(3);
    const said = w.plays.at(-1)?.explained ?? '';
    expect(said).toMatch(/Lee \(Rep 4, -1d6 active and moved, -1d6 temporary leader rolling\)/);
  });

  it('the group split: Lee alone, Sarge with Kay, as the table links are drawn from', () => {
    const s = w.plays.at(-1)!.state;
    expect(groupOfFigure(s, 'Lee')?.members).toEqual(['Lee']);
    expect([...(groupOfFigure(s, 'Sarge')?.members ?? [])].sort()).toEqual(['Kay', 'Sarge']);
    // Before Lee walked they were one group: the split is the walk's doing.
    expect([...(groupOfFigure(w.plays[0]!.state, 'Lee')?.members ?? [])].sort()).toEqual(['Kay', 'Lee', 'Sarge']);
  });

  it('the check bites: 3 dice, or no temporary leader, for Lee is caught', () => {
    const got = checkClaims(
      claiming('alone', 7, [{ kind: 'inSightThrow', figure: 'Lee', dice: 3, temporary: false, when: 'after' }]),
    );
    expect(got).toEqual([expect.stringContaining('Lee threw 2 dice, one less as a temporary leader')]);
    const sarge = checkClaims(
      claiming('alone', 7, [{ kind: 'inSightThrow', figure: 'Sarge', dice: 4, temporary: false, when: 'after' }]),
    );
    expect(sarge).toEqual([expect.stringContaining('Sarge threw no In Sight dice')]);
  });
});

describe('the Patrol lesson: leaving the table by your own edge', () => {
  const l = lesson('patrol');
  const w = walk(l);
  const kayStep = l.steps.findIndex((s) => s.kind === 'do' && s.expect.figure === 'Kay');

  it('Kay walks off: she is off the table, the game says so, and the Patrol goes on with Sarge', () => {
    expect(w.error).toBeUndefined();
    const after = w.plays[kayStep + 1]!;
    expect(after.state.figures.Kay?.status).toBe('offTable');
    expect(after.events.some((e) => e.type === 'objective' && e.what === 'exited' && e.figure === 'Kay')).toBe(true);
    expect(after.state.ended).toBeUndefined();
    expect(after.explained).toContain('Kay leaves the table by your own edge.');
  });

  it('"within 1" of it": a walk ending 2" short of the edge leaves nobody off the table', () => {
    const before = w.plays[kayStep]!;
    const short = tryOrder(before, {
      do: 'move',
      figure: 'Kay',
      path: [
        [19, 31],
        [19, 34],
      ],
    });
    // The lesson's ring takes a walk within 1" of it to the ring itself; 34 is 1.6" off: refused, or not off.
    if (short.ok) expect(short.value.state.figures.Kay?.status).not.toBe('offTable');
    const claimed = checkClaims(
      claiming('patrol', kayStep + 1, [{ kind: 'exits', figure: 'Sarge', is: true, when: 'after' }]),
    );
    expect(claimed).toEqual([expect.stringContaining('Sarge did not leave the table')]);
  });

  it('Sarge and Kay split as Sarge walks 7" ahead (step 6 says so)', () => {
    const got = checkClaims(claiming('patrol', 6, [{ kind: 'group', members: ['Sarge', 'Kay'] }]));
    expect(got).toEqual([expect.stringContaining("Sarge's group is Sarge")]);
  });
});
