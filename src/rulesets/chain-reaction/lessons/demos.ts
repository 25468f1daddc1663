// Small engine-backed demonstrations for lessons whose subject lies outside a battle (the dice, recruiting,
// after the battle). Each runs the real rule functions with the lesson's own dice (the scenario's scripted
// queue first, then its seed) and returns the lines to show, the rolls as events, and the state with its
// dice moved on, so a replay is exact and a live-dice replay simply rolls differently.
import { DiceBox } from '../../../core/dice/source';
import type { Roller } from '../../../core/dice/roll';
import { passCount } from '../../../core/dice/read';
import type { GameState } from '../state';
import type { GameEvent } from '../engine/events';
import { explainOdds } from '../explain/odds';
import { distribution } from '../odds/enumerate';
import { maxGrunts } from '../rules/recruiting';
import { newRoster, ROSTER_VERSION, type Roster } from '../solo/roster';
import { afterEncounter } from '../solo/afterEncounter';
import { FORCE_MODIFIER, RECRUITING_MODIFIERS, recruitingRow, type Force } from '../tables/recruiting';
import { patrolReconComplete, patrolReconSection } from '../rules/encounterObjectives';
import { encounterEndText } from '../explain/encounter';
import { forYou } from '../view/peopleWords';
import { TURN_LIMITS } from '../solo/setup';
import { PATROL_SPOTS } from './patrolSpots';

export interface DemoResult {
  lines: string[];
  events: GameEvent[];
  state: GameState;
}

type Demo = (state: GameState, roll: Roller) => string[];

/** The player's side: the first side played by a person (else the first side). */
function playerSide(state: GameState) {
  return state.sides.find((s) => s.control === 'human') ?? state.sides[0]!;
}

const DEMOS: Record<string, Demo> = {
  /** Passing dice against a Rep, counting successes, and the odds of each. */
  dice: (_state, roll) => {
    const lines: string[] = [];
    const pass = roll({ purpose: 'challenge', count: 2, target: 4, who: ['a Rep 4 figure'], read: 'pass' });
    lines.push(`2d6 against Rep 4: ${pass.join(' and ')}, so ${passCount(pass, 4)} passed.`);
    const odds = distribution(
      (r) => passCount(r({ purpose: 'challenge', count: 2, target: 4 }), 4),
      (n) => String(n),
    );
    lines.push(`Every way 2d6 can fall against Rep 4: ${explainOdds(odds, (k) => `${k} passed`)}.`);
    const looking = roll({ purpose: 'inSight', count: 4, who: ['a Rep 4 leader'], read: 'successes' });
    const hits = looking.filter((d) => d <= 3).length;
    lines.push(`4d6 looking for successes: ${looking.join(', ')}, so ${hits} success${hits === 1 ? '' : 'es'}.`);
    return lines;
  },
  /** The Star recruits a first group: one roll per point of Rep. */
  recruit: (state, roll) => {
    const side = playerSide(state);
    const star = side.figures.map((id) => state.figures[id]!).find((f) => f.star) ?? state.figures[side.figures[0]!]!;
    const lines = [`${star.id} is Rep ${star.rep}, so may hold up to ${maxGrunts(star.rep)} Grunts.`];
    // Each die with the force's change and the Rep it gives (play-test 10a, 8: the raw faces alone left the
    // +1 the lesson had just taught to the reader).
    const faces: number[] = [];
    const force = side.force as Force;
    const roster = newRoster(
      { id: star.id, rep: star.rep, weapon: star.weapon, melee: star.melee },
      force,
      (req) => {
        const dice = roll(req);
        if (req.purpose === 'recruiting') faces.push(...dice);
        return dice;
      },
      (e) => {
        if ('text' in e && typeof e.text === 'string') lines.push(e.text);
      },
    );
    const { value: mod, label } = RECRUITING_MODIFIERS[FORCE_MODIFIER[force]];
    const sign = mod < 0 ? `-${-mod}` : `+${mod}`;
    const each = faces.map((d) => `${d}${sign}=${d + mod}: Rep ${recruitingRow(d + mod).rep}`);
    // The table's label names the force by its code word ("military"); the menu says soldiers.
    const why = label.toLowerCase().replace(/\bmilitary\b/, 'soldier');
    lines.splice(1, 0, `The dice, each ${sign} (${why}): ${each.join('; ')}.`);
    lines.push(`The group: ${[roster.star, ...roster.grunts].map((m) => `${m.id} (Rep ${m.rep})`).join(', ')}.`);
    return lines;
  },
  /** The Patrol's objective as the engine judges it: which spots count for recon, and how it can end. */
  patrol: () => {
    const lines: string[] = [];
    for (const { at, where } of PATROL_SPOTS) {
      const section = patrolReconSection(at);
      lines.push(
        section === null
          ? `Ending an activation ${where} reconnoitres nothing.`
          : `Ending an activation ${where} reconnoitres section ${section}.`,
      );
    }
    lines.push(
      `Sections 1 and 3 alone: ${patrolReconComplete([1, 3]) ? 'done' : 'not done yet'}. Sections 1, 2 and 3: ${patrolReconComplete([1, 2, 3]) ? 'done' : 'not done yet'}.`,
    );
    // The end lines as a solo encounter's screen says them ("You win."), not as the events keep them.
    const end = (e: Parameters<typeof encounterEndText>[0]) => forYou(encounterEndText(e));
    lines.push(`Then off the table by your own edge: "${end({ reason: 'patrolDone' })}"`);
    lines.push(`Off the table too early: "${end({ reason: 'playerLeft', kind: 'patrol' })}"`);
    lines.push(`Nobody left able to fight: "${end({ reason: 'playerDestroyed', kind: 'patrol' })}"`);
    lines.push(`A Patrol still going after ${TURN_LIMITS.patrol} turns stops there, unfinished.`);
    return lines;
  },
  /** After the battle: recovery, new recruits and Rep, on the lesson's own finished fight. */
  afterBattle: (state, roll) => {
    const side = playerSide(state);
    const members = side.figures.map((id) => state.figures[id]!);
    const star = members.find((f) => f.star) ?? members[0]!;
    const asMember = (f: (typeof members)[number]) => ({
      id: f.id,
      rep: f.rep,
      star: f.star,
      weapon: f.weapon,
      melee: f.melee,
    });
    const roster: Roster = {
      version: ROSTER_VERSION,
      force: side.force as Force,
      star: asMember(star),
      grunts: members.filter((f) => f !== star).map(asMember),
      encounters: 0,
      nextGrunt: members.length,
      history: [],
    };
    const lines: string[] = [];
    const out = afterEncounter(roster, state, roll, (e) => {
      if ('text' in e && typeof e.text === 'string') lines.push(e.text);
    });
    lines.push(`Afterwards: ${[out.star, ...out.grunts].map((m) => `${m.id} Rep ${m.rep}`).join(', ')}.`);
    return lines;
  },
};

export const DEMO_NAMES = Object.keys(DEMOS);

/** Runs a named demonstration on the lesson's state; one line saying so when the name is unknown. */
export function runDemo(name: string, state: GameState): DemoResult {
  const demo = DEMOS[name];
  if (!demo) return { lines: [`(no demonstration named ${name})`], events: [], state };
  const box = new DiceBox(state.dice);
  let lines: string[];
  try {
    lines = demo(state, box.roll);
  } catch (e) {
    // A demonstration on a state it did not expect (a live-dice replay gone another way) says so.
    return { lines: [`(the demonstration ${name} could not run here: ${(e as Error).message})`], events: [], state };
  }
  const events: GameEvent[] = box.drain().map((r) => ({ type: 'roll', ...r }));
  return { lines, events, state: { ...state, dice: box.state() } };
}
