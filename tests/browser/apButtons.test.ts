// Play-test 4, 13: a figure with a launcher has a fourth row of choice buttons, and at 1366x768 the last row
// ("End the act") was cut by the window's bottom edge. At 1024x768, 1366x768 and 1920x1080 a person's figure
// with a launcher (menu battle, launchers and a heavy weapon handed out) is found, and every one of its choice
// buttons is inside the window without scrolling the page, the last one hit at its middle by a click there.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserAvailable, serve } from './app';
import { shot } from './drive';
import { makeBattle } from '../../src/rulesets/action-points/board/newBattle';
import { board, boardBrowser, settle, taken, version } from './boardDrive';

const run = browserAvailable();

/** The acting figure's choice keys while a person is asked for a command, else undefined. */
async function asked(page: Page): Promise<string[] | undefined> {
  return board(page, (b) => {
    const g = b.game();
    if (g.session.need.kind !== 'command' || !g.humanTurn()) return undefined;
    return g.choices().map((c: { key: string }) => c.key);
  });
}

/** Each choice button's box, the window's size, and what a click at the last button's middle would hit. */
async function measure(page: Page) {
  return page.evaluate(() => {
    const buttons = [...document.querySelectorAll<HTMLElement>('#board-choices button')];
    // Inside the bar as it shows: a button scrolled out of the bar's view counts as cut.
    const bar = document.getElementById('board-bar')!.getBoundingClientRect();
    const boxes = buttons.map((b) => {
      const r = b.getBoundingClientRect();
      const top = Math.min(r.top, r.top - bar.top);
      const bottom = Math.max(r.bottom, r.bottom + window.innerHeight - bar.bottom - 0.5);
      return { key: b.dataset.key ?? b.textContent, top, bottom, left: r.left, right: r.right };
    });
    const last = buttons[buttons.length - 1]!;
    const r = last.getBoundingClientRect();
    const hit = document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2);
    return {
      boxes,
      w: window.innerWidth,
      h: window.innerHeight,
      pageScroll: document.scrollingElement!.scrollHeight - window.innerHeight,
      lastHit: !!hit && last.contains(hit),
      lastAt: [(r.left + r.right) / 2, (r.top + r.bottom) / 2] as [number, number],
      lastKey: last.dataset.key,
    };
  });
}

describe.runIf(run)('action points: every choice button in view (play-test 4, 13)', () => {
  const table = boardBrowser(() => serve());

  for (const [w, h] of [
    [1366, 768],
    [1024, 768],
    [1920, 1080],
  ] as const) {
    it(`at ${w}x${h} a figure with a launcher shows all its buttons, the last one clickable`, async () => {
      const { page, errors } = await table.open({ width: w, height: h });
      // The menu's battle with launchers, each of the person's figures given an RPG (only some carry one from
      // the menu, and the first to act may not), loaded as a file: the first person's figure shows them all.
      const file = makeBattle({ size: 6, support: 'launchers and a heavy weapon' }, 'ap-buttons-1') as {
        sides: { control: string; figures: { launcher?: string | null }[] }[];
      };
      for (const f of file.sides.find((x) => x.control === 'human')!.figures) f.launcher ??= 'rpg';
      const chooser = page.waitForEvent('filechooser');
      await page.click('#load-file');
      await (
        await chooser
      ).setFiles({
        name: 'ap-launchers.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify(file)),
      });
      await page.waitForFunction(`window.__game.scene.isActive('board')`);
      let keys: string[] | undefined;
      for (let n = 0; n < 20 && !keys; n++) {
        await settle(page);
        keys = await asked(page);
      }
      expect(keys, 'a person-played figure with a launcher').toContain('fire');
      const m = await measure(page);
      await shot(page, `ap-buttons-${w}x${h}`);
      const out = m.boxes.filter((b) => b.top < 0 || b.left < 0 || b.bottom > m.h || b.right > m.w);
      expect(out.map((b) => b.key)).toEqual([]);
      expect(m.pageScroll).toBeLessThanOrEqual(0);
      expect(m.lastKey).toBe('endAct');
      expect(m.lastHit).toBe(true);
      // And it works: the click ends the act.
      const v = await version(page);
      await page.click('#board-choices button[data-key="endAct"]', { trial: true });
      await page.mouse.click(...m.lastAt);
      await taken(page, v);
      expect(errors).toEqual([]);
      await page.close();
    }, 400_000);
  }
});
