// A small hash table from a point (x, y) to a remembered answer, for memories asked about millions of
// times (which building or woods a point is in). Keys sit in a Float64Array and are compared as numbers,
// so a lookup allocates nothing, unlike a Map keyed by the numbers (which boxes each one first).
// 0 and -0 are the same key (no answer kept here tells them apart); a NaN key is never found.

const f64 = new Float64Array(2);
const u32 = new Uint32Array(f64.buffer);

function hashXY(x: number, y: number): number {
  f64[0] = x;
  f64[1] = y;
  let h = Math.imul(u32[0]! ^ u32[1]!, 0x9e3779b1);
  h = Math.imul(h ^ u32[2]! ^ (h >>> 15), 0x85ebca6b);
  h = Math.imul(h ^ u32[3]! ^ (h >>> 13), 0xc2b2ae35);
  return h ^ (h >>> 16);
}

export class PointMemo<T> {
  private keys: Float64Array;
  private used: Uint8Array;
  private values: (T | undefined)[];
  private size = 0;

  /** `max`: beyond this many points the memory starts again (it only saves work). */
  constructor(
    private readonly max: number,
    private capacity = 1024,
  ) {
    this.keys = new Float64Array(capacity * 2);
    this.used = new Uint8Array(capacity);
    this.values = new Array<T | undefined>(capacity);
  }

  get(x: number, y: number): T | undefined {
    // -0 becomes 0 before hashing, so both find the same slot.
    x += 0;
    y += 0;
    const mask = this.capacity - 1;
    for (let i = hashXY(x, y) & mask; this.used[i] === 1; i = (i + 1) & mask) {
      if (this.keys[i * 2] === x && this.keys[i * 2 + 1] === y) return this.values[i];
    }
    return undefined;
  }

  set(x: number, y: number, value: T): void {
    x += 0;
    y += 0;
    if (this.size >= this.max) this.reset(this.capacity);
    else if ((this.size + 1) * 2 > this.capacity) this.grow();
    const mask = this.capacity - 1;
    let i = hashXY(x, y) & mask;
    while (this.used[i] === 1) {
      if (this.keys[i * 2] === x && this.keys[i * 2 + 1] === y) {
        this.values[i] = value;
        return;
      }
      i = (i + 1) & mask;
    }
    this.used[i] = 1;
    this.keys[i * 2] = x;
    this.keys[i * 2 + 1] = y;
    this.values[i] = value;
    this.size++;
  }

  private reset(capacity: number): void {
    this.capacity = capacity;
    this.keys = new Float64Array(capacity * 2);
    this.used = new Uint8Array(capacity);
    this.values = new Array<T | undefined>(capacity);
    this.size = 0;
  }

  private grow(): void {
    const { keys, used, values, capacity } = this;
    this.reset(capacity * 2);
    for (let i = 0; i < capacity; i++) if (used[i] === 1) this.set(keys[i * 2]!, keys[i * 2 + 1]!, values[i]!);
  }
}
