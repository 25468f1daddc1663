// Diagnostic (not a test): replays soak cases and prints the first history entry that leaves two figures
// on one spot, with its command and the events naming those figures.
import { appCase, lastPlayer, playApp } from './appPlay';
import type { GameState } from '../../src/rulesets/chain-reaction/state';

function stacked(s: GameState): [string, string] | undefined {
  const place = new Map<string, string>();
  for (const f of Object.values(s.figures)) {
    if (f.status === 'offTable' || f.carriedBy) continue;
    const k = `${f.at[0]},${f.at[1]}`;
    if (place.has(k) && !f.carrying) return [place.get(k)!, f.id];
    place.set(k, f.id);
  }
  return undefined;
}
for (const a of process.argv.slice(2)) {
  const i = Number(a);
  playApp(appCase(i), { steps: 40 });
  const h = (lastPlayer as { app: { session: { history: { step?: { by: string; command: unknown }; state: GameState; events: { type: string; text?: string; figure?: string }[] }[] } } }).app.session.history;
  for (let k = 0; k < h.length; k++) {
    const pair = stacked(h[k]!.state);
    if (!pair) continue;
    console.log(`case ${i} entry ${k}: ${pair.join(' & ')} at ${h[k]!.state.figures[pair[0]]!.at} ${h[k]!.state.figures[pair[0]]!.status}/${h[k]!.state.figures[pair[1]]!.status}`);
    console.log(`  by ${h[k]!.step?.by ?? 'start'}: ${JSON.stringify(h[k]!.step?.command ?? null).slice(0, 300)}`);
    for (const e of h[k]!.events)
      if (JSON.stringify(e).includes(`"${pair[0]}"`) || JSON.stringify(e).includes(`"${pair[1]}"`) || e.type === 'move' || e.type==='note')
        console.log(`    ${e.type}: ${(e.text ?? JSON.stringify(e)).slice(0, 250)}`);
    break;
  }
}
