// The names a person reads at the plain table, never the file's ids: a figure's or side's `name` from the
// file, else one made from what it is ("Rifleman 2", "Side 1"), and the rules core's one-line refusals
// with every figure id turned into its name and every terrain id dropped.
import type { ApState, Figure, Side } from '../types';
import type { WeaponName } from '../tables';

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

/** Every figure's name, made once per figures list (a side's figures of one role are numbered in file order). */
function nameMap(state: ApState): Map<string, string> {
  let m = names.get(state.figures);
  if (m) return m;
  m = new Map();
  const count = new Map<string, number>();
  const total = new Map<string, number>();
  for (const f of state.figures)
    if (!f.name) total.set(`${f.side}|${ROLE[f.weapon]}`, (total.get(`${f.side}|${ROLE[f.weapon]}`) ?? 0) + 1);
  for (const f of state.figures) {
    if (f.name) {
      m.set(f.id, f.name);
      continue;
    }
    const key = `${f.side}|${ROLE[f.weapon]}`;
    const n = (count.get(key) ?? 0) + 1;
    count.set(key, n);
    m.set(f.id, (total.get(key) ?? 1) > 1 ? `${ROLE[f.weapon]} ${n}` : ROLE[f.weapon]);
  }
  names.set(state.figures, m);
  return m;
}

export function figureName(state: ApState, f: Figure | string): string {
  const id = typeof f === 'string' ? f : f.id;
  return nameMap(state).get(id) ?? 'a figure';
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
  const ids = [...state.figures.map((f) => f.id)].sort((a, b) => b.length - a.length);
  for (const id of ids) out = out.replace(new RegExp(`(?<![\\w-])${escape(id)}(?![\\w-])`, 'g'), figureName(state, id));
  const pieces = [...state.terrain.map((p) => p.id), ...state.coverAreas.map((a) => a.id)].sort(
    (a, b) => b.length - a.length,
  );
  for (const id of pieces) out = out.replace(new RegExp(`\\s${escape(id)}(?![\\w-])`, 'g'), '');
  return out.replace(/\bof building\b/g, 'of the building');
}

/** Why the battle ended, with the side by name ("Militia has no figure left able to act"). */
export function reasonWords(state: ApState, reason: string): string {
  for (const s of state.sides)
    if (reason.startsWith(`${s.id} has `)) return `${sideName(state, s)}${reason.slice(s.id.length)}`;
  return reason;
}
