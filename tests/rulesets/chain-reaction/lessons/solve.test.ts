// Every lesson is solved by its own reference solution, on its scripted dice, through the real engine;
// the explanations quote the numbers the engine rolled, with every token filled in.
import { describe, expect, it } from 'vitest';
import { LESSONS, lessonById } from '../../../../src/rulesets/chain-reaction/lessons';
import {
  next,
  solve,
  startLesson,
  tryAnswer,
  tryOrder,
  type LessonPlay,
} from '../../../../src/rulesets/chain-reaction/lessons/runner';
import { walk } from './walk';

const TOKEN = /\{(rolls|roll|first|said|result|activated|line|lines)(:[\w.@]+)?\}/;

describe('lessons are solved by their reference solutions', () => {
  it('there are at least twelve, with distinct ids', () => {
    expect(LESSONS.length).toBeGreaterThanOrEqual(12);
    expect(new Set(LESSONS.map((l) => l.id)).size).toBe(LESSONS.length);
  });

  it.each(LESSONS.map((l) => [l.id, l]))('%s is solved, every step explained with its tokens filled', (_id, lesson) => {
    expect(solve(lesson)).toEqual({ solved: true });
    const w = walk(lesson);
    expect(w.error).toBeUndefined();
    for (const p of w.plays) {
      if (p.explained !== undefined) expect(p.explained).not.toMatch(TOKEN);
    }
    // Every lesson has the player doing or answering something, not only reading.
    expect(lesson.steps.some((s) => s.kind === 'do' || s.kind === 'decide' || s.kind === 'ask')).toBe(true);
  });

  it('activation: the doubles are thrown again, and yellow acts Rep 5 then Rep 4', () => {
    const w = walk(lessonById('activation')!);
    const explained = w.plays.map((p) => p.explained ?? '');
    expect(explained[2]).toContain('(3, 3) then (5, 4)');
    expect(explained.at(-1)).toContain('Zed, then Yuri');
    const last = w.plays.at(-1)!;
    expect(last.events.filter((e) => e.type === 'activate').map((e) => e.type === 'activate' && e.leader)).toEqual([
      'Zed',
      'Yuri',
    ]);
  });

  it('in-sight: the 2" steps come before the test, and the leader alone throws for the pair', () => {
    const w = walk(lessonById('in-sight')!);
    const last = w.plays.at(-1)!;
    const throwers = last.events.flatMap((e) => (e.type === 'roll' && e.purpose === 'inSight' ? e.who : []));
    expect(throwers).toEqual(['Sarge', 'Watcher']);
    // private stepped (the inSightStep answer) before the test was thrown.
    const stepAt = last.events.findIndex((e) => e.type === 'move' && e.figure === 'Private');
    const testAt = last.events.findIndex((e) => e.type === 'test' && e.test === 'inSight');
    expect(stepAt).toBeGreaterThanOrEqual(0);
    expect(stepAt).toBeLessThan(testAt);
    expect(last.explained).toMatch(/Sarge .*3d6.*Blue wins/);
    expect(last.explained).toContain('Sarge fires');
  });

  it('crisis: one group throw (4, 6) and a Leader Die of 4 give two returns of fire and a snap fire', () => {
    const w = walk(lessonById('crisis')!);
    const fired = w.plays.find((p) => p.events.some((e) => e.type === 'fire' && e.figure === 'Trooper'))!;
    const results = fired.events.flatMap((e) =>
      e.type === 'test' && e.test === 'crisis' && e.figure && ['Boss', 'Knuckles', 'Kid'].includes(e.figure)
        ? [[e.figure, e.result]]
        : [],
    );
    expect(results.slice(0, 3)).toEqual([
      ['Boss', 'returnFire'],
      ['Knuckles', 'returnFire'],
      ['Kid', 'snapFire'],
    ]);
  });

  it("crisis: the step recap quotes both of the Trooper's Crisis Tests, the one that hunkered him down first (play-test 46)", () => {
    const w = walk(lessonById('crisis')!);
    const fired = w.plays.find((p) => p.events.some((e) => e.type === 'fire' && e.figure === 'Trooper'))!;
    const tests = fired.events.flatMap((e) =>
      e.type === 'test' && e.test === 'crisis' && e.figure === 'Trooper' ? [e.text!] : [],
    );
    expect(tests).toHaveLength(2);
    const first = fired.explained!.indexOf(tests[0]!);
    const second = fired.explained!.indexOf(tests[1]!);
    expect(tests[0]).toMatch(/0 passed — hunker down/);
    expect(first).toBeGreaterThan(-1);
    expect(second).toBeGreaterThan(first);
  });

  it('stars: Free Will is asked of the player, and Larger Than Life leaves Riker out of the fight, not dead', () => {
    const w = walk(lessonById('stars')!);
    const asked = w.plays.find((p) => p.need.kind === 'decision');
    expect(asked?.need.kind === 'decision' && asked.need.decision.kind).toBe('freeWill');
    expect(w.plays.at(-1)!.state.figures['Riker']!.status).toBe('outOfTheFight');
  });

  it('after-battle: the demonstration runs the real after-encounter steps on the fight just played', () => {
    const w = walk(lessonById('after-battle')!);
    const last = w.plays.at(-1)!;
    expect(last.said?.some((l) => /Riker had a successful encounter/.test(l))).toBe(true);
    expect(last.events.some((e) => e.type === 'roll' && e.purpose === 'improveRep')).toBe(true);
  });
});

describe('a hand on the screen is never exact', () => {
  it('in-sight played with straight drags and clicks a little off the marks still tells the scripted story', () => {
    const lesson = lessonById('in-sight')!;
    const start = startLesson(lesson);
    if (!start.ok) throw new Error(start.error);
    let p = next(start.value);
    const steps: ((q: LessonPlay) => ReturnType<typeof tryOrder>)[] = [
      (q) => tryOrder(q, { do: 'move', figure: 'Private', path: [[13.6, 22.7]] }),
      (q) => tryOrder(q, { do: 'move', figure: 'Sarge', path: [[13.4, 18.6]] }),
      (q) => tryAnswer(q, 0.01),
    ];
    for (const s of steps) {
      const r = s(p);
      if (!r.ok) throw new Error(r.error);
      p = r.value;
    }
    // Sarge came into view and stopped there; now the game asks where private steps.
    expect(p.need.kind === 'decision' && p.need.decision.kind).toBe('inSightStep');
    p = next(next(next(p)));
    const last = tryAnswer(p, [12.2, 20.6]);
    if (!last.ok) throw new Error(last.error);
    expect(last.value.state.figures['Private']!.at).toEqual([11.8, 20.8]);
    expect(last.value.state.figures['Sarge']!.at[0]).toBeCloseTo(13.5, 0);
    const throwers = last.value.events.flatMap((e) => (e.type === 'roll' && e.purpose === 'inSight' ? e.who : []));
    expect(throwers).toEqual(['Sarge', 'Watcher']);
    // A click far from the mark is refused with one line naming what the step asks.
    expect(tryAnswer(p, [20, 30])).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^not this answer here: /),
    });
  });
});
