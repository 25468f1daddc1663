// `sim show FILE`: the table of a scenario as text, one character per inch, with the sections marked and a
// line per figure. Generated terrain is drawn as generated, so a player can see what the book's rolls made.
import { renderAscii, ASCII_LEGEND } from '../../../geometry/ascii';
import { geoOf, onTable } from '../engine/world';
import type { GameState } from '../state';

export function showTable(state: GameState, title: string): string[] {
  const figures = onTable(state).map(geoOf);
  const picture = renderAscii(state.terrain, figures, { legend: true, note: (f) => state.figures[f.id]!.status });
  const rows = picture.split('\n').slice(0, 36);
  const out: string[] = [
    title,
    `   |${'x 0" to 11"'.padEnd(12)}|${'x 12" to 23"'.padEnd(12)}|${'x 24" to 35"'.padEnd(12)}|`,
  ];
  rows.forEach((r, i) => {
    // Section borders every 12": a gutter mark on the left, and a rule line between bands.
    if (i > 0 && i % 12 === 0) out.push(`   +${'-'.repeat(12)}+${'-'.repeat(12)}+${'-'.repeat(12)}+`);
    out.push(`${String(i).padStart(2, ' ')} |${r.slice(0, 12)}|${r.slice(12, 24)}|${r.slice(24, 36)}|`);
  });
  out.push(`    sections 1-2-3 top, 7-8-9 at the player's edge (bottom); 1 character = 1"`);
  out.push(ASCII_LEGEND);
  const letters = new Map<string, string>();
  for (const l of picture.split('\n').slice(36)) {
    const m = /^\s*([a-z])\W+(\S+)/.exec(l);
    if (m) letters.set(m[2]!, m[1]!);
  }
  for (const side of state.sides) {
    for (const id of side.figures) {
      const f = state.figures[id];
      if (!f) continue;
      const mark = letters.get(f.id) ?? ' ';
      out.push(
        `${mark} = ${side.id} ${f.id}: Rep ${f.rep}${f.star ? ' Star' : ''} ${f.weapon} at (${f.at[0]}, ${f.at[1]}) facing ${f.facing}°, ${f.stance}, ${f.status}`,
      );
    }
  }
  const counts = new Map<string, number>();
  for (const t of state.terrain) counts.set(t.type, (counts.get(t.type) ?? 0) + 1);
  const plural = (k: string, n: number) => (n === 1 || k.endsWith('s') || k === 'water' ? k : `${k}s`);
  out.push(`terrain: ${[...counts].map(([k, n]) => `${n} ${plural(k, n)}`).join(', ') || 'open table'}`);
  return out;
}
