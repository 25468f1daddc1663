// The shared batch report, for a ruleset without its own: one self-contained HTML page (inline SVG and
// style, no scripts or outside assets) charting winners, end reasons, turns and losses.
import { barChart, esc, numeric, sorted } from '../core/charts';
import type { PlainStats } from './batchStats';

export function plainReportHtml(f: PlainStats & { file: string; seed: string; workers: number; ms: number }): string {
  const charts = [
    barChart('Results', sorted(f.results)),
    barChart('How the games ended', sorted(f.reasons)),
    barChart('Turns played', numeric(f.turns.histogram), true),
    barChart(
      'Figures lost per side (all runs)',
      Object.entries(f.lost).map(([side, l]) => [side, l.total] as const),
    ),
  ];
  const facts = [
    ['file', f.file],
    ['runs', String(f.runs)],
    ['base seed', f.seed],
    ['turns', `mean ${f.turns.mean}, ${f.turns.min} to ${f.turns.max}`],
    ['errors', String(f.errors.length)],
    ['time', `${(f.ms / 1000).toFixed(1)} s on ${f.workers} thread${f.workers > 1 ? 's' : ''}`],
  ];
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Batch: ${esc(f.file)}</title>
<style>
body{font:14px system-ui,sans-serif;margin:24px;color:#222;max-width:1100px}
table{border-collapse:collapse} td{padding:2px 12px 2px 0} td:first-child{color:#666}
figure{margin:12px 0} svg text{font:12px system-ui,sans-serif;fill:#222} svg text.t{font-weight:600;font-size:13px}
</style></head><body>
<h1>Batch of ${f.runs} runs: ${esc(f.file)}</h1>
<table>${facts.map(([k, v]) => `<tr><td>${esc(k!)}</td><td>${esc(v!)}</td></tr>`).join('')}</table>
${charts.join('\n')}
</body></html>
`;
}
