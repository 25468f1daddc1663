// Same side in Chromium (play-test 2 entry 11): two or three people share the player's side, and each one's
// figures are drawn in that person's colour (blue, pink, yellow), read from the screen token by token, on
// the Set up step and again once the battle is under way. Tried as the play-test did (a Patrol from a fresh
// page), after a solo battle whose figures had the same names (the table scene and its tokens are reused),
// and with three people at 1024x768.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserAvailable, useMenuPage } from './app';
import { cr, shot, waitFor, waitIdle } from './drive';
import { lastSamples, tokenColour } from './tokenColour';

const run = browserAvailable();
const COLOURS = ['blue', 'pink', 'yellow'];

interface Try {
  seed: string;
  kind: 'patrol' | 'raid';
  size: string;
  force: string;
  names: string[];
  viewport: { width: number; height: number };
}

async function startSameSide(page: Page, t: Try): Promise<void> {
  await page.setViewportSize(t.viewport);
  await page.click('#mode-sameSide');
  await page.selectOption('#player-count', String(t.names.length));
  for (const [i, n] of t.names.entries()) await page.fill(`#player-name-${i}`, n);
  await page.click(`#kind-${t.kind}`);
  await page.selectOption('#player-force', t.force);
  await page.fill('#group-size', t.size);
  await page.fill('#seed', t.seed);
  expect(await page.isChecked('#deploy')).toBe(true);
  await page.click('#start-battle');
  await waitFor(page, `window.__game.scene.isActive('table')`);
  await page.selectOption('#speed', 'off');
  await waitIdle(page);
}

/** Every figure of every person, read from the screen, against the colour that person's figures should be. */
async function expectOwnColours(page: Page, t: Try, when: string): Promise<void> {
  const groups = (await cr(page, (c) =>
    c.app.players.players.map((p: { name: string; figures: string[] }) => ({
      name: p.name,
      figures: p.figures.filter((f) => c.app.view().figures[f]?.status === 'carryOn'),
    })),
  )) as { name: string; figures: string[] }[];
  expect(groups.map((g) => g.name)).toEqual(t.names);
  for (const [k, g] of groups.entries())
    for (const f of g.figures) {
      const seen = await tokenColour(page, f);
      if (seen !== COLOURS[k]) await shot(page, `same-colours-${t.seed}-wrong`);
      expect(seen, `${when}: ${g.name}'s ${f} ${lastSamples()}`).toBe(COLOURS[k]);
    }
}

describe.runIf(run)("same side in Chromium: each person's figures in their own colour", () => {
  let page: Page;
  let errors: string[];
  useMenuPage((p) => ({ page, errors } = p), { width: 1366, height: 768 });

  const tries: (Try & { title: string; soloFirst?: boolean })[] = [
    {
      title: "the play-test's battle: a Patrol, Ines and Jon, four figures each, 1366x768",
      seed: 'lark-5907',
      kind: 'patrol',
      size: '4',
      force: 'militia',
      names: ['Ines', 'Jon'],
      viewport: { width: 1366, height: 768 },
    },
    {
      title: 'after a solo Patrol whose figures had the same names (the table and its tokens reused)',
      soloFirst: true,
      seed: 'fern-2210',
      kind: 'patrol',
      size: '3',
      force: 'police',
      names: ['Ana', 'Ben'],
      viewport: { width: 1366, height: 768 },
    },
    {
      title: 'three people on a Raid at 1024x768',
      seed: 'moss-8812',
      kind: 'raid',
      size: '2',
      force: 'gang',
      names: ['Ana', 'Ben', 'Cy'],
      viewport: { width: 1024, height: 768 },
    },
  ];

  for (const t of tries)
    it(
      t.title,
      async () => {
        await page.goto(page.url());
        await waitFor(page, `window.__game?.scene?.isActive('menu')`);
        if (t.soloFirst) {
          // A solo Patrol of the same force and size: the same six names, all blue; then back to the menu.
          await page.click('#mode-solo');
          await page.click('#kind-patrol');
          await page.selectOption('#player-force', t.force);
          await page.fill('#group-size', '6');
          await page.fill('#seed', `${t.seed}-solo`);
          await page.click('#start-battle');
          await waitFor(page, `window.__game.scene.isActive('table')`);
          await page.selectOption('#speed', 'off');
          await waitIdle(page);
          const solo = (await cr(page, (c) => c.app.view().sides[0].figures)) as string[];
          expect(solo).toHaveLength(6);
          for (const f of solo) expect(await tokenColour(page, f), `solo ${f} ${lastSamples()}`).toBe('blue');
          await page.click('#to-menu');
          await waitFor(page, `window.__game.scene.isActive('menu')`);
        }
        await startSameSide(page, t);
        expect(await cr(page, (c) => c.app.need())).toMatchObject({ deploying: true });
        await expectOwnColours(page, t, 'set up');
        await shot(page, `same-colours-${t.seed}-set-up`);
        await page.click('#deploy-done');
        await waitIdle(page);
        await expectOwnColours(page, t, 'under way');
        await shot(page, `same-colours-${t.seed}-started`);
      },
      180_000,
    );

  it('raised no page errors', () => {
    expect(errors).toEqual([]);
  });
});
