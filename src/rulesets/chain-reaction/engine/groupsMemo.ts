// Groups remembered by everything they are worked out from, across reducer steps. Each step works on a
// fresh copy of the state, so the per-world memory in world.ts starts empty every time, yet most steps
// begin with exactly the groups the step before ended with. The key holds every input of the count:
// the side's figures (as sight sees them), every base that could stop a sight line between them, and
// the leaders before; terrain and conditions pick the store. A hit is the very answer a recount would
// give. Keys are plain values, not strings: building a string key cost as much as half a recount.
// (Remembering single links the same way was tried: a lookup cost more than the sight test itself.)
import { SIGHT, type World } from '../../../geometry/world';
import type { Group } from '../rules/groups';
import type { GeoFigure } from '../../../geometry/shapes';
import type { FigureState, GameState } from '../state';

/** A key: the words (ids, statuses, flags) and the numbers, in a fixed order; `hash` mixes the numbers. */
export interface MemoKey {
  words: unknown[];
  nums: number[];
  hash: number;
}

/** Remembered answers by key, one store per terrain and conditions. */
class Memo<T> {
  private stores = new WeakMap<
    World['terrain'],
    WeakMap<World['conditions'], { size: number; byHash: Map<number, (MemoKey & { value: T })[]> }>
  >();

  constructor(private readonly max: number) {}

  recall(w: World, key: MemoKey): T | undefined {
    const list = this.stores.get(w.terrain)?.get(w.conditions)?.byHash.get(key.hash);
    if (list) for (const e of list) if (equal(e, key)) return e.value;
    return undefined;
  }

  remember(w: World, key: MemoKey, value: T): void {
    let byCond = this.stores.get(w.terrain);
    if (!byCond) {
      byCond = new WeakMap();
      this.stores.set(w.terrain, byCond);
    }
    let st = byCond.get(w.conditions);
    // Beyond `max` remembered answers the memory starts again (it only saves work).
    if (!st || st.size >= this.max) {
      st = { size: 0, byHash: new Map() };
      byCond.set(w.conditions, st);
    }
    const entry = { ...key, value };
    const list = st.byHash.get(key.hash);
    if (list) list.push(entry);
    else st.byHash.set(key.hash, [entry]);
    st.size++;
  }
}

const f64 = new Float64Array(1);
const u32 = new Uint32Array(f64.buffer);

function hashOf(words: readonly unknown[], nums: readonly number[]): number {
  let h = words.length;
  for (let i = 0; i < nums.length; i++) {
    f64[0] = nums[i]!;
    h = Math.imul(h ^ u32[0]!, 0x9e3779b1);
    h = Math.imul(h ^ u32[1]!, 0x85ebca6b);
    h ^= h >>> 13;
  }
  return h;
}

/** Same number, -0 apart from 0 and NaN equal to NaN (Object.is), without the call. */
const same = (a: number, b: number): boolean => (a === b ? a !== 0 || 1 / a === 1 / b : a !== a && b !== b);

function equal(a: MemoKey, b: MemoKey): boolean {
  if (a.hash !== b.hash || a.words.length !== b.words.length || a.nums.length !== b.nums.length) return false;
  for (let i = 0; i < a.nums.length; i++) if (!same(a.nums[i]!, b.nums[i]!)) return false;
  for (let i = 0; i < a.words.length; i++) if (a.words[i] !== b.words[i]) return false;
  return true;
}

/**
 * Bases that could stop a sight line inside the box (prone figures and casualties do not). The sight
 * scan passes over a base outside a line's box grown by the base radius, by this same test, so a base
 * left out here can't matter to any line inside the box.
 */
function addBlockers(
  w: World,
  minX: number,
  minY: number,
  maxX: number,
  maxY: number,
  words: unknown[],
  nums: number[],
): void {
  const r = SIGHT.baseRadius;
  const x0 = minX - r,
    x1 = maxX + r,
    y0 = minY - r,
    y1 = maxY + r;
  const figs = w.figures;
  for (let i = 0; i < figs.length; i++) {
    const b = figs[i]!;
    const x = b.at[0],
      y = b.at[1];
    if (x < x0 || x > x1 || y < y0 || y > y1 || !b.blocksSight) continue;
    words.push(b.id);
    nums.push(x, y);
  }
}

// ---- groups ---------------------------------------------------------------------------------------

const groups = new Memo<Group[]>(1_000);

/**
 * The key for `side`'s groups in world `w`. `view` gives the figure as the sight test sees it (the
 * world's own copy when up to date: the same position and status, but possibly another building spot).
 * Every link lies in the box of all the side's figures.
 */
export function groupsKey(
  s: GameState,
  side: string,
  w: World,
  figs: readonly FigureState[],
  view: (f: FigureState) => GeoFigure,
): MemoKey {
  const words: unknown[] = [side, s.leaders.length];
  for (let i = 0; i < s.leaders.length; i++) words.push(s.leaders[i]);
  const nums: number[] = [];
  let minX = Infinity,
    minY = Infinity,
    maxX = -Infinity,
    maxY = -Infinity;
  for (let i = 0; i < figs.length; i++) {
    const f = figs[i]!;
    const ib = view(f).inBuilding;
    const x = f.at[0],
      y = f.at[1];
    words.push(f.id, f.status, f.star, f.stance, f.hidingFrom, ib?.building, ib?.atOpening, ib?.floor);
    nums.push(f.rep, x, y);
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  words.push('|');
  addBlockers(w, minX, minY, maxX, maxY, words, nums);
  return { words, nums, hash: hashOf(words, nums) };
}

export function recallGroups(w: World, key: MemoKey): Group[] | undefined {
  return groups.recall(w, key);
}

/** Remember a count; it is frozen, since every later step with the same inputs gets this very object. */
export function rememberGroups(w: World, key: MemoKey, list: Group[]): Group[] {
  for (const g of list) {
    Object.freeze(g.members);
    for (const l of g.links) Object.freeze(l);
    Object.freeze(g.links);
    Object.freeze(g);
  }
  Object.freeze(list);
  groups.remember(w, key, list);
  return list;
}
