// Small helpers the browser tests use to drive the game: read its state through the window.__cr hook,
// turn table inches into page pixels, drag, hover, load files and save screenshots.
import { expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { resolve } from 'node:path';

/** Where screenshots go (app.ts re-exports it: the build and Chromium's set-up live there). */
export const OUT_DIR = resolve('tests/browser/out');

/** Runs `fn` in the page with the game's test hook (window.__cr) and returns its result. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function cr<T>(page: Page, fn: (c: any) => T): Promise<T> {
  return page.evaluate(`(${fn.toString()})(window.__cr)`) as Promise<T>;
}

/** The state on the table, as plain JSON. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function state(page: Page): Promise<any> {
  return cr(page, (c) => JSON.parse(JSON.stringify(c.app.view())));
}

/**
 * Waits for a function, or an expression written as a string (handy for reaching window.__game). The
 * default limit is generous: on a loaded machine Chromium's software rendering can take many seconds.
 */
export const WAIT_MS = 90_000;

export async function waitFor(page: Page, fn: (() => unknown) | string, timeout = WAIT_MS): Promise<void> {
  await page.waitForFunction(fn, undefined, { timeout, polling: 50 });
}

/**
 * Expects an element's text to match, once the game has caught up: a tooltip or panel is redrawn on the
 * frame after the pointer moves, which on a busy machine may be late. Fails with the text as it stands.
 */
export async function expectText(page: Page, selector: string, re: RegExp, timeout = 30_000): Promise<string> {
  try {
    await page.waitForFunction(
      ([sel, source, flags]) => new RegExp(source!, flags).test(document.querySelector(sel!)?.textContent ?? ''),
      [selector, re.source, re.flags],
      { timeout, polling: 50 },
    );
  } catch {
    // Timed out: the assertion below reports what the text is instead.
  }
  const text = (await page.textContent(selector)) ?? '';
  expect(text).toMatch(re);
  return text;
}

async function frames(page: Page, n = 2): Promise<void> {
  for (let i = 0; i < n; i++) await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
}

/** Waits until no animation plays and the computer has nothing left to do before the player's turn. */
export async function waitIdle(page: Page): Promise<void> {
  await waitFor(page, () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const c = (window as any).__cr;
    const s = c.app.session;
    const who = s?.waitingFor();
    return !c.busy?.() && (!s || c.app.replaying || who === 'human' || who === 'nobody');
  });
  await frames(page, 3);
}

/** Page coordinates of a table point in inches. */
export async function toPage(page: Page, p: readonly [number, number] | readonly number[]): Promise<[number, number]> {
  return page.evaluate(
    ([x, y]) => (window as unknown as { __cr: { toPage(x: number, y: number): [number, number] } }).__cr.toPage(x!, y!),
    [p[0], p[1]],
  );
}

export async function figureAt(page: Page, id: string): Promise<[number, number]> {
  const at = await cr(
    page,
    new Function('c', `return c.app.view().figures[${JSON.stringify(id)}].at`) as (c: unknown) => [number, number],
  );
  return toPage(page, at);
}

/**
 * The table point the app took from the mouse, in inches. The browser hands the page whole pixels, so a
 * hover can land up to a pixel from the point asked for (at a small zoom, most of a tenth of an inch).
 */
export async function pointerAt(page: Page): Promise<[number, number]> {
  return page.evaluate(() => {
    const p = (window as unknown as { __cr: { ctl: { pointer: readonly number[] } } }).__cr.ctl.pointer;
    return [p[0]!, p[1]!] as [number, number];
  });
}

export async function hoverAt(page: Page, xy: [number, number]): Promise<void> {
  await page.mouse.move(xy[0], xy[1], { steps: 3 });
  await frames(page, 3);
}

/** Drags from one table point to another in small steps; `during` runs before the button is released. */
export async function dragFigure(
  page: Page,
  from: readonly number[],
  to: readonly number[],
  during?: () => Promise<void>,
): Promise<void> {
  const [ax, ay] = await toPage(page, from);
  await page.mouse.move(ax, ay);
  await page.mouse.down();
  const steps = 16;
  for (let i = 1; i <= steps; i++) {
    const [x, y] = await toPage(page, [
      from[0]! + ((to[0]! - from[0]!) * i) / steps,
      from[1]! + ((to[1]! - from[1]!) * i) / steps,
    ]);
    await page.mouse.move(x, y);
  }
  await frames(page, 3);
  if (during) await during();
  await page.mouse.up();
}

/** Clicks a button that opens the file picker and hands it a file made of `text`. */
export async function loadFile(page: Page, button: string, name: string, text: string): Promise<void> {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.click(button)]);
  await chooser.setFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
}

export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${OUT_DIR}/${name}.png` });
}

/** The alpha of the background an element's text stands on: its own or its nearest ancestor's that has one
 *  (1: opaque, nothing of the table underneath reads through; 0: none at all). */
export async function backingAlpha(page: Page, selector: string): Promise<number> {
  return page.$eval(selector, (el) => {
    for (let e: Element | null = el; e; e = e.parentElement) {
      const m = /rgba?\(([^)]*)\)/.exec(getComputedStyle(e).backgroundColor);
      const parts = m ? m[1]!.split(',').map((x) => Number(x.trim())) : [];
      const alpha = parts.length === 4 ? parts[3]! : parts.length === 3 ? 1 : 0;
      if (alpha > 0) return alpha;
    }
    return 0;
  });
}

/** How far (px) a scrolling panel stands from its end: 0 when its newest line is in view at the foot. */
export async function distanceFromEnd(page: Page, selector: string): Promise<number> {
  return page.$eval(selector, (e) => e.scrollHeight - e.scrollTop - e.clientHeight);
}

export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return errors;
}

/** A fresh page on the game with empty storage, at the menu, its errors collected. */
export async function freshPage(
  browser: Browser,
  url: string,
  viewport = { width: 1280, height: 800 },
): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport });
  const errors = pageErrors(page);
  await page.goto(url);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await waitFor(page, `window.__game?.scene?.isActive('menu')`);
  return { page, errors };
}

/**
 * Every shown word of every token that prints over another shown word, or lies on another figure's base:
 * "a over b" / "a on X's base" (empty when the table reads cleanly). With `reps`, each token's Rep counts too
 * (play-test 16a, 8: a Rep grown past its base printed over its neighbours').
 */
export function overprints(page: Page, reps = false): Promise<string[]> {
  return page.evaluate((reps) => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const c = (window as any).__cr;
    const boxes: [string, number, number, number, number][] = [];
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const ts = [...(c.scene.tokens.tokens.values() as Iterable<any>)];
    for (const t of ts)
      for (const w of [t.name, t.weapon, ...(t.down ? [] : [t.badge]), ...(reps ? [t.rep] : [])])
        if (w.visible && w.text) {
          const b = w.getBounds();
          boxes.push([`${t.id}:${w === t.rep ? 'Rep ' : ''}${w.text}`, b.left, b.top, b.right, b.bottom]);
        }
    const out: string[] = [];
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) {
        const [a, b] = [boxes[i]!, boxes[j]!];
        // A Rep's box is the square round its own base, whose own words sit at its rim: only others count.
        const own = a[0].split(':')[0] === b[0].split(':')[0];
        if (own && (a[0].includes(':Rep ') || b[0].includes(':Rep '))) continue;
        if (a[1] < b[3] - 0.5 && b[1] < a[3] - 0.5 && a[2] < b[4] - 0.5 && b[2] < a[4] - 0.5)
          out.push(`${a[0]} over ${b[0]}`);
      }
    for (const [label, left, top, right, bottom] of boxes)
      for (const t of ts.filter((x) => x.base.visible)) {
        if (label.startsWith(`${t.id}:`)) continue;
        const [x, y] = [t.at[0] * 32, t.at[1] * 32];
        const d = Math.hypot(x - Math.max(left, Math.min(x, right)), y - Math.max(top, Math.min(y, bottom)));
        if (d < 15.5) out.push(`${label} on ${t.id}'s base`);
      }
    // A set-out word's thin line to its token must not cross another figure's base (issue 19, 10: a status
    // badge hung on a line over a neighbour read as that neighbour's).
    for (const [ax, ay, bx, by] of c.scene.tokens.leaderSegments as [number, number, number, number][])
      for (const t of ts.filter((x) => x.base.visible)) {
        const [x, y] = [t.at[0] * 32, t.at[1] * 32];
        const [dx, dy] = [bx - ax, by - ay];
        const len2 = dx * dx + dy * dy;
        const u = len2 ? Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / len2)) : 0;
        if (Math.hypot(ax + u * dx - x, ay + u * dy - y) < 15.5) out.push(`a line crosses ${t.id}'s base`);
      }
    return out;
  }, reps);
}
