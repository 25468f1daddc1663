// The `sim compare --report` page: one self-contained HTML file (inline SVG and style, no scripts or outside
// assets). Each outcome is a row of two dots with their Wilson 95% intervals (A blue, B red) on a 0-100%
// scale, with the test's verdict beside it; then both files' turn histograms and losses per side.
import { barChart, esc, numeric } from '../core/charts';
import type { Comparison } from './compareTypes';

const A_COLOUR = '#3b6ea5';
const B_COLOUR = '#c0504d';

/** Every outcome's two shares as dots with interval whiskers on a shared 0-100% axis. */
function intervalPlot(c: Comparison): string {
  const labelW = 300;
  const plotW = 420;
  const rowH = 44;
  const top = 40;
  const h = top + rowH * c.rows.length + 30;
  const x = (p: number) => labelW + p * plotW;
  const ticks = [0, 0.25, 0.5, 0.75, 1]
    .map(
      (t) =>
        `<line x1="${x(t)}" y1="${top - 6}" x2="${x(t)}" y2="${h - 24}" stroke="#ddd"/>` +
        `<text x="${x(t)}" y="${h - 8}" text-anchor="middle">${t * 100}%</text>`,
    )
    .join('');
  const rows = c.rows
    .map((r, i) => {
      const y = top + i * rowH;
      const mark = (s: typeof r.a, dy: number, colour: string, name: string) =>
        `<line x1="${x(s.low)}" y1="${y + dy}" x2="${x(s.high)}" y2="${y + dy}" stroke="${colour}" stroke-width="2"/>` +
        `<circle cx="${x(s.p)}" cy="${y + dy}" r="4" fill="${colour}"><title>${esc(
          `${name}: ${(s.p * 100).toFixed(1)}% (${(s.low * 100).toFixed(1)} to ${(s.high * 100).toFixed(1)}%), ${s.k} of ${s.n}`,
        )}</title></circle>`;
      const verdict = `${r.clear ? 'clear' : 'not clear'} (z = ${r.z.toFixed(2)})`;
      return (
        `<text x="${labelW - 8}" y="${y + 16}" text-anchor="end">${esc(r.outcome)}</text>` +
        mark(r.a, 8, A_COLOUR, 'A') +
        mark(r.b, 22, B_COLOUR, 'B') +
        `<text x="${labelW + plotW + 10}" y="${y + 20}"${r.clear ? ' class="t"' : ''}>${esc(verdict)}</text>`
      );
    })
    .join('');
  return (
    `<figure><svg xmlns="http://www.w3.org/2000/svg" width="${labelW + plotW + 170}" height="${h}" role="img" aria-label="Outcomes with 95% intervals">` +
    `<text x="4" y="16" class="t">Outcomes, 95% intervals: <tspan fill="${A_COLOUR}">A</tspan> and <tspan fill="${B_COLOUR}">B</tspan></text>` +
    `${ticks}${rows}</svg></figure>`
  );
}

export function compareReportHtml(c: Comparison): string {
  const facts = [
    ['A', `${c.a.file} (${c.a.rules}, seeds ${c.a.seed}#0..)`],
    ['B', `${c.b.file} (${c.b.rules}, seeds ${c.b.seed}#0..)`],
    ['runs', `${c.runs} of each`],
    ['turn cap', c.a.turnCap === null ? 'the game’s own end' : String(c.a.turnCap)],
    ['intervals', 'Wilson 95%'],
    ['difference', c.test],
  ];
  const losses = (s: Comparison['a']['summary']) =>
    s.sides.map((x) => [x.side, Math.round(x.expectedLosses * 100) / 100] as const);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Compare: ${esc(c.a.file)} and ${esc(c.b.file)}</title>
<style>
body{font:14px system-ui,sans-serif;margin:24px;color:#222;max-width:1100px}
table{border-collapse:collapse} td{padding:2px 12px 2px 0} td:first-child{color:#666}
.pair{display:flex;gap:24px;flex-wrap:wrap}
figure{margin:12px 0} svg text{font:12px system-ui,sans-serif;fill:#222} svg text.t{font-weight:600;font-size:13px}
</style></head><body>
<h1>Compare ${esc(c.a.file)} and ${esc(c.b.file)}</h1>
<table>${facts.map(([k, v]) => `<tr><td>${esc(k!)}</td><td>${esc(v!)}</td></tr>`).join('')}</table>
${intervalPlot(c)}
<div class="pair">
${barChart(`A: turns played`, numeric(Object.fromEntries(c.a.summary.turns.map(([t, n]) => [String(t), n]))), true)}
${barChart(`B: turns played`, numeric(Object.fromEntries(c.b.summary.turns.map(([t, n]) => [String(t), n]))), true)}
</div>
<div class="pair">
${barChart('A: figures lost per run', losses(c.a.summary))}
${barChart('B: figures lost per run', losses(c.b.summary))}
</div>
</body></html>
`;
}
