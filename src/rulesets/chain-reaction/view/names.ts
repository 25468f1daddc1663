// The log's and end page's words with names in place of ids, worked out as they are shown: the events and
// the saved games keep the sides' and pieces' ids (so replays and the fingerprint stay as they were), and
// these lines rebuild the sentences that name a side, and rename the places (explain/places.ts).
import type { GameEvent } from '../engine/events';
import type { GameState } from '../state';
import { isActiveStatus } from '../engine/world';
import { activationText, joinsLedText } from '../explain/activation';
import { eventText } from '../explain/eventText';
import { whose } from '../explain/phrases';
import { agree, figureSideName, namesList, personOf, plainPlaces, plainPoints, sideName } from '../explain/places';
import { encounterText } from '../explain/encounter';
import { forPeople } from './peopleWords';
import type { LogWords } from './logModel';
import type { ChainActivation, ChainNode } from '../../../core/rulesetView';
import { plainWeapons } from '../explain/weaponWords';
import { soloOf } from '../solo/types';
import { PEF_REP } from '../tables/pef';
import { SIGHT } from '../../../geometry/world';
import {
  damageLine,
  isDamageRecover,
  recoverAfterFatalLine,
  recoverDeathWhy,
  runAfter,
  runBefore,
  runBeforeFall,
  type DamageRun,
} from './damageWords';
import { starPowerLine } from './starPowerWords';
import { gameThrewNote } from './ownDiceWords';
import { isObjectiveSearch, objectiveSearchLine } from '../explain/objectives';
import { coverCostLine } from './coverWords';
import { npMovementLine, npPlanLine, pefAllowance, pefMovedLine, pefTowardWho } from './soloWords';

/**
 * What a line may know beyond its own event, when the log gives it: the events after it in the same step,
 * and the allowance of each PEF's last movement throw (a PEF that stopped short says why).
 */
export interface LineContext {
  after?: readonly GameEvent[];
  pefAllowed?: ReadonlyMap<string, number>;
  /**
   * The run of hits on one figure this damage line belongs to, with this line (damageWords.ts); for a
   * Recover test after those hits, the run before it.
   */
  damageRun?: DamageRun;
  /** The line follows a rocket's collapse note: a death here is the collapse's, not a hit's. */
  collapse?: boolean;
  /** For a fall: the run of hits (and their Recover tests) it comes from, to say which of them killed. */
  fallRun?: DamageRun;
}

/** A rocket's note that areas came down ("The rocket brings down 2 areas of …"). */
const isCollapseNote = (e: GameEvent): boolean => e.type === 'note' && /^The rocket brings down \d+ area/.test(e.text);

/** Whether event `i` is one of the falls right after a collapse note (only stance and status lines between). */
function afterCollapse(events: readonly GameEvent[], i: number): boolean {
  for (let j = i - 1; j >= 0; j--) {
    const x = events[j]!;
    if (isCollapseNote(x)) return true;
    if (x.type !== 'stance' && x.type !== 'status') return false;
  }
  return false;
}

const cap = (t: string): string => (t ? t[0]!.toUpperCase() + t.slice(1) : t);

/** Whether the screen speaks to side `id` as "you": its own side in an encounter, or `you` (a solo game's). */
export function isYours(s: GameState, id: string, you?: string): boolean {
  return id === you || sideName(s, id) === 'your force';
}

/** "you hold the field" for the screen's own side (isYours), else "<the side> holds the field". */
export function holdsTheField(s: GameState, id: string, you?: string): string {
  if (isYours(s, id, you)) return 'you hold the field';
  const n = sideName(s, id);
  return `${n} ${agree(n, 'holds', 'hold')} the field`;
}
/** Why the battle ended, naming the sides (the end event's and the state's `text` keep the ids). */
/** `you`: the side the page speaks to as "you" (the after-battle page of a solo game), so its lines agree. */
export function endedText(
  s: GameState,
  ended: { reason: string; winner?: string; text: string },
  you?: string,
): string {
  if (ended.reason === 'playerLeft') return forPeople(plainPlaces(leftText(s, ended.text), s), s);
  if (ended.reason !== 'sideDestroyed') return forPeople(plainPlaces(ended.text, s), s);
  const beaten = s.sides.map((x) => x.id).filter((id) => id !== ended.winner);
  const names = beaten.map((id) => sideName(s, id));
  // "The gangers have nobody left able to fight" (one side beaten); "Nobody is left able to fight among
  // the police or the militia" (more).
  const head =
    names.length === 1
      ? `${cap(names[0]!)} ${agree(names[0]!, 'has', 'have')} nobody left able to fight`
      : `Nobody is left able to fight among ${names.join(' or ')}`;
  return `${head}${ended.winner ? `: ${holdsTheField(s, ended.winner, you)}` : ''}.`;
}

/**
 * "Left the table" when some of the force is still lying on it (the Star out of the fight by the objective):
 * who left and who is down, not "the force left the table" (play-test 4 finding 7). The engine's line (kept in
 * the recorded events) stays as it is when every figure of the force is off the table.
 */
function leftText(s: GameState, text: string): string {
  const enc = soloOf(s);
  const m = /^(\w+): the player's force left the table before its objective was met\. (.*)$/.exec(text);
  if (!enc || !m) return text;
  const exited: readonly string[] = Array.isArray(enc.exited) ? enc.exited : [];
  const mine = Object.values(s.figures).filter((f) => f.side === enc.player);
  const down = mine.filter((f) => ['outOfTheFight', 'obviouslyDead', 'captured'].includes(f.status));
  const left = mine.filter((f) => exited.includes(f.id)).map((f) => f.id);
  if (down.length === 0 || left.length === 0) return text;
  const state = (f: (typeof down)[number]) =>
    f.status === 'obviouslyDead' ? 'dead' : f.status === 'captured' ? 'captured' : 'out of the fight';
  const lying = down.map((f) => `${f.id} ${state(f)}`);
  return `${m[1]}: ${namesList(left)} left the table and nobody of the player's force still on it can fight (${namesList(lying)}), before its objective was met. ${m[2]}`;
}

/**
 * With people at the screen, who made a choice by name: "Ben chooses to cheat death", and for the side the
 * rules play, "the guerillas choose ..." (the event's text says "the player" / "the computer").
 */
function whoChose(e: Extract<GameEvent, { type: 'decision' }>, s: GameState): string {
  const side = e.figure ? s.figures[e.figure]?.side : undefined;
  const person = e.by === 'player' ? personOf(s, e.figure, side) : undefined;
  const n = side ? sideName(s, side) : undefined;
  const who = person ? `${person} chooses` : n ? `${n} ${agree(n, 'chooses', 'choose')}` : undefined;
  return who ? e.text.replace(/: the (?:player|computer) chooses /, `: ${who} `) : e.text;
}

/** An event's line for the log, sides and places named; with people at the screen, by their names. */
export function shownEventText(e: GameEvent, s: GameState, around: LineContext = {}): string | undefined {
  const t = eventLine(e, s, around);
  return t === undefined ? t : forPeople(plainPoints(plainWeapons(t), s), s);
}

/**
 * The activation line when the side that won the dice has no leader whose Rep reaches its die: it says so
 * and who acts instead, rather than "the soldiers act first" and then nothing of theirs (play-test 8). The
 * leaders' Reps are the event's own (each side's best leader at the throw), so a game reopened on its final
 * table reads as it did live (play-test 11c, HIGH). A game saved before the event kept them reads the turn's
 * leaders from the state while that turn is on; once it is over, the turn's own events say who acted. A side with
 * no leader on the table (only PEFs) is said to have nobody to act, not a "best leader of Rep 0"; and "nobody
 * acts this turn" only once the turn is seen to end with nobody acting, since a contact later in the turn may
 * bring a group that acts (play-test 4 findings 4, 8, 18).
 */
function skippedSides(
  e: Extract<GameEvent, { type: 'activation' }>,
  s: GameState,
  side: (id: string) => string,
  after: readonly GameEvent[] = [],
): string | undefined {
  // Who could lead is the event's own record of the throw (a reopened game's table is a later one); a game
  // saved before the event kept it reads the turn's leaders from the state while that turn is on.
  const fromEvent = e.bestLeader !== undefined;
  const known = fromEvent || (s.turn === e.turn && !!s.leaders?.length);
  const reps = (id: string) => s.leaders.filter((l) => s.figures[l]?.side === id).map((l) => s.figures[l]!.rep);
  const bestAt = (id: string) => (fromEvent ? (e.bestLeader![id] ?? 0) : Math.max(0, ...reps(id)));
  // The rest of this turn, when the list reaches its end: who activated, in order.
  const end = after.findIndex((x) => x.type === 'turn' || x.type === 'activation' || x.type === 'end');
  const turnSeen = end >= 0;
  const acted = after.slice(0, turnSeen ? end : after.length).flatMap((x) => (x.type === 'activate' ? [x.side] : []));
  // Asked as the turn begins (your own dice: the "So far" of the next box), before the turn's leaders are in
  // the state: no leader can have a higher Rep than the best figure still in a group (play-test 10a, 33).
  // A side with no figure in the state at all is left unknown (a bare state, or a side of PEFs only).
  const bestOnTable = (id: string) => {
    const own = Object.values(s.figures).filter((f) => f.side === id);
    return own.length ? Math.max(0, ...own.filter(isActiveStatus).map((f) => f.rep)) : Infinity;
  };
  // A table of a later turn (an old save reopened) says nothing of who could lead then: no guess from it.
  const canAct = (id: string): boolean | undefined =>
    known
      ? bestAt(id) >= e.dice[id]!
      : turnSeen
        ? acted.includes(id)
        : s.turn <= e.turn && bestOnTable(id) < e.dice[id]!
          ? false
          : undefined;
  const first = e.order[0]!;
  const rerolls = /\(after \d+ re-rolls? of doubles\)/.exec(e.text)?.[0];
  const head = `Turn ${e.turn}: activation dice ${e.order.map((id) => `${side(id)} ${e.dice[id]}`).join(', ')}${rerolls ? ` ${rerolls}` : ''}`;
  if (canAct(first) === undefined && !known && s.turn > e.turn) {
    // An old save reopened, its turn not in view: the rule, not a claim about who acted.
    const n = side(first);
    return `${head}; ${n} ${agree(n, 'goes', 'go')} first: only groups led by Rep ${e.dice[first]} or better may act.`;
  }
  if (canAct(first) !== false) return undefined;
  // The enemy's PEFs act as Rep 4 groups: on a higher die they stay put too, and the line says so rather than
  // leave them out (play-test 14b: "nobody on the table who can lead" with three PEFs on it). Said as the rule,
  // not as a count; whether any PEF was still on the table at the throw is the event's own record, so the line
  // reads the same live and reopened on a later table.
  const enc = soloOf(s);
  // The event's own count when it has one (a PEF resolved before the throw is off the table: play-test 15a,
  // "its PEFs still move" with all three resolved); a game saved before it kept the count reads any PEF.
  const hasPefs = (id: string) =>
    e.pefsOnTable ? (e.pefsOnTable[id] ?? 0) > 0 : !!enc && enc.np === id && (enc.pefs ?? []).length > 0;
  // On a die of 4 or less the PEFs do move, though no group acts (play-test 14c: "nobody acts this turn", then
  // two PEFs moved and one was found).
  const pefsMove = (id: string) => hasPefs(id) && e.dice[id]! <= PEF_REP;
  const pefsToo = (id: string) =>
    !hasPefs(id)
      ? ''
      : e.dice[id]! > PEF_REP
        ? ` (a PEF counts as Rep ${PEF_REP}, so no PEF moves either)`
        : ` (its PEFs, as Rep ${PEF_REP}, still move on this die)`;
  const short = (id: string) => {
    const n = side(id);
    // Every leader is Rep 1 or more: a side kept from acting by a die of 1 had nobody who could lead, which is
    // what the line says even once the turn is over (play-test 8, 4: "needs Rep 1 but has no leader of that Rep").
    // A side with no figure on the table even now (only PEFs: play-test 10a, 19) had none then either.
    // When nothing has happened since the throw (the line read as the turn begins, or after a turn nobody
    // acted in, which is over before its line is shown), the table still holds who could lead then: every
    // figure down means nobody to lead, and the best figure still up leads its group (play-test 10b, 3:
    // "needs Rep 2 but has no leader of that Rep" with every enemy down).
    const still = s.turn <= e.turn + 1 && (turnSeen ? acted.length === 0 : s.turn === e.turn);
    const own = Object.values(s.figures).filter((f) => f.side === id);
    const up = own.filter(isActiveStatus);
    const noneNow = own.length === 0 || (!known && still && up.length === 0);
    if ((known && bestAt(id) === 0) || e.dice[id]! <= 1 || noneNow)
      return `${n} ${agree(n, 'has', 'have')} nobody on the table who can lead a group${pefsToo(id)}`;
    const bestRep = known ? bestAt(id) : still ? Math.max(...up.map((f) => f.rep)) : undefined;
    // "the best leader of Ben's police", not "Ben's police's best leader".
    const best =
      bestRep !== undefined
        ? `${/'s /.test(n) ? `the best leader of ${n}` : `${whose(n)} best leader`} is Rep ${bestRep}`
        : `${agree(n, 'has', 'have')} no leader of that Rep`;
    return `${n} ${agree(n, 'needs', 'need')} Rep ${e.dice[id]} but ${best}${pefsToo(id)}`;
  };
  const next = e.order.slice(1).find((id) => canAct(id) === true);
  const blocked = e.order.slice(0, next === undefined ? e.order.length : e.order.indexOf(next));
  // Whose groups can't act, as the side is called: "none of your groups" for the player's own force, not "their"
  // (play-test 8, 4); two sides both kept from acting: neither.
  // "the groups of Ben's police", not "Ben's police's groups".
  const groupsOf = (n: string) =>
    n === 'your force' ? 'your groups' : /'s /.test(n) ? `the groups of ${n}` : `${whose(n)} groups`;
  const whoseGroups =
    blocked.length === 1
      ? `none of ${groupsOf(side(blocked[0]!))} can act`
      : blocked.length === 2 && e.order.length === 2
        ? 'neither side can act'
        : 'none of their groups can act';
  const none = `${blocked.map(short).join('; ')}, so ${whoseGroups}`;
  if (next === undefined) {
    if (turnSeen && acted.length === 0)
      return `${head}; ${none}: ${blocked.some(pefsMove) ? 'no group acts this turn' : 'nobody acts this turn'}.`;
    // A PEF found later this turn may bring a group that acts (play-test 10a, 35): say so where there are PEFs.
    const later = s.encounter ? ', though a group a PEF turns out to be may still act this turn' : '';
    return `${head}; ${none}: no group on the table can act yet${later}.`;
  }
  return `${head}; ${none}; ${side(next)} ${agree(side(next), 'acts', 'act')}, with groups led by Rep ${e.dice[next]} or better.`;
}

/**
 * Watch's hand-over line, which the engine keeps with the side's id ("The computer plays player from here."):
 * the side as the log names it elsewhere ("The computer plays your force from here.", play-test 4 finding 3).
 */
function controlLine(text: string, s: GameState): string | undefined {
  const m =
    /^The computer plays (\S+) from here\.$/.exec(text) ?? /^(\S+) is played from the screen again\.$/.exec(text);
  if (!m || !s.sides.some((x) => x.id === m[1])) return undefined;
  const n = sideName(s, m[1]!);
  return text.startsWith('The computer')
    ? `The computer plays ${n} from here.`
    : `${cap(n)} ${agree(n, 'is', 'are')} played from the screen again.`;
}

function eventLine(e: GameEvent, s: GameState, around: LineContext): string | undefined {
  const side = (id: string) => sideName(s, id);
  switch (e.type) {
    case 'activation': {
      const rerolls = Number(/after (\d+) re-roll/.exec(e.text)?.[1] ?? 0);
      const dice = Object.fromEntries(e.order.map((id) => [side(id), e.dice[id]!]));
      const text = activationText(e.turn, dice, e.order.map(side), rerolls);
      const skipped = skippedSides(e, s, side, around.after);
      if (skipped) return skipped;
      // "the soldiers act first": a force's people are many.
      return text.replace(' acts first,', ` ${agree(side(e.order[0]!), 'acts', 'act')} first,`);
    }
    case 'activate': {
      // Kurt joining Jax's group after Jax has acted: Kurt acts, Jax does not, and the line says so rather
      // than "the gangers activate the group led by Jax" just after that group ended (play-test 5, 6).
      if (e.figures.length && !e.figures.includes(e.leader)) {
        const rep = Number(/\(Rep (\d+)/.exec(e.text)?.[1] ?? s.figures[e.leader]?.rep ?? 0);
        return joinsLedText(e.leader, rep, e.text.includes('temporary leader'), e.figures);
      }
      // "The gangers activate the group led by Ivo ..."; with several people on one side, the leader's person's
      // ("Cy's soldiers activate the group led by Ike", not "Ana, Ben and Cy's soldiers"; play-test 9, 7).
      if (!e.text.startsWith(`${e.side} activates `)) return e.text;
      const n = figureSideName(s, e.leader, e.side);
      return `${cap(n)} ${agree(n, 'activates', 'activate')}${e.text.slice(e.side.length + ' activates'.length)}`;
    }
    case 'end':
      return endedText(s, e);
    case 'status':
      // A figure reporting back gets one line, the objective's "Ash leaves the table by your own edge", not
      // also "Ash is now off the table …: leaves the table by …" before it (play-test 4 finding 5).
      if (
        e.to === 'offTable' &&
        (around.after ?? []).some((x) => x.type === 'objective' && x.what === 'exited' && x.figure === e.figure)
      )
        return undefined;
      // Those under an area that caves in are killed by the collapse; the engine's fall says "the hit was
      // fatal" for every death, which here would mislead (play-test 4, 16: otto died in the collapse).
      if (around.collapse && e.to === 'obviouslyDead' && e.why === 'the hit was fatal')
        return plainPlaces(eventText({ ...e, why: 'killed as the area caved in' })!, s);
      if (e.to === 'obviouslyDead' && e.why === 'the hit was fatal') {
        const why = recoverDeathWhy(around.fallRun, e.figure);
        if (why) return plainPlaces(eventText({ ...e, why })!, s);
      }
      {
        const t = eventText(e);
        return t === undefined ? t : plainPlaces(t, s);
      }
    case 'decision':
      if (s.people) return plainPlaces(whoChose(e, s), s);
      // Solo: the one person at the screen is "you" (play-test 2 finding 18: "the player chooses to stay put").
      return plainPlaces(e.by === 'player' ? e.text.replace(/: the player chooses /, ': you choose ') : e.text, s);
    case 'note':
      if (controlLine(e.text, s)) return controlLine(e.text, s);
      return plainPlaces(starPowerLine(e.text, around.damageRun) ?? e.text, s);
    case 'damage':
      return plainPlaces(around.damageRun ? damageLine(e, around.damageRun, around.after ?? []) : e.text, s);
    case 'move': {
      // The engine's sentence says what the walk paid for (engine/walkWords.ts); only a seek-cover line is redone.
      const t = coverCostLine(e, s) ?? eventText(e);
      return t === undefined ? t : plainPlaces(t, s);
    }
    case 'pef':
      return plainPlaces(pefMovedLine(e, s, around.pefAllowed?.get(e.pef), around.after ?? []), s);
    case 'npPlan':
      return plainPlaces(npPlanLine(e, s), s);
    case 'test':
      if (e.test === 'npMovement' && e.text) return plainPlaces(npMovementLine(e.text, s), s);
      if (e.test === 'pefMovement' && e.text) return plainPlaces(pefTowardWho(e.text, s), s);
      if (isDamageRecover(e) && around.damageRun) {
        const t = recoverAfterFatalLine(e, around.damageRun, around.after ?? []);
        if (t) return plainPlaces(t, s);
      }
      // "— the soldiers win." (the event keeps the winning side's id), also when more follows: "— your force
      // wins; Ash has already fired …" (play-test 14a: "player wins;").
      if (e.test === 'inSight' && e.text && e.result) {
        const at = e.text.lastIndexOf(` — ${e.result} wins`);
        const next = e.text[at + ` — ${e.result} wins`.length];
        if (at >= 0 && (next === '.' || next === ';')) {
          const n = side(e.result);
          const rest = e.text.slice(at + ` — ${e.result} wins`.length);
          return plainPlaces(`${e.text.slice(0, at)} — ${n} ${agree(n, 'wins', 'win')}${rest}`, s);
        }
      }
      return e.text === undefined ? undefined : plainPlaces(e.text, s);
    case 'encounter':
      // "Patrol: your force against a guerilla force ...", not the player side's id.
      // Night or weather said once, before the battle: nothing else tells why nobody sees far (play-test 14a).
      return plainPlaces(
        `${encounterText(e.kind, side(e.player), e.npForce, e.overall, e.pieces)}${conditionsWords(s)}`,
        s,
      );
    default: {
      const t = eventText(e);
      return t === undefined ? t : plainPlaces(t, s);
    }
  }
}

/** The log's words for the table as `now` gives it (ids left as they are while there is none). */
export function logWords(now: () => GameState | undefined): LogWords {
  const pefAllowed = new Map<string, number>();
  let damageRun: DamageRun | undefined;
  let collapse = false;
  // The last run of hits, kept past its "goes prone" and Star Power lines for the fall that ends it.
  let fallRun: DamageRun | undefined;
  return {
    plain: (t) => {
      const s = now();
      return s ? plainPlaces(t, s) : t;
    },
    side: (id) => {
      const s = now();
      return s ? sideName(s, id) : id;
    },
    groupSide: (id, leader) => {
      const s = now();
      return s ? figureSideName(s, leader, id) : id;
    },
    rollLine: (r) => {
      const kind = now()?.encounter?.kind;
      return isObjectiveSearch(r)
        ? objectiveSearchLine(r.who[0] ?? 'this PEF', r.dice[0]!, r.target!, kind)
        : undefined;
    },
    rollNotes: (rolls) => {
      const s = now();
      return s ? gameThrewNote(s, rolls) : [];
    },
    event: (e, after) => {
      collapse = isCollapseNote(e) || (collapse && (e.type === 'stance' || e.type === 'status'));
      const allowance = pefAllowance(e);
      if (allowance) pefAllowed.set(allowance.pef, allowance.inches);
      const before = damageRun;
      damageRun = runAfter(damageRun, e);
      // A damage line reads its run with itself; a Recover test the run before it.
      const run = e.type === 'damage' ? damageRun : isDamageRecover(e) || e.type === 'note' ? before : undefined;
      if (damageRun) fallRun = damageRun;
      else if (e.type !== 'stance' && e.type !== 'note' && e.type !== 'roll' && e.type !== 'status')
        fallRun = undefined;
      const fall = e.type === 'status' ? fallRun : undefined;
      const s = now();
      return s
        ? shownEventText(e, s, {
            after,
            pefAllowed,
            ...(run ? { damageRun: run } : {}),
            ...(collapse ? { collapse } : {}),
            ...(fall ? { fallRun: fall } : {}),
          })
        : eventText(e);
    },
  };
}

/**
 * Each event's line as the log says it, for a list read in order (the chains, a lesson's quotes): the run of
 * hits and the events after it come from the list itself. Events not in the list get their plain line.
 */
export function wordsInOrder(events: readonly GameEvent[], s: GameState): (e: GameEvent) => string | undefined {
  let at = 0;
  return (e) => {
    let i = events.indexOf(e, at);
    if (i < 0) i = events.indexOf(e);
    if (i < 0) return shownEventText(e, s);
    at = i;
    const after = events.slice(i + 1, i + 40);
    const who =
      e.type === 'damage' || isDamageRecover(e) ? e.figure : e.type === 'note' ? starPowerWho(e.text) : undefined;
    let run = who ? runBefore(events, i, who) : undefined;
    if (e.type === 'damage') run = runAfter(run, e);
    const fall = e.type === 'status' ? runBeforeFall(events, i, e.figure) : undefined;
    return shownEventText(e, s, {
      after,
      ...(run ? { damageRun: run } : {}),
      ...(afterCollapse(events, i) ? { collapse: true } : {}),
      ...(fall ? { fallRun: fall } : {}),
    });
  };
}

/** The Star of a Star Power note ("Ash uses Star Power: …"). */
const starPowerWho = (text: string): string | undefined => /^(.+?) uses Star Power: /.exec(text)?.[1];

/** The chain view with sides and places named, as the log has them. */
export function namedChains(chains: ChainActivation[], s: GameState | undefined): ChainActivation[] {
  if (!s) return chains;
  const p = (t: string) => plainPlaces(t, s);
  const node = (n: ChainNode): ChainNode => ({
    ...n,
    text: p(n.text),
    rolls: n.rolls.map(p),
    children: n.children.map(node),
  });
  return chains.map((a) => ({
    ...a,
    title: a.side ? a.title.replace(`: ${a.side}, `, `: ${sideName(s, a.side)}, `) : a.title,
    roots: a.roots.map(node),
  }));
}

/** " It is night: nobody is seen beyond 12", except in a lit area." — the table's light and weather, if not plain day. */
function conditionsWords(s: GameState): string {
  const c = s.conditions;
  if (!c) return '';
  const night = c.light === 'night';
  const weather = c.weather && c.weather !== 'clear' ? c.weather : undefined;
  if (!night && !weather) return '';
  const limit = night && weather ? SIGHT.weatherNight : SIGHT.limited;
  const wet: Record<string, string> = { fog: 'foggy', rain: 'raining', snow: 'snowing' };
  const what = [night ? 'night' : '', weather ? (wet[weather] ?? weather) : ''].filter(Boolean).join(' and ');
  const lit = night && c.lit?.length ? ', except in a lit area' : '';
  return ` It is ${what}: nobody is seen beyond ${limit}"${lit}.`;
}
