// A monkey at the table in Chromium: from the menu, a new battle of a random kind, table and size, then a
// run of random clicks, drags, keys, order-bar buttons and dialog answers, each chosen by a seeded
// generator and each followed by a wait until the page settles (no fixed sleeps). After every step: no
// page error; and now and then, the table still answers (a click on one of the player's figures selects
// it, the turn prompt is there). A failure saves a screenshot in tests/browser/out/ and names the seed and
// step. `npm test` runs MONKEY_SEEDS=2 x MONKEY_STEPS=60 (kept short for the test run); raise them for a
// longer run, e.g. `MONKEY_SEEDS=30 MONKEY_STEPS=400 npx vitest run tests/browser/monkey.test.ts`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import seedrandom from 'seedrandom';
import type { Browser, Page } from 'playwright-core';
import type { PreviewServer } from 'vite';
import { browserAvailable, launch, serve } from './app';
import { cr, freshPage, shot, toPage, waitFor } from './drive';

const run = browserAvailable();
const SEEDS = Number(process.env.MONKEY_SEEDS ?? 2);
const STEPS = Number(process.env.MONKEY_STEPS ?? 60);
const BASE = process.env.MONKEY_BASE ?? 'monkey';

/**
 * Page errors from bugs other helpers own (issue 10). While open they are reported, not failed, unless
 * MONKEY_STRICT=1; after the owner's fix is merged, run with MONKEY_STRICT=1 (or drop the entry).
 */
const KNOWN_PAGE_ERRORS: { phase: 'start' | 'play'; bug: string; owner: string; open: boolean }[] = [
  // The production build renames NeedDecision (it reached the page as "ju"), so the bug is known by when it
  // strikes: an uncaught error on "Start the battle". Once fixed, a failed start shows a line on the menu.
  {
    phase: 'start',
    bug: '(a) an uncaught error (NeedDecision) while a new battle starts',
    owner: 'trust-flow',
    open: false,
  },
];
const STRICT = process.env.MONKEY_STRICT === '1';
const knownError = (phase: 'start' | 'play') => KNOWN_PAGE_ERRORS.find((k) => k.phase === phase && k.open && !STRICT);

const KINDS = ['skirmish', 'patrol', 'raid', 'defend'] as const;
const TERRAINS = ['random', 'clear', 'urban', 'wooded', 'mountain'] as const;
const KEYS = [
  'f',
  'g',
  'c',
  't',
  'p',
  'r',
  'b',
  'e',
  'm',
  's',
  'h',
  'z',
  'Escape',
  'Escape',
  'Enter',
  'Tab',
  ' ',
  '0',
  '=',
  '-',
  'ArrowLeft',
  'ArrowDown',
  'l',
  'v',
];

/** The page has settled: no animation, and the computer has nothing left to do (or is stuck, or it is over). */
async function settle(page: Page): Promise<void> {
  await waitFor(
    page,
    () => {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      const c = (window as any).__cr;
      const s = c?.app?.session;
      if (!s || document.body.dataset.screen !== 'table') return true;
      const who = s.waitingFor();
      return !c.busy?.() && (c.app.replaying || c.app.stuck || who === 'human' || who === 'nobody');
    },
    60_000,
  );
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
}

interface View {
  screen: string;
  modal: boolean;
  mine: { id: string; at: [number, number] }[];
  all: [number, number][];
  mode: string;
  human: boolean;
  command: boolean;
  over: boolean;
}

/** Polls a condition (page or Node side) every 50 ms until it holds or the time is up. */
async function until(cond: () => Promise<boolean>, timeout: number): Promise<boolean> {
  const end = Date.now() + timeout;
  for (;;) {
    if (await cond()) return true;
    if (Date.now() > end) return false;
    await new Promise((res) => setTimeout(res, 50));
  }
}

async function look(page: Page): Promise<View> {
  return cr(page, (c) => {
    const s = c.app.view();
    const ids = [...c.ctl.orders().figures] as string[];
    return {
      screen: document.body.dataset.screen ?? '',
      modal: !(document.getElementById('modal') as HTMLElement).hidden,
      mine: s ? ids.map((id) => ({ id, at: s.figures[id].at })) : [],
      all: s
        ? Object.values(s.figures as Record<string, { at: [number, number]; status: string }>)
            .filter((f) => f.status !== 'offTable')
            .map((f) => f.at)
        : [],
      mode: c.ctl.mode,
      human: c.app.humanTurn(),
      command: c.app.need()?.kind === 'command',
      over: !!c.app.session?.over,
    };
  });
}

describe.runIf(run)('a monkey at the table in Chromium', () => {
  let browser: Browser;
  let server: PreviewServer;
  let url: string;

  beforeAll(async () => {
    ({ server, url } = await serve());
    browser = await launch();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('a Patrol on seed "harbor-441" (issue 10: "Start the battle" did nothing) reaches the table, or shows the known bug (a)', async () => {
    const { page, errors } = await freshPage(browser, url);
    await page.check('#kind-patrol');
    await page.fill('#seed', 'harbor-441');
    await page.click('#start-battle');
    await until(
      async () =>
        errors.length > 0 ||
        (await page.evaluate(
          () => document.body.dataset.screen === 'table' || !!document.querySelector('#menu-error')?.textContent,
        )),
      30_000,
    );
    const table = await page.evaluate(() => document.body.dataset.screen === 'table');
    const unknown = errors.filter(() => !knownError('start'));
    if (!table || errors.length) await shot(page, 'monkey-harbor-441');
    await page.close();
    expect(unknown).toEqual([]);
    if (errors.length)
      console.log(
        `harbor-441: known bug ${KNOWN_PAGE_ERRORS[0]!.bug} (${KNOWN_PAGE_ERRORS[0]!.owner}) still there: ${errors[0]!.slice(0, 100)}`,
      );
    else expect(table).toBe(true);
  }, 120_000);

  for (let k = 0; k < SEEDS; k++) {
    it(
      `seed ${BASE}-${k}: ${STEPS} random steps from the menu, no page error, the table still answers`,
      async () => {
        const r = seedrandom.alea(`${BASE}-${k}`);
        const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
        const { page, errors } = await freshPage(browser, url);
        const trail: string[] = [];
        const known: string[] = [];
        const fail = async (why: string): Promise<never> => {
          const name = `monkey-${BASE}-${k}-failure`;
          await shot(page, name).catch(() => undefined);
          await page.close();
          throw new Error(
            `monkey seed ${BASE}-${k}: ${why}\nlast steps: ${trail.slice(-12).join(' | ')}\nscreenshot: tests/browser/out/${name}.png`,
          );
        };
        const check = async (phase: 'start' | 'play' = 'play') => {
          const fresh = errors.splice(0);
          for (const e of fresh) {
            const kb = knownError(phase);
            if (kb) known.push(`${kb.bug} (${kb.owner}): ${e.slice(0, 120)}`);
            else await fail(`page error after step ${trail.length}: ${e}`);
          }
        };

        // From the menu: a new battle; a start that fails with a known bug is tried again with another seed.
        let attempt = 0;
        const startBattle = async (): Promise<void> => {
          let started = false;
          for (let tries = 0; tries < 4 && !started; tries++, attempt++) {
            const kind = pick(KINDS);
            await page.check(`#kind-${kind}`);
            await page.selectOption('#terrain', pick(TERRAINS));
            await page.selectOption('#light', r() < 0.7 ? 'day' : 'night');
            await page.fill('#group-size', String(1 + Math.floor(r() * 6)));
            const seed = `${BASE}-${k}-${attempt}`;
            await page.fill('#seed', seed);
            trail.push(`start ${kind} "${seed}"`);
            await page.click('#start-battle');
            // The table comes up, or the menu shows its error line, or the page throws (errors arrive in Node).
            await until(
              async () =>
                errors.length > 0 ||
                (await page.evaluate(
                  () =>
                    document.body.dataset.screen === 'table' || !!document.querySelector('#menu-error')?.textContent,
                )),
              30_000,
            );
            const knownBefore = known.length;
            await check('start');
            started = await page.evaluate(() => document.body.dataset.screen === 'table');
            if (!started && known.length === knownBefore)
              await fail(`"Start the battle" did nothing: ${await page.textContent('#menu-error')}`);
          }
          if (!started) await fail(`no battle would start: ${known.join('; ')}`);
          await page.selectOption('#speed', 'off');
          await settle(page);
        };
        await startBattle();
        let battles = 1;

        let selectedChecks = 0;
        for (let step = 0; step < STEPS; step++) {
          const v = await look(page);
          if (v.screen !== 'table' || v.over) {
            // The battle is over: back to the menu from the after-battle page, and a new one.
            trail.push('battle over: back to the menu');
            await settle(page);
            const back = page.locator('button:visible', { hasText: 'Back to the menu' });
            if (await back.count()) await back.first().click();
            else await page.click('#to-menu');
            await waitFor(page, `window.__game?.scene?.isActive('menu') && document.body.dataset.screen === 'menu'`);
            await startBattle();
            battles++;
            continue;
          }
          const a = r();
          // A point off the canvas (zoomed or panned away) is brought back first with Fit (0), as a player would.
          const onTable = async (p: readonly number[]): Promise<[number, number]> => {
            const box = await page.locator('canvas').first().boundingBox();
            const xy = await toPage(page, p);
            const inside = (q: [number, number]) =>
              !!box &&
              q[0] > box.x + 2 &&
              q[1] > box.y + 2 &&
              q[0] < box.x + box.width - 2 &&
              q[1] < box.y + box.height - 2;
            if (inside(xy) || v.modal) return xy;
            trail.push('key 0 (fit: the spot was off the canvas)');
            await page.keyboard.press('0');
            await page.evaluate(
              () => new Promise((res) => requestAnimationFrame(() => requestAnimationFrame(() => res(null)))),
            );
            return toPage(page, p);
          };
          if (v.modal) {
            // A question: any of its buttons, or (an In Sight step) a click on the table; keys now and then.
            const buttons = await page.$$('#modal button:visible');
            const stepPick = await cr(page, (c) => !!c.ctl.stepPick);
            if (stepPick && a < 0.4) {
              const from = await cr(page, (c) => c.ctl.stepPick.from as [number, number]);
              const [x, y] = await onTable([from[0] + (r() - 0.5) * 5, from[1] + (r() - 0.5) * 5]);
              trail.push(`step-click ${x.toFixed(0)},${y.toFixed(0)}`);
              await page.mouse.click(x, y);
            } else if (a < 0.9 && buttons.length) {
              const i = Math.floor(r() * buttons.length);
              trail.push(`dialog button ${i} "${((await buttons[i]!.textContent()) ?? '').slice(0, 30)}"`);
              await buttons[i]!.click({ timeout: 5_000 }).catch(() => trail.push('(could not be clicked)'));
            } else {
              const key = pick(KEYS);
              trail.push(`key ${key} (dialog open)`);
              await page.keyboard.press(key);
            }
          } else if (a < 0.25 && v.mine.length) {
            const f = pick(v.mine);
            const [x, y] = await onTable(f.at);
            // Out of any order mode first, as a player would (Esc), then the click.
            if (v.mode !== 'select') {
              await page.keyboard.press('Escape');
              trail.push('key Escape');
            }
            trail.push(`click ${f.id}`);
            const wasSelect = v.human && v.command && (await cr(page, (c) => c.ctl.mode === 'select'));
            await page.mouse.click(x, y);
            // The table still answers: a click on one of the player's figures selects it.
            if (wasSelect) {
              await waitFor(page, `window.__cr.ctl.selected === ${JSON.stringify(f.id)}`, 10_000).catch(() =>
                fail(`a click on ${f.id} did not select it (selected: ${String(selectedChecks)})`),
              );
              selectedChecks++;
            }
          } else if (a < 0.45 && v.mine.length) {
            const f = pick(v.mine);
            const ang = r() * Math.PI * 2,
              d = 1 + r() * 9;
            const to = [
              Math.min(35.5, Math.max(0.5, f.at[0] + Math.cos(ang) * d)),
              Math.min(35.5, Math.max(0.5, f.at[1] + Math.sin(ang) * d)),
            ];
            trail.push(`drag ${f.id} to ${to.map((n) => n.toFixed(1))}`);
            const [ax, ay] = await onTable(f.at);
            await page.mouse.move(ax, ay);
            await page.mouse.down({});
            for (let i = 1; i <= 6; i++) {
              const [x, y] = await onTable([
                f.at[0] + ((to[0]! - f.at[0]) * i) / 6,
                f.at[1] + ((to[1]! - f.at[1]) * i) / 6,
              ]);
              await page.mouse.move(x, y);
            }
            await page.mouse.up();
          } else if (a < 0.6) {
            // Anywhere on the table, or on any figure (an enemy to aim at, a fallen friend to carry).
            const p = r() < 0.5 && v.all.length ? pick(v.all) : [r() * 36, r() * 36];
            const [x, y] = await onTable(p);
            trail.push(`click ${p.map((n) => n.toFixed(1))}`);
            await page.mouse.click(x, y);
          } else if (a < 0.8) {
            const key = pick(KEYS);
            trail.push(`key ${key}`);
            await page.keyboard.press(key);
          } else if (a < 0.93) {
            const buttons = await page.$$('#actions button:not([disabled]):visible');
            if (buttons.length) {
              const i = Math.floor(r() * buttons.length);
              trail.push(`bar "${((await buttons[i]!.textContent()) ?? '').slice(0, 20)}"`);
              await buttons[i]!.click({ timeout: 5_000 }).catch(() => trail.push('(could not be clicked)'));
            }
          } else if (a < 0.97) {
            // Only an enabled Undo is pressed: a disabled button is no step a player can take (clicking one
            // waited out Playwright's 30 s for it to become enabled).
            const undo = page.locator('#undo');
            if (await undo.isEnabled()) {
              trail.push('undo');
              await undo.click({ timeout: 5_000 }).catch(() => trail.push('(could not be clicked)'));
            } else trail.push('undo (disabled: not pressed)');
          } else {
            const [x, y] = await onTable([r() * 36, r() * 36]);
            trail.push('hover');
            await page.mouse.move(x, y, { steps: 3 });
          }
          const t0 = Date.now();
          await settle(page).catch(() => fail(`the page never settled after step ${step}`));
          await check();
          if (process.env.MONKEY_DEBUG)
            trail[trail.length - 1] +=
              ` [settle ${Date.now() - t0} ms, ${v.mine.length} mine, mode ${v.mode}, human ${v.human}]`;
        }
        if (process.env.MONKEY_DEBUG) console.log(trail.join('\n'));

        // At the end the table still answers: Esc out of any mode, click one of the player's figures.
        const v = await look(page);
        if (v.screen === 'table' && !v.over && !v.modal) {
          await page.keyboard.press('Escape');
          await page.keyboard.press('Escape');
          const w = await look(page);
          if (w.human && w.command && w.mine.length && w.mode === 'select') {
            const f = w.mine[0]!;
            await page.keyboard.press('0');
            await page.evaluate(
              () => new Promise((res) => requestAnimationFrame(() => requestAnimationFrame(() => res(null)))),
            );
            const [x, y] = await toPage(page, f.at);
            await page.mouse.click(x, y);
            await waitFor(page, `window.__cr.ctl.selected === ${JSON.stringify(f.id)}`, 10_000).catch(() =>
              fail(`at the end a click on ${f.id} did not select it`),
            );
          }
          expect((await page.textContent('#phase'))?.trim().length).toBeGreaterThan(0);
        }
        await check();
        if (known.length) console.log(`monkey ${BASE}-${k}: known bugs seen (not failed): ${known.join(' | ')}`);
        console.log(
          `monkey ${BASE}-${k}: ${trail.length} steps over ${battles} battles, ${selectedChecks} select checks`,
        );
        await page.close();
      },
      120_000 + STEPS * 5_000,
    );
  }
});
