// The set-up before turn 1, for the table (core RulesetView setUpZone, placing): the zone the group may start
// in (sections 7-9), and whether a dragged figure may stand at a spot, by the engine's own check
// (solo/deploy.ts checkPlacement), so the picture can't promise more than the engine takes.
import type { GameState } from '../state';
import { checkPlacement, DEPLOY_ZONE, isDeploying } from '../solo/deploy';
import { placementRefusedText } from '../explain/deployment';

const ZONE: readonly (readonly [number, number])[] = [
  [DEPLOY_ZONE.left, DEPLOY_ZONE.top],
  [DEPLOY_ZONE.right, DEPLOY_ZONE.top],
  [DEPLOY_ZONE.right, DEPLOY_ZONE.bottom],
  [DEPLOY_ZONE.left, DEPLOY_ZONE.bottom],
];

export function setUpZone(s: GameState): readonly (readonly [number, number])[] | undefined {
  return isDeploying(s) ? ZONE : undefined;
}

export function placing(
  s: GameState,
  figure: string,
  at: readonly [number, number],
): { ok: boolean; text: string } | undefined {
  const f = s.figures[figure];
  if (!f || !isDeploying(s)) return undefined;
  const why = checkPlacement(s, [{ figure, at: [at[0], at[1]] }]);
  return why
    ? { ok: false, text: `Can't place here: ${placementRefusedText(why)}.` }
    : { ok: true, text: `Place ${f.id} here (${at[0].toFixed(1)}, ${at[1].toFixed(1)}).` };
}
