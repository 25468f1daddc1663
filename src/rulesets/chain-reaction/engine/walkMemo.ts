// The movement rules' walk of a path, remembered per terrain. The computer offers a path only after
// walking it (checkPath), often tries the same path twice while fitting it, and the reducer walks the
// chosen path once more: a walk costs far more than looking it up. The key holds every input of the
// walk; each caller gets its own copy of the answer, so nothing it does can reach the memory.
import { moveAlongPath, type MoveOptions, type MoveResult } from '../../../geometry/movement';
import type { TerrainPiece, Vec } from '../../../geometry/shapes';

const walks = new WeakMap<readonly TerrainPiece[], Map<string, MoveResult>>();
/** Beyond this many remembered walks per table the memory starts again (it only saves work). */
const MAX = 2_000;

/** A number as a key part; -0 kept apart from 0, since String() writes both as "0". */
const num = (x: number): string => (x === 0 && 1 / x < 0 ? '-0' : String(x));

// The path goes into the key as its numbers' bits, four UTF-16 units a coordinate: writing each number out
// in decimal (String(x)) was most of a remembered walk's cost, and the bits are exact (-0 apart from 0).
const bits = new Float64Array(1);
const units = new Uint16Array(bits.buffer);
function pathKey(path: readonly Vec[]): string {
  let k = `${path.length}#`;
  for (const p of path) {
    bits[0] = p[0];
    k += String.fromCharCode(units[0]!, units[1]!, units[2]!, units[3]!);
    bits[0] = p[1];
    k += String.fromCharCode(units[0]!, units[1]!, units[2]!, units[3]!);
  }
  return k;
}

/** moveAlongPath(path, opts) for the options checkPath gives (allowance, terrain, standUp, extraCosts). */
export function walkPath(path: readonly Vec[], opts: MoveOptions): MoveResult {
  if (opts.step !== undefined || opts.tableSize !== undefined) return moveAlongPath(path, opts);
  // The count and the fixed width of the path's part make it end where the options' words begin.
  let k = `${pathKey(path)}${num(opts.allowance)}|${opts.standUp === undefined ? 'u' : opts.standUp}|`;
  for (const e of opts.extraCosts ?? []) k += `${num(e.inches)}\t${e.reason}\n`;
  k += opts.extraCosts === undefined ? 'n|' : '|';
  let memo = walks.get(opts.terrain);
  if (!memo || memo.size >= MAX) {
    memo = new Map();
    walks.set(opts.terrain, memo);
  }
  const known = memo.get(k);
  if (known) return copyMove(known);
  const mv = moveAlongPath(path, opts);
  memo.set(k, copyMove(mv));
  return mv;
}

/** A copy of a walk with its own lists and legs; points are read-only (Vec) and so are shared. */
function copyMove(m: MoveResult): MoveResult {
  return { ...m, path: [...m.path], legs: m.legs.map((l) => ({ ...l })) };
}
