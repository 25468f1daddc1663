// The log through the viewer's eyes (fog.ts, board/view.ts viewerSide): a line about an enemy the person's
// side has not seen gives neither its name nor its place. Its moves are "Movement heard.", its other doings
// (acting, turning, spotting, its own tests and wounds) are left out, and where it touches a known figure
// (a shot at one of ours, a grenade) it is "someone unseen". The events themselves keep everything: only the
// words, the line's figures and its place are cut.
import { canAct } from '../figures';
import { knownTo, vehicleKnownTo } from '../fog';
import type { ApEvent, ApState } from '../types';

export const UNSEEN = 'someone unseen';
export const HEARD = 'Movement heard.';

/** What an unseen enemy's doing of this kind tells the other side: nothing. */
const SILENT = new Set<ApEvent['type']>([
  'act',
  'ap',
  'stance',
  'turn',
  'seen',
  'damage',
  'wound',
  'unconscious',
  'marker',
  'failedMorale',
  'fallsBack',
  'surrender',
  'jam',
  'unjam',
  'setUp',
  'fumble',
  'iedFound',
]);

export type Fogged = { event: ApEvent; hidden: Set<string> } | { heard: true } | null;

/**
 * The event as the viewer may read it: unchanged (no viewer, or nothing unseen in it), "heard", left out
 * (null), or with the unseen figures' ids listed in `hidden` for the words to write as "someone unseen".
 *
 * `state` is the state after the step that made the event, `before` the state before it. A figure the viewer's
 * side saw as the step began stays named through it: a shot that fells the only friend who saw its shooter was
 * still fired by a figure the side knew (play-test 15: "Mercer acts with 3 AP." then "Someone unseen shoots at
 * Hunter", Hunter's side having seen Mercer until the shot took Hunter's eyes). A move is placed only where
 * the figure is seen at its end, so a walk out of sight stays "Movement heard." (decision 49).
 */
export function fogged(state: ApState | undefined, viewer: string | null, e: ApEvent, before?: ApState): Fogged {
  if (!state || !viewer) return { event: e, hidden: new Set() };
  const unseenIn = (s: ApState, id: string): boolean => {
    // An enemy vehicle the viewer's side has not seen (out of sight, or in cover and not spotted).
    const v = s.vehicles?.find((x) => x.id === id);
    if (v) return vehicleKnownTo(s, viewer, v) !== 'seen';
    const f = s.figures.find((x) => x.id === id);
    return !!f && f.side !== viewer && canAct(f) && knownTo(s, viewer, f) !== 'seen';
  };
  const unseen = (id: unknown): boolean => {
    if (typeof id !== 'string' || !unseenIn(state, id)) return false;
    if (e.type === 'move') return true;
    return !before || unseenIn(before, id);
  };
  const x = e as unknown as Record<string, unknown>;
  const ids = [
    x.figure,
    x.target,
    x.by,
    ...(['who', 'hits', 'kill', 'damage', 'order'] as const).flatMap((k) =>
      Array.isArray(x[k]) ? (x[k] as unknown[]) : [],
    ),
    // The AP line names its action's target inside its words ("spot w7"): the same fog as the test after it
    // (play-test 37: "Baker: spot Karim for 1 AP" above "Baker spot (someone unseen)").
    ...(e.type === 'ap' ? e.action.split(/\s+/) : []),
    // A reason names who caused it ("shot at by r2", "caught by r3's hand grenade"): an unseen one stays
    // unseen there too (play-test 8, 19: "Someone unseen shoots at Sgt Baker" above "shot at by Karim").
    ...('why' in e && typeof e.why === 'string' ? e.why.split(/\s+|'s\b/) : []),
  ];
  const hidden = new Set(ids.filter(unseen) as string[]);
  if (hidden.size === 0) return { event: e, hidden };
  const subjectHidden = hidden.has(x.figure as string);
  if (e.type === 'move' && subjectHidden) return { heard: true };
  if (subjectHidden && SILENT.has(e.type)) return null;
  // An unseen figure's test against another unseen one, or one of its spot rolls: nothing to hear.
  if (e.type === 'test' && subjectHidden && (e.test === 'spot' || !e.target || hidden.has(e.target))) return null;
  return { event: e, hidden };
}
