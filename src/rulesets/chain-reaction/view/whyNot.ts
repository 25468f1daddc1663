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

const CANT_FIRE_BACK = /^(\S+) would fire back but can't: \1 has no line of sight to (\S+)\.$/;

/**
 * "Tamsin would fire back but can't: Teo is behind her …" in place of "no line of sight", right after Teo
 * shot her (play-test 35): sight is one-way when the one who fires back faces away, and a blocker is named.
 * Worked out from the table as it stands; when that shows a clear line now, the engine's words stay.
 */
export function cantFireBackLine(text: string, s: GameState): string {
  const m = CANT_FIRE_BACK.exec(text);
  const me = m && s.figures[m[1]!];
  const them = m && s.figures[m[2]!];
  if (!me || !them) return text;
  const sp = sightPreview(s, worldOf(s), me, them);
  if (sp.clear) return text;
  if (sp.reason === 'outsideArc')
    return `${me.id} would fire back but can't: ${them.id} is behind ${me.id}, who faces away (a figure sees only to its front half).`;
  const what = sp.text.replace(/\.$/, '');
  return `${me.id} would fire back but has no line of sight to ${them.id}: ${what}.`;
}
