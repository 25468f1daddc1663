// The names a person reads at the plain table, never the file's ids: a figure's or side's `name` from the
// file, else one made from what it is ("Rifleman 2", "Side 1"), and the rules core's one-line refusals
// with every figure id turned into its name and every terrain id dropped.
import type { ApState, Figure, Side, Vehicle } from '../types';
import type { WeaponName } from '../tables';
import { agree } from '../wording';

const ROLE: Record<WeaponName, string> = {
  pistol: 'Officer',
  smg: 'Trooper',
  'assault rifle': 'Rifleman',
  'combat shotgun': 'Breacher',
  'sniper rifle': 'Sniper',
  lmg: 'Gunner',
  '.50 barrett': 'Marksman',
  gpmg: 'Gunner',
  hmg: 'Heavy gunner',
  knife: 'Scout',
};

const names = new WeakMap<ApState['figures'], Map<string, string>>();

/**
 * Every figure's name, made once per figures list, and unique in the battle: a made-up name is numbered
 * across both sides ("Rifleman 1" is not also the enemy's "Rifleman"), and a name the file gives twice (or
 * that a made-up one would repeat) gets a number after its first use, so a log line never reads
 * "Rifleman shoot (Rifleman)".
 */
function nameMap(state: ApState): Map<string, string> {
  let m = names.get(state.figures);
  if (m) return m;
  m = new Map();
  const total = new Map<string, number>();
  for (const f of state.figures) if (!f.name) total.set(ROLE[f.weapon], (total.get(ROLE[f.weapon]) ?? 0) + 1);
  const count = new Map<string, number>();
  const taken = new Set(state.figures.flatMap((f) => (f.name ? [f.name] : [])));
  const given = new Set<string>();
  for (const f of state.figures) {
    let name: string;
    const base = f.name ?? ROLE[f.weapon];
    if (f.name && !given.has(f.name)) name = f.name;
    else if (!f.name && (total.get(base) ?? 1) === 1 && !taken.has(base)) name = base;
    else {
      let n = count.get(base) ?? (f.name ? 1 : 0);
      do n += 1;
      while (taken.has(`${base} ${n}`));
      count.set(base, n);
      name = `${base} ${n}`;
    }
    given.add(name);
    taken.add(name);
    m.set(f.id, name);
  }
  names.set(state.figures, m);
  return m;
}

export function figureName(state: ApState, f: Figure | string): string {
  const id = typeof f === 'string' ? f : f.id;
  const v = state.vehicles?.find((x) => x.id === id);
  if (v) return vehicleName(v);
  return nameMap(state).get(id) ?? 'a figure';
}

/** A vehicle's name: the file's, else "the Humvee". */
export function vehicleName(v: Vehicle): string {
  return v.name ?? `the ${v.type}`;
}

/** A side's name: the file's, else its id in words when it is a plain word ("blue" → "Blue"), else "Side N". */
export function sideName(state: ApState, side: Side | string): string {
  const i = state.sides.findIndex((s) => s.id === (typeof side === 'string' ? side : side.id));
  const s = state.sides[i];
  if (!s) return 'a side';
  if (s.name) return s.name;
  if (/^[a-z]+( [a-z]+)*$/i.test(s.id) && s.id.length > 2) return s.id[0]!.toUpperCase() + s.id.slice(1);
  return `Side ${i + 1}`;
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A rules-core line with figure ids as names and terrain ids dropped ("the wall of building b3" → "the wall of the building"). */
export function named(state: ApState, text: string): string {
  let out = text;
  // A piece named after its kind goes first ("building b1"), as a piece's id may also be a figure's.
  for (const p of [...state.terrain.map((x) => x.id), ...state.coverAreas.map((a) => a.id)])
    out = out.replace(new RegExp(`\\b(building|ground|wall|fence) ${escape(p)}(?![\\w-])`, 'g'), '$1');
  const ids = [...state.figures.map((f) => f.id), ...(state.vehicles ?? []).map((v) => v.id)].sort(
    (a, b) => b.length - a.length,
  );
  for (const id of ids) out = out.replace(new RegExp(`(?<![\\w-])${escape(id)}(?![\\w-])`, 'g'), figureName(state, id));
  const pieces = [...state.terrain.map((p) => p.id), ...state.coverAreas.map((a) => a.id)].sort(
    (a, b) => b.length - a.length,
  );
  for (const id of pieces) out = out.replace(new RegExp(`\\s${escape(id)}(?![\\w-])`, 'g'), '');
  return out.replace(/\bof building\b/g, 'of the building');
}

/**
 * Why the battle ended, with the side by name and its verb agreeing: "Militia has no figure left able to
 * act", "Regulars have ..." (not "Regulars has", issue 19).
 */
export function reasonWords(state: ApState, reason: string): string {
  for (const s of state.sides)
    if (reason.startsWith(`${s.id} has `)) {
      const name = sideName(state, s);
      return `${name} ${agree(name, 'has', 'have')}${reason.slice(`${s.id} has`.length)}`;
    }
  return reason;
}
