// Chain Reaction's batch report: one self-contained HTML page (inline SVG, inline style, no scripts or outside
// assets) with a chart for each of the batch's distributions, so it opens anywhere and can be mailed.
import type { BatchStats } from './batchStats';
import { barChart, esc, numeric, sorted } from '../../../core/charts';

export type ReportFigures = BatchStats & {
  file: string;
  runs: number;
  seed: string;
  encounter?: string;
  terrain?: string;
  workers: number;
  ms: number;
};

export function reportHtml(f: ReportFigures): string {
  const charts: string[] = [];
  for (const [kind, m] of Object.entries(f.results)) charts.push(barChart(`Results: ${kind}`, sorted(m)));
  charts.push(barChart('How encounters ended', sorted(f.reasons)));
  charts.push(barChart('Turns played', numeric(f.turns.histogram), true));
  for (const [side, m] of Object.entries(f.casualties))
    charts.push(barChart(`Final state of ${side}'s figures`, sorted(m)));
  for (const [test, m] of Object.entries(f.reactions).sort())
    charts.push(barChart(`Reaction test: ${test}`, sorted(m)));
  charts.push(barChart('PEF resolutions', sorted(f.pefs.outcomes)));
  charts.push(barChart('Enemy figures per contact', numeric(f.pefs.enemiesPerContact), true));
  charts.push(barChart('NP movement results', sorted(f.npMovement)));
  const facts = [
    ['file', f.file],
    ['runs', String(f.runs)],
    ['base seed', f.seed],
    ...(f.encounter ? [['encounter', `${f.encounter} on ${f.terrain} tables`]] : []),
    ['turns', `mean ${f.turns.mean}, ${f.turns.min} to ${f.turns.max}`],
    ['PEFs from buildings', String(f.pefs.fromBuildings)],
    ['mean enemies per contact', String(f.pefs.meanEnemiesPerContact)],
    ['errors', String(f.errors.length)],
    ['time', `${(f.ms / 1000).toFixed(1)} s on ${f.workers} thread${f.workers > 1 ? 's' : ''}`],
  ];
  const errors = f.errors.length
    ? `<h2>Runs that failed</h2><ul>${f.errors
        .slice(0, 50)
        .map((e) => `<li><code>${esc(e.seed)}</code>: ${esc(e.error)}</li>`)
        .join('')}</ul>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Chain Reaction batch: ${esc(f.file)}</title>
<style>
body{font:14px system-ui,sans-serif;margin:24px;color:#222;max-width:1100px}
h1{font-size:20px} h2{font-size:16px;margin-top:28px}
table{border-collapse:collapse} td{padding:2px 12px 2px 0;vertical-align:top} td:first-child{color:#666}
figure{margin:12px 0} svg text{font:12px system-ui,sans-serif;fill:#222} svg text.t{font-weight:600;font-size:13px}
</style></head><body>
<h1>Batch of ${f.runs} runs: ${esc(f.file)}</h1>
<table>${facts.map(([k, v]) => `<tr><td>${esc(k!)}</td><td>${esc(v!)}</td></tr>`).join('')}</table>
<h2>Distributions</h2>
${charts.join('\n')}
${errors}
</body></html>
`;
}
