// The dice duel's test page (tests/browser/fixtures/duel/index.html) is the app's page with its own entry:
// its body must stay the app's (index.html) letter for letter but the script, so a change to the page's
// skeleton shows here rather than as a browser test failing on an element the copy lacks. It carries no
// Content-Security-Policy of its own: the policy is the app's, tested on the app's page (csp.test.ts).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';

const body = (html: string) => /<body[\s\S]*<\/body>/.exec(html)?.[0].replace(/<script [^>]*><\/script>/, '<script>');

describe('the duel test page', () => {
  it("has the app's body, only its script differs, and no policy of its own", () => {
    const app = readFileSync('index.html', 'utf8');
    const duel = readFileSync('tests/browser/fixtures/duel/index.html', 'utf8');
    expect(body(app)).toBeTruthy();
    expect(body(duel)).toBe(body(app));
    expect(duel).toContain('src="./entry.ts"');
    expect(app).toContain('Content-Security-Policy');
    expect(duel).not.toContain('Content-Security-Policy');
  });
});
