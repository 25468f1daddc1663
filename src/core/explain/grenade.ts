// Grenades in words: readying one, throwing it, the dive for the ground after a botch, and what a
// blast does to each figure caught in it.
import type { BlastEffect } from '../rules/blast';
import type { EscapeBlastRoll, ReadyGrenadeResult, ThrowGrenadeOutcome } from '../rules/grenade';
import { diceList, passPhrase } from './phrases';
import type { Explanation } from './types';

export function explainReadyGrenade(r: ReadyGrenadeResult, who?: string): Explanation {
  const verdict = r.throwNow ? 'ready, and it may be thrown now' : 'ready, but it must wait for a later activation or a reaction';
  return {
    text: `${who ?? 'The figure'} readies a grenade (Rep ${r.rep}): rolled ${r.die}, ${passPhrase([r.die], r.rep)}: ${verdict}.`,
    table: r.ref, dice: [r.die], target: r.rep, modifiers: [],
  };
}

const THROW_VERDICTS = {
  onSpot: 'it lands on the spot',
  missed: 'it misses, though those near the spot still take a Crisis test',
  atFeet: "it drops at the thrower's feet, and everyone in the blast dives for the ground",
} as const;

export function explainThrowGrenade(r: ThrowGrenadeOutcome, who?: string): Explanation {
  if (!r.ok) return { text: `Can't throw: ${r.detail}.`, dice: [], modifiers: [] };
  const seen = r.ref.column === 'unseen' ? 'spot out of sight' : 'spot in sight';
  return {
    text: `${who ?? 'The figure'} throws a grenade (Rep ${r.rep}, ${seen}): rolled ${diceList(r.dice)} — ${passPhrase(r.dice, r.rep)}: ${THROW_VERDICTS[r.result]}.`,
    table: r.ref, dice: [...r.dice], target: r.rep, modifiers: [],
  };
}

export function explainEscapeBlast(e: EscapeBlastRoll): Explanation {
  const verdict = e.droppedProne ? 'flat on the ground in time, the blast passes over (Crisis test only)' : 'caught by the blast';
  return {
    text: `${e.id} dives for the ground (Rep ${e.rep}): rolled ${e.die}, ${passPhrase([e.die], e.rep)}: ${verdict}.`,
    table: e.ref, dice: [e.die], target: e.rep, modifiers: [],
  };
}

export function explainBlastEffect(b: BlastEffect, impact: number): Explanation {
  let text: string;
  if (b.escape === 'prone') text = `${b.id} is prone, so the blast passes over: a Crisis test, no damage.`;
  else if (b.escape === 'cover') text = `${b.id} is behind cover strong enough to stop Impact ${impact}: a Crisis test, no damage.`;
  else if (b.weakCover) text = `${b.id}'s cover is too weak for Impact ${impact}: a damage roll.`;
  else text = `${b.id} is caught in the open: a damage roll against Impact ${impact}.`;
  return { text, table: b.ref, dice: [], target: impact, modifiers: [] };
}
