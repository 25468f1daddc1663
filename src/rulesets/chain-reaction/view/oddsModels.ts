// The odds behind every kind of test, as a model with knobs: read the knobs' values off a test the engine
// took (its event, the throws just before it, the figures' Rep), then hand them to the rule's own odds
// function (exact enumeration through the code that resolves play). The log's odds line and the what-if
// panel both go through here, so changing Rep or cover in the panel runs the very same computation.
import { agree } from '../explain/places';
import type { GameEvent, RollEvent, TestEvent } from '../engine/events';
import type { Fraction } from '../odds/fraction';
import type { Knob, KnobValue, OddsModel } from '../../../core/rulesetView';
import { crisisOdds, readCrisisRow } from '../rules/crisis';
import { recoverOdds } from '../rules/recover';
import { inSightOdds, type InSightLeader } from '../rules/inSight';
import { readyGrenadeOdds, throwGrenadeOdds } from '../rules/grenade';
import { retrieveWoundedOdds } from '../rules/retrieveWounded';
import { chargeOdds } from '../rules/charge';
import { meleeOdds } from '../rules/melee';
import { damageOdds } from '../rules/damage';
import { fastMoveOdds } from '../rules/fastMove';
import { challengeOdds } from '../rules/challenge';
import { pefMovementOdds, pefResolutionOdds } from '../rules/pef';
import { howManyEnemyOdds } from '../rules/howManyEnemy';
import { npMovementOdds } from '../rules/npMovement';
import { recruitOdds } from '../rules/recruiting';
import type { CrisisCause, CrisisResult } from '../tables/reactionTests';
import { CHALLENGE_DIFFICULTIES, type ChallengeDifficulty } from '../tables/challenge';
import { PEF_WARY_REASONS, type PefWaryReason } from '../tables/pef';
import { FORCES, FORCE_MODIFIER } from '../tables/recruiting';
import type { ChargeDirection } from '../tables/chargeIntoMelee';
import { meleeLabel, oddsLabel } from '../explain/odds';

export interface FigureFacts {
  rep: number;
  star: boolean;
  /** The figure's side, when known: In Sight odds are told per side. */
  side?: string;
  /** A reaction under way when the test was taken (hunkered down): nothing better can come of it. */
  inProgress?: string;
  /** Hunkered down before in this fight: a second Hunker Down means leaving the battlefield. */
  hunkeredBefore?: boolean;
}

export type Value = KnobValue;
export type { Knob };

/** A test's odds as a function of its knobs (the shared what-if panel's OddsModel, with the test's facts). */
export interface OddsQuestion extends OddsModel {
  /** The test kind (the event's `test`, or 'damage' and 'melee'). */
  test: string;
  title: string;
  knobs: Knob[];
  values: Record<string, Value>;
  /** Extra facts the knobs don't change (causes, leaders' sides...). */
  fixed: Record<string, unknown>;
}

const REP = { kind: 'number', min: 0, max: 7 } as const;
const LEADER = { kind: 'number', min: 0, max: 7 } as const;
const hasMod = (t: TestEvent, id: string) => (t.modifiers ?? []).some((m) => m.id === id);
const num = (v: Value | undefined) => Number(v ?? 0);

/** The Leader Die's Rep as the throws show it; 0 when none was thrown. */
function leaderRepOf(rolls: readonly RollEvent[]): number {
  const leader = rolls.find((r) => r.purpose === 'leaderDie');
  return leader?.target ?? 0;
}

const group = (leaderRep: number) =>
  leaderRep > 0 ? { group: { leaders: [{ id: 'leader', rep: leaderRep }], groupSize: 2 } } : {};

/** Whether these causes' columns can give Hunker Down at all: Man Down alone never does (play-test 11c: "(a second
 *  Hunker Down)" on a Man Down row, where no throw hunkers and 0 passed leaves the battlefield anyway). */
function mayHunker(causes: unknown): boolean {
  const list = (Array.isArray(causes) ? causes : []) as CrisisCause[];
  return ([0, 1, 2] as const).some((p) => readCrisisRow(p, list).worst === 'hunkerDown');
}

/** Words for a result key of this test ("side1 wins", "Duck back"). */
export function keyLabel(q: OddsQuestion, key: string): string {
  if (q.test === 'inSight') return key === 'noWinner' ? 'Nobody wins' : `${key} ${agree(key, 'wins', 'win')}`;
  if (q.test === 'fastMove') return `moves ${key}"`;
  if (q.test === 'howManyEnemy') {
    const off = q.fixed.relative ? Number(key) : undefined;
    if (off !== undefined)
      return off === 0 ? 'as many as the group' : `${Math.abs(off)} ${off < 0 ? 'fewer' : 'more'} than the group`;
    return `${key} ${key === '1' ? 'enemy' : 'enemies'}`;
  }
  if (q.test === 'recruiting') return `Rep ${key}`;
  if (q.test === 'crisis' && key === q.fixed.inProgress)
    return key === 'hunkerDown' ? 'Stays hunkered down' : `${oddsLabel(key)} (still under way)`;
  if (q.test === 'crisis' && key === 'leaveTheBattlefield' && q.fixed.hunkeredBefore && mayHunker(q.fixed.causes))
    return 'Leave the battlefield (a second Hunker Down)';
  if (q.test === 'melee') {
    const m = /^Melee: (.+) against (.+)$/.exec(q.title);
    return meleeLabel(key, m ? { attacker: m[1]!, defender: m[2]! } : undefined);
  }
  return oddsLabel(key);
}

/** Answers already worked out (the panels redraw often; a 5d6 against 5d6 In Sight is not free). */
const answers = new Map<string, Map<string, Fraction>>();

/** The model's answer: every result with its exact chance. */
export function answer(q: OddsQuestion): Map<string, Fraction> {
  const key = JSON.stringify([q.test, q.values, q.fixed]);
  let hit = answers.get(key);
  if (!hit) {
    hit = compute(q);
    if (answers.size > 500) answers.clear();
    answers.set(key, hit);
  }
  return hit;
}

function compute(q: OddsQuestion): Map<string, Fraction> {
  const v = q.values;
  switch (q.test) {
    case 'crisis': {
      const odds = crisisOdds({
        testers: [
          {
            id: 'tester',
            rep: num(v.rep),
            star: !!v.star,
            // The chances of the throw: a Star who throws reads his dice like anyone else (play-test 4, 1:
            // a Star's line showed "Carry on 100%", the result he would have chosen by Free Will).
            freeWill: 'roll',
            inCover: !!v.inCover,
            causes: q.fixed.causes as CrisisCause[],
            // What will really happen for a figure already hunkered down (play-test 10a, 21).
            ...(q.fixed.inProgress ? { inProgress: q.fixed.inProgress as CrisisResult } : {}),
            ...(q.fixed.hunkeredBefore ? { hunkeredBefore: true } : {}),
          },
        ],
        ...group(num(v.leaderRep)),
      });
      return odds.tester!;
    }
    case 'recover':
      return recoverOdds({
        figure: { id: 'tester', rep: num(v.rep), star: !!v.star, freeWill: 'roll', inCover: !!v.inCover },
        reason: q.fixed.reason as 'damage' | 'hunkerDown',
        ...group(num(v.leaderRep)),
      });
    case 'inSight': {
      const leaders = (q.fixed.leaders as { side: string; leader: string }[]).map((l, i): InSightLeader => ({
        side: l.side,
        leader: l.leader,
        rep: num(v[`rep${i}`]),
        activeMoved: !!v[`moved${i}`],
        enemyConcealed: !!v[`concealed${i}`],
        temporaryLeader: !!v[`temporary${i}`],
      }));
      return inSightOdds({ leaders });
    }
    case 'readyGrenade':
      return readyGrenadeOdds({ rep: num(v.rep) });
    case 'throwGrenade':
      return throwGrenadeOdds({ rep: num(v.rep), spotVisible: !!v.spotSeen });
    case 'retrieveWounded':
      return retrieveWoundedOdds({ id: 'tester', rep: num(v.rep), star: !!v.star });
    case 'chargeIntoMelee':
      return chargeOdds({
        target: { rep: num(v.targetRep), inCover: !!v.targetInCover },
        chargers: [{ rep: num(v.rep), direction: v.direction as ChargeDirection }],
      });
    case 'melee':
      return meleeOdds({ attacker: { rep: num(v.rep) }, defender: { rep: num(v.defenderRep) } });
    case 'damage':
      return damageOdds({ impact: num(v.impact), kind: 'ranged' });
    case 'fastMove':
      return fastMoveOdds({ figures: [{ id: 'mover', rep: num(v.rep), carryingWounded: !!v.carrying }] }).mover!;
    case 'challenge':
      return challengeOdds({ rep: num(v.rep), difficulty: v.difficulty as ChallengeDifficulty });
    case 'pefMovement':
      return pefMovementOdds();
    case 'pefResolution':
      return pefResolutionOdds({ wary: v.wary ? ['somethingsOutThere'] : [] });
    case 'howManyEnemy': {
      const size = num(v.groupSize);
      const odds = howManyEnemyOdds({ playerGroupSize: size });
      if (!q.fixed.relative) return odds;
      const rel = new Map<string, Fraction>();
      for (const [k, p] of odds) rel.set(String(Number(k) - size), p);
      return rel;
    }
    case 'npMovement':
      return npMovementOdds({ leaderRep: num(v.rep), npCount: v.outnumbers ? 2 : 1, playerCount: 1 });
    case 'recruiting':
      return recruitOdds({ force: v.force as (typeof FORCES)[number] });
    default:
      throw new Error(`no odds model for ${q.test}`);
  }
}

const knob = {
  rep: (label = 'Rep'): Knob => ({ key: 'rep', label, ...REP }),
  leader: (): Knob => ({ key: 'leaderRep', label: "Leader's Rep (0: no Leader Die)", ...LEADER }),
  flag: (key: string, label: string): Knob => ({ key, label, kind: 'flag' }),
};

/**
 * The model for a test the engine took, its knobs set as they were; undefined when the event does not
 * carry enough to say (the log then shows no odds rather than wrong ones).
 */
export function questionFor(
  e: GameEvent,
  rolls: readonly RollEvent[],
  fig: (id: string) => FigureFacts | undefined,
): OddsQuestion | undefined {
  if (e.type === 'damage')
    return {
      test: 'damage',
      title: `Damage to ${e.figure}`,
      knobs: [{ key: 'impact', label: 'Impact', kind: 'number', min: 1, max: 6 }],
      values: { impact: e.impact },
      fixed: {},
    };
  if (e.type === 'melee') {
    const [a, d] = e.throws ?? [];
    const ra = a?.dice ?? fig(e.attacker)?.rep;
    const rd = d?.dice ?? fig(e.defender)?.rep;
    if (ra === undefined || rd === undefined) return undefined;
    return {
      test: 'melee',
      title: `Melee: ${e.attacker} against ${e.defender}`,
      knobs: [
        { key: 'rep', label: `${e.attacker}'s dice`, ...REP },
        { key: 'defenderRep', label: `${e.defender}'s dice`, ...REP },
      ],
      values: { rep: ra, defenderRep: rd },
      fixed: {},
    };
  }
  if (e.type !== 'test') return undefined;
  const t = e;
  const f = t.figure ? fig(t.figure) : undefined;
  const who = t.figure ?? t.figures?.[0] ?? '';
  switch (t.test) {
    case 'crisis':
    case 'recover': {
      if (!f) return undefined;
      const crisis = t.test === 'crisis';
      return {
        test: t.test,
        title: `${crisis ? 'Crisis' : 'Recover'} Test for ${who}`,
        knobs: [knob.rep(), knob.flag('inCover', 'In cover'), knob.leader(), knob.flag('star', 'A Star')],
        values: { rep: f.rep, inCover: hasMod(t, 'inCover'), leaderRep: leaderRepOf(rolls), star: f.star },
        fixed: crisis
          ? {
              causes: t.causes ?? [],
              ...(f.inProgress ? { inProgress: f.inProgress } : {}),
              ...(f.hunkeredBefore ? { hunkeredBefore: true } : {}),
            }
          : { reason: t.causes?.[0] ?? 'damage' },
      };
    }
    case 'inSight': {
      const throws = t.throws ?? [];
      if (throws.length < 2) return undefined;
      const leaders = throws.map((th) => ({ leader: th.figure, side: fig(th.figure)?.side ?? th.figure }));
      if (new Set(leaders.map((l) => l.side)).size < 2) return undefined;
      const knobs: Knob[] = [];
      const values: Record<string, Value> = {};
      throws.forEach((th, i) => {
        const ids = new Set(th.modifiers.map((m) => m.id));
        knobs.push(
          { key: `rep${i}`, label: `${th.figure}'s Rep (${leaders[i]!.side})`, ...REP },
          knob.flag(`moved${i}`, `${th.figure}'s group is active and moved`),
          knob.flag(`concealed${i}`, `enemy ${th.figure} sees is concealed`),
          knob.flag(`temporary${i}`, `${th.figure} is a temporary leader`),
        );
        values[`rep${i}`] = th.rep;
        values[`moved${i}`] = ids.has('activeMoved');
        values[`concealed${i}`] = ids.has('enemyConcealed');
        values[`temporary${i}`] = ids.has('temporaryLeader');
      });
      return { test: 'inSight', title: 'In Sight', knobs, values, fixed: { leaders } };
    }
    case 'readyGrenade':
    case 'retrieveWounded':
      if (!f) return undefined;
      return {
        test: t.test,
        title: `${t.test === 'readyGrenade' ? 'Ready a grenade' : 'Retrieve wounded'}: ${who}`,
        knobs: t.test === 'readyGrenade' ? [knob.rep()] : [knob.rep(), knob.flag('star', 'A Star')],
        values: { rep: f.rep, star: f.star },
        fixed: {},
      };
    case 'throwGrenade':
      if (!f) return undefined;
      return {
        test: 'throwGrenade',
        title: `Throw a grenade: ${who}`,
        knobs: [knob.rep(), knob.flag('spotSeen', 'The spot is in sight')],
        values: { rep: f.rep, spotSeen: t.row?.column !== 'unseen' },
        fixed: {},
      };
    case 'chargeIntoMelee': {
      const [c, target] = t.figures ?? [];
      const fc = c ? fig(c) : undefined;
      const ft = target ? fig(target) : undefined;
      if (!fc || !ft) return undefined;
      const direction = hasMod(t, 'chargedToRear') ? 'rear' : hasMod(t, 'chargedToFlank') ? 'flank' : 'front';
      return {
        test: 'chargeIntoMelee',
        title: `Charge: ${c} at ${target}`,
        knobs: [
          knob.rep(`${c}'s Rep`),
          { key: 'targetRep', label: `${target}'s Rep`, ...REP },
          knob.flag('targetInCover', `${target} in cover`),
          { key: 'direction', label: 'Charged from', kind: 'choice', options: ['front', 'flank', 'rear'] },
        ],
        values: { rep: fc.rep, targetRep: ft.rep, targetInCover: hasMod(t, 'targetInCover'), direction },
        fixed: {},
      };
    }
    case 'fastMove': {
      const rep = rolls.find((r) => r.purpose === 'fastMove')?.target ?? fig(who)?.rep;
      if (rep === undefined) return undefined;
      return {
        test: 'fastMove',
        title: `Fast Move: ${who}`,
        knobs: [knob.rep(), knob.flag('carrying', 'Carrying a wounded friend')],
        values: { rep, carrying: false },
        fixed: {},
      };
    }
    case 'challenge': {
      if (!f) return undefined;
      const ids = new Set((t.modifiers ?? []).map((m) => m.id));
      const difficulty = CHALLENGE_DIFFICULTIES.find((d) => ids.has(d)) ?? 'normal';
      return {
        test: 'challenge',
        title: `Challenge: ${who}`,
        knobs: [
          knob.rep(),
          { key: 'difficulty', label: 'Difficulty', kind: 'choice', options: CHALLENGE_DIFFICULTIES },
        ],
        values: { rep: f.rep, difficulty },
        fixed: {},
      };
    }
    case 'pefMovement':
      return { test: 'pefMovement', title: `PEF movement: ${who}`, knobs: [], values: {}, fixed: {} };
    case 'pefResolution': {
      const wary = (t.modifiers ?? []).some((m) => (PEF_WARY_REASONS as readonly string[]).includes(m.id));
      return {
        test: 'pefResolution',
        title: `Resolving a PEF (${who})`,
        knobs: [knob.flag('wary', 'Three dice, two lowest kept (something out there)')],
        values: { wary },
        fixed: { reasons: [] as PefWaryReason[] },
      };
    }
    case 'howManyEnemy': {
      // The group's size is not on the event: it follows from the dice unless the floor of one hid it.
      const dice = rolls.find((r) => r.purpose === 'howManyEnemy')?.dice;
      const enemies = Number(t.result);
      const half = dice ? Math.ceil(dice[0]! / 2) : undefined;
      const more = dice ? dice[1]! >= 4 : undefined;
      // The floor of one: the event's sentence still says the group's size ("3 fewer than the 4 of Ash's
      // group"), so the odds are given as counts of enemies there too (play-test 10a, 16: "1 fewer ..." in
      // one place, "1 enemy ..." in another).
      const said = Number(/ than the (\d+) of /.exec(t.text ?? '')?.[1]);
      const size = half !== undefined && enemies > 1 ? enemies - (more ? half : -half) : said > 0 ? said : undefined;
      return {
        test: 'howManyEnemy',
        title: 'How Many Enemy',
        knobs: [{ key: 'groupSize', label: 'Figures in your group', kind: 'number', min: 1, max: 12 }],
        values: { groupSize: size ?? 4 },
        fixed: { relative: size === undefined },
      };
    }
    case 'npMovement':
      if (!f) return undefined;
      return {
        test: 'npMovement',
        title: `NP movement: ${who}'s group`,
        knobs: [knob.rep("Leader's Rep"), knob.flag('outnumbers', 'Outnumbers the player 2 to 1')],
        values: { rep: f.rep, outnumbers: t.row?.column === 'outnumbers' },
        fixed: {},
      };
    case 'recruiting': {
      const id = t.modifiers?.[0]?.id;
      const force = FORCES.find((x) => FORCE_MODIFIER[x] === id) ?? 'military';
      return {
        test: 'recruiting',
        title: `Recruiting ${who}`,
        knobs: [{ key: 'force', label: 'Force', kind: 'choice', options: FORCES }],
        values: { force },
        fixed: {},
      };
    }
    default:
      return undefined;
  }
}

/** The same question with one knob changed. */
export function withValue(q: OddsQuestion, key: string, value: Value): OddsQuestion {
  return { ...q, values: { ...q.values, [key]: value } };
}
