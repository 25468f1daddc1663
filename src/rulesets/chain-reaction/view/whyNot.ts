// "Why not?" for a refused order: when the engine refuses for want of a line of sight, the same sight
// check the overlay draws names what is in the way (facing away, a building, a hill crest, a figure,
// a friend ducked out of view), so the one line says which piece of terrain blocks.
// (Moved here from src/app: the app asks through the view's `refusal`.)
import type { Command } from '../engine/commands';
import type { FigureState, GameState } from '../state';
import { refusalCite } from '../reference/refusals';
import { worldOf } from '../engine/world';
import type { World } from '../../../geometry/world';
import { sightPreview } from './preview/sight';
import { plainPlaces } from '../explain/places';

/** The refusal with the blocker named when it is about sight between `from` and `to`. */
export function withBlocker(s: GameState, w: World, from: FigureState, to: FigureState, text: string): string {
  if (refusalCite(text)?.section !== 'lineOfSight') return text;
  const sp = sightPreview(s, w, from, to);
  if (sp.clear) return text;
  const what = sp.text.replace(/\.$/, '');
  return `${text}: ${what}`;
}

/** The figures a command aims from and at (fire, charge, retrieve), for naming a blocker. */
function pairOf(s: GameState, cmd: Command): [FigureState, FigureState] | undefined {
  const c = cmd as { figure?: string; target?: string; targets?: { figure: string }[] };
  const from = c.figure ? s.figures[c.figure] : undefined;
  const toId = c.target ?? c.targets?.[0]?.figure;
  const to = toId ? s.figures[toId] : undefined;
  return from && to ? [from, to] : undefined;
}

/** A refused command's reason, with the blocker named where sight was the reason. */
export function refusalText(s: GameState | undefined, cmd: Command, error: string): string {
  const pair = s && pairOf(s, cmd);
  const text = pair ? withBlocker(s, worldOf(s), pair[0], pair[1], error) : error;
  // Places by name and figures as people, as the log says them ("at Kurt's rear", not "at its rear").
  return s ? plainPlaces(text, s) : text;
}
