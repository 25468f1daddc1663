// The purity rule: the core, geometry and terrain can't reach for Phaser, the DOM, Math.random or the clock.
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

const eslint = new ESLint({ errorOnUnmatchedPattern: false });

async function problems(code: string, filePath: string): Promise<string[]> {
  const [res] = await eslint.lintText(code, { filePath });
  return (res?.messages ?? []).map((m) => `${m.ruleId}`);
}

describe('purity lint rule', () => {
  const bad: [string, string][] = [
    ["import Phaser from 'phaser';\nexport const x = Phaser;\n", 'no-restricted-imports'],
    ['export const r = Math.random();\n', 'no-restricted-properties'],
    ['export const t = Date.now();\n', 'no-restricted-properties'],
    ['export const d = new Date();\n', 'no-restricted-globals'],
    ['export const w = window.innerWidth;\n', 'no-restricted-globals'],
    ["export const e = document.createElement('div');\n", 'no-restricted-globals'],
  ];
  for (const dir of ['src/core', 'src/rulesets', 'src/geometry', 'src/terrain']) {
    for (const [code, rule] of bad) {
      it(`flags ${code.trim().split('\n').pop()} in ${dir}`, async () => {
        expect(await problems(code, `${dir}/example.ts`)).toContain(rule);
      });
    }
  }
  it('leaves the scenes free to use Phaser and the DOM', async () => {
    const code = "import Phaser from 'phaser';\nexport const x = [Phaser, window.innerWidth, Math.random()];\n";
    expect(await problems(code, 'src/scenes/example.ts')).toEqual([]);
  });
  it('the real source tree is clean', async () => {
    const results = await eslint.lintFiles(['src/core', 'src/rulesets', 'src/geometry', 'src/terrain']);
    const errors = results.flatMap((r) =>
      r.messages.filter((m) => m.severity === 2).map((m) => `${r.filePath}:${m.line} ${m.message}`),
    );
    expect(errors).toEqual([]);
  }, 240_000); // lints four whole folders: generous, so a busy 2-core machine does not time it out
});
