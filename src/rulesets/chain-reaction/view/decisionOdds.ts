// Odds where the player decides: a question whose answer leads to a throw (a second try at a Challenge,
// a grenade thrown as a reaction) says the chances of that throw, and the Grenade button says those of
// readying one. Each from the rule's own odds function.
import type { DecisionRequest } from '../engine/decisions';
import type { FigureState, GameState } from '../state';
import { challengeOdds } from '../rules/challenge';
import { readyGrenadeOdds, throwGrenadeOdds } from '../rules/grenade';
import { explainOdds } from '../explain/odds';
import { decisionOddsText, readyGrenadeTitle } from '../explain/coach';

export function decisionOdds(s: GameState, d: DecisionRequest): string | undefined {
  const f = s.figures[d.figure];
  if (!f) return undefined;
  if (d.kind === 'challengeRetry')
    return decisionOddsText(d.kind, explainOdds(challengeOdds({ rep: f.rep, reroll: true })));
  if (d.kind === 'reactionGrenade')
    return decisionOddsText(d.kind, explainOdds(throwGrenadeOdds({ rep: f.rep, spotVisible: true })));
  return undefined;
}

/** The Grenade button's title when pressing it readies a grenade (a throw against Rep). */
/** Why the Fire button is greyed for this figure, when the reason is its own (play-test 11c: the tooltip still said "Aim and fire"). */
export function fireButtonTitle(f: FigureState | undefined): string | undefined {
  if (!f) return undefined;
  if (f.ammo === 'outOfAmmo') return `${f.id} is out of ammo: reload first (R)`;
  if (f.fired) return `${f.id} has already fired this activation`;
  return undefined;
}

export function grenadeButtonTitle(f: FigureState | undefined): string | undefined {
  if (!f || f.grenade === 'now') return undefined;
  return readyGrenadeTitle(f.id, explainOdds(readyGrenadeOdds({ rep: f.rep })));
}
