// The lesson player without a screen: every lesson is played through the app hub as the page does it
// (orders and answers through app.send, the computer's moves through app.stepComputer). A wrong order is
// refused with the runner's one line and changes nothing; after each step the table's game and the
// runner's agree exactly; a spot answered near the lesson's counts as it; progress is kept and never
// autosaved over the player's battle.
import { beforeAll, describe, expect, it } from 'vitest';
import { App } from '../../../src/app/app';
import { AUTOSAVE_KEY } from '../../../src/app/autosave';
import { LessonPlayer } from '../../../src/app/lessons/player';
import { loadProgress, markLesson, patrolReadiness, PROGRESS_KEY } from '../../../src/app/lessons/progress';
import { LESSONS } from '../../../src/rulesets/chain-reaction/lessons/index';
import type { Command } from '../../../src/rulesets/chain-reaction/engine/commands';
import { memoryStore } from '../helpers';
import { chainReaction } from '../../../src/rulesets/chain-reaction';

const LESSONS_PART = chainReaction.lessons!;

// The lessons' content is fetched on first use (lessons/lazy.ts), as the page does.
beforeAll(() => LESSONS_PART.load?.());
import { DEFAULT_OPTIONS } from '../../../src/app/newBattle';

function catchUp(app: App): void {
  for (let i = 0; i < 500 && app.stepComputer(); i++);
}

/** An order of the right sort for nothing the step asks: ending the activation, or going prone. */
function wrongOrder(expectDo: string, figure: string): Command {
  return expectDo === 'endActivation' ? { do: 'prone', figure } : { do: 'endActivation' };
}

describe('lesson player', () => {
  for (const lesson of LESSONS) {
    it(`plays "${lesson.id}" through the app: refusals change nothing, table and runner agree, progress is done`, () => {
      const store = memoryStore();
      const app = new App(store);
      const p = new LessonPlayer(app, LESSONS_PART, lesson.id);
      expect(p.start().ok).toBe(true);
      expect(app.practice).toBe(p);
      let refused = 0;
      for (const [i, s] of lesson.steps.entries()) {
        expect(p.at).toBe(i);
        if (s.kind === 'read') p.next();
        else if (s.kind === 'demo') {
          // A kind the panel reads like a 'read' step; what it worked out is shown as it moves on.
          expect(p.kind).toBe('read');
          p.next();
          expect(p.taught?.text).toBeTruthy();
        } else if (s.kind === 'ask') {
          p.next(); // not before an answer
          expect(p.at).toBe(i);
          p.choose((s.answer + 1) % s.choices.length);
          expect(p.taught?.right).toBe(false);
          expect(p.taught?.text).not.toMatch(/\{\w+/);
          p.next();
        } else if (s.kind === 'do') {
          const before = app.session!.history.length;
          const bad = app.send(wrongOrder(s.expect.do, s.expect.figure ?? 'x'));
          expect(bad.ok).toBe(false);
          if (!bad.ok) {
            expect(bad.error).toBe(p.refused);
            expect(bad.error).not.toMatch(/\n/);
          }
          expect(app.session!.history.length).toBe(before);
          expect(p.at).toBe(i);
          refused++;
          // Given as a hand would: a move ending a little off the lesson's spot.
          const off =
            (s.solution.do === 'move' || s.solution.do === 'fastMove') && s.expect.near
              ? {
                  ...s.solution,
                  path: [...s.solution.path.slice(0, -1), [s.expect.near.at[0] + 0.3, s.expect.near.at[1] - 0.2]],
                }
              : s.solution;
          expect(app.send(off as Command).ok).toBe(true);
        } else if (s.kind === 'decide') {
          const choice = Array.isArray(s.solution) ? [s.solution[0] + 0.2, s.solution[1] - 0.2] : s.solution;
          const r = app.send({ do: 'decide', choice: choice as typeof s.solution });
          expect(r.ok).toBe(true);
          // A spot near the lesson's is taken as the lesson's own.
          expect(app.session!.steps.at(-1)!.command).toEqual({ do: 'decide', choice: s.solution });
        }
        catchUp(app);
        expect(p.at).toBe(i + 1);
        if (s.kind === 'do' || s.kind === 'decide') {
          expect(JSON.stringify(app.session!.state)).toBe(JSON.stringify(p.tutor.state));
          expect(p.taught?.book).toMatch(/^p\.\d+/);
        }
      }
      expect(refused).toBe(lesson.steps.filter((s) => s.kind === 'do').length);
      expect(p.finished).toBe(true);
      expect(loadProgress(store)[lesson.id]).toBe('done');
      expect(store.map.has(AUTOSAVE_KEY)).toBe(false);
    });
  }

  it('"The Crisis Test": the battle waits under the closing question; the Trooper it calls hunkered down lives', () => {
    // Play-test 2, 27: the gangers' activation used to play under step 4 and shoot the Trooper dead.
    const app = new App(memoryStore());
    const p = new LessonPlayer(app, LESSONS_PART, 'crisis');
    p.start();
    const lesson = LESSONS.find((l) => l.id === 'crisis')!;
    while (p.kind === 'read' || p.kind === 'ask') {
      if (p.kind === 'ask') p.choose(0);
      p.next();
    }
    const fire = lesson.steps[p.at]!;
    if (fire.kind !== 'do') throw new Error('expected the fire step');
    expect(app.send(fire.solution).ok).toBe(true);
    catchUp(app);
    expect(p.kind).toBe('ask');
    expect(p.holdsComputer()).toBe(true);
    const Trooper = app.session!.state.figures['Trooper']!;
    expect(Trooper.status).toBe('hunkerDown');
    expect(app.session!.need.kind).not.toBe('ended');
    expect(JSON.stringify(app.session!.state)).toBe(JSON.stringify(p.tutor.state));
    // Past the last step the table is the player's again and the computer plays on.
    p.choose(1);
    p.next();
    expect(p.finished).toBe(true);
    expect(p.holdsComputer()).toBe(false);
    expect(app.stepComputer()).not.toBeNull();
  });

  it('a read step is not passed by an order: the line asks for Next', () => {
    const app = new App(memoryStore());
    const p = new LessonPlayer(app, LESSONS_PART, 'in-sight');
    p.start();
    expect(p.kind).toBe('read');
    const r = app.send({ do: 'endActivation' });
    expect(r.ok).toBe(false);
    expect(p.refused).toMatch(/Next/);
  });

  it('another battle ends the lesson: its orders are no longer judged and it autosaves again', () => {
    const store = memoryStore();
    const app = new App(store);
    new LessonPlayer(app, LESSONS_PART, LESSONS[0]!.id).start();
    expect(app.newBattle({ ...DEFAULT_OPTIONS, seed: 'x' }).ok).toBe(true);
    expect(app.practice).toBeUndefined();
    expect(store.map.has(AUTOSAVE_KEY)).toBe(true);
  });
});

describe('lesson progress', () => {
  it('reads nothing from bad storage, and a lesson done stays done', () => {
    const store = memoryStore();
    store.setItem(PROGRESS_KEY, '[not json');
    expect(loadProgress(store)).toEqual({});
    store.setItem(PROGRESS_KEY, JSON.stringify({ a: 'done', b: 'weird', c: 'started' }));
    expect(loadProgress(store)).toEqual({ a: 'done', c: 'started' });
    expect(markLesson(store, 'a', 'started').a).toBe('done');
    expect(markLesson(store, 'c', 'done').c).toBe('done');
    expect(loadProgress(undefined)).toEqual({});
  });
});

describe('ready for a Patrol', () => {
  it('names the Patrol lessons still to do, and is ready once they are all done (started is not done)', () => {
    const needed = LESSONS.filter((l) => l.patrol).map((l) => l.id);
    // The subjects a Patrol needs are all among them.
    for (const id of ['pefs', 'patrol', 'damage', 'sight', 'weapons', 'movement', 'reactions', 'wounded'])
      expect(needed).toContain(id);
    const store = memoryStore();
    const listed = LESSONS_PART.list();
    expect(listed.filter((l) => l.ready).map((l) => l.id)).toEqual(needed);
    let r = patrolReadiness(loadProgress(store), listed);
    expect(r).toMatchObject({ ready: false, needed: needed.length });
    expect(r.missing.map((l) => l.id)).toEqual(needed);
    for (const id of needed.slice(1)) markLesson(store, id, 'done');
    markLesson(store, needed[0]!, 'started');
    r = patrolReadiness(loadProgress(store), listed);
    expect(r.missing.map((l) => l.id)).toEqual([needed[0]]);
    markLesson(store, needed[0]!, 'done');
    expect(patrolReadiness(loadProgress(store), listed).ready).toBe(true);
  });
});

describe('the lessons part fetched on first use', () => {
  it('lists every lesson once loaded (again: no harm), and an unknown lesson opens to one line', async () => {
    await LESSONS_PART.load!();
    await LESSONS_PART.load!();
    expect(LESSONS_PART.list().map((l) => l.id)).toEqual(LESSONS.map((l) => l.id));
    const r = LESSONS_PART.open!('no-such-lesson');
    expect(r).toEqual({ ok: false, error: 'no lesson no-such-lesson' });
  });
});
