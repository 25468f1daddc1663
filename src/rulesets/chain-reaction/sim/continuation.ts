// Chain Reaction played on from a position, for the battle odds (core/odds/): the dice reseeded and every side
// the computer's. No `fog`: what the player can't know here is never in the state. An unresolved PEF holds
// nothing until it is resolved (the PEF Resolution and How Many Enemy rolls are thrown then), and a building's
// PEF, the Raid's objective and the Defend's are found the same way, so each continuation's own dice draw them
// fresh. The what-ifs: one of the player's figures a Rep point better or worse, carrying another weapon, or
// standing in the nearest woods (sim/woods.ts), as if it had started there.
import type { ContinuationPart } from '../../../core/ruleset';
import { seededDice } from '../../../core/dice/source';
import type { Weapon } from '../../../core/vocab';
import type { FigureState, GameState } from '../state';
import { isActiveStatus } from '../engine/world';
import { woodsSpot } from './woods';

/** The weapons a what-if offers to swap in, as the book names them. */
const SWAPS: readonly { weapon: Weapon; words: string }[] = [
  { weapon: 'AR', words: 'an assault rifle' },
  { weapon: 'SAW', words: 'a SAW' },
];

/** The figures a what-if is about: those of the sides a person plays (every side's, when none is). */
function playerFigures(state: GameState): FigureState[] {
  const people = state.sides.filter((s) => s.control === 'human');
  const sides = people.length ? people : state.sides;
  return sides.flatMap((s) => s.figures.map((id) => state.figures[id]!)).filter((f) => f && isActiveStatus(f));
}

function variantsOf(state: GameState): { id: string; label: string }[] {
  const out: { id: string; label: string }[] = [];
  for (const f of playerFigures(state)) {
    if (f.rep < 6) out.push({ id: `${f.id}:rep:${f.rep + 1}`, label: `${f.id} with Rep ${f.rep + 1}` });
    if (f.rep > 2) out.push({ id: `${f.id}:rep:${f.rep - 1}`, label: `${f.id} with Rep ${f.rep - 1}` });
    for (const s of SWAPS)
      if (f.weapon !== s.weapon) out.push({ id: `${f.id}:weapon:${s.weapon}`, label: `${f.id} with ${s.words}` });
    const woods = woodsSpot(state, f);
    if (woods) {
      const away = Math.hypot(woods[0] - f.at[0], woods[1] - f.at[1]);
      out.push({ id: `${f.id}:woods:`, label: `${f.id} started in the woods (${away.toFixed(1)}" away)` });
    }
  }
  return out;
}

export const crContinuation: ContinuationPart<GameState> = {
  reseed: (state, seed) => ({
    ...state,
    // A fresh stream: the file's scripted throws and any entered dice are the game's own, not the continuation's.
    dice: seededDice(seed),
    sides: state.sides.map((s) => ({ ...s, control: 'ai' as const })),
  }),
  variants: variantsOf,
  vary(state, id) {
    if (!variantsOf(state).some((v) => v.id === id)) return undefined;
    const [figure, what, value] = id.split(':') as [string, string, string];
    const f = state.figures[figure]!;
    if (what === 'woods') {
      // Set down on the spot as it stands; off any building floor it was on.
      const { floor: _floor, ...moved } = f;
      return { ...state, figures: { ...state.figures, [figure]: { ...moved, at: woodsSpot(state, f)! } } };
    }
    // A better or worse Rep is the figure's own only (a Star's Star Power dice stay as they are).
    const changed: FigureState = what === 'rep' ? { ...f, rep: Number(value) } : { ...f, weapon: value as Weapon };
    return { ...state, figures: { ...state.figures, [figure]: changed } };
  },
};
