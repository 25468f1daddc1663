// The lessons a Patrol needs, in Chromium by mouse and keys: the list says what a Patrol still needs and
// tags its lessons; three of the new lessons ('movement': a Shift-drag Fast Move and prone; 'pefs': a real
// Patrol set-up, PEFs moving and resolving, a Star's Free Will in the engine's dialog; 'wounded': retrieving
// a friend, taking a prisoner, the after-battle recovery roll) are played to their end, each place asked for
// marked on the table; with every Patrol lesson done the list says "Ready for a Patrol"; and "Your first
// Patrol" starts a live Patrol whose coach names the rules, links their lessons and shows odds, while the
// first orders are given by mouse. Screenshots go to tests/browser/out/patrol-lessons-*.png.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserAvailable, OUT_DIR, useMenuPage } from './app';
import { cr, figureAt, shot, toPage, waitFor, waitIdle, WAIT_MS } from './drive';
import { LESSONS } from '../../src/rulesets/chain-reaction/lessons/index';
import { lesson, playStep } from './lessonDrive';

const run = browserAvailable();
const PATROL_LESSONS = LESSONS.filter((l) => l.patrol).map((l) => l.id);

async function openList(page: Page): Promise<void> {
  await page.click('#open-lessons');
  await waitFor(page, () => !!document.querySelector('#lesson-list'));
}

describe.runIf(run)('the lessons a Patrol needs, and Your first Patrol, in Chromium', () => {
  let page: Page;
  let errors: string[];
  useMenuPage((p) => ({ page, errors } = p), { width: 1366, height: 768 });

  it('the list tags the Patrol lessons and says what a Patrol still needs', async () => {
    await openList(page);
    const needs = (await page.textContent('#patrol-needs')) ?? '';
    expect(needs).toContain(`0 of ${PATROL_LESSONS.length} done`);
    for (const id of ['pefs', 'wounded', 'movement']) expect(needs).toContain(lesson(id).title);
    for (const l of LESSONS) {
      const tag = await page.$(`li[data-lesson="${l.id}"] .lesson-patrol`);
      expect(!!tag, l.id).toBe(!!l.patrol);
      expect(await page.textContent(`li[data-lesson="${l.id}"]`)).toContain(l.topic);
    }
    expect(await page.$('#play-first-patrol')).not.toBeNull();
    await shot(page, 'patrol-lessons-1-list');
  }, 60_000);

  for (const id of ['movement', 'pefs', 'wounded'] as const) {
    it(
      `plays lesson ${id} to its end by hand, each place it asks for marked on the table`,
      async () => {
        const l = lesson(id);
        await page.click(`#play-${id}`);
        await waitFor(page, `window.__game.scene.isActive('table') && !!document.querySelector('#lesson')`);
        await page.selectOption('#speed', 'off');
        expect(await page.textContent('#lesson')).toContain(`Rules ${l.book}`);
        let marked = false;
        for (const [i, s] of l.steps.entries()) {
          await waitIdle(page);
          await waitFor(page, `window.__cr.app.practice?.at === ${i}`);
          if (s.kind === 'do' && s.expect.near) {
            const marks = (await cr(page, (c) => c.app.practice.marks())) as { at: number[]; within: number }[];
            expect(marks).toEqual([expect.objectContaining({ at: s.expect.near.at, within: s.expect.near.within })]);
            // The words point at the mark, never at coordinates.
            expect(s.text).not.toMatch(/\(\d+(\.\d+)?, \d+(\.\d+)?\)/);
            if (!marked) await shot(page, `patrol-lessons-2-${id}-mark`);
            marked = true;
          }
          await playStep(page, s, i);
          if (s.kind === 'decide' || (s.kind === 'do' && id === 'pefs'))
            await shot(page, `patrol-lessons-3-${id}-${i + 1}`);
        }
        await waitFor(page, () => !!document.querySelector('#lesson-battle'));
        expect(await page.textContent('#lesson-step')).toContain(l.tryInBattle);
        await shot(page, `patrol-lessons-4-${id}-end`);
        await page.click('#lesson-back');
        await waitFor(page, () => !!document.querySelector('#lesson-list'));
      },
      6 * WAIT_MS,
    );
  }

  it('with every Patrol lesson done the list says "Ready for a Patrol"', async () => {
    const needs = (await page.textContent('#patrol-needs')) ?? '';
    expect(needs).toContain(`3 of ${PATROL_LESSONS.length} done`);
    await cr(page, (c) => c.app.store);
    await page.evaluate((ids) => {
      const p = JSON.parse(localStorage.getItem('chain-reaction.lessons') ?? '{}') as Record<string, string>;
      for (const id of ids) p[id] = 'done';
      localStorage.setItem('chain-reaction.lessons', JSON.stringify(p));
    }, PATROL_LESSONS);
    await page.reload();
    await waitFor(page, `window.__game?.scene?.isActive('menu')`);
    await waitFor(page, () => /Ready for a Patrol/.test(document.querySelector('#lessons-card')?.textContent ?? ''));
    await openList(page);
    expect(await page.getAttribute('#patrol-needs', 'data-ready')).toBe('true');
    expect(await page.textContent('#patrol-needs')).toContain('Ready for a Patrol');
    await shot(page, 'patrol-lessons-5-ready');
  }, 120_000);

  it(
    'Your first Patrol: a live Patrol, a coach naming rules, lessons and odds, first orders by mouse',
    async () => {
      // The button draws a fresh seed from Math.random. About one seed in four opens with a question for
      // the player (an In Sight target, a Star's Free Will) before any order, and the coach then has one
      // note (the question) and no more, which once failed this test at random: the seed is pinned here to
      // one of those ("first-patrol-hd0": whom to fire at), so the opening question is always met and
      // answered through the engine's dialog, and the test plays the same Patrol every time.
      // (Only the one draw the button's handler makes: the page is listened to before the button is.)
      await page.evaluate(() =>
        document.addEventListener(
          'click',
          () => {
            const real = Math.random;
            Math.random = () => {
              Math.random = real;
              return 0.0225;
            };
          },
          { capture: true, once: true },
        ),
      );
      await page.click('#play-first-patrol');
      await waitFor(page, `window.__game.scene.isActive('table') && !!document.querySelector('#lesson')`);
      expect(await cr(page, (c) => c.app.session.source.seed)).toBe('first-patrol-hd0');
      await page.selectOption('#speed', 'off');
      await waitIdle(page);
      const kind = await cr(page, (c) => c.app.view().encounter?.kind);
      expect(kind).toBe('patrol');
      expect(await cr(page, (c) => c.app.practice)).toBeUndefined();
      const notes = async () => await page.$$eval('#coach-notes li', (li) => li.map((x) => x.textContent ?? ''));
      // The opening question: the coach names it, and the player answers it in the dialog.
      let asked = 0;
      for (; asked < 30 && (await cr(page, (c) => c.app.need()?.kind === 'decision')); asked++) {
        await waitFor(page, () => !!document.querySelector('#decision-dialog button[data-choice]'));
        await waitFor(page, () => /The game asks/.test(document.querySelector('#coach-notes')?.textContent ?? ''));
        if (asked === 0) {
          // Play-test 4, 17: the first question came with no story and "Before turn 1" after turn 1's dice.
          // The bar says the turn it is, and the dialog tells the contact, how many and who won first.
          expect(await page.textContent('#phase')).toMatch(/^Turn 1: your decision - Ash's side won the In Sight/);
          const dialog = (await page.textContent('#decision-dialog')) ?? '';
          expect(dialog).toMatch(
            /So far:.*Ash sees PEF 3: .* contact!.*How many enemy: .* 5\..*In Sight test: .* your force wins\./s,
          );
          await page.screenshot({ path: `${OUT_DIR}/first-patrol-so-far.png` });
          // Play-test 9, 7: the list, opened at its end, showed its first line cut in half (1366 and 1024).
          for (const width of [1366, 1024]) {
            await page.setViewportSize({ width, height: 768 });
            await waitFor(page, () => !!document.querySelector('#decision-dialog .so-far ul'));
            const seen = await page.$eval('#decision-dialog .so-far ul', (ul) => {
              const box = ul.getBoundingClientRect();
              const cut: string[] = [];
              const walk = document.createTreeWalker(ul, NodeFilter.SHOW_TEXT);
              for (let n = walk.nextNode(); n; n = walk.nextNode()) {
                const r = document.createRange();
                r.selectNodeContents(n);
                for (const x of r.getClientRects())
                  for (const edge of [box.top, box.bottom])
                    if (x.top < edge - 1 && x.bottom > edge + 1) cut.push(n.textContent ?? '');
              }
              return { scrolls: ul.scrollHeight > ul.clientHeight + 1, cut };
            });
            await page.screenshot({ path: `${OUT_DIR}/first-patrol-so-far-${width}.png` });
            expect(seen.scrolls, 'the story is long enough to scroll').toBe(true);
            expect(seen.cut, `lines cut at the list's edge at ${width}x768`).toEqual([]);
          }
          await page.setViewportSize({ width: 1366, height: 768 });
        }
        const steps = (await cr(page, (c) => c.app.session.history.length)) as number;
        await page.click('#decision-dialog button[data-choice]');
        // The answer is a step of its own: the next question may be the same kind with the same seq (a Star's
        // Free Will, asked again at each shot of the enemy's activation), so the history is what moves.
        await waitFor(page, `window.__cr.app.session.history.length > ${steps}`);
        await waitIdle(page);
      }
      expect(asked).toBeGreaterThan(0);
      await waitFor(page, () => document.querySelectorAll('#coach-notes li').length >= 2);
      let said = await notes();
      expect(said.join(' ')).toMatch(/Patrol objective/);
      expect(said.join(' ')).toMatch(/\d+%/);
      expect(said.join(' ')).toMatch(/Lesson: .+ \(p\.\d+\)/);
      await shot(page, 'patrol-lessons-6-coach');
      // The first orders, by mouse: each figure of the acting group walks 3" up the table (a drag), as the
      // player chooses; the coach never gave them and refuses none.
      const movers = (await cr(page, (c) => [...c.ctl.orders().figures])) as string[];
      expect(movers.length).toBeGreaterThan(0);
      const before = (await cr(page, (c) => c.app.session.history.length)) as number;
      for (const id of movers.slice(0, 2)) {
        const at = await cr(
          page,
          new Function('c', `return c.app.view().figures[${JSON.stringify(id)}].at`) as () => number[],
        );
        const [ax, ay] = await figureAt(page, id);
        await page.mouse.move(ax, ay);
        await page.mouse.down();
        for (let k = 1; k <= 8; k++) {
          const [x, y] = await toPage(page, [at[0]!, at[1]! - (3 * k) / 8]);
          await page.mouse.move(x, y);
        }
        await page.mouse.up();
        await waitIdle(page);
      }
      await waitFor(page, `window.__cr.app.session.history.length > ${before}`);
      await waitIdle(page);
      said = await notes().catch(() => []);
      // Still coaching (or the other side is acting, and it says so).
      expect(said.length > 0 || !!(await page.$('#coach-wait'))).toBe(true);
      await shot(page, 'patrol-lessons-7-coach-after');
      // A lesson link opens that lesson; the Patrol stays saved.
      const link = await page.$('#coach-notes button.link');
      if (link) {
        await link.click();
        await waitFor(page, `!!window.__cr.app.practice`);
        expect(await page.textContent('#lesson')).toMatch(/Step 1 of/);
      }
      expect(errors).toEqual([]);
    },
    4 * WAIT_MS,
  );
});
