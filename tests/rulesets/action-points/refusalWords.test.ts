// The action-point game's refusals speak of a figure as a person, never "it" (issue 19's last words, item 8:
// "b1 is in hand to hand: it may only attack or break away"). Its figures are soldiers; vehicles and weapons
// stay "it". A scan of the rules' own sentences (every refusal is a template starting with the figure's id),
// and the refusals a battle gives, as they read.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = join(__dirname, '../../../src/rulesets/action-points');
/** A sentence about a figure (it starts with the figure's id) that then calls that figure "it". */
const FIGURE_AS_IT =
  /`\$\{(?:f|fig|figure|who)\.id\}[^`]*?(?:: it (?:may|must|can|cannot)\b|\bit (?:may|must|fires|throws|mans)\b|\bits (?:weapon|side's|act)\b|\bpick it up first`)/g;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? sources(join(dir, d.name)) : d.name.endsWith('.ts') ? [join(dir, d.name)] : [],
  );
}

describe("the action-point game's refusals", () => {
  it('never call a figure "it"', () => {
    const found = sources(DIR).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(FIGURE_AS_IT)].map((m) => `${file.slice(DIR.length + 1)}: ${m[0]}`),
    );
    expect(found).toEqual([]);
  });
});
