// The own-dice prompt's words (core/rulesetView.ts DiceAskView): what the roll decides, how many dice, the
// target and exact odds (explain/diceAsk.ts), and what the step has told so far, as the log says it.
import type { DiceAsk } from '../../../core/dice/entered';
import type { DiceAskView } from '../../../core/rulesetView';
import type { GameEvent } from '../engine/events';
import type { GameState } from '../state';
import { diceAskWords, hitsOddsText } from '../explain/diceAsk';
import { keptDice } from '../explain/roll';
import { eventText } from '../explain/eventText';
import { plainPlaces, sideName } from '../explain/places';
import { explainRoll } from '../explain/roll';
import { shownEventText } from './names';
import { MISS_REASON_LABELS, RANGED_COMBAT_TABLE } from '../tables/rangedCombat';
import { whose } from '../explain/phrases';
import { afterFatalWhy, fatalHit, runBefore } from './damageWords';
import { damageDiceSentence, whoseDiceTitle } from './ownDiceWords';

/** The prompt for one roll; sides by the game's names for them ("the soldiers"), never their ids. */
export function diceAskView(s: GameState | undefined, ask: DiceAsk, before: readonly GameEvent[]): DiceAskView {
  // Only a side's id is renamed: a figure's id is its name (sideName would call any unknown id "the enemy").
  // A PEF's id ("b23-pef1", "pef2") is said as the log says it: "the PEF from the … building", "PEF 2"
  // (play-test 3, 21).
  const name = (id: string) =>
    (s && s.sides.some((x) => x.id === id) && sideName(s, id)) || (s && pefName(id, s)) || id;
  // The rolls already entered in this step are among `before`: nothing is logged until its last roll is in.
  const sofar = before
    .map((e) => (e.type === 'roll' ? explainRoll(e, name).text : s ? shownEventText(e, s) : eventText(e)))
    .filter((t): t is string => !!t)
    .slice(-5);
  const shooter = ask.purpose === 'rangedCombat' && s ? s.figures[ask.who[0] ?? ''] : undefined;
  const asked = diceAskWords(ask, name, (id) => s?.figures[id]?.rep);
  const misses = shooter && s ? shooterMisses(s, shooter.id, before) : undefined;
  // Head to head: the prompt names whose dice these are, not "Your dice" (play-test 2, 20).
  const mine = whoseDiceTitle(s, ask);
  const damage = shooter && s ? damageDiceSentence(s, shooter.id) : undefined;
  const words = {
    ...asked,
    ...(mine ? { title: asked.title.replace(/^Your dice/, mine) } : {}),
    // Your hit's damage dice are the target's roll, so the game may throw them (play-test 2, 17): said here.
    ...(damage ? { decides: `${asked.decides}${/[.!?]$/.test(asked.decides) ? '' : '.'} ${damage}` } : {}),
    // "No target" read as if there were no target figure (play-test 33): say how each die is read instead.
    ...(shooter && s ? { targetText: rangedReading(shooter.id, shooter.rep, misses) } : {}),
    // A snap shot's dice hit on the same faces whoever the target: its odds are known before the throw (a
    // Rep 3 shooter's pitiful shot and a shotgun's best of six are left out).
    ...(misses && shooter && shooter.rep >= 4 && !keptDice(ask, ask.count)
      ? { oddsText: hitsOddsText(ask.count, Math.min(6, shooter.rep - 3)) }
      : {}),
  };
  const whyYours = s ? ownerlessWhy(s, ask) : undefined;
  if (whyYours) words.decides = `${words.decides}${/[.!?]$/.test(words.decides) ? '' : '.'} ${whyYours}`;
  const doubles = doublesBefore(ask, before);
  if (doubles !== undefined)
    // Activation doubles are thrown again (play-test 2, 15): the prompt says so, not the same question twice.
    return {
      ...words,
      title: `${words.title}: doubles, throw again`,
      decides: `The last throw was doubles (${doubles} and ${doubles}), so the activation dice are thrown again. ${words.decides}`,
      sofar,
    };
  const dead = deadBefore(s, ask, before);
  if (dead)
    // A Recover test after another hit of the same shot was obviously dead (play-test 2, 21): the rules
    // still throw it (RULINGS: each hit over the Impact gets its own), so the box says it can't matter.
    return {
      ...words,
      title: `${words.title}: already dead from hit ${dead.hit}`,
      decides: `${afterFatalWhy(dead.figure, dead.hit, dead.starPower)} ${words.decides}`,
      sofar,
    };
  const tie = tiedBefore(ask, before);
  if (tie === undefined) return { ...words, sofar };
  // A tied In Sight is thrown again (play-test 32): the prompt says so, or it reads as the same question twice.
  const each = `${tie} ${tie === 1 ? 'success' : 'successes'}`;
  return {
    ...words,
    title: `${words.title}: tied, throw again`,
    decides: `The last throw was a tie at ${each} each, so the In Sight dice are thrown again. ${words.decides}`,
    sofar,
  };
}

/** For a Recover test after hits on the same figure: the hit that was obviously dead, if one was. */
function deadBefore(
  s: GameState | undefined,
  ask: DiceAsk,
  before: readonly GameEvent[],
): { figure: string; hit: number; starPower: boolean } | undefined {
  const figure = ask.who[0];
  if (ask.purpose !== 'recover' || !figure) return undefined;
  const hit = fatalHit(runBefore(before, before.length, figure));
  if (!hit) return undefined;
  // Star Power is thrown after the Recover tests when the figure has dice left (engine/damage.ts).
  return { figure, hit, starPower: (s?.figures[figure]?.starPower ?? 0) > 0 };
}

/** The face of the last activation throw in this step when it was doubles (this ask is then its re-throw). */
function doublesBefore(ask: DiceAsk, before: readonly GameEvent[]): number | undefined {
  if (ask.purpose !== 'activation') return undefined;
  const last = before.filter((e) => e.type === 'roll' && e.purpose === 'activation').at(-1);
  if (last?.type !== 'roll' || last.dice.length < 2) return undefined;
  // As the activation rule reads it: any two sides with the same face are doubles.
  return last.dice.find((d, i) => last.dice.indexOf(d) !== i);
}

/** The successes of the last In Sight throw for the same figures, when this ask is its re-throw after a tie. */
function tiedBefore(ask: DiceAsk, before: readonly GameEvent[]): number | undefined {
  if (ask.purpose !== 'inSight') return undefined;
  const key = ask.who.join(',');
  let last: number | undefined;
  for (const e of before) {
    // A test ends the throw it belongs to: a later In Sight starts from nothing.
    if (e.type === 'test') last = undefined;
    else if (e.type === 'roll' && e.purpose === 'inSight' && e.who?.join(',') === key) last = e.successes ?? 0;
  }
  return last;
}

/** Faces that give totals min..max with this Rep: "a 3", "a 5 or 6", "1-2"; undefined when no face does. */
function faces(min: number, max: number, rep: number): string | undefined {
  const lo = Math.max(1, min - rep);
  const hi = Math.min(6, max - rep);
  if (lo > hi) return undefined;
  return lo === hi ? `a ${lo}` : hi - lo === 1 ? `a ${lo} or ${hi}` : `${lo}-${hi}`;
}

/**
 * How a shooting die reads, from the Ranged Combat table and the shooter's Rep: "Each die + Cole's Rep 5:
 * a 5 or 6 (10 or more) is a hit; a 4 (9) is a hit unless: …; a 1 or 2 (7 or less) is a miss."
 */
export function rangedReading(who: string, rep: number, known?: ShooterMiss): string {
  // A snap shot or a fast-moved shooter misses on an 8 or 9 whatever the target: the rule that applies is
  // said, not listed among the exceptions (play-test 10a, 6).
  if (known) {
    const hit = faces(10, Number.POSITIVE_INFINITY, rep);
    const why =
      known === 'snapFire'
        ? 'snap fire'
        : known === 'shooterFastMoving'
          ? `${who} fast-moved`
          : `snap fire, as ${who} carries ${known.carrying}`;
    return hit
      ? `Each die + ${whose(who)} Rep ${rep}, ${why}: only ${hit} (10 or more) hits; any other face misses.`
      : `Each die + ${whose(who)} Rep ${rep}, ${why}: no face reaches 10, so every die misses.`;
  }
  const parts: string[] = [];
  for (const row of [...RANGED_COMBAT_TABLE.rows].reverse()) {
    const f = faces(row.min, row.max, rep);
    if (!f) continue;
    const total = row.id === '10+' ? '10 or more' : row.id === '3-7' ? '7 or less' : row.id;
    const labels = row.missIf === 'always' ? [] : row.missIf.map((m) => MISS_REASON_LABELS[m].toLowerCase());
    const or = labels.length < 2 ? labels.join('') : `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)!}`;
    const unless = row.missIf === 'always' ? 'is a miss' : labels.length ? `is a hit unless: ${or}` : 'is a hit';
    parts.push(`${f} (${total}) ${unless}`);
  }
  return `Each die + ${whose(who)} Rep ${rep}: ${parts.join('; ')}.`;
}

/** Why the shooter misses on an 8 or 9 whatever the target; a carrier's snap fire names the friend carried. */
type ShooterMiss = 'snapFire' | 'shooterFastMoving' | { readonly carrying: string };

/**
 * What the state and this step's events already tell about the shooter: a snap shot (a Crisis or charge test
 * that said so, not yet followed by his fire, or a friend carried) or a fast move this activation.
 */
function shooterMisses(s: GameState, id: string, before: readonly GameEvent[]): ShooterMiss | undefined {
  const f = s.figures[id];
  if (!f) return undefined;
  // Carrying alone makes every shot a snap shot: say whom, as the log line does ("snap fire: carrying Bo").
  if (f.carrying) return { carrying: f.carrying };
  for (let i = before.length - 1; i >= 0; i--) {
    const e = before[i]!;
    if (e.type === 'fire' && e.figure === id) break;
    if (e.type !== 'test') continue;
    if (e.test === 'chargeIntoMelee' && e.figures?.[1] === id) {
      if (e.result === 'targetSnapFires') return 'snapFire';
      break;
    }
    if (e.result === 'snapFire' && (e.figure === id || e.figures?.includes(id))) return 'snapFire';
  }
  if (f.fastMoved && s.active?.figures.includes(id)) return 'shooterFastMoving';
  return undefined;
}

/** A PEF's id as the log names it, lower case to sit inside a sentence; undefined for any other id. */
function pefName(id: string, s: GameState): string | undefined {
  if (!/^(?:[\w]+-)?pef\d+$/.test(id)) return undefined;
  const t = plainPlaces(id, s);
  return t.startsWith('The ') ? `t${t.slice(1)}` : t;
}

/**
 * Why a roll that is no figure's nor side's comes to you (play-test 3, 21; play-test 4, 22). Such a roll
 * (a PEF's, How Many Enemy) is the table's: nobody of its own sits at it, so the person running the solo
 * game throws it, as at a real table; the menu says the same. An enemy recruit is the enemy's roll
 * (engine/enteredDice.ts rollOwner): the computer throws it.
 */
export function ownerlessWhy(s: GameState, ask: DiceAsk): string | undefined {
  if (ask.who.some((id) => s.figures[id] || s.sides.some((x) => x.id === id))) return undefined;
  const what =
    ask.purpose.startsWith('pef') || ask.purpose === 'howManyEnemy'
      ? "This roll is the table's, for the PEF"
      : "This roll is the table's";
  return `${what}: it belongs to no side, so whoever runs the solo game throws it, as at a real table. The computer throws only for its own figures (the damage your hits do to them too) and its recruits.`;
}
