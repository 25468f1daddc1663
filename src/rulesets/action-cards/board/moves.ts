// The plain table's Move and Charge: a point for the selected figure to lead its group to, with the plain reason
// a point is refused, and the picture of where the straight line stops and why ("stops on entering the trees");
// a charge is a move at an enemy figure that ends in base contact, locking both groups in hand to hand.
import type { BoardPoint } from '../../../core/board';
import type { PreviewPicture } from '../../../core/rulesetView';
import { dist, dirFromDeg } from '../../../geometry/vec';
import type { AcCommand } from '../commands';
import { enemyFigures, measureLine, planMove } from '../move';
import { MEASURES } from '../tables';
import { impassableAt } from '../terrain';
import { type AcFigure, type AcGroup, type AcState, sideOf } from '../state';
import type { Stop } from '../vocab';
import { moveLength } from '../wording';
import type { Names } from './names';

const r1 = (x: number) => Math.round(x * 10) / 10;

/** Why a move ended, as the preview says it. */
export function stopWords(stop: Stop, by: string | undefined, n: Names, allowance: number): string {
  const what = by ? n.any(by) : 'it';
  switch (stop) {
    case 'reached':
      return 'gets there';
    case 'limit':
      return `stops at the end of its ${allowance}" move`;
    case 'feature':
      return `stops on entering ${what}`;
    case 'barrier':
      return `stops just past ${what}`;
    case 'contact':
      return `charges into contact with ${what}: hand to hand`;
    case 'impassable':
      return `stops short of ${what}`;
    case 'edge':
      return 'stops at the table edge';
    case 'blocked':
      return 'stops behind other figures';
  }
}

export type PointAnswer = { ok: true; command: AcCommand } | { ok: false; why: string };

/** The move command for a point, or why the group can't go there. */
export function moveTo(s: AcState, n: Names, g: AcGroup, f: AcFigure, at: BoardPoint): PointAnswer {
  const allowance = sideOf(s, g.side)!.faction.move;
  const to: [number, number] = [at[0], at[1]];
  if (g.burrowed) {
    if (impassableAt(s.terrain, to)) return { ok: false, why: `${n.group(g.id)} cannot come up on impassable ground` };
    const near = enemyFigures(s, g.side).find((e) => dist(e.at, to) < MEASURES.surfaceClear);
    if (near)
      return {
        ok: false,
        why: `too near ${n.figure(near.id)} (${r1(dist(near.at, to))}"): a burrowed group comes up at least ${MEASURES.surfaceClear}" from every enemy`,
      };
  }
  if (g.vehicle === 'road' || g.vehicle === 'offroad') {
    const d = dirFromDeg(f.facing ?? 0);
    const ahead = (to[0] - f.at[0]) * d[0] + (to[1] - f.at[1]) * d[1];
    const aside = Math.abs((to[0] - f.at[0]) * d[1] - (to[1] - f.at[1]) * d[0]);
    if (ahead < 0 || aside > 0.5) return { ok: false, why: 'a vehicle moves only straight ahead, the way it faces' };
  }
  const plan = planMove(s, g, { group: g.id, figure: f.id, to }, allowance);
  if (!plan.ok) return { ok: false, why: `${n.group(g.id)} cannot move there` };
  const m = plan.value;
  if (!g.burrowed && dist(m.from, m.stopAt) < 0.05)
    return {
      ok: false,
      why: `${n.figure(f.id)} cannot go that way: it ${stopWords(m.stop, m.by, n, allowance)} at once`,
    };
  return { ok: true, command: { do: 'move', group: g.id, figure: f.id, to } };
}

/** Where the move to a point would stop and why, drawn as the line gone (green when it gets there). */
export function movePicture(s: AcState, n: Names, g: AcGroup, f: AcFigure, at: BoardPoint): PreviewPicture {
  const allowance = sideOf(s, g.side)!.faction.move;
  const answer = moveTo(s, n, g, f, at);
  if (!answer.ok) return { lines: [{ from: f.at, to: at, ok: false }], note: answer.why };
  if (g.burrowed) return { lines: [{ from: f.at, to: at, ok: true }], note: `${n.group(g.id)} comes up here` };
  const line = measureLine(s, g, f, [at[0], at[1]], allowance);
  const lines: NonNullable<PreviewPicture['lines']> = [{ from: f.at, to: line.end, ok: line.stop === 'reached' }];
  if (line.stop !== 'reached') lines.push({ from: line.end, to: at, ok: false });
  return {
    lines,
    note: `${n.figure(f.id)} leads ${n.group(g.id)} over ${moveLength(dist(f.at, line.end), line.inside && { distance: line.inside.distance, piece: n.any(line.inside.piece) })} and ${stopWords(line.stop, line.by, n, allowance)}`,
  };
}

/** The enemy figures this figure's straight move would reach in base contact (a charge). */
export function chargeTargets(s: AcState, g: AcGroup, f: AcFigure): AcFigure[] {
  if (g.burrowed || g.flying || g.vehicle) return [];
  const allowance = sideOf(s, g.side)!.faction.move;
  return enemyFigures(s, g.side).filter((e) => {
    if (dist(e.at, f.at) > allowance + MEASURES.contact + 0.5) return false;
    const line = measureLine(s, g, f, e.at, allowance);
    if (line.stop !== 'contact') return false;
    return planMove(s, g, { group: g.id, figure: f.id, to: e.at }, allowance).ok;
  });
}
