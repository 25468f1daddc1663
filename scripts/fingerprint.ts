// Behaviour fingerprint: plays a fixed set of seeded encounters and skirmishes and prints one hash of every
// event and final state. A speed-up that changes nothing the player can see must leave the hash unchanged.
// `npx tsx scripts/fingerprint.ts [N]` (N encounters of each kind, default 8).
// PLAY is the same battles hashed without their sentences (every `text` field left out): a change of words
// alone moves ALL but leaves PLAY, so a wording fix can show that the games themselves are untouched.
import { createHash } from 'node:crypto';
import { runBattle } from '../src/rulesets/chain-reaction/game';
import { buildEncounter, studyEncounter } from '../src/rulesets/chain-reaction/sim/encounter';
import { randomSkirmish } from '../src/rulesets/chain-reaction/sim/skirmish';

const n = Number(process.argv[2] ?? 8);
const ENCS = ['patrol', 'raid', 'defend'] as const;
const all = createHash('sha256');
const play = createHash('sha256');
const noText = (k: string, v: unknown) => (k === 'text' ? undefined : v);
const hashPlay = (out: { events: unknown; state: unknown }) =>
  play.update(JSON.stringify(out.events, noText) + JSON.stringify(out.state, noText));
const t0 = performance.now();
for (const enc of ENCS) {
  const h = createHash('sha256');
  for (let i = 0; i < n; i++) {
    const s = studyEncounter(`fp-${enc}`, i, enc);
    const out = runBattle(buildEncounter(s).state);
    const text = JSON.stringify(out.events) + JSON.stringify(out.state);
    h.update(text);
    all.update(text);
    hashPlay(out);
  }
  console.log(enc.padEnd(8), h.digest('hex').slice(0, 16));
}
const hs = createHash('sha256');
for (let i = 0; i < n; i++) {
  const out = runBattle(randomSkirmish(`fp-sk-${i}`));
  const text = JSON.stringify(out.events) + JSON.stringify(out.state);
  hs.update(text);
  all.update(text);
  hashPlay(out);
}
console.log('skirmish'.padEnd(8), hs.digest('hex').slice(0, 16));
console.log('PLAY    ', play.digest('hex').slice(0, 16), '(the same battles without their sentences)');
console.log('ALL     ', all.digest('hex').slice(0, 16), `(${((performance.now() - t0) / 1000).toFixed(1)} s)`);
