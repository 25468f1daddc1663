// The plain table in Chromium, with a ruleset the host has never heard of: the dice duel (tests/rulesets),
// registered by a test page through the catalog's registerGame. The duel is chosen in the menu's Game choice,
// started from its own knobs, played to its end by clicking its choices and its figures on the canvas, one
// choice undone, the page reloaded and the battle continued from the menu, and the end names the winner.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserAvailable, serveFixture } from './app';
import { backingAlpha, distanceFromEnd, shot, waitFor } from './drive';
import {
  board,
  boardBrowser,
  chooseGame,
  clickAt,
  clickFigure,
  figurePx,
  hover,
  over,
  pointPx,
  press,
  pressStart,
  settle,
  steps,
  taken,
  waitText,
} from './boardDrive';

const run = browserAvailable();

/** One person's turn by clicks: select a standing figure, Shoot, click the first enemy offered; or choose who falls. */
async function playTurn(page: Page, n: number): Promise<void> {
  const need = await board(page, (b) => {
    const g = b.game();
    return { kind: g.session.need.kind, selectable: g.selectable(), version: g.version };
  });
  if (need.kind === 'decision') {
    await press(page, 'casualty');
    const among = await board(page, (b) => b.game().candidates());
    await clickFigure(page, among[0]);
  } else {
    await clickFigure(page, need.selectable[0]);
    await press(page, 'shoot');
    const among = await board(page, (b) => b.game().candidates());
    // Hover first: the preview (line and odds) is drawn, and the note says the distance.
    const at = await figurePx(page, among[0]);
    await hover(page, at);
    await waitText(page, '#board-note', /needs \d\+/);
    if (n === 0) await shot(page, 'board-duel-preview');
    await page.mouse.click(at[0], at[1]);
  }
  await taken(page, need.version);
}

describe.runIf(run)('the plain table plays a game it does not know', () => {
  const table = boardBrowser(() => serveFixture('duel'));

  it('the dice duel from the Game choice to its end, with undo and a reload on the way', async () => {
    const { page, errors } = await table.open();
    await chooseGame(page, 'dice-duel', { size: 3 }, 'browser-duel');
    await shot(page, 'board-duel-menu');
    await pressStart(page);
    await settle(page);
    await shot(page, 'board-duel-start');
    expect(await page.textContent('#board-title')).toMatch(/^Turn \d+ · /);
    expect(await page.textContent('#board-panels')).toMatch(/North: 3 of 3/);

    // Shooting needs a figure first: the disabled button says why.
    expect(await page.textContent('#board-choices')).toMatch(/Select one of your standing figures first/);

    // The first turn by clicks, then undo it.
    const before = await steps(page);
    await playTurn(page, 0);
    await settle(page);
    expect(await steps(page)).toBeGreaterThan(before);
    expect(await page.textContent('#board-log')).toMatch(/shoots at/);
    await page.click('#board-undo');
    await waitText(page, '#board-message', /Undone/);
    expect(await steps(page)).toBe(before);

    // A few turns, then a reload: the menu's Continue brings the battle back where it was.
    for (let n = 1; n <= 3; n++) {
      if (await over(page)) break;
      await playTurn(page, n);
      await settle(page);
    }
    const done = await steps(page);
    await page.reload();
    await waitFor(page, `window.__game?.scene?.isActive('menu')`);
    // The remembered game is the duel: its own card is drawn again.
    await waitFor(page, () => !!document.querySelector('#board-start'));
    await page.click('#continue');
    await waitFor(page, `window.__game.scene.isActive('board')`);
    expect(await steps(page)).toBe(done);

    for (let n = 4; n < 80 && !(await over(page)); n++) {
      await settle(page);
      if (await over(page)) break;
      await playTurn(page, n);
    }
    await waitFor(page, () => !!document.querySelector('#board-winner'));
    await shot(page, 'board-duel-end');
    const winner = await board(page, (b) => b.game().session.need.winner as string);
    const name = winner.charAt(0).toUpperCase() + winner.slice(1);
    expect(await page.textContent('#board-winner')).toBe(`Won by ${name}`);
    // Issue 19, play-test items 5 and 6: the end card is opaque with no figure's card over it, and the log
    // stands at its newest line (it stayed turns behind).
    expect(await backingAlpha(page, '#board-winner')).toBe(1);
    expect(await page.isVisible('#board-card')).toBe(false);
    await waitFor(
      page,
      () => {
        const r = document.querySelector('#board-log')!;
        return r.scrollHeight - r.scrollTop - r.clientHeight < 2;
      },
      5_000,
    ).catch(() => undefined);
    expect(await distanceFromEnd(page, '#board-log')).toBeLessThan(2);
    expect(errors).toEqual([]);
    await page.close();
  }, 300_000);

  it('stretches to six sides, every terrain look, long lists, a point, a figure and typed faces', async () => {
    const { page, errors } = await table.open();
    await chooseGame(page, 'board-gallery');
    await pressStart(page);
    await shot(page, 'board-gallery-start');

    // Many choices wrap onto more than one row; the disabled ones say why.
    const tops = await page.$$eval(
      '#board-choices button',
      (bs) => [...new Set(bs.map((b) => (b as HTMLElement).offsetTop))].length,
    );
    expect(tops).toBeGreaterThan(1);
    expect(await page.textContent('#board-choices')).toMatch(/Needs a card this band does not hold/);

    // The card of a terrain piece under the pointer.
    await hover(page, await pointPx(page, [10, 10]));
    await waitText(page, '#board-card', /Woods/);

    // A point: refused in the lake with the reason, taken on dry ground.
    await clickFigure(page, 'blue-0');
    await press(page, 'move');
    const lake = await pointPx(page, [36, 8]);
    await hover(page, lake);
    await waitText(page, '#board-note', /Not into the lake/);
    const n0 = await steps(page);
    await page.mouse.click(lake[0], lake[1]);
    await waitText(page, '#board-message', /Not into the lake/);
    expect(await steps(page)).toBe(n0);
    const dry = await pointPx(page, [20, 12]);
    await hover(page, dry);
    await shot(page, 'board-gallery-point');
    await clickAt(page, dry);
    await waitFor(page, () => (window as any).__board.game().session.steps.length === 1); // eslint-disable-line @typescript-eslint/no-explicit-any
    const moved = await board(
      page,
      (b) =>
        b
          .game()
          .view()
          .figures.find((f: { id: string }) => f.id === 'blue-0').at,
    );
    expect(Math.hypot(moved[0] - 20, moved[1] - 12)).toBeLessThan(0.5);

    // Faces typed in: out of range is one line and nothing sent; good ones are.
    await press(page, 'roll');
    await page.fill('#board-face-0', '7');
    await page.fill('#board-face-1', '2');
    await page.click('#board-faces-ok');
    await waitText(page, '#board-message', /from 1 to 6, not 7/);
    expect(await steps(page)).toBe(1);
    await page.fill('#board-face-0', '3');
    await page.click('#board-faces-ok');
    await waitText(page, '#board-title', /rolled 3, 2/);

    // A figure target with its preview, among many figures of six sides.
    await clickFigure(page, 'blue-1');
    await press(page, 'shoot');
    const foe = await figurePx(page, 'purple-0');
    await hover(page, foe);
    await waitText(page, '#board-note', /at Ash purple/);
    await shot(page, 'board-gallery-preview');
    await page.mouse.click(foe[0], foe[1]);
    await waitFor(page, () => (window as any).__board.game().session.steps.length === 3); // eslint-disable-line @typescript-eslint/no-explicit-any

    await press(page, 'end');
    await waitFor(page, () => !!document.querySelector('#board-winner'));
    expect(await page.textContent('#board-winner')).toBe('Won by Blue band');
    expect(errors).toEqual([]);
    await page.close();
  }, 300_000);
});
