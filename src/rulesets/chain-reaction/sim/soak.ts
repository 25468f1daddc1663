// Chain Reaction's part of the engine soak: seeded all-computer encounters over every Encounter and table
// type, and the solo invariants on top of the engine's (every enemy figure came from a contact, no PEF
// resolved twice, the encounter ends or reaches its turn limit). The shared soak (src/sim/soak.ts) plays them.
import type { SoakPart } from '../../../core/ruleset';
import type { GameEvent } from '../engine/events';
import type { GameState } from '../state';
import { soloOf } from '../solo/types';
import { brokenInvariant } from './invariants';
import { buildEncounter, randomEncounterScenario } from './encounter';

export const SOAK_ENCOUNTERS = ['patrol', 'raid', 'defend'] as const;
export const SOAK_TABLES = ['clear', 'urban', 'wooded', 'mountain'] as const;

/** Case `i` of a soak: the seed and a cycle through every encounter on every table type. */
export function soakCase(
  i: number,
  base = 'soak',
): { seed: string; encounter: (typeof SOAK_ENCOUNTERS)[number]; table: (typeof SOAK_TABLES)[number] } {
  return { seed: `${base}-${i}`, encounter: SOAK_ENCOUNTERS[i % 3]!, table: SOAK_TABLES[Math.floor(i / 3) % 4]! };
}

/** The solo invariants, on top of the engine's. */
export function brokenSoloInvariant(
  initial: GameState,
  events: readonly GameEvent[],
  final: GameState,
): string | undefined {
  const start = { ...initial, figures: { ...initial.figures } };
  for (const [id, f] of Object.entries(final.figures))
    if (!start.figures[id]) start.figures[id] = { ...f, status: 'carryOn' };
  const engine = brokenInvariant(start, events, final);
  if (engine) return engine;
  const enc = soloOf(final);
  if (!enc) return 'the encounter state is gone';
  const placed = new Set<string>();
  const resolved = new Set<string>();
  for (const e of events) {
    if (e.type !== 'pef' || e.action !== 'resolved') continue;
    if (resolved.has(e.pef)) return `${e.pef} was resolved twice`;
    resolved.add(e.pef);
    for (const id of e.enemies ?? []) placed.add(id);
  }
  for (const f of Object.values(final.figures)) {
    if (f.side === enc.np && !initial.figures[f.id] && !placed.has(f.id))
      return `${f.id} came onto the table without a contact`;
  }
  if (!final.ended) return `the encounter did not end (turn ${final.turn})`;
  return undefined;
}

export const crSoak: SoakPart<GameState, GameEvent> = {
  case(i, base, opts) {
    const c = soakCase(i, base);
    const sc = randomEncounterScenario(c.seed, {
      encounter: c.encounter,
      terrain: c.table,
      minFigures: opts.minFigures ?? 2,
      maxFigures: opts.maxFigures ?? 6,
    });
    const { state } = buildEncounter(sc, opts.turnLimit !== undefined ? { turnLimit: opts.turnLimit } : {});
    return { seed: c.seed, tags: { encounter: c.encounter, table: c.table }, state };
  },
  broken: brokenSoloInvariant,
};
