// A small hash table from a line (x1, y1, x2, y2) to a small answer (0-127), for memories asked about
// thousands of times a game (the terrain's part of a sight line). Like pointMemo.ts: the keys sit in a
// Float64Array and are compared as numbers, so a lookup allocates nothing. 0 and -0 are the same key;
// a NaN key is never found.

const f64 = new Float64Array(4);
const u32 = new Uint32Array(f64.buffer);

function hashLine(): number {
  let h = Math.imul(u32[0]! ^ u32[1]!, 0x9e3779b1);
  for (let i = 2; i < 8; i++) h = Math.imul(h ^ u32[i]! ^ (h >>> 15), i & 1 ? 0x85ebca6b : 0xc2b2ae35);
  return h ^ (h >>> 16);
}

/** No answer kept in a slot. */
const EMPTY = -1;

export class LineMemo {
  private keys: Float64Array;
  private values: Int8Array;
  private size = 0;

  /** `max`: beyond this many lines the memory starts again (it only saves work). */
  constructor(
    private readonly max: number,
    private capacity = 1024,
  ) {
    this.keys = new Float64Array(capacity * 4);
    this.values = new Int8Array(capacity).fill(EMPTY);
  }

  /** The answer kept for the line, or -1. */
  get(x1: number, y1: number, x2: number, y2: number): number {
    // -0 becomes 0 before hashing, so both find the same slot.
    f64[0] = x1 + 0;
    f64[1] = y1 + 0;
    f64[2] = x2 + 0;
    f64[3] = y2 + 0;
    const mask = this.capacity - 1;
    const keys = this.keys;
    for (let i = hashLine() & mask; this.values[i] !== EMPTY; i = (i + 1) & mask) {
      const o = i * 4;
      if (keys[o] === f64[0] && keys[o + 1] === f64[1] && keys[o + 2] === f64[2] && keys[o + 3] === f64[3])
        return this.values[i]!;
    }
    return EMPTY;
  }

  /** Keeps `value` (0-127) for the line. */
  set(x1: number, y1: number, x2: number, y2: number, value: number): void {
    if (this.size >= this.max) this.reset(this.capacity);
    else if ((this.size + 1) * 2 > this.capacity) this.grow();
    this.put(x1 + 0, y1 + 0, x2 + 0, y2 + 0, value);
  }

  private put(x1: number, y1: number, x2: number, y2: number, value: number): void {
    f64[0] = x1;
    f64[1] = y1;
    f64[2] = x2;
    f64[3] = y2;
    const mask = this.capacity - 1;
    const keys = this.keys;
    let i = hashLine() & mask;
    while (this.values[i] !== EMPTY) {
      const o = i * 4;
      if (keys[o] === x1 && keys[o + 1] === y1 && keys[o + 2] === x2 && keys[o + 3] === y2) {
        this.values[i] = value;
        return;
      }
      i = (i + 1) & mask;
    }
    const o = i * 4;
    keys[o] = x1;
    keys[o + 1] = y1;
    keys[o + 2] = x2;
    keys[o + 3] = y2;
    this.values[i] = value;
    this.size++;
  }

  private reset(capacity: number): void {
    this.capacity = capacity;
    this.keys = new Float64Array(capacity * 4);
    this.values = new Int8Array(capacity).fill(EMPTY);
    this.size = 0;
  }

  private grow(): void {
    const { keys, values, capacity } = this;
    this.reset(capacity * 2);
    for (let i = 0; i < capacity; i++) {
      const o = i * 4;
      if (values[i] !== EMPTY) this.put(keys[o]!, keys[o + 1]!, keys[o + 2]!, keys[o + 3]!, values[i]!);
    }
  }
}
