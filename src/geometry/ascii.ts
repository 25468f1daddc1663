// Table pictures in plain text, both ways. Tests draw a table as a few lines of characters and get
// terrain pieces and figures from it; `sim show` and logs draw terrain and figures the same way so that
// a person can read a position at a glance. One character is one cell of `scale` inches (default 1").
//
// Legend (also in ASCII_LEGEND):
//   .  open ground (a space too)        #  building     D  door    W  window (building cells)
//   T  woods      R  rocky      ~  water      ,  road      X  impassable
//   :  hill       ^  hill crest (hill ground; the crest runs through the ^ cells)
//   -  low wall   =  tall wall  (a wall runs through the centres of a chain of cells, DV 3)
//   a-z  a figure at the cell's centre; it stands on whatever most of its neighbours are. A figure in a
//        building beside one of its D or W cells is at that opening (inBuilding.atOpening).
// Connected cells of one kind make one piece, numbered in reading order: b1.. buildings, w1.. woods,
// rk1.. rocky, wt1.. water, rd1.. roads, x1.. impassable, h1.. hills, s1.. walls.
import type { GeoFigure, Polygon, TableSize, TerrainPiece, Vec } from './shapes';
import { type PreparedTerrain, insidePiece, prepareTerrain } from './prepared';
import { insidePolygon } from './segments';

export const ASCII_LEGEND = [
  '. open   # building   D door   W window   T woods   R rocky   ~ water   , road   X impassable',
  ': hill   ^ crest   - low wall   = tall wall   a-z figures',
  '" scrub   & rubble   + wooden fence   | wire fence   ~ river (as water)',
].join('\n');

/** How a test describes a figure: an arrow ('>' 'v' '<' '^'), a facing in degrees, or any fields. */
export type FigureSpec = '>' | 'v' | '<' | '^' | number | Partial<GeoFigure>;

export interface AsciiScene {
  terrain: TerrainPiece[];
  figures: GeoFigure[];
  /** Figures by their letter in the picture. */
  byLetter: Record<string, GeoFigure>;
  width: number;
  height: number;
}

type Cls = 'open' | 'building' | 'woods' | 'rocky' | 'water' | 'road' | 'impassable' | 'hill';

const CLASS_OF: Record<string, Cls> = {
  '.': 'open',
  ' ': 'open',
  '-': 'open',
  '=': 'open',
  '#': 'building',
  D: 'building',
  W: 'building',
  T: 'woods',
  R: 'rocky',
  '~': 'water',
  ',': 'road',
  X: 'impassable',
  ':': 'hill',
  '^': 'hill',
};
const ARROW: Record<string, number> = { '>': 0, v: 90, '<': 180, '^': 270 };
const isFigure = (ch: string) => ch >= 'a' && ch <= 'z';
/** Walls and crests stop a little short of the cell edge so that a drawing reads back cell for cell. */
const END_REACH = 0.45;

/** Read a picture. Throws on characters outside the legend: pictures are written by programmers. */
export function parseAscii(picture: string, specs: Record<string, FigureSpec> = {}, scale = 1): AsciiScene {
  const rows = normalise(picture);
  const height = rows.length,
    width = Math.max(0, ...rows.map((r) => r.length));
  const grid = rows.map((r) => r.padEnd(width, '.'));
  const ch = (c: number, r: number): string => (r >= 0 && r < height && c >= 0 && c < width ? grid[r]![c]! : '');
  for (let r = 0; r < height; r++)
    for (let c = 0; c < width; c++) {
      const x = ch(c, r);
      if (!(x in CLASS_OF) && !isFigure(x))
        throw new Error(`ascii picture: unknown character '${x}' at column ${c}, row ${r}`);
    }
  // What each cell is; figure cells take their neighbours' majority.
  const cls: Cls[] = [];
  const crest: boolean[] = [];
  for (let r = 0; r < height; r++)
    for (let c = 0; c < width; c++) {
      const x = ch(c, r);
      cls.push(isFigure(x) ? inferClass(ch, c, r) : CLASS_OF[x]!);
      crest.push(x === '^' || (isFigure(x) && betweenCrests(ch, c, r)));
    }
  const centre = (c: number, r: number): Vec => [(c + 0.5) * scale, (r + 0.5) * scale];
  const terrain: TerrainPiece[] = [];
  const seen = new Uint8Array(width * height);
  const counters: Record<string, number> = {};
  const nextId = (prefix: string) => `${prefix}${(counters[prefix] = (counters[prefix] ?? 0) + 1)}`;
  const PREFIX: Partial<Record<Cls, string>> = {
    building: 'b',
    woods: 'w',
    rocky: 'rk',
    water: 'wt',
    road: 'rd',
    impassable: 'x',
    hill: 'h',
  };
  const pieces: { order: number; piece: TerrainPiece }[] = [];

  for (let r = 0; r < height; r++)
    for (let c = 0; c < width; c++) {
      const i = r * width + c;
      const k = cls[i]!;
      if (seen[i] || k === 'open') continue;
      const cells = flood(width, height, i, (j) => cls[j] === k, seen);
      const polygon = outline(cells, width, scale);
      const id = nextId(PREFIX[k]!);
      if (k === 'building') {
        const openings = cells.flatMap((j) => {
          const x = grid[Math.floor(j / width)]![j % width]!;
          if (x !== 'D' && x !== 'W') return [];
          return [
            {
              kind: x === 'D' ? ('door' as const) : ('window' as const),
              at: openingPoint(j, width, height, cells, scale),
            },
          ];
        });
        pieces.push({ order: i, piece: { id, type: 'building', polygon, dv: 3, floors: 1, areas: 1, openings } });
      } else if (k === 'hill') {
        const line = chain(
          cells.filter((j) => crest[j]),
          width,
          scale,
        );
        pieces.push({ order: i, piece: { id, type: 'hill', polygon, crest: line[0] ?? [] } });
      } else {
        pieces.push({ order: i, piece: { id, type: k as 'woods', polygon } });
      }
    }
  // Walls: chains of '-' or '=' cells (8-connected).
  const wallSeen = new Uint8Array(width * height);
  for (let r = 0; r < height; r++)
    for (let c = 0; c < width; c++) {
      const i = r * width + c,
        x = ch(c, r);
      if (wallSeen[i] || (x !== '-' && x !== '=')) continue;
      const cells = flood(width, height, i, (j) => grid[Math.floor(j / width)]![j % width] === x, wallSeen, true);
      for (const line of chain(cells, width, scale)) {
        pieces.push({ order: i, piece: { id: '', type: 'wall', line, dv: 3, ...(x === '=' ? { tall: true } : {}) } });
      }
    }
  for (const p of pieces.sort((a, b) => a.order - b.order)) {
    terrain.push(p.piece.type === 'wall' ? { ...p.piece, id: nextId('s') } : p.piece);
  }

  // A figure inside a building next to one of its door or window cells stands at that opening.
  const buildingAtCell = new Map<number, string>();
  for (const p of pieces) {
    if (p.piece.type !== 'building') continue;
    for (let r = 0; r < height; r++)
      for (let c = 0; c < width; c++) {
        if (cls[r * width + c] === 'building' && insidePolygon((c + 0.5) * scale, (r + 0.5) * scale, p.piece.polygon))
          buildingAtCell.set(r * width + c, p.piece.id);
      }
  }
  const besideOpening = (c: number, r: number): Pick<GeoFigure, 'inBuilding'> | undefined => {
    const id = buildingAtCell.get(r * width + c);
    if (!id) return undefined;
    const near = [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ].some(([dc, dr]) => {
      const x = ch(c + dc!, r + dr!);
      return (x === 'D' || x === 'W') && buildingAtCell.get((r + dr!) * width + c + dc!) === id;
    });
    return near ? { inBuilding: { building: id, atOpening: true } } : undefined;
  };
  const figures: GeoFigure[] = [];
  const byLetter: Record<string, GeoFigure> = {};
  for (let r = 0; r < height; r++)
    for (let c = 0; c < width; c++) {
      const x = ch(c, r);
      if (!isFigure(x)) continue;
      if (byLetter[x]) throw new Error(`ascii picture: figure '${x}' drawn twice`);
      const spec = specs[x];
      const extra: Partial<GeoFigure> =
        typeof spec === 'string'
          ? { facing: ARROW[spec]! }
          : typeof spec === 'number'
            ? { facing: spec }
            : (spec ?? {});
      const fig: GeoFigure = {
        id: x,
        side: 'blue',
        at: centre(c, r),
        facing: 0,
        stance: 'standing',
        blocksSight: true,
        targetable: true,
        ...(besideOpening(c, r) ?? {}),
        ...extra,
      };
      byLetter[x] = fig;
      figures.push(fig);
    }
  return { terrain, figures, byLetter, width, height };
}

function normalise(picture: string): string[] {
  const lines = picture.split('\n').map((l) => l.replace(/\s+$/, ''));
  while (lines.length && lines[0] === '') lines.shift();
  while (lines.length && lines[lines.length - 1] === '') lines.pop();
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => l.length - l.trimStart().length));
  return lines.map((l) => l.slice(Number.isFinite(indent) ? indent : 0));
}

function inferClass(ch: (c: number, r: number) => string, c: number, r: number): Cls {
  const count = new Map<Cls, number>();
  for (let dr = -1; dr <= 1; dr++)
    for (let dc = -1; dc <= 1; dc++) {
      const x = ch(c + dc, r + dr);
      if ((dr || dc) && x in CLASS_OF) count.set(CLASS_OF[x]!, (count.get(CLASS_OF[x]!) ?? 0) + 1);
    }
  let best: Cls = 'open',
    n = count.get('open') ?? 0;
  for (const [k, v] of count)
    if (v > n) {
      best = k;
      n = v;
    }
  return best;
}

function betweenCrests(ch: (c: number, r: number) => string, c: number, r: number): boolean {
  const pairs = [
    [1, 0],
    [0, 1],
    [1, 1],
    [1, -1],
  ] as const;
  return pairs.some(([dc, dr]) => ch(c + dc, r + dr) === '^' && ch(c - dc, r - dr) === '^');
}

function flood(
  width: number,
  height: number,
  start: number,
  same: (j: number) => boolean,
  seen: Uint8Array,
  diagonal = false,
): number[] {
  const out: number[] = [];
  const stack = [start];
  seen[start] = 1;
  while (stack.length) {
    const j = stack.pop()!;
    out.push(j);
    const c = j % width,
      r = Math.floor(j / width);
    for (let dr = -1; dr <= 1; dr++)
      for (let dc = -1; dc <= 1; dc++) {
        if (!(dr || dc) || (!diagonal && dr && dc)) continue;
        const nc = c + dc,
          nr = r + dr;
        if (nc < 0 || nr < 0 || nc >= width || nr >= height) continue;
        const n = nr * width + nc;
        if (!seen[n] && same(n)) {
          seen[n] = 1;
          stack.push(n);
        }
      }
  }
  return out.sort((a, b) => a - b);
}

/** The outer outline of a 4-connected set of cells, corners only, in inches. */
function outline(cells: readonly number[], width: number, scale: number): Polygon {
  const inSet = new Set(cells);
  const has = (c: number, r: number) => c >= 0 && c < width && inSet.has(r * width + c);
  const key = (x: number, y: number) => `${x},${y}`;
  const out = new Map<string, [number, number][]>();
  const edge = (x1: number, y1: number, x2: number, y2: number) => {
    const k = key(x1, y1);
    (out.get(k) ?? out.set(k, []).get(k)!).push([x2, y2]);
  };
  for (const j of cells) {
    const c = j % width,
      r = Math.floor(j / width);
    if (!has(c, r - 1)) edge(c, r, c + 1, r);
    if (!has(c + 1, r)) edge(c + 1, r, c + 1, r + 1);
    if (!has(c, r + 1)) edge(c + 1, r + 1, c, r + 1);
    if (!has(c - 1, r)) edge(c, r + 1, c, r);
  }
  // The first cell in reading order has its top-left corner on the outer boundary.
  const first = cells[0]!;
  const sx = first % width,
    sy = Math.floor(first / width);
  const pts: [number, number][] = [];
  let x = sx,
    y = sy;
  do {
    pts.push([x, y]);
    const next = out.get(key(x, y))!.shift()!;
    [x, y] = next;
  } while (x !== sx || y !== sy);
  // Drop corners on straight runs.
  const simple = pts.filter((p, i) => {
    const a = pts[(i + pts.length - 1) % pts.length]!,
      b = pts[(i + 1) % pts.length]!;
    return (p[0] - a[0]) * (b[1] - p[1]) - (p[1] - a[1]) * (b[0] - p[0]) !== 0;
  });
  return simple.map(([px, py]) => [px * scale, py * scale] as Vec);
}

/** A door or window sits in the middle of the cell's first outer side (top, right, bottom, left). */
function openingPoint(j: number, width: number, height: number, cells: readonly number[], scale: number): Vec {
  const set = new Set(cells);
  const c = j % width,
    r = Math.floor(j / width);
  const outside = (nc: number, nr: number) =>
    nc < 0 || nr < 0 || nc >= width || nr >= height || !set.has(nr * width + nc);
  const sides: [number, number, Vec][] = [
    [0, -1, [c + 0.5, r]],
    [1, 0, [c + 1, r + 0.5]],
    [0, 1, [c + 0.5, r + 1]],
    [-1, 0, [c, r + 0.5]],
  ];
  const side = sides.find(([dc, dr]) => outside(c + dc, r + dr));
  const p = side ? side[2] : [c + 0.5, r + 0.5];
  return [p[0] * scale, p[1] * scale];
}

/** Round off float dust (0.5 - 0.45) so pieces read as the numbers a person would write. */
const tidy = (v: number): number => Math.round(v * 1e9) / 1e9;

/** Chains of cells (walls, crests) as polylines through their centres, ends reaching toward the cell edge. */
function chain(cells: readonly number[], width: number, scale: number): Vec[][] {
  const left = new Set(cells);
  const lines: Vec[][] = [];
  const nb = (j: number): number[] => {
    const c = j % width,
      r = Math.floor(j / width);
    const four = [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ],
      diag = [
        [1, 1],
        [1, -1],
        [-1, 1],
        [-1, -1],
      ];
    return [...four, ...diag]
      .filter(([dc]) => c + dc! >= 0 && c + dc! < width)
      .map(([dc, dr]) => (r + dr!) * width + c + dc!)
      .filter((n) => left.has(n));
  };
  while (left.size) {
    let start = [...left].find((j) => nb(j).length <= 1) ?? [...left][0]!;
    const path: number[] = [];
    for (;;) {
      path.push(start);
      left.delete(start);
      const next = nb(start)[0];
      if (next === undefined) break;
      start = next;
    }
    let pts: [number, number][] = path.map((j) => [(j % width) + 0.5, Math.floor(j / width) + 0.5]);
    pts = pts.filter((p, i) => {
      if (i === 0 || i === pts.length - 1) return true;
      const a = pts[i - 1]!,
        b = pts[i + 1]!;
      return (p[0] - a[0]) * (b[1] - p[1]) - (p[1] - a[1]) * (b[0] - p[0]) !== 0;
    });
    const first = pts[0]!,
      last = pts[pts.length - 1]!;
    let line: [number, number][];
    if (pts.length === 1) {
      line = [
        [first[0] - END_REACH, first[1]],
        [first[0] + END_REACH, first[1]],
      ];
    } else {
      const extend = (p: [number, number], q: [number, number]): [number, number] => {
        const dx = p[0] - q[0],
          dy = p[1] - q[1];
        const m = Math.max(Math.abs(dx), Math.abs(dy));
        return [p[0] + (dx / m) * END_REACH, p[1] + (dy / m) * END_REACH];
      };
      line = [extend(first, pts[1]!), ...pts.slice(1, -1), extend(last, pts[pts.length - 2]!)];
    }
    lines.push(line.map(([x, y]) => [tidy(x * scale), tidy(y * scale)] as Vec));
  }
  return lines;
}

// ---- drawing ----------------------------------------------------------------------------------------

export interface RenderOptions {
  width?: number;
  height?: number;
  scale?: number;
  /** Letters for figures; others get the first free letter of their id, then any free letter. */
  letters?: Record<string, string>;
  /** Add one line per figure under the picture. */
  legend?: boolean;
  /** The table, when terrain is given as pieces (prepared terrain knows its own); default 36" x 36". */
  table?: TableSize;
  /** The ruleset's own words for a figure at the end of its legend line (Chain Reaction: its status). */
  note?: (f: GeoFigure) => string;
}

/** Draw terrain and figures. Default: the whole table the terrain was prepared for, one character per inch. */
export function renderAscii(
  terrain: readonly TerrainPiece[] | PreparedTerrain,
  figures: readonly GeoFigure[] = [],
  options: RenderOptions = {},
): string {
  const prepared = Array.isArray(terrain)
    ? prepareTerrain(terrain as readonly TerrainPiece[], options.table)
    : (terrain as PreparedTerrain);
  const scale = options.scale ?? 1;
  const width = options.width ?? Math.ceil(prepared.table.width / scale),
    height = options.height ?? Math.ceil(prepared.table.height / scale);
  const g: string[][] = Array.from({ length: height }, () => Array<string>(width).fill('.'));
  const put = (c: number, r: number, x: string) => {
    if (r >= 0 && r < height && c >= 0 && c < width) g[r]![c] = x;
  };
  const paint = (group: PreparedTerrain['hills'], k: number, x: string) => {
    for (let r = 0; r < height; r++)
      for (let c = 0; c < width; c++) {
        if (insidePiece(group, k, (c + 0.5) * scale, (r + 0.5) * scale)) put(c, r, x);
      }
  };
  const AREA: Record<string, string> = {
    woods: 'T',
    rocky: 'R',
    water: '~',
    river: '~',
    road: ',',
    impassable: 'X',
    scrub: '"',
    rubble: '&',
  };
  // Lowest priority first: later paint wins.
  for (let k = 0; k < prepared.hills.count; k++) paint(prepared.hills, k, ':');
  for (const order of ['road', 'impassable', 'water', 'river', 'scrub', 'rubble', 'rocky', 'woods']) {
    for (let k = 0; k < prepared.otherAreas.count; k++)
      if (prepared.otherAreas.kind[k] === order) paint(prepared.otherAreas, k, AREA[order]!);
    for (let k = 0; k < prepared.woods.count; k++)
      if (prepared.woods.kind[k] === order) paint(prepared.woods, k, AREA[order]!);
  }
  for (const piece of prepared.pieces) if (piece.type === 'hill') line(piece.crest, '^');
  for (let k = 0; k < prepared.buildings.count; k++) paint(prepared.buildings, k, '#');
  for (const piece of prepared.pieces) {
    if (piece.type === 'wall') line(piece.line, piece.tall ? '=' : '-');
    if (piece.type === 'fence') line(piece.line, piece.kind === 'wooden' ? '+' : '|');
    if (piece.type !== 'building') continue;
    for (const op of piece.openings) {
      // Mark the building cell just inside the opening.
      const k = prepared.byId.get(piece.id)!.index;
      const inside = (dx: number, dy: number) =>
        insidePiece(prepared.buildings, k, op.at[0] + dx * scale, op.at[1] + dy * scale);
      const nudges = [
        [0, 0.25],
        [0, -0.25],
        [0.25, 0],
        [-0.25, 0],
      ] as const;
      const [dx, dy] = nudges.find(([x, y]) => inside(x, y) && !inside(-x, -y)) ??
        nudges.find(([x, y]) => inside(x, y)) ?? [0, 0];
      const x = op.at[0] + dx * scale,
        y = op.at[1] + dy * scale;
      put(Math.floor(x / scale), Math.floor(y / scale), op.kind === 'door' ? 'D' : 'W');
    }
  }
  const letters = assignLetters(figures, options.letters ?? {});
  for (const f of figures) {
    if (f.offTable) continue;
    put(Math.floor(f.at[0] / scale), Math.floor(f.at[1] / scale), letters.get(f.id)!);
  }
  let text = g.map((row) => row.join('')).join('\n');
  if (options.legend) {
    for (const f of figures) {
      text += `\n${letters.get(f.id)} = ${f.id} (${f.side}) at (${f.at[0].toFixed(1)}, ${f.at[1].toFixed(1)}) facing ${Math.round(f.facing)}, ${f.stance}${options.note ? `, ${options.note(f)}` : ''}`;
    }
  }
  return text;

  function line(pts: readonly Vec[], x: string): void {
    for (let i = 0; i + 1 < pts.length; i++) {
      const a = pts[i]!,
        b = pts[i + 1]!;
      for (let r = 0; r < height; r++)
        for (let c = 0; c < width; c++) {
          if (meetsCell(a[0] / scale, a[1] / scale, b[0] / scale, b[1] / scale, c, r)) put(c, r, x);
        }
    }
  }
}

/** Whether segment a-b passes through cell [c, c+1) x [r, r+1): left and top sides belong to the cell. */
function meetsCell(ax: number, ay: number, bx: number, by: number, c: number, r: number): boolean {
  let t0 = 0,
    t1 = 1;
  const dx = bx - ax,
    dy = by - ay;
  const clip = (p: number, q: number): boolean => {
    if (p === 0) return q >= 0;
    const t = q / p;
    if (p < 0) {
      if (t > t1) return false;
      if (t > t0) t0 = t;
    } else {
      if (t < t0) return false;
      if (t < t1) t1 = t;
    }
    return true;
  };
  if (!(clip(-dx, ax - c) && clip(dx, c + 1 - ax) && clip(-dy, ay - r) && clip(dy, r + 1 - ay))) return false;
  const tm = (t0 + t1) / 2;
  const mx = ax + tm * dx,
    my = ay + tm * dy;
  return mx < c + 1 && my < r + 1;
}

function assignLetters(figures: readonly GeoFigure[], fixed: Record<string, string>): Map<string, string> {
  const used = new Set(Object.values(fixed));
  const out = new Map<string, string>();
  for (const f of figures) if (fixed[f.id]) out.set(f.id, fixed[f.id]!);
  for (const f of figures) {
    if (out.has(f.id)) continue;
    const own = f.id.charAt(0).toLowerCase();
    const pick =
      isFigure(own) && !used.has(own) ? own : ([...'abcdefghijklmnopqrstuvwxyz'].find((l) => !used.has(l)) ?? '?');
    used.add(pick);
    out.set(f.id, pick);
  }
  return out;
}
