// Files from strangers (issue 19 item 12): the page carries a Content-Security-Policy that lets only the
// app's own scripts run. In Chromium, with the policy enforced (no bypass, unlike the other browser tests),
// the game plays, reloads from its autosave and a lesson runs with no violation reported; a script slipped
// into the page is refused. The page is reached only through functions
// (Playwright's string predicates are themselves refused by the policy).
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserAvailable, serve, useBrowser } from './app';
import { pageErrors, shot } from './drive';

const run = browserAvailable();
type Win = {
  __csp?: string[];
  __slipped?: boolean;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  __cr?: any;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  __game?: any;
};

/** Polls a function in the page until it holds (a condition, never a fixed sleep). */
async function until(page: Page, fn: () => unknown, timeout = 90_000): Promise<void> {
  const end = Date.now() + timeout;
  for (;;) {
    if (await page.evaluate(fn).catch(() => false)) return;
    if (Date.now() > end) throw new Error(`timed out waiting for ${fn.toString().slice(0, 120)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const onMenu = () => !!(window as unknown as Win).__game?.scene?.isActive('menu');
const onTable = () => !!(window as unknown as Win).__game?.scene?.isActive('table');
/** No animation playing, and the player's turn (or nobody's). */
const idle = () => {
  const c = (window as unknown as Win).__cr;
  const who = c?.app.session?.waitingFor();
  return !!c && !c.busy?.() && (who === 'human' || who === 'nobody');
};
const view = (page: Page) =>
  page.evaluate(() => JSON.parse(JSON.stringify((window as unknown as Win).__cr.app.view())));

describe.runIf(run)('the Content-Security-Policy in Chromium', () => {
  let page: Page;
  let errors: string[];
  const chromium = useBrowser(serve, { csp: true });

  beforeAll(async () => {
    page = await chromium.browser().newPage({ viewport: { width: 1366, height: 768 } });
    errors = pageErrors(page);
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (e) => {
        const w = window as unknown as Win;
        (w.__csp ??= []).push(`${e.effectiveDirective} ${e.blockedURI}`);
      }),
    );
    await page.goto(chromium.url());
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await until(page, onMenu);
  }, 180_000);

  it('the page has the policy: only its own scripts', async () => {
    const csp = await page.getAttribute('meta[http-equiv="Content-Security-Policy"]', 'content');
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  });

  it('a battle plays, reloads from its autosave and a lesson runs, with no violation', async () => {
    await page.check('#kind-patrol');
    await page.fill('#seed', 'csp-patrol');
    await page.uncheck('#deploy');
    await page.click('#start-battle');
    await until(page, onTable);
    await page.selectOption('#speed', 'off');
    await until(page, idle);
    expect((await view(page)).encounter.kind).toBe('patrol');
    const ok = await page.evaluate(() => (window as unknown as Win).__cr.app.send({ do: 'endActivation' }).ok);
    expect(ok).toBe(true);
    await until(page, idle);
    const before = await view(page);
    await page.reload();
    await until(page, onMenu);
    await page.click('#continue');
    await until(page, onTable);
    await until(page, idle);
    expect(await view(page)).toEqual(before);
    await page.reload();
    await until(page, onMenu);
    await page.click('#open-lessons');
    await until(page, () => !!document.querySelector('#lesson-list'));
    await page.click('#play-activation');
    // (Each function runs alone in the page: it names nothing from this file.)
    await until(page, () => {
      const w = window as unknown as Win;
      return !!w.__game?.scene?.isActive('table') && w.__cr?.app.practice?.at === 0;
    });
    await shot(page, 'csp-lesson');
    expect(await page.evaluate(() => (window as unknown as Win).__csp ?? [])).toEqual([]);
    expect(errors).toEqual([]);
  }, 300_000);

  it('a script slipped into the page does not run', async () => {
    await page.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = 'window.__slipped = true;';
      document.body.append(s);
    });
    await until(page, () => ((window as unknown as Win).__csp ?? []).length > 0);
    expect(await page.evaluate(() => (window as unknown as Win).__slipped)).toBeUndefined();
    expect((await page.evaluate(() => (window as unknown as Win).__csp ?? [])).join(' ')).toMatch(/script-src/);
  }, 60_000);
});
