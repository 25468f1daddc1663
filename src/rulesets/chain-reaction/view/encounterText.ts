// What the encounter asks, said once at the start, and how it ended, said in the right colour: the log's
// banner and the end line read these. Built from the encounter's own numbers (its turn limit, its winner)
// so the words can't drift from what the core decides.
import type { GameState } from '../state';
import { allOf } from '../../../core/allOf';
import { soloOf } from '../solo/types';

export type Tone = 'good' | 'bad' | 'neutral';

/** The side the player plays: the encounter's player, else the first side under human control. */
export function playerSide(s: GameState): string | undefined {
  return s.encounter?.player ?? s.sides.find((x) => x.control === 'human')?.id;
}

/** The turn limit and what it means, for the start of an encounter; nothing for a plain skirmish. */
export function turnLimitText(s: GameState): string | undefined {
  const enc = s.encounter;
  if (!enc) return undefined;
  const n = enc.turnLimit;
  // Both ways a Defend is won (docs/rules-notes/solo-engine.md): play-test 16 won one on turn 1, every PEF a
  // false alarm, under a banner that spoke only of the 20 turns.
  if (enc.kind === 'defend')
    return `Defend: you win by holding out for ${n} turns, or sooner if every PEF is resolved with no enemy left able to fight. ${defendAimText(s)}`;
  const kind = enc.kind === 'patrol' ? 'Patrol' : 'Raid';
  return `${kind}: at most ${n} turns. If the objective is not met by the end of turn ${n}, the encounter stops unfinished.`;
}

/**
 * What a Defend's enemy came for, and so how it wins, as far as it is known (play-test 8, 12: this line said the
 * enemy wins by getting into the building while the objective panel said its aim was unknown). The aim is
 * thrown when the first enemy is found (p.31): to kill or capture your group, or to take someone or something
 * from a building, which it must then find and get into while none of yours inside is carrying on.
 */
export function defendAimText(s: GameState): string {
  const aim = soloOf(s)?.defend;
  if (!aim)
    return 'What the enemy came for is learnt when the first enemy is found: to kill or capture your group (it wins if your force is gone), or to take someone or something from a building (it also wins by getting into that building while none of yours inside is carrying on).';
  if (aim.kind === 'killOrCapture')
    return 'The enemy came to kill or capture your group: it wins if your force is gone.';
  const which = aim.found ? 'the building it came for' : 'a building it has not found yet';
  return `The enemy came to take someone or something from ${which}: it wins by getting into that building while none of yours inside is carrying on, or if your force is gone.`;
}

/** "Turn 3 of 20" while an encounter runs. */
export function turnCountText(s: GameState): string | undefined {
  if (!s.encounter) return undefined;
  const n = Number(s.encounter.turnLimit);
  if (s.encounter.deploying) return 'Setting up';
  // Out of turns the encounter ends after its last: "All 20 turns played", never "Turn 21 of 20" (an old save
  // may still hold the turn after; play-test 3, 24).
  const outOfTurns = s.ended?.reason === 'timeUp' || s.ended?.reason === 'heldOut';
  return s.turn > n || outOfTurns ? `${allOf(n, 'turn')} played` : `Turn ${Math.max(1, s.turn)} of ${n}`;
}

/** Good when the player's side won, bad when another side did, neutral when nobody did (unfinished). */
export function endTone(
  s: Pick<GameState, 'ended' | 'encounter' | 'sides' | 'people'>,
  winner = s.ended?.winner,
): Tone {
  if (!winner) return 'neutral';
  // Head to head: whichever side won, a person at the screen won.
  if (s.people?.mode === 'headToHead') return 'good';
  return winner === screenSide(s as GameState) ? 'good' : 'bad';
}

/** The side the person at the screen is for: the player's side, and when the computer plays every side
 *  (Watch, even switched on part way) the first side, which a new battle always gives the player. Without
 *  this a win watched on the player's behalf was told in the losing colour. */
export function screenSide(s: GameState): string | undefined {
  return playerSide(s) ?? s.sides[0]?.id;
}
