// The kernel carries a roll's purpose as a plain string, so the compiler no longer checks Chain Reaction's
// names: this test does. Every purpose its code (and the shared terrain generator it uses) rolls under is on
// its list, and every name on the list is rolled somewhere, so a scripted queue in a file always meets a roll.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PURPOSES, isPurpose } from '../../../src/rulesets/chain-reaction/purposes';

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
  });
}

/** Every quoted word given as a roll's `purpose:` (a conditional's two branches included). */
function rolledPurposes(dirs: string[]): Set<string> {
  const out = new Set<string>();
  for (const f of dirs.flatMap(files)) {
    const text = fs.readFileSync(f, 'utf8');
    for (const m of text.matchAll(/\bpurpose: ([^,}\n]*)/g)) for (const q of m[1]!.matchAll(/'(\w+)'/g)) out.add(q[1]!);
  }
  return out;
}

describe("Chain Reaction's dice purposes", () => {
  const rolled = rolledPurposes(['src/rulesets/chain-reaction', 'src/terrain']);

  it('every purpose rolled in its code is on its list', () => {
    expect([...rolled].filter((p) => !isPurpose(p))).toEqual([]);
    expect(rolled.size).toBeGreaterThan(20);
  });

  it('every purpose on its list is rolled somewhere', () => {
    expect(PURPOSES.filter((p) => !rolled.has(p))).toEqual([]);
  });

  it('the kernel names none of them', () => {
    const kernel = files('src/core').map((f) => fs.readFileSync(f, 'utf8'));
    expect(kernel.filter((t) => /purposes'/.test(t))).toEqual([]);
  });
});
