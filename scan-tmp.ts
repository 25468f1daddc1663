import { App } from './src/app/app';
import { DEFAULT_OPTIONS } from './src/app/newBattle';
import { computerCommand } from './src/rulesets/chain-reaction/game';
const mem = () => { const m = new Map<string,string>(); return {getItem:(k:string)=>m.get(k)??null,setItem:(k:string,v:string)=>{m.set(k,v)},removeItem:(k:string)=>{m.delete(k)}}; };
for (let i = 0; i < 12; i++) {
  const seed = `coop-${i}`;
  const app = new App(mem());
  const r = app.newBattle({ ...DEFAULT_OPTIONS, kind: 'patrol', groupSize: 2, terrain: 'clear', seed }, { mode: 'sameSide', names: ['Ana', 'Cy'] });
  if (!r.ok) { console.log(seed, r.error); continue; }
  let human = 0; const acted = new Set<string>();
  for (let k = 0; k < 3000 && !app.session!.over; k++) {
    const s = app.session!;
    const n = s.need;
    if (n.kind !== 'decision' && n.kind !== 'command') break;
    if (s.waitingFor() !== 'human') { app.stepComputer(); continue; }
    const cmd = n.kind === 'decision' ? { do: 'decide', choice: n.decision.fallback } as any : computerCommand(s.state, n);
    if (cmd.figure) acted.add(cmd.figure);
    const res = app.send(cmd); if (!res.ok) { console.log('refused', res.error); break; } human++;
  }
  const s = app.session!;
  console.log(seed, s.over, s.need.kind, 'turn', s.state.turn, 'human', human, 'steps', s.steps.length, [...acted].join(','), (s.state as any).ended?.text?.slice(0,80));
}
