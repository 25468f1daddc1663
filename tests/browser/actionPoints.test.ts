// The action-point skirmish in Chromium on the plain table: a new battle chosen in the menu's Game choice and
// started from its own knobs (a person against the computer, on a seed never used before), played to its end
// by clicks: the acting figure clicked, a button pressed, its target clicked on the canvas (an enemy to spot
// or shoot, after hovering it for the preview's chance; a point to walk toward), the act ended; the end card
// names the outcome. Screenshots at the start, on a shot's preview, in the middle and at the end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { PreviewServer } from 'vite';
import { browserAvailable, launch, serve } from './app';
import { pageErrors, shot, waitFor } from './drive';

const run = browserAvailable();

/** Runs `fn` in the page with the plain table's test hook (window.__board). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function board<T>(page: Page, fn: (b: any) => T): Promise<T> {
  return page.evaluate(`(${fn.toString()})(window.__board)`) as Promise<T>;
}

/** Waits until the person is asked (the computer has played its part) or the battle is over. */
async function settle(page: Page): Promise<void> {
  await waitFor(page, () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const g = (window as any).__board?.game();
    const who = g?.session.waitingFor();
    return !!g && (who === 'human' || who === 'nobody');
  });
}

async function clickAt(page: Page, at: [number, number]): Promise<void> {
  await page.mouse.move(at[0], at[1], { steps: 3 });
  await page.mouse.click(at[0], at[1]);
}

async function figureOnPage(page: Page, id: string): Promise<[number, number]> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return page.evaluate((f) => (window as any).__board.figureAt(f) as [number, number], id);
}

interface Look {
  kind: string;
  version: number;
  acting?: string;
  enabled: string[];
  /** The nearest enemy able to fight that the table shows (fog), else the place across the table, to walk toward. */
  foe?: [number, number];
  at?: [number, number];
}

async function look(page: Page): Promise<Look> {
  return board(page, (b) => {
    const g = b.game();
    const need = g.session.need;
    const v = g.view();
    const acting = need.kind === 'command' ? need.figure : undefined;
    const me = v.figures.find((f: { id: string }) => f.id === acting);
    const foes = v.figures
      .filter((f: { side: string; down?: boolean }) => me && f.side !== me.side && !f.down)
      .sort(
        (p: { at: [number, number] }, q: { at: [number, number] }) =>
          Math.hypot(p.at[0] - me!.at[0], p.at[1] - me!.at[1]) - Math.hypot(q.at[0] - me!.at[0], q.at[1] - me!.at[1]),
      );
    return {
      kind: need.kind,
      version: g.version,
      acting,
      enabled: g
        .choices()
        .filter((c: { enabled: boolean }) => c.enabled)
        .map((c: { key: string }) => c.key),
      foe: foes[0]?.at ?? (me ? [v.width - me.at[0], v.height - me.at[1]] : undefined),
      at: me?.at,
    };
  });
}

/** One choice of the person's by clicks; returns what was done. */
async function personStep(page: Page, n: number, shots: Set<string>): Promise<string> {
  const l = await look(page);
  const press = async (key: string) => {
    const sel = `#board-choices button[data-key="${key}"]`;
    await waitFor(
      page,
      `!!document.querySelector('${sel}') && !document.querySelector('${sel}').hasAttribute('disabled')`,
    );
    await page.click(sel);
  };

  if (l.kind === 'dice') {
    await press('dice');
    await waitFor(page, () => !!document.querySelector('#board-faces input'));
    const boxes = await page.$$('#board-faces input');
    for (const [i, box] of boxes.entries()) await box.fill(String(1 + ((n + i * 7) % 10)));
    await page.click('#board-faces-ok');
    return 'dice';
  }
  await clickAt(page, await figureOnPage(page, l.acting!));
  for (const key of ['shoot-aim1', 'shoot', 'spot']) {
    if (!l.enabled.includes(key)) continue;
    await press(key);
    const among = await board(page, (b) => b.game().candidates() as string[]);
    const at = await figureOnPage(page, among[0]!);
    // Hover first: the preview's chance is written in the note before the click.
    await page.mouse.move(at[0], at[1], { steps: 3 });
    await waitFor(page, () => /% to (hit|spot)/.test(document.querySelector('#board-note')?.textContent ?? ''));
    if (!shots.has(key)) {
      shots.add(key);
      await shot(page, `board-ap-${key}-preview`);
    }
    await page.mouse.click(at[0], at[1]);
    return key;
  }
  if (l.enabled.includes('walk') && l.foe && l.at && n % 4 !== 3) {
    await press('walk');
    // Toward the nearest enemy, stopping a third of the way: the click may be beyond reach (it walks as far as it can).
    const to: [number, number] = [l.at[0] + (l.foe[0] - l.at[0]) / 3, l.at[1] + (l.foe[1] - l.at[1]) / 3];
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const xy = await page.evaluate((p) => (window as any).__board.toPage(p[0], p[1]) as [number, number], to);
    // Hover first (the table reads the pointer where it last saw it): the preview then says the walk.
    await page.mouse.move(xy[0], xy[1], { steps: 4 });
    await waitFor(page, () => /^(Walk \d|Can't walk)/.test(document.querySelector('#board-note')?.textContent ?? ''));
    if (/^Can't walk/.test((await page.textContent('#board-note')) ?? '')) {
      // Hemmed in that way (a friend's base, a wall): the person thinks again and ends the act.
      await page.click('#board-cancel');
      await press('endAct');
      return 'endAct';
    }
    if (!shots.has('walk')) {
      shots.add('walk');
      await shot(page, 'board-ap-walk-preview');
    }
    await page.mouse.click(xy[0], xy[1]);
    return 'walk';
  }
  await press('endAct');
  return 'endAct';
}

describe.runIf(run)('the action-point skirmish at the plain table', () => {
  let browser: Browser;
  let server: PreviewServer;
  let url: string;

  beforeAll(async () => {
    ({ server, url } = await serve());
    browser = await launch();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('a new battle from the menu, a person against the computer, played by clicks to its end', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = pageErrors(page);
    // A seed never used before; printed so a failure can be played again.
    const seed = `ap-browser-${Date.now().toString(36)}`;
    console.log(`action-points browser seed: ${seed}`);
    await page.goto(url);
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await waitFor(page, `window.__game?.scene?.isActive('menu')`);
    await page.selectOption('#game-choice', 'action-points');
    await waitFor(page, () => !!document.querySelector('#board-start'));
    await page.selectOption('#knob-player1', 'person');
    await page.selectOption('#knob-player2', 'computer');
    await page.fill('#knob-size', '3');
    await page.fill('#board-seed', seed);
    await shot(page, 'board-ap-menu');
    await page.click('#board-start');
    await waitFor(page, `window.__game.scene.isActive('board')`);
    await settle(page);
    await shot(page, 'board-ap-start');
    expect(await page.textContent('#board-title')).toMatch(/^Round \d of 6, phase \d+/);
    expect(await page.textContent('#board-panels')).toMatch(/Objective/);

    const shots = new Set<string>();
    const done: Record<string, number> = {};
    for (let n = 0; n < 600; n++) {
      await settle(page);
      if (await board(page, (b) => b.game().session.over)) break;
      const v = await board(page, (b) => b.game().version as number);
      const what = await personStep(page, n, shots).catch(async (e: unknown) => {
        await shot(page, 'board-ap-failed');
        const why = await board(page, (b) => {
          const g = b.game();
          return JSON.stringify({
            need: g.session.need,
            waiting: g.session.waitingFor(),
            due: g.due(),
            human: g.humanTurn(),
            selected: g.selected,
            pending: g.pending?.key,
            choices: g.choices().map((c: { key: string; enabled: boolean }) => `${c.key}${c.enabled ? '' : '-'}`),
            buttons: [...document.querySelectorAll('#board-choices button')].map((x) => x.getAttribute('data-key')),
          });
        });
        throw new Error(`step ${n}: ${String(e)}; ${why}`);
      });
      done[what] = (done[what] ?? 0) + 1;
      await page.waitForFunction((x) => (window as any).__board.game().version !== x, v); // eslint-disable-line @typescript-eslint/no-explicit-any
      if (n === 12) await shot(page, 'board-ap-middle');
    }
    console.log(`action-points browser choices: ${JSON.stringify(done)}`);
    expect(await board(page, (b) => b.game().session.over)).toBe(true);
    await waitFor(page, () => !!document.querySelector('#board-winner'));
    await shot(page, 'board-ap-end');
    expect(await page.textContent('#board-winner')).toMatch(/won by|draw|no winner/i);
    expect(done.endAct ?? 0).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.close();
  }, 600_000);
});
