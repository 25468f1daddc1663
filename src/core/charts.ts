// Bar charts as inline SVG for the batch reports: self-contained pages (no scripts, no outside assets) that
// open anywhere. Plain shapes and numbers, no game words: every ruleset's report and the shared one use it.

/** Text made safe for HTML and SVG. */
export const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const COLOURS = ['#3b6ea5', '#c0504d', '#9bbb59', '#8064a2', '#f79646', '#4bacc6', '#7f7f7f', '#b5a000'];

/** A horizontal bar chart of labelled counts, with each bar's count and share written beside it. */
export function barChart(title: string, entries: readonly (readonly [string, number])[], oneColour = false): string {
  const total = entries.reduce((a, [, v]) => a + v, 0);
  const max = Math.max(1, ...entries.map(([, v]) => v));
  const rowH = 22;
  const labelW = 170;
  const barW = 360;
  const h = 30 + rowH * Math.max(1, entries.length);
  const rows = entries
    .map(([label, v], i) => {
      const y = 28 + i * rowH;
      const w = Math.max(v > 0 ? 1 : 0, Math.round((v / max) * barW));
      const pct = total ? ` (${((v / total) * 100).toFixed(1)}%)` : '';
      return (
        `<text x="${labelW - 6}" y="${y + 14}" text-anchor="end">${esc(label)}</text>` +
        `<rect x="${labelW}" y="${y + 2}" width="${w}" height="${rowH - 6}" fill="${oneColour ? COLOURS[0] : COLOURS[i % COLOURS.length]}"><title>${esc(`${label}: ${v}${pct}`)}</title></rect>` +
        `<text x="${labelW + w + 6}" y="${y + 14}">${v}${pct}</text>`
      );
    })
    .join('');
  const empty = entries.length === 0 ? `<text x="${labelW}" y="44">nothing to show</text>` : '';
  return (
    `<figure><svg xmlns="http://www.w3.org/2000/svg" width="${labelW + barW + 140}" height="${h}" role="img" aria-label="${esc(title)}">` +
    `<text x="4" y="16" class="t">${esc(title)}</text>${rows}${empty}</svg></figure>`
  );
}

/** Counts largest first (ties by label); and counts keyed by numbers, in number order. */
export const sorted = (m: Record<string, number>) =>
  Object.entries(m).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
export const numeric = (m: Record<string, number>) => Object.entries(m).sort((a, b) => Number(a[0]) - Number(b[0]));
