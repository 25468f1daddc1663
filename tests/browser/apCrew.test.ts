// Issue 19: the two crew tokens inside the narrow Apache overlapped, their names and marks printed over each
// other ("Samir, Ilya" over "3 N"). At 1366x768 and 1024x768 a menu battle with an Apache in the air (both its
// crew played by a person) is opened; the crew tokens must not overlap, and no two of the table's words
// (names, marks, badges) may print over each other. Screenshots land in tests/browser/out/.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserAvailable, serve } from './app';
import { shot, waitFor } from './drive';
import { makeBattle } from '../../src/rulesets/action-points/board/newBattle';
import { board, boardBrowser, settle, steadyTable } from './boardDrive';

const run = browserAvailable();

/** Every pair of the table's shown words whose boxes meet, and every pair of the crew's tokens that overlap. */
async function clashes(page: Page, crew: readonly string[]): Promise<string[]> {
  return board(
    page,
    new Function(
      'b',
      `const crew = ${JSON.stringify(crew)};
      const s = b.scene;
      const out = [];
      const boxes = s.words.texts.filter((t) => t.visible && t.text).map((t) => [t.text, t.getBounds()]);
      for (let i = 0; i < boxes.length; i++)
        for (let j = i + 1; j < boxes.length; j++) {
          const [p, a] = boxes[i], [q, c] = boxes[j];
          if (a.left < c.right - 0.5 && c.left < a.right - 0.5 && a.top < c.bottom - 0.5 && c.top < a.bottom - 0.5)
            out.push(p + ' over ' + q);
        }
      const figs = b.game().view().figures.filter((f) => crew.includes(f.id));
      const r = s.tokenRadius();
      for (let i = 0; i < figs.length; i++)
        for (let j = i + 1; j < figs.length; j++) {
          const d = Math.hypot(figs[i].at[0] - figs[j].at[0], figs[i].at[1] - figs[j].at[1]) * 32;
          if (d < 2 * r) out.push(figs[i].label + "'s token on " + figs[j].label + "'s");
        }
      return out;`,
    ) as (b: unknown) => string[],
  );
}

describe.runIf(run)('action points: the crew inside an Apache (issue 19)', () => {
  const table = boardBrowser(() => serve());

  for (const size of [
    { width: 1366, height: 768 },
    { width: 1024, height: 768 },
  ])
    it(`at ${size.width}x${size.height} the crew's tokens and words are clear of each other`, async () => {
      const { page, errors } = await table.open(size);
      const file = makeBattle(
        { size: 4, table: 'clear', player1: 'computer', player2: 'person', vehicle1: 'none', vehicle2: 'Apache/Tigre' },
        'ap-crew-1',
      ) as { vehicles: { type: string; at: [number, number]; landed?: boolean; crew: string[] }[] };
      const apache = file.vehicles.find((x) => x.type === 'Apache/Tigre')!;
      delete apache.landed;
      expect(apache.crew.length).toBe(2);
      const chooser = page.waitForEvent('filechooser');
      await page.click('#load-file');
      await (
        await chooser
      ).setFiles({ name: 'ap-crew.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
      await page.waitForFunction(`window.__game.scene.isActive('board')`);
      await settle(page);
      if (await page.isVisible('#board-seat-ok')) {
        await page.click('#board-seat-ok');
        await waitFor(page, () => !!document.querySelector<HTMLElement>('#board-cover')?.hidden);
      }
      await steadyTable(page);
      const shown = await board(page, (b) =>
        b
          .game()
          .view()
          .figures.map((f: { id: string }) => f.id),
      );
      expect(shown).toEqual(expect.arrayContaining(apache.crew));
      await shot(page, `ap-crew-${size.width}x${size.height}`);
      expect(await clashes(page, apache.crew)).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    }, 200_000);
});
