// What Chain Reaction draws on the table while a step is picked or a move is dragged (core/sketch.ts): the 2"
// step circle with the walk and whom the figure would see from its end, and the move ruler with its label. Moved
// from scenes/table/overlays.ts unchanged (same strokes, colours and words).
import type { Sketch } from '../../../core/sketch';
import type { StepPick } from '../../../core/pointerOrders';
import type { GameState } from '../state';
import { stepPreview } from './preview/step';
import { movePreview } from './preview/move';
import { simplify } from '../../../geometry/simplify';

/** Where a group member would step before the In Sight test, and whom it would see from there. */
export function stepSketch(s: GameState, pick: StepPick, pointer: readonly [number, number]): Sketch {
  const sp = stepPreview(s, pick, pointer);
  const strokes: Sketch['strokes'] = [
    { kind: 'ring', at: pick.from, r: pick.reach, width: 2, colour: 0xfff2a8, alpha: 0.9, dashed: true },
    { kind: 'line', from: pick.from, to: sp.end, width: 3, colour: sp.complete ? 0xffffff : 0xffe08a, alpha: 0.95 },
  ];
  if (!sp.complete)
    strokes.push({ kind: 'line', from: sp.end, to: sp.target, width: 2, colour: 0xffe08a, alpha: 0.6, dashed: true });
  strokes.push({ kind: 'ring', at: sp.end, r: 0.5, width: 2, colour: 0xffffff, alpha: 0.9 });
  for (const id of sp.inView)
    strokes.push({ kind: 'line', from: sp.end, to: s.figures[id]!.at, width: 2, colour: 0x3ee86b, alpha: 0.8 });
  const seen = sp.inView.length
    ? `in sight of ${sp.inView.join(', ')}: takes part in the test`
    : 'sees no enemy from there';
  const short = sp.complete ? '' : ' (slow ground stops it short)';
  return {
    strokes,
    note: {
      text: `${pick.figure} steps ${sp.inches.toFixed(1)}"${short}; ${seen}. Click to step there.`,
      tone: sp.inView.length ? 'good' : 'info',
    },
  };
}

/** The move ruler: where the walk along the dragged path ends, and its label. */
export function dragSketch(
  s: GameState,
  figure: string,
  path: readonly (readonly [number, number])[],
  fast: boolean,
): Sketch | undefined {
  const f = s.figures[figure];
  if (!f) return undefined;
  // The path as the drop will send it (app/controller.ts simplifies the drag before it becomes a move): the
  // raw drag can bend round a lake's corner that the simplified line clips (play-test 15a: the ruler said
  // 14.9" and the move stopped after 1.3" at the lake).
  const mp = movePreview(s, f, simplify([f.at, ...path]).slice(1), fast);
  // A path longer than the allowance, or past the table's edge, is still a move: the drop cuts it where the
  // allowance runs out or at the edge (pointerOrders.ts fitCommand).
  const ok = mp.made || mp.result.stopped === 'allowance' || mp.result.stopped === 'tableEdge';
  return {
    strokes: [
      { kind: 'path', points: mp.result.path, width: 4, colour: ok ? 0xffffff : 0xffe08a, alpha: 0.95 },
      { kind: 'disc', at: mp.result.at, r: 0.2, colour: ok ? 0xffffff : 0xffb020, alpha: 1 },
      { kind: 'ring', at: mp.result.at, r: 0.5, width: 2, colour: 0xffffff, alpha: 0.7 },
    ],
    note: { text: mp.label, tone: ok ? 'good' : 'bad' },
  };
}
