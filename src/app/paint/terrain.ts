// Paints the table's terrain once onto a 2D canvas, which the scene turns into one texture: terrain
// never changes during a battle, so it is baked rather than redrawn every frame. Each type has its own
// look - buildings with their walls, doors, windows, floors and what they are built of; woods with trees and their 1" edge
// band; hills with the crest line; water, rivers, roads, rocky, scrub, rubble and impassable ground; low and
// tall walls; wooden and wire fences.
import type { AreaPiece, BuildingPiece, FencePiece, TerrainPiece, Vec } from '../../geometry/shapes';
import { TABLE_SIZE } from '../../geometry/shapes';
import { buildingFill, CLOTH, TERRAIN_COLOURS as C } from './colours';

type Ctx = CanvasRenderingContext2D;

/** A small repeatable pseudo-random sequence so the trees and stones sit in the same places every time. */
function scatter(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return ((x >>> 0) % 10000) / 10000;
  };
}

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

function path(ctx: Ctx, poly: readonly Vec[], k: number, close = true): void {
  ctx.beginPath();
  poly.forEach((p, i) => (i === 0 ? ctx.moveTo(p[0] * k, p[1] * k) : ctx.lineTo(p[0] * k, p[1] * k)));
  if (close) ctx.closePath();
}

function inside(p: Vec, poly: readonly Vec[]): boolean {
  let c = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i]!,
      b = poly[j]!;
    if (a[1] > p[1] !== b[1] > p[1] && p[0] < ((b[0] - a[0]) * (p[1] - a[1])) / (b[1] - a[1]) + a[0]) c = !c;
  }
  return c;
}

function box(poly: readonly Vec[]): [number, number, number, number] {
  let x0 = Infinity,
    y0 = Infinity,
    x1 = -Infinity,
    y1 = -Infinity;
  for (const p of poly) {
    x0 = Math.min(x0, p[0]);
    y0 = Math.min(y0, p[1]);
    x1 = Math.max(x1, p[0]);
    y1 = Math.max(y1, p[1]);
  }
  return [x0, y0, x1, y1];
}

function centroid(poly: readonly Vec[]): Vec {
  let x = 0,
    y = 0;
  for (const p of poly) {
    x += p[0];
    y += p[1];
  }
  return [x / poly.length, y / poly.length];
}

/** Dots scattered inside a polygon (trees, stones), about `per` per square inch. */
function dots(
  ctx: Ctx,
  poly: readonly Vec[],
  k: number,
  id: string,
  per: number,
  r: [number, number],
  fill: string,
): void {
  const [x0, y0, x1, y1] = box(poly);
  const rnd = scatter(hash(id));
  const n = Math.min(600, Math.round((x1 - x0) * (y1 - y0) * per));
  ctx.fillStyle = fill;
  for (let i = 0; i < n; i++) {
    const p: Vec = [x0 + rnd() * (x1 - x0), y0 + rnd() * (y1 - y0)];
    if (!inside(p, poly)) continue;
    const rad = (r[0] + rnd() * (r[1] - r[0])) * k;
    ctx.beginPath();
    ctx.arc(p[0] * k, p[1] * k, rad, 0, Math.PI * 2);
    ctx.fill();
  }
}

function area(
  ctx: Ctx,
  t: TerrainPiece & { polygon: readonly Vec[] },
  k: number,
  fill: string,
  edge: string,
  width = 0.08,
): void {
  path(ctx, t.polygon, k);
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.lineWidth = width * k;
  ctx.strokeStyle = edge;
  ctx.stroke();
}

/** A band `inches` wide just inside a polygon's edge: a stroke twice as wide, clipped to the inside. */
function innerBand(ctx: Ctx, poly: readonly Vec[], k: number, inches: number, style: string): void {
  ctx.save();
  path(ctx, poly, k);
  ctx.clip();
  ctx.lineWidth = 2 * inches * k;
  ctx.strokeStyle = style;
  path(ctx, poly, k);
  ctx.stroke();
  ctx.restore();
}

function paintWoods(ctx: Ctx, t: TerrainPiece & { polygon: readonly Vec[] }, k: number): void {
  area(ctx, t, k, C.woods, C.woodsEdge, 0.1);
  // The 1" band inside the edge, where a figure still sees and is seen from outside.
  innerBand(ctx, t.polygon, k, 1, C.woodsBand);
  ctx.save();
  path(ctx, t.polygon, k);
  ctx.clip();
  dots(ctx, t.polygon, k, t.id, 1.1, [0.22, 0.42], C.tree);
  ctx.restore();
}

function paintHill(ctx: Ctx, t: TerrainPiece & { type: 'hill' }, k: number): void {
  area(ctx, t, k, C.hill, C.hillEdge, 0.08);
  // A contour line just inside the edge reads as "higher ground".
  innerBand(ctx, t.polygon, k, 0.45, 'rgba(255,255,255,0.12)');
  // The crest: a dashed ridge line with small ticks pointing downhill on both sides.
  ctx.setLineDash([0.5 * k, 0.25 * k]);
  ctx.lineWidth = 0.16 * k;
  ctx.strokeStyle = C.crest;
  path(ctx, t.crest, k, false);
  ctx.stroke();
  ctx.setLineDash([]);
}

function paintRocky(ctx: Ctx, t: TerrainPiece & { polygon: readonly Vec[] }, k: number): void {
  area(ctx, t, k, C.rocky, C.rockyEdge, 0.08);
  ctx.save();
  path(ctx, t.polygon, k);
  ctx.clip();
  dots(ctx, t.polygon, k, t.id, 2.2, [0.07, 0.2], C.stone);
  ctx.restore();
}

function paintScrub(ctx: Ctx, t: TerrainPiece & { polygon: readonly Vec[] }, k: number): void {
  area(ctx, t, k, C.scrub, C.scrubEdge, 0.06);
  ctx.save();
  path(ctx, t.polygon, k);
  ctx.clip();
  dots(ctx, t.polygon, k, t.id, 1.6, [0.12, 0.26], C.bush);
  ctx.restore();
}

function paintRubble(ctx: Ctx, t: TerrainPiece & { polygon: readonly Vec[] }, k: number): void {
  area(ctx, t, k, C.rubble, C.rubbleEdge, 0.08);
  ctx.save();
  path(ctx, t.polygon, k);
  ctx.clip();
  dots(ctx, t.polygon, k, t.id, 0.9, [0.05, 0.16], C.stone);
  ctx.restore();
}

/** A fence: a thin line with posts; wooden brown and solid, wire grey and dashed. */
function paintFence(ctx: Ctx, t: FencePiece, k: number): void {
  const wooden = t.kind === 'wooden';
  ctx.lineWidth = (wooden ? 0.14 : 0.06) * k;
  ctx.strokeStyle = wooden ? C.fenceWood : C.fenceWire;
  if (!wooden) ctx.setLineDash([0.3 * k, 0.15 * k]);
  path(ctx, t.line, k, false);
  ctx.stroke();
  ctx.setLineDash([]);
  ctx.fillStyle = wooden ? C.fenceWood : C.fenceWire;
  for (let i = 1; i < t.line.length; i++) {
    const a = t.line[i - 1]!,
      b = t.line[i]!;
    const n = Math.max(1, Math.round(Math.hypot(b[0] - a[0], b[1] - a[1]) / 1.5));
    for (let j = 0; j <= n; j++) {
      const x = a[0] + ((b[0] - a[0]) * j) / n,
        y = a[1] + ((b[1] - a[1]) * j) / n;
      ctx.fillRect((x - 0.09) * k, (y - 0.09) * k, 0.18 * k, 0.18 * k);
    }
  }
}

function paintImpassable(ctx: Ctx, t: TerrainPiece & { polygon: readonly Vec[] }, k: number): void {
  area(ctx, t, k, C.impassable, C.impassableHatch, 0.12);
  ctx.save();
  path(ctx, t.polygon, k);
  ctx.clip();
  ctx.strokeStyle = C.impassableHatch;
  ctx.lineWidth = 0.1 * k;
  const [x0, y0, x1, y1] = box(t.polygon);
  for (let d = x0 - (y1 - y0); d < x1; d += 0.6) {
    ctx.beginPath();
    ctx.moveTo(d * k, y1 * k);
    ctx.lineTo((d + (y1 - y0)) * k, y0 * k);
    ctx.stroke();
  }
  ctx.restore();
}

function paintWater(ctx: Ctx, t: AreaPiece, k: number): void {
  area(ctx, t, k, C.water, C.waterEdge, 0.1);
  ctx.save();
  path(ctx, t.polygon, k);
  ctx.clip();
  ctx.strokeStyle = 'rgba(255,255,255,0.25)';
  ctx.lineWidth = 0.06 * k;
  const [x0, y0, x1, y1] = box(t.polygon);
  const rnd = scatter(hash(t.id));
  for (let i = 0; i < ((x1 - x0) * (y1 - y0)) / 6; i++) {
    const x = x0 + rnd() * (x1 - x0),
      y = y0 + rnd() * (y1 - y0);
    ctx.beginPath();
    ctx.moveTo(x * k, y * k);
    ctx.quadraticCurveTo((x + 0.3) * k, (y - 0.2) * k, (x + 0.6) * k, y * k);
    ctx.stroke();
  }
  ctx.restore();
  if (t.fordable) {
    ctx.setLineDash([0.3 * k, 0.2 * k]);
    ctx.strokeStyle = '#e8f4ff';
    ctx.lineWidth = 0.08 * k;
    path(ctx, t.polygon, k);
    ctx.stroke();
    ctx.setLineDash([]);
  }
}

function paintWall(ctx: Ctx, t: TerrainPiece & { type: 'wall' }, k: number): void {
  ctx.lineCap = 'round';
  ctx.lineWidth = (t.tall ? 0.42 : 0.36) * k;
  ctx.strokeStyle = t.tall ? C.wallTall : C.wallLow;
  path(ctx, t.line, k, false);
  ctx.stroke();
  if (!t.tall) {
    // Stones along a low wall, so it reads as cover you can see over.
    ctx.lineWidth = 0.05 * k;
    ctx.strokeStyle = '#5e513f';
    ctx.setLineDash([0.25 * k, 0.2 * k]);
    path(ctx, t.line, k, false);
    ctx.stroke();
    ctx.setLineDash([]);
  }
  ctx.lineCap = 'butt';
}

/** The wall segment nearest a point: where a door or window sits. */
function wallAt(poly: readonly Vec[], p: Vec): { a: Vec; b: Vec; foot: Vec } {
  let best = { a: poly[0]!, b: poly[1]!, foot: poly[0]!, d: Infinity };
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i]!,
      b = poly[(i + 1) % poly.length]!;
    const dx = b[0] - a[0],
      dy = b[1] - a[1];
    const len2 = dx * dx + dy * dy || 1;
    const t = Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len2));
    const foot: Vec = [a[0] + t * dx, a[1] + t * dy];
    const d = Math.hypot(foot[0] - p[0], foot[1] - p[1]);
    if (d < best.d) best = { a, b, foot, d };
  }
  return best;
}

function paintBuilding(ctx: Ctx, t: BuildingPiece, k: number): void {
  path(ctx, t.polygon, k);
  ctx.fillStyle = buildingFill(t.dv);
  ctx.fill();
  // Floors above the ground show as an inner roof line.
  if (t.floors > 1) {
    ctx.save();
    path(ctx, t.polygon, k);
    ctx.clip();
    ctx.lineWidth = 0.7 * k;
    ctx.strokeStyle = 'rgba(0,0,0,0.12)';
    path(ctx, t.polygon, k);
    ctx.stroke();
    ctx.restore();
  }
  paintAreaLines(ctx, t, k);
  ctx.lineWidth = 0.22 * k;
  ctx.strokeStyle = C.buildingEdge;
  ctx.lineJoin = 'miter';
  path(ctx, t.polygon, k);
  ctx.stroke();
  for (const o of t.openings) {
    const w = wallAt(t.polygon, o.at);
    const dx = w.b[0] - w.a[0],
      dy = w.b[1] - w.a[1];
    const len = Math.hypot(dx, dy) || 1;
    const ux = dx / len,
      uy = dy / len;
    const half = o.kind === 'door' ? 0.45 : 0.4;
    ctx.lineCap = 'butt';
    ctx.lineWidth = (o.kind === 'door' ? 0.34 : 0.26) * k;
    ctx.strokeStyle = o.kind === 'door' ? C.door : C.window;
    ctx.beginPath();
    ctx.moveTo((w.foot[0] - ux * half) * k, (w.foot[1] - uy * half) * k);
    ctx.lineTo((w.foot[0] + ux * half) * k, (w.foot[1] + uy * half) * k);
    ctx.stroke();
    if (o.kind === 'window') {
      ctx.lineWidth = 0.05 * k;
      ctx.strokeStyle = '#35576e';
      ctx.stroke();
    }
  }
  const { at, size } = labelSpot(t);
  ctx.fillStyle = C.label;
  ctx.font = `bold ${size * k}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const [what, rooms] = buildingLabel(t);
  ctx.fillText(what, at[0] * k, (at[1] - size * 0.55) * k);
  ctx.font = `${size * 0.8 * k}px system-ui, sans-serif`;
  ctx.fillText(rooms, at[0] * k, (at[1] + size * 0.6) * k);
}

/**
 * Where a building's two label lines sit (their middle, in inches) and the first line's letter size: across
 * the middle, just inside the top wall, clear of the figures at a bottom window or in the middle of the floor
 * (play-test 8, 13: a token over "2 floors, 2 areas"); a small building keeps them in its middle.
 */
function labelSpot(t: BuildingPiece): { at: Vec; size: number } {
  const [x0, y0, x1] = box(t.polygon);
  const size = Math.max(0.42, Math.min(0.7, (x1 - x0) / 7));
  const c = centroid(t.polygon);
  return { at: [c[0], Math.min(c[1], y0 + 0.35 + size * 1.1)], size };
}

/**
 * The boxes (inches: x, y, w, h) a building's label lines cover, with a little room round them, so the
 * figures' names can keep off them (play-test 8, 13: Hans's name over "2 floors, 2 areas"). The widths are
 * estimated from the letters (a bold letter about 0.62 of its size wide, a plain one 0.55).
 */
export function buildingLabelBoxes(t: BuildingPiece): { x: number; y: number; w: number; h: number }[] {
  const { at, size } = labelSpot(t);
  const [what, rooms] = buildingLabel(t);
  const line = (text: string, mid: number, em: number, wide: number) => {
    const w = text.length * em * wide + 0.2;
    return { x: at[0] - w / 2, y: mid - em * 0.6, w, h: em * 1.2 };
  };
  return [line(what, at[1] - size * 0.55, size, 0.62), line(rooms, at[1] + size * 0.6, size * 0.8, 0.55)];
}

/** What each Defensive Value is built of, in the words of the book's Building Defence table. */
const BUILT_OF: Record<number, string> = { 1: 'wood frame', 2: 'timber', 3: 'brick', 4: 'concrete' };

/**
 * A building's two label lines: what it is built of (its DV said in words, as the other terrain is named
 * by what it is - "DV1" on the table read like an id, play-test 3 entry 5) and its floors and areas.
 */
export function buildingLabel(t: Pick<BuildingPiece, 'dv' | 'floors' | 'areas'>): [string, string] {
  const of = BUILT_OF[t.dv];
  const what = of ? `${of[0]!.toUpperCase()}${of.slice(1)}` : 'Building';
  const floors = t.floors > 1 ? `${t.floors} floors` : '1 floor';
  return [what, t.areas > 1 ? `${floors}, ${t.areas} areas` : floors];
}

/**
 * A building of several areas a floor shows where they part: dashed lines across its longer side, each
 * floor cut into the same strips, as the rules cut it when a rocket lands (engine/collapse.ts).
 */
function paintAreaLines(ctx: Ctx, t: BuildingPiece, k: number): void {
  const strips = Math.max(1, Math.round(t.areas / Math.max(1, t.floors)));
  if (strips < 2) return;
  const [x0, y0, x1, y1] = box(t.polygon);
  const wide = x1 - x0 >= y1 - y0;
  ctx.save();
  path(ctx, t.polygon, k);
  ctx.clip();
  ctx.lineWidth = 0.1 * k;
  ctx.strokeStyle = 'rgba(20,20,20,0.7)';
  ctx.setLineDash([0.35 * k, 0.2 * k]);
  ctx.beginPath();
  for (let i = 1; i < strips; i++) {
    if (wide) {
      const x = x0 + ((x1 - x0) * i) / strips;
      ctx.moveTo(x * k, y0 * k);
      ctx.lineTo(x * k, y1 * k);
    } else {
      const y = y0 + ((y1 - y0) * i) / strips;
      ctx.moveTo(x0 * k, y * k);
      ctx.lineTo(x1 * k, y * k);
    }
  }
  ctx.stroke();
  ctx.setLineDash([]);
  ctx.restore();
}

function paintRoad(ctx: Ctx, t: TerrainPiece & { polygon: readonly Vec[] }, k: number): void {
  area(ctx, t, k, C.road, C.roadEdge, 0.06);
}

/** The order pieces are laid down: ground first, buildings and walls on top. */
const LAYER: Record<TerrainPiece['type'], number> = {
  hill: 0,
  water: 1,
  river: 1,
  road: 2,
  rocky: 3,
  scrub: 3,
  rubble: 3,
  impassable: 3,
  woods: 4,
  wall: 5,
  fence: 5,
  building: 6,
};

/** Cloth, inch ticks and the edge marks. */
function paintCloth(ctx: Ctx, k: number): void {
  const side = TABLE_SIZE * k;
  ctx.fillStyle = CLOTH;
  ctx.fillRect(0, 0, side, side);
  const rnd = scatter(7);
  ctx.fillStyle = 'rgba(40, 70, 30, 0.10)';
  for (let i = 0; i < 1400; i++) {
    ctx.beginPath();
    ctx.arc(rnd() * side, rnd() * side, (0.05 + rnd() * 0.12) * k, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.strokeStyle = 'rgba(0,0,0,0.25)';
  for (let i = 1; i < TABLE_SIZE; i++) {
    const len = (i % 6 === 0 ? 0.5 : 0.25) * k;
    ctx.lineWidth = 0.03 * k;
    for (const [x1, y1, x2, y2] of [
      [i, 0, i, 0],
      [i, TABLE_SIZE, i, TABLE_SIZE],
      [0, i, 0, i],
      [TABLE_SIZE, i, TABLE_SIZE, i],
    ] as const) {
      ctx.beginPath();
      const dx = x1 === 0 ? 1 : x1 === TABLE_SIZE ? -1 : 0;
      const dy = y1 === 0 ? 1 : y1 === TABLE_SIZE ? -1 : 0;
      ctx.moveTo(x1 * k, y1 * k);
      ctx.lineTo(x2 * k + dx * len, y2 * k + dy * len);
      ctx.stroke();
    }
  }
}

/** Paints the whole table at `k` canvas pixels per inch onto `ctx` (sized 36k x 36k by the caller). */
export function paintTerrain(ctx: Ctx, pieces: readonly TerrainPiece[], k: number): void {
  paintCloth(ctx, k);
  const sorted = [...pieces].sort((a, b) => LAYER[a.type] - LAYER[b.type]);
  for (const t of sorted) {
    switch (t.type) {
      case 'building':
        paintBuilding(ctx, t, k);
        break;
      case 'hill':
        paintHill(ctx, t, k);
        break;
      case 'wall':
        paintWall(ctx, t, k);
        break;
      case 'woods':
        paintWoods(ctx, t, k);
        break;
      case 'rocky':
        paintRocky(ctx, t, k);
        break;
      case 'water':
      case 'river':
        paintWater(ctx, t, k);
        break;
      case 'scrub':
        paintScrub(ctx, t, k);
        break;
      case 'rubble':
        paintRubble(ctx, t, k);
        break;
      case 'fence':
        paintFence(ctx, t, k);
        break;
      case 'road':
        paintRoad(ctx, t, k);
        break;
      case 'impassable':
        paintImpassable(ctx, t, k);
        break;
    }
  }
  ctx.lineWidth = 0.12 * k;
  ctx.strokeStyle = '#2b2b2b';
  ctx.strokeRect(0, 0, TABLE_SIZE * k, TABLE_SIZE * k);
}
