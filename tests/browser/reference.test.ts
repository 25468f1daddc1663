// The rules reference in Chromium at 1366x768: the toolbar's Rules button opens it, the search box filters
// the sections, a section's table opens in place, a log line's "why?" lands on its section, a refused
// order says why not in one line (naming the building in the way) with its page, and hovering a status
// word shows its glossary line. Screenshots go to tests/browser/out/reference-*.png.
import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { browserAvailable, useMenuPage } from './app';
import { dragFigure, expectText, figureAt, hoverAt, loadFile, shot, waitFor, waitIdle } from './drive';

const run = browserAvailable();
const INSIGHT = readFileSync(resolve('tests/browser/fixtures/insight.json'), 'utf8');
/** The same table with the dice scripted on: A misses with every die and E, fired on, passes none and hunkers down. */
const MISSED = readFileSync(resolve('tests/browser/fixtures/reference.json'), 'utf8');

/** Whether a section of the reference is scrolled into the list's view. */
function landedInView(page: Page, id: string): Promise<boolean> {
  return page.evaluate((sid) => {
    const el = document.getElementById(`ref-${sid}`);
    const list = document.querySelector('#reference .ref-list');
    if (!el || !list || !el.classList.contains('landed')) return false;
    const a = el.getBoundingClientRect();
    const b = list.getBoundingClientRect();
    return a.top >= b.top - 1 && a.top < b.bottom - 20;
  }, id);
}

describe.runIf(run)('the rules reference', () => {
  let page: Page;
  let errors: string[];
  useMenuPage((p) => ({ page, errors } = p));

  beforeAll(async () => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await loadFile(page, '#load-file', 'insight.json', INSIGHT);
    await waitFor(page, `window.__game.scene.isActive('table')`);
    await page.selectOption('#speed', 'off');
    await waitIdle(page);
  }, 180_000);

  it('opens from the toolbar, filters by words and shows a table in place', async () => {
    await page.click('#rules-ref');
    await waitFor(page, () => !(document.querySelector('#reference') as HTMLElement | null)?.hidden);
    const all = await page.$$eval('#reference .ref-section', (s) => s.length);
    expect(all).toBeGreaterThan(100);
    await shot(page, 'reference-1-open');
    await page.fill('#ref-search', 'hunker');
    await waitFor(
      page,
      () => document.querySelector('#reference .ref-section')?.getAttribute('data-section') === 'hunkerDown',
    );
    const found = await page.$$eval('#reference .ref-section', (s) => s.map((x) => x.getAttribute('data-section')));
    expect(found.length).toBeLessThan(all);
    expect(found).toContain('recoverTest');
    await expectText(page, '#ref-hunkerDown h3', /Hunker Down\s*p\.14/);
    // A table opens inside its section: Ranged Combat, with its top row.
    await page.fill('#ref-search', 'ranged combat');
    await waitFor(page, () => !!document.getElementById('ref-shootingWeapon'));
    await page.click('#ref-shootingWeapon button');
    await waitFor(page, () => !!document.querySelector('#ref-shootingWeapon .ref-table:not([hidden]) table'));
    await expectText(page, '#ref-shootingWeapon .ref-table', /10\+/);
    await page.$eval('#ref-shootingWeapon', (el) => el.scrollIntoView({ block: 'start' }));
    await shot(page, 'reference-2-table');
    // Escape from the search box closes it; Q opens it again.
    await page.press('#ref-search', 'Escape');
    await waitFor(page, () => (document.querySelector('#reference') as HTMLElement).hidden);
    await page.keyboard.press('q');
    await waitFor(page, () => !(document.querySelector('#reference') as HTMLElement).hidden);
    await page.keyboard.press('Escape');
    await waitFor(page, () => (document.querySelector('#reference') as HTMLElement).hidden);
  }, 120_000);

  it('a log line\'s "why?" lands on its section', async () => {
    const link = '#log .log-line.t-activation a.why';
    await waitFor(page, `!!document.querySelector(${JSON.stringify(link)})`);
    expect(await page.getAttribute(link, 'data-section')).toBe('turnSequence');
    await page.click(link);
    await waitFor(page, () => !(document.querySelector('#reference') as HTMLElement).hidden);
    expect(await landedInView(page, 'turnSequence')).toBe(true);
    await expectText(page, '#ref-turnSequence', /Turn Sequence\s*p\.9/);
    await page.keyboard.press('Escape');
  }, 60_000);

  it('a refused shot says why not in one line, naming the building in the way, with its page', async () => {
    const a = await figureAt(page, 'A');
    await page.mouse.click(a[0], a[1]);
    // The sight preview beside the pointer names its rule; Q opens the reference there.
    const e = await figureAt(page, 'E');
    await hoverAt(page, e);
    await expectText(page, '#tip', /^A can't see E: .*\(the rule: Line of Sight, p\.16; press Q to read it\)$/);
    await page.keyboard.press('q');
    await waitFor(page, () => !(document.querySelector('#reference') as HTMLElement).hidden);
    expect(await landedInView(page, 'lineOfSight')).toBe(true);
    await page.keyboard.press('Escape');
    await waitFor(page, () => (document.querySelector('#reference') as HTMLElement).hidden);
    await page.keyboard.press('f');
    await page.mouse.click(e[0], e[1]);
    const line = await expectText(page, '#message', /A has no line of sight to E/);
    expect(line).toMatch(/blocked by the [a-z -]*building/);
    expect(line).toMatch(/no line of sight, p\.16/);
    // The aiming preview that refuses names the rule that forbids it, not just the swath.
    await expectText(page, '#tip', /^Can't fire at E: .*\(the rule: Line of Sight, p\.16; press Q to read it\)$/);
    await shot(page, 'reference-3-why-not');
    await page.click('#message a.why');
    await waitFor(page, () => !(document.querySelector('#reference') as HTMLElement).hidden);
    expect(await landedInView(page, 'lineOfSight')).toBe(true);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
  }, 60_000);

  it('hovering a status word in the log shows its glossary line', async () => {
    // From the start again: A walks into E's sight; the In Sight exchange fills the log with statuses.
    await loadFile(page, '#import', 'reference.json', MISSED);
    await waitFor(
      page,
      () => (window as unknown as { __cr: { app: { log: { lines(): unknown[] } } } }).__cr.app.log.lines().length <= 2,
    );
    await waitIdle(page);
    await dragFigure(page, [14.5, 19], [20, 19]);
    await waitFor(page, () => !!document.querySelector('#decision-dialog'));
    // The question links to its rule too.
    expect(await page.getAttribute('#decision-dialog a.why', 'data-section')).toBe('triggerInSight');
    await page.click('#decision-dialog button[data-choice="slider"]');
    await waitFor(page, () => /B may step/.test(document.querySelector('#decision-dialog')?.textContent ?? ''));
    await page.click('#decision-dialog button[data-choice="null"]');
    await waitIdle(page);
    await expectText(page, '#log', /E .*hunkers? down/i);
    const term = page.locator('#log .term[data-term="hunkerDown"]').last();
    await term.scrollIntoViewIfNeeded();
    await term.hover();
    await waitFor(page, () => !(document.querySelector('#glossary-tip') as HTMLElement | null)?.hidden);
    await expectText(
      page,
      '#glossary-tip',
      /^Hunker Down - .*the test to recover from Hunker Down.*\(Hunker Down, p\.14\)$/,
    );
    await shot(page, 'reference-4-glossary-tip');
    expect(errors).toEqual([]);
  }, 90_000);
});
