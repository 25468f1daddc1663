// The plain table driven in Chromium, shared by every game's browser test (beside drive.ts, which drives
// Chain Reaction's table): a browser and a served page per describe, a game started from the menu with its
// knobs, a figure clicked on the canvas, a choice pressed, a point or target picked, and waits for the table
// to take each in (its version moves) and for the computer to play its part. Every wait is on a condition.
import type { Page } from 'playwright-core';
import { useBrowser } from './app';
import { waitFor, WAIT_MS } from './drive';

/** The plain-table tests' browser: the shared one (app.ts useBrowser). */
export const boardBrowser = useBrowser;

/** Runs `fn` in the page with the plain table's test hook (window.__board). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function board<T>(page: Page, fn: (b: any) => T): Promise<T> {
  return page.evaluate(`(${fn.toString()})(window.__board)`) as Promise<T>;
}

/**
 * Picks `game` in the menu's Game choice and sets its knobs (a text box is filled, a list has its option
 * picked, a yes/no box is ticked or not) and the seed; `pressStart` then starts the battle.
 */
export async function chooseGame(
  page: Page,
  game: string,
  knobs: Record<string, string | number | boolean> = {},
  seed?: string,
): Promise<void> {
  await page.selectOption('#game-choice', game);
  await waitFor(page, () => !!document.querySelector('#board-start'));
  for (const [key, value] of Object.entries(knobs)) {
    const sel = `#knob-${key}`;
    const tag = await page.$eval(sel, (e) => e.tagName);
    if (typeof value === 'boolean') await page.setChecked(sel, value);
    else if (tag === 'SELECT') await page.selectOption(sel, String(value));
    else await page.fill(sel, String(value));
  }
  if (seed !== undefined) await page.fill('#board-seed', seed);
}

/** Presses Start on the new-battle card and waits for the plain table. */
export async function pressStart(page: Page): Promise<void> {
  await page.click('#board-start');
  await waitFor(page, `window.__game.scene.isActive('board')`);
}

/** Waits until a person is asked (or due at the screen) or the battle is over. */
export async function settle(page: Page): Promise<void> {
  await waitFor(page, () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const g = (window as any).__board?.game();
    const who = g?.session.waitingFor();
    return !!g && (who === 'human' || who === 'nobody');
  });
}

/** The table's version: it moves whenever the game takes a step or a selection changes. */
export async function version(page: Page): Promise<number> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return page.evaluate(() => (window as any).__board.game().version as number);
}

/** Waits until the table's version is no longer `old` (what was just given has been taken in). */
export async function taken(page: Page, old: number): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  await page.waitForFunction((v) => (window as any).__board.game().version !== v, old, {
    timeout: WAIT_MS,
    polling: 50,
  });
}

/** The steps the battle has taken so far. */
export async function steps(page: Page): Promise<number> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return page.evaluate(() => (window as any).__board.game().session.steps.length as number);
}

/** Whether the battle is over. */
export async function over(page: Page): Promise<boolean> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return page.evaluate(() => !!(window as any).__board.game().session.over);
}

/** A figure's place on the page, in pixels. */
export async function figurePx(page: Page, id: string): Promise<[number, number]> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return page.evaluate((f) => (window as any).__board.figureAt(f) as [number, number], id);
}

/** A point of the table (inches) on the page, in pixels. */
export async function pointPx(page: Page, p: readonly [number, number]): Promise<[number, number]> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return page.evaluate((q) => (window as any).__board.toPage(q[0], q[1]) as [number, number], [p[0], p[1]]);
}

/** Moves the pointer there first (the hover preview is drawn), then clicks. */
export async function clickAt(page: Page, at: readonly [number, number]): Promise<void> {
  await page.mouse.move(at[0], at[1], { steps: 2 });
  await page.mouse.click(at[0], at[1]);
}

export async function clickFigure(page: Page, id: string): Promise<void> {
  await clickAt(page, await figurePx(page, id));
}

export async function clickPoint(page: Page, p: readonly [number, number]): Promise<void> {
  await clickAt(page, await pointPx(page, p));
}

/**
 * Waits until the table on the page is steady: drawn as the game stands now, fitted to its area, and the
 * canvas where Phaser last measured it. A bar or panel that changes height after a step resizes or moves the
 * table's area; Phaser fits it again only on its next check (a frame after a resize, else up to half a second
 * later) and the figures' places follow on the frame after that: until then a figure's place read from the
 * table is not where a click lands on it.
 */
export async function steadyTable(page: Page): Promise<void> {
  await waitFor(page, () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const b = (window as any).__board;
    const s = b?.scene;
    const g = b?.game();
    if (!s || !g) return false;
    const c = s.game.canvas.getBoundingClientRect();
    const k = s.scale.canvasBounds;
    const p = s.scale.parent.getBoundingClientRect();
    const near = (x: number, y: number) => Math.abs(x - y) < 0.5;
    return (
      s.drawnVersion === g.version &&
      // No refit pending: the table's area is the size Phaser last fitted, the canvas where it measured it,
      // and the camera drawn since its last zoom (its view, which places the figures, is set when drawn).
      near(p.width, s.scale.parentSize.width) &&
      near(p.height, s.scale.parentSize.height) &&
      near(c.left, k.x) &&
      near(c.top, k.y) &&
      near(c.width, k.width) &&
      near(c.height, k.height) &&
      !s.cameras.main.dirty
    );
  });
}

/**
 * Clicks a figure the person may select until the table answers: it is selected, or the hand-over cover is
 * up (the click went to the cover), or it may no longer be selected. The place is read afresh from a steady
 * table each try; a click the table did not take (the canvas moved under it) is tried again, and counted.
 */
export async function selectFigure(
  page: Page,
  id: string,
  missed?: (why: string) => void,
): Promise<'selected' | 'cover' | 'gone'> {
  const until = Date.now() + WAIT_MS;
  for (;;) {
    await steadyTable(page);
    await clickAt(page, await figurePx(page, id));
    const got = await page
      .waitForFunction(
        (f) => {
          // eslint-disable-next-line @typescript-eslint/no-explicit-any
          const g = (window as any).__board.game();
          if (g.selected === f) return 'selected';
          if (document.querySelector<HTMLElement>('#board-cover')?.hidden === false) return 'cover';
          if (!(g.selectable() as string[]).includes(f)) return 'gone';
          return false;
        },
        id,
        { timeout: 5_000, polling: 50 },
      )
      .then((h) => h.jsonValue() as Promise<'selected' | 'cover' | 'gone'>)
      .catch(() => undefined);
    if (got) return got;
    const why = await board(page, (b) => {
      const g = b.game();
      return JSON.stringify({ selected: g.selected, message: g.message.text, hovered: b.scene.hovered });
    });
    missed?.(why);
    if (Date.now() > until) throw new Error(`clicking ${id}: never selected (${why})`);
  }
}

/** Points at a figure or a spot without clicking (the preview and its note are drawn). */
export async function hover(page: Page, at: readonly [number, number]): Promise<void> {
  await page.mouse.move(at[0], at[1], { steps: 3 });
}

/**
 * Points at a figure until the element's text matches. The figure's place is read afresh each try: after a
 * resize the table is laid out again on a later frame, and a place read before that points at nothing.
 */
export async function hoverUntil(page: Page, id: string, selector: string, re: RegExp): Promise<void> {
  const until = Date.now() + WAIT_MS;
  for (;;) {
    const at = await figurePx(page, id);
    await page.mouse.move(at[0] + 3, at[1] + 3);
    await page.mouse.move(at[0], at[1], { steps: 3 });
    const ok = await textMatches(page, selector, re, 3_000)
      .then(() => true)
      .catch(() => false);
    if (ok) return;
    if (Date.now() > until) throw new Error(`pointing at ${id}: ${selector} never matched ${re}`);
  }
}

/** The keys of the choices that may be pressed now. */
export async function enabledKeys(page: Page): Promise<string[]> {
  return page.$$eval('#board-choices button:not([disabled])', (bs) => bs.map((b) => b.getAttribute('data-key') ?? ''));
}

/** Presses a choice once it is there and enabled. */
export async function press(page: Page, key: string): Promise<void> {
  const sel = `#board-choices button[data-key="${key}"]`;
  await page.waitForFunction(
    (s) => !!document.querySelector(s) && !document.querySelector(s)!.hasAttribute('disabled'),
    sel,
    { timeout: WAIT_MS, polling: 50 },
  );
  await page.click(sel);
}

/** Waits until the element's text matches (the note, the message, the title, the log...). */
export async function waitText(page: Page, selector: string, re: RegExp): Promise<void> {
  await textMatches(page, selector, re, WAIT_MS);
}

/** Waits up to `timeout` ms until the element's text matches `re` (waitText and hoverUntil both ask this). */
function textMatches(page: Page, selector: string, re: RegExp, timeout: number): Promise<unknown> {
  return page.waitForFunction(
    ([sel, source, flags]) => new RegExp(source!, flags).test(document.querySelector(sel!)?.textContent ?? ''),
    [selector, re.source, re.flags],
    { timeout, polling: 50 },
  );
}
