import { it } from 'vitest';
import { App } from '../../src/app/app';
import { DEFAULT_OPTIONS } from '../../src/app/newBattle';
import { memoryStore } from './helpers';
it('probe', () => {
  for (const deploy of [true, false]) {
    const app = new App(memoryStore());
    const r = app.newBattle({ ...DEFAULT_OPTIONS, seed: 'pt18a-03', kind: 'patrol', light: 'night', deploy } as never, { mode: 'sameSide', names: ['Ana', 'Ben'] } as never);
    console.log('deploy', deploy, r.ok, app.need()?.kind);
    const s = app.send({ do: 'startBattle' } as never);
    console.log('start', s.ok, app.need()?.kind);
    for (let i = 0; i < 10 && app.need()?.kind === 'decision'; i++) { const n: any = app.need(); console.log('Q', n.decision.text?.slice?.(0,80)); app.send({ do: 'decide', choice: n.decision.fallback } as never); }
    console.log(app.log.lines().slice(0, 12).map((l) => l.text).join('\n'));
    app.session!.history.forEach((h: any, i: number) => console.log('entry', i, JSON.stringify(h.step?.command), h.events.slice(0, 4).map((e: any) => e.type + ':' + (e.text ?? '').slice(0, 40)).join(' | ')));
    console.log('events', app.session!.events().slice(0, 8).map((e: any) => e.type + ':' + (e.text ?? '').slice(0, 60)).join('\n'));
  }
});
