// The PEF rolls in words: where a PEF starts, how far it creeps toward the player, and what it turns
// out to be when resolved.
import type { PefMovementResult, PefPlacement, PefResolutionResult } from '../rules/pef';
import { diceList, noteOf, passPhrase } from './phrases';
import type { Explanation } from './types';

const pefName = (who?: string): string => (who ? `PEF ${who}` : 'A PEF');

export function explainPefPlacement(p: PefPlacement, who?: string): Explanation {
  return {
    text: `${pefName(who)} is placed: rolled ${diceList(p.dice)}, so it starts in section ${p.section}.`,
    table: p.ref, dice: [...p.dice], modifiers: [],
  };
}

export function explainPefMovement(m: PefMovementResult, who?: string): Explanation {
  const verdict = m.inches > 0
    ? `it moves ${m.inches}" toward the player${m.preferCover ? ', ending in cover if it can' : ''}`
    : 'it stays where it is';
  return {
    text: `${pefName(who)} moves: rolled ${diceList(m.dice)} — ${passPhrase(m.dice, m.target)}: ${verdict}.`,
    table: m.ref, dice: [...m.dice], target: m.target, modifiers: [],
  };
}

const RESOLVED = {
  contact: 'contact, enemies are here',
  somethingsOutThere: "something's out there, but not here (the next PEF throws 3d6 and keeps the lowest two)",
  falseAlarm: 'a false alarm, nothing is here',
} as const;

export function explainPefResolution(r: PefResolutionResult, who?: string): Explanation {
  const dice = r.kept.length < r.dice.length
    ? `${diceList(r.dice)}, keeping the lowest two, ${diceList(r.kept)}`
    : diceList(r.dice);
  return {
    text: `Resolving ${who ? `PEF ${who}` : 'a PEF'}: rolled ${dice} — ${passPhrase(r.kept, r.target)}: ${RESOLVED[r.result]}.`,
    table: r.ref, dice: [...r.dice], target: r.target, modifiers: r.modifiers.map(noteOf),
  };
}
