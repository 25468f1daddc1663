// Shared setup for browser tests: build the app once, serve it on loopback, drive Debian's Chromium.
import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { build, preview, type PreviewServer } from 'vite';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { freshPage, OUT_DIR } from './drive';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export { OUT_DIR };

/** Browser tests run when Chromium is there; under CI they must run, so a missing browser is a failure there. */
export function browserAvailable(): boolean {
  if (existsSync(CHROMIUM)) return true;
  if (process.env.CI === 'true') throw new Error(`CI=true but no Chromium at ${CHROMIUM}: install Debian's chromium`);
  return false;
}

let built: Promise<void> | undefined;

export function buildOnce(outDir = resolve('tests/browser/out/dist')): Promise<void> {
  built ??= build({ logLevel: 'error', build: { outDir, emptyOutDir: true } }).then(() => undefined);
  return built;
}

/** The fixture pages (tests/browser/fixtures/<name>/index.html), each built on its own into its own folder. */
const fixtureBuilds = new Map<string, Promise<void>>();

function buildFixture(name: string, outDir: string): Promise<void> {
  let b = fixtureBuilds.get(name);
  if (!b) {
    const input = resolve(`tests/browser/fixtures/${name}/index.html`);
    b = build({ logLevel: 'error', build: { outDir, emptyOutDir: true, rolldownOptions: { input } } }).then(
      () => undefined,
    );
    fixtureBuilds.set(name, b);
  }
  return b;
}

/** A fixture page served like the app: the page's address is returned. */
export async function serveFixture(name: string): Promise<{ server: PreviewServer; url: string }> {
  const outDir = resolve(`tests/browser/out/${name}-dist`);
  await buildFixture(name, outDir);
  const { server, url } = await servePreview(outDir);
  return { server, url: `${url}tests/browser/fixtures/${name}/index.html` };
}

export async function serve(
  outDir = resolve('tests/browser/out/dist'),
): Promise<{ server: PreviewServer; url: string }> {
  await buildOnce(outDir);
  return servePreview(outDir);
}

async function servePreview(outDir: string): Promise<{ server: PreviewServer; url: string }> {
  const server = await preview({
    logLevel: 'error',
    build: { outDir },
    preview: { port: 0, host: '127.0.0.1', strictPort: false },
  });
  const addr = server.httpServer.address();
  const port = typeof addr === 'object' && addr ? addr.port : 4173;
  return { server, url: `http://127.0.0.1:${port}/` };
}

/**
 * Chromium for the tests. The page's Content-Security-Policy forbids evaluating strings as script, which
 * is how the tests reach into the page (waitForFunction, the window.__cr hook): every page the tests open
 * bypasses it, as a test tool may, unless `csp` asks for the page as players get it (csp.test.ts).
 */
export async function launch(opts: { csp?: boolean } = {}): Promise<Browser> {
  mkdirSync(OUT_DIR, { recursive: true });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  if (opts.csp) return browser;
  const newPage = browser.newPage.bind(browser);
  const newContext = browser.newContext.bind(browser);
  browser.newPage = (o = {}) => newPage({ bypassCSP: true, ...o });
  browser.newContext = (o = {}) => newContext({ bypassCSP: true, ...o });
  return browser;
}

export interface SharedBrowser {
  open(viewport?: { width: number; height: number }): Promise<{ page: Page; errors: string[] }>;
  browser(): Browser;
  url(): string;
}

/**
 * One served build and one Chromium for a test file: started before its tests (the build at most once per
 * run), closed after them. `open()` is a fresh page at the menu, storage cleared, its page errors gathered.
 */
export function useBrowser(
  serving: () => Promise<{ server: PreviewServer; url: string }> = serve,
  opts: { csp?: boolean } = {},
): SharedBrowser {
  let browser: Browser;
  let server: PreviewServer;
  let url: string;
  beforeAll(async () => {
    ({ server, url } = await serving());
    browser = await launch(opts);
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  return {
    open: (viewport) => freshPage(browser, url, viewport),
    browser: () => browser,
    url: () => url,
  };
}

/**
 * The same start-up for a test file whose tests play on, one after another, in one page: useBrowser's build,
 * server and Chromium, then one fresh page at the menu, opened before the file's tests and handed to
 * `opened` (the file keeps it as its own `page` and `errors`).
 */
export function useMenuPage(
  opened: (p: { page: Page; errors: string[] }) => void,
  viewport?: { width: number; height: number },
): SharedBrowser {
  const chromium = useBrowser();
  beforeAll(async () => opened(await chromium.open(viewport)));
  return chromium;
}
