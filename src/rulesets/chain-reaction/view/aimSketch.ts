// What Chain Reaction draws while the selected figure points in a mode (core/pointerOrders.ts AimPart.sketch):
// the fire swath with its targets and dice (or a bursting round's blast circle), the grenade's reach and blast
// circle with who is caught, the charge's reach and path, and the friends or enemies out of the fight in reach
// of a retrieve. Moved from scenes/table/overlays.ts unchanged (same strokes in the same order, same words).
import type { AimLook } from '../../../core/pointerOrders';
import type { Sketch, Stroke } from '../../../core/sketch';
import { clipPolygonToBox } from '../../../geometry/clip';
import type { Vec } from '../../../geometry/shapes';
import { TABLE_SIZE } from '../../../geometry/shapes';
import type { FigureState, GameState } from '../state';
import { WEAPONS, type WeaponStats } from '../tables/weapons';
import { blastPreview, THROW_REACH } from './preview/blast';
import { chargePreview } from './preview/charge';
import { swathPreview } from './preview/fire';
import { DICE_BG, perState } from './tableSketches';
import { tableWorld } from './tablePointer';

const TABLE_BOX = { minX: 0, minY: 0, maxX: TABLE_SIZE, maxY: TABLE_SIZE } as const;
const swaths = perState<ReturnType<typeof swathPreview>>();
const charges = perState<ReturnType<typeof chargePreview>>();

function circlePts(c: Vec, r: number): Vec[] {
  const out: Vec[] = [];
  for (let i = 0; i < 32; i++)
    out.push([c[0] + Math.cos((i / 32) * Math.PI * 2) * r, c[1] + Math.sin((i / 32) * Math.PI * 2) * r]);
  return out;
}

/** A circle filled, cut to the table, and its edge. */
const blastCircle = (at: Vec, r: number, fill: number, fillAlpha: number, edge: number): Stroke[] => [
  { kind: 'fill', points: clipPolygonToBox(circlePts(at, r), TABLE_BOX), colour: fill, alpha: fillAlpha },
  { kind: 'ring', at, r, width: 2, colour: edge, alpha: 0.9 },
];

function fire(s: GameState, sel: FigureState, hov: FigureState | undefined, look: AimLook): Sketch {
  const aimed = look.aim.targets;
  const first = aimed[0]?.figure ?? (hov && hov.side !== sel.side ? hov.id : undefined);
  if (!first) return { strokes: [], note: { text: `Point at an enemy in ${sel.id}'s sight to aim.`, tone: 'info' } };
  const get = (side: 'left' | 'right') =>
    swaths(s, `${sel.id}>${first}:${side}`, () => swathPreview(s, tableWorld(s), sel, first, side));
  let side: 'left' | 'right' = aimed.length ? look.aim.side : 'right';
  if (!aimed.length) {
    const l = get('left'),
      r = get('right');
    if (l.ok && r.ok && l.targets.length > r.targets.length) side = 'left';
  }
  const sw = get(side);
  const to = s.figures[first]!.at;
  if (!sw.ok)
    return {
      strokes: [{ kind: 'line', from: sel.at, to, width: 2, colour: 0xff4d4d, alpha: 0.8 }],
      note: { text: `Can't fire at ${first}: ${sw.reason}.`, tone: 'bad' },
    };
  const blast = (WEAPONS[sel.weapon] as WeaponStats).blast;
  if (blast)
    // A round that bursts (p.20): a blast circle on the target, not a swath; one target only.
    return {
      strokes: [
        { kind: 'line', from: sel.at, to, width: 2, colour: 0xffa040, alpha: 0.9 },
        ...blastCircle(to, blast / 2, 0xff5a3a, 0.2, 0xff5a3a),
        { kind: 'ring', at: to, r: 0.85, width: 4, colour: aimed.length ? 0xff3030 : 0x3ee86b, alpha: 1 },
      ],
      note: {
        text: `${WEAPONS[sel.weapon].label} at ${first}: on target, a ${blast}" blast circle bursts here.${aimed.length ? '' : ' Click to aim.'}`,
        tone: 'good',
      },
    };
  const wedge = clipPolygonToBox(sw.wedge, TABLE_BOX);
  const strokes: Stroke[] = [
    { kind: 'fill', points: wedge, colour: 0xffa040, alpha: 0.14 },
    { kind: 'path', points: wedge, width: 1.5, colour: 0xffa040, alpha: 0.7, closed: true },
    { kind: 'line', from: sel.at, to, width: 2, colour: 0xffa040, alpha: 0.9 },
  ];
  for (const t of sw.targets)
    strokes.push({ kind: 'ring', at: s.figures[t.id]!.at, r: 0.7, width: 3, colour: 0x3ee86b, alpha: 0.95 });
  for (const x of sw.excluded)
    if (x.why !== 'notTarget' && x.why !== 'outside')
      strokes.push({ kind: 'ring', at: s.figures[x.id]!.at, r: 0.7, width: 2, colour: 0x999999, alpha: 0.8 });
  for (const t of aimed) {
    const at = s.figures[t.figure]!.at;
    strokes.push(
      { kind: 'ring', at, r: 0.85, width: 4, colour: 0xff3030, alpha: 1 },
      { kind: 'label', at, text: `${t.dice}d`, bg: DICE_BG, dy: 24 },
    );
  }
  const names = sw.targets.map((t) => t.id).join(', ');
  if (!aimed.length)
    return {
      strokes,
      note: {
        text: `Aim at ${first}: the ${sw.width}" swath to the ${side} holds ${names}. Click to aim.`,
        tone: 'good',
      },
    };
  const hovEx = hov ? sw.excluded.find((x) => x.id === hov.id) : undefined;
  return {
    strokes,
    note: { text: hovEx ? hovEx.reason : `Swath (${side}, S to switch): ${names}.`, tone: hovEx ? 'bad' : 'info' },
  };
}

function grenade(s: GameState, sel: FigureState, pointer: Vec): Sketch {
  const b = blastPreview(s, tableWorld(s), sel, pointer);
  const strokes: Stroke[] = [
    { kind: 'ring', at: sel.at, r: THROW_REACH, width: 2, colour: 0xffffff, alpha: 0.8, dashed: true },
    ...blastCircle(pointer, b.circle.radius, b.inReach ? 0xff5a3a : 0x888888, 0.22, b.inReach ? 0xff5a3a : 0x999999),
  ];
  for (const m of b.members)
    strokes.push({
      kind: 'ring',
      at: s.figures[m.id]!.at,
      r: 0.68,
      width: 3,
      colour: m.escape ? 0xffd24a : 0xff3030,
      alpha: 1,
    });
  const who = b.members.map((m) => m.reason).join('; ') || 'nobody inside the circle';
  if (!b.inReach)
    return {
      strokes,
      note: { text: `Too far: ${b.distance.toFixed(1)}" (a grenade reaches ${THROW_REACH}"). ${who}`, tone: 'bad' },
    };
  return {
    strokes,
    note: {
      text: `Throw ${b.distance.toFixed(1)}", spot ${b.spotVisible ? 'in view' : 'out of view'}. Odds: ${b.odds}. Inside: ${who}`,
      tone: 'info',
    },
  };
}

function charge(s: GameState, sel: FigureState, hov: FigureState | undefined): Sketch {
  if (!hov || hov.side === sel.side)
    return { strokes: [], note: { text: 'Point at the enemy to charge.', tone: 'info' } };
  const c = charges(s, `${sel.id}>${hov.id}`, () => chargePreview(s, sel, hov));
  const strokes: Stroke[] = [
    { kind: 'ring', at: hov.at, r: 6, width: 2, colour: c.ok ? 0x3ee86b : 0xff4d4d, alpha: 0.8, dashed: true },
  ];
  if (c.path) strokes.push({ kind: 'path', points: c.path, width: 4, colour: 0x3ee86b, alpha: 0.9 });
  strokes.push({
    kind: 'line',
    from: c.path?.[c.path.length - 1] ?? sel.at,
    to: hov.at,
    width: 2,
    colour: c.ok ? 0x3ee86b : 0xff4d4d,
    alpha: 0.7,
  });
  return {
    strokes,
    note: { text: c.ok ? `${c.text}. Charge test: ${c.odds}` : `Can't charge: ${c.text}`, tone: c.ok ? 'good' : 'bad' },
  };
}

function retrieve(s: GameState, sel: FigureState): Sketch {
  const strokes: Stroke[] = [];
  for (const f of Object.values(s.figures))
    if (f.status === 'outOfTheFight' && !f.carriedBy && Math.hypot(f.at[0] - sel.at[0], f.at[1] - sel.at[1]) <= 8)
      strokes.push({ kind: 'ring', at: f.at, r: 0.7, width: 3, colour: 0x7ae0ff, alpha: 1 });
  return {
    strokes,
    note: {
      text: 'Click a figure that is out of the fight (ringed) to retrieve a friend or take an enemy.',
      tone: 'info',
    },
  };
}

/** The sketch of the mode the selected figure points in; undefined for a mode drawn otherwise. */
export function aimSketch(s: GameState, look: AimLook): Sketch | undefined {
  const sel = s.figures[look.shooter];
  if (!sel) return undefined;
  const hov = look.hover ? s.figures[look.hover] : undefined;
  const pointer: Vec = [look.pointer[0], look.pointer[1]];
  if (look.mode === 'fire') return fire(s, sel, hov, look);
  if (look.mode === 'throw') return grenade(s, sel, pointer);
  if (look.mode === 'charge') return charge(s, sel, hov);
  if (look.mode === 'retrieve') return retrieve(s, sel);
  return undefined;
}
