// Steps the Chain Reaction table tests share: Ash aiming at Ivo on the duel table (fixtures/duel.json), and
// a battle passed through to its end.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { cr, figureAt, loadFile, waitFor, waitIdle } from './drive';

const DUEL = readFileSync(resolve('tests/browser/fixtures/duel.json'), 'utf8');

/**
 * Loads the duel from the toolbar, selects Ash, turns to fire (F) and points at Ivo, the table caught up;
 * the aim is not yet clicked. Returns where Ivo is on the page.
 */
export async function aimAshAtIvo(page: Page): Promise<[number, number]> {
  await loadFile(page, '#import', 'duel.json', DUEL);
  await waitFor(page, `window.__cr.app.title === 'duel.json'`);
  await waitIdle(page);
  const ash = await figureAt(page, 'Ash');
  await page.mouse.click(ash[0], ash[1]);
  await page.keyboard.press('f');
  const ivo = await figureAt(page, 'Ivo');
  await page.mouse.move(ivo[0], ivo[1]);
  await waitIdle(page);
  return ivo;
}

/** The player passes every activation (and takes the default at every question) until the battle is over. */
export async function playToEnd(page: Page): Promise<void> {
  const played = await cr(page, (c) => {
    let n = 0;
    while (!c.app.session.over && n++ < 5000) {
      const need = c.app.need();
      if (c.app.humanTurn() && need.kind === 'decision') c.app.send({ do: 'decide', choice: need.decision.fallback });
      else if (c.app.humanTurn()) c.app.send({ do: 'endActivation' });
      else c.app.stepComputer();
    }
    return n;
  });
  expect(played).toBeLessThan(5000);
  await waitFor(page, () => document.body.dataset.screen === 'after');
}
