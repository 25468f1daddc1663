// The pure reducer: (state, command) -> (state, events, what it waits for). Between commands the game runs on
// by itself: casualties come off (asking a person when the owner is one), fights end, cards are finished and
// drawn, hand to hand is resolved after double and triple cards, and the end is checked.
import type { Result } from '../../core/result';
import { err, ok } from '../../core/result';
import type { RulesetStep } from '../../core/ruleset';
import { nearestCasualties, liveAmong } from './combat';
import { doMove, doShoot, doSpecial, eventBlast, flushPool } from './actions';
import type { AcCommand, AcNeed } from './commands';
import { DiceBox, rollEvents } from './dice';
import type { OwnerOf } from '../../core/dice/source';
import { cardsPerTurn, draw } from './deck';
import { cardName, type AcEvent, type Log } from './events';
import { aftermath, allFights, pruneLocks, resolveFight, targetQuestion } from './fights';
import { featureAt } from './terrain';
import { type AcGroup, type AcState, figuresLeft, groupOf, liveGroups, sideOf, sidesLeft } from './state';
import { ACTIONS_ON } from './vocab';

export type AcStep = RulesetStep<AcState, AcEvent, AcNeed>;

/** Whose roll a request is: the side of the figures rolling (none for the game's own rolls: shuffles, events). */
function ownerIn(s: AcState): OwnerOf {
  return (req) => {
    if (!s.dice.entered?.for.length) return undefined;
    const id = req.who?.[0];
    return id === undefined ? undefined : s.figures.find((f) => f.id === id)?.side;
  };
}

/** A log that puts the rolls made since the last event just before the next one. */
function logFor(box: DiceBox): { log: Log; events: () => AcEvent[] } {
  const out: AcEvent[] = [];
  return {
    log: { push: (...e: AcEvent[]) => void out.push(...rollEvents(box), ...e) },
    events: () => (out.push(...rollEvents(box)), out),
  };
}

function applyRemoval(s: AcState, ids: readonly string[], side: string, by: 'owner' | 'nearest', ev: Log): void {
  for (const id of ids) s.figures.find((f) => f.id === id)!.status = 'dead';
  if (ids.length) ev.push({ type: 'casualties', side, figures: [...ids], chosenBy: by });
}

export function tally(s: AcState): Record<string, number> {
  return Object.fromEntries(s.sides.map((x) => [x.id, figuresLeft(s, x.id)]));
}

/** Most figures left wins; a tie is a draw. */
function byCount(s: AcState): string | null {
  const t = tally(s);
  const best = Math.max(...Object.values(t));
  const top = Object.keys(t).filter((k) => t[k] === best);
  return top.length === 1 ? top[0]! : null;
}

function endGame(s: AcState, winner: string | null, reason: string, ev: Log): void {
  s.ended = { winner, reason };
  ev.push({ type: 'end', winner, reason, figures: tally(s) });
}

/** The only faction with figures inside the held building, if there is exactly one. */
export function holder(s: AcState): string | null {
  const b = s.objective.building;
  if (!b) return null;
  const inside = new Set(
    s.figures
      .filter((f) => f.status === 'active' && !groupOf(s, f.group)!.burrowed && featureAt(s.terrain, f.at)?.id === b)
      .map((f) => f.side),
  );
  return inside.size === 1 ? [...inside][0]! : null;
}

function checkEnd(s: AcState, ev: Log): boolean {
  if (s.ended) return true;
  if (s.objective.foundBy) {
    endGame(s, s.objective.foundBy, 'the item is found', ev);
    return true;
  }
  const left = sidesLeft(s);
  if (left.length <= 1) {
    endGame(s, left[0] ?? null, 'one faction left', ev);
    return true;
  }
  return false;
}

function endOfTurns(s: AcState, ev: Log): void {
  if (s.objective.aim === 'holdBuilding') {
    const h = holder(s);
    if (h) return endGame(s, h, `the turns are over and ${h} holds ${s.objective.building}`, ev);
  }
  endGame(s, byCount(s), 'the turns are over: most figures left', ev);
}

/** Finishes the actor in play: its linked-fire pool is totalled and the next actor (an event's tie) takes over. */
function finishActor(s: AcState, ev: Log): void {
  flushPool(s, ev);
  // A special event with a tie gives each faction its free action in turn: the card is done after the last.
  const by = s.actors[0];
  const more = s.actors.length > 1;
  ev.push({
    type: 'cardDone',
    card: cardName(s.laid[s.cardIndex]!),
    unused: s.actionsLeft,
    ...(by ? { by } : {}),
    ...(more ? { more } : {}),
  });
  s.actors.shift();
  s.actionsLeft = s.actors.length ? 1 : 0;
  if (s.actors.length === 0) s.phase = s.resolvesFights ? 'fights' : 'done';
}

function startCard(s: AcState, box: DiceBox, ev: Log): void {
  const card = s.laid[s.cardIndex]!;
  let actors: string[];
  if (card.kind === 'event' && s.eventEffect) {
    // A Special Event the scenario names: an explosion at its place; nobody acts on the card.
    s.actors = [];
    s.actionsLeft = 0;
    s.resolvesFights = false;
    s.phase = 'done';
    ev.push({ type: 'card', turn: s.turn, index: s.cardIndex, card: cardName(card), actors: [], actions: 0 });
    eventBlast(s, box, ev, s.eventEffect.at, s.eventEffect.dice);
    return;
  }
  if (card.kind === 'event') {
    // The default Special Event: the faction(s) with fewest figures left take one free single action each.
    const left = sidesLeft(s);
    const fewest = Math.min(...left.map((x) => figuresLeft(s, x)));
    actors = left.filter((x) => figuresLeft(s, x) === fewest);
  } else actors = [card.side!];
  s.actors = actors;
  s.actionsLeft = ACTIONS_ON[card.kind];
  s.resolvesFights = card.kind === 'double' || card.kind === 'triple';
  s.phase = 'acting';
  ev.push({ type: 'card', turn: s.turn, index: s.cardIndex, card: cardName(card), actors, actions: s.actionsLeft });
}

function commandNeed(s: AcState): AcNeed {
  return { kind: 'command', side: s.actors[0]!, card: cardName(s.laid[s.cardIndex]!), actionsLeft: s.actionsLeft };
}

/** Runs the game on until a side must act or it ends. */
export function advance(s: AcState, box: DiceBox, ev: Log, hostCap?: number): AcNeed {
  for (let guard = 0; guard < 100_000; guard++) {
    if (s.ended)
      return { kind: 'ended', reason: s.ended.reason, ...(s.ended.winner ? { winner: s.ended.winner } : {}) };
    const r = s.removals[0];
    if (r) {
      const live = liveAmong(s, r.candidates);
      const count = Math.min(r.count, live.length);
      if (count > 0 && count < live.length && sideOf(s, r.side)!.control === 'human')
        return { kind: 'decision', side: r.side, decision: 'casualties', count, candidates: live.map((f) => f.id) };
      s.removals.shift();
      applyRemoval(s, nearestCasualties(live, r.nearFrom, count), r.side, 'nearest', ev);
      continue;
    }
    if (s.afterFights.length) {
      aftermath(s, s.afterFights.shift()!, ev);
      continue;
    }
    pruneLocks(s);
    if (checkEnd(s, ev)) continue;
    if (s.deferred && s.removals.length === 0) return commandNeed(s);
    switch (s.phase) {
      case 'acting': {
        const actor = s.actors[0];
        if (actor !== undefined && s.actionsLeft > 0 && liveGroups(s, actor).length > 0) return commandNeed(s);
        finishActor(s, ev);
        continue;
      }
      case 'fights': {
        // A person in a fight of three or more names the faction their even dice go against, first.
        const ask = targetQuestion(s);
        if (ask) return ask;
        for (const f of allFights(s)) resolveFight(s, box, f, ev);
        s.meleeTargets = [];
        s.phase = 'done';
        continue;
      }
      case 'done':
        s.cardIndex++;
        s.phase = 'next';
        continue;
      case 'next':
        break;
    }
    if (s.cardIndex < s.laid.length) {
      const card = s.laid[s.cardIndex]!;
      if (card.side && figuresLeft(s, card.side) === 0) {
        ev.push({ type: 'cardSkipped', card: cardName(card), why: `${card.side} has no figures left` });
        s.cardIndex++;
      } else startCard(s, box, ev);
      continue;
    }
    // Every card of the turn is played. After the last turn they stay laid out, all played, for the end to show
    // (the table said "Cards of turn 10: no cards laid out yet"); else they are discarded and the next drawn.
    if (s.turn >= s.maxTurns) {
      endOfTurns(s, ev);
      continue;
    }
    for (const c of s.laid) if (!c.fromFile) s.deck.discard.push(c);
    s.laid = [];
    s.cardIndex = 0;
    if (hostCap !== undefined && s.turn >= hostCap) return { kind: 'turnLimit', turn: s.turn };
    s.turn++;
    const { cards, reshuffled } = draw(s, box, cardsPerTurn(sidesLeft(s).length));
    s.laid = cards;
    ev.push({ type: 'draw', turn: s.turn, cards: cards.map(cardName), reshuffled });
    if (cards.length === 0) endOfTurns(s, ev);
  }
  return { kind: 'ended', reason: 'stuck' };
}

/** A working copy: everything a step may change is copied; the table's pieces are shared (they never change). */
function clone(s: AcState): AcState {
  return {
    ...s,
    dice: structuredClone(s.dice),
    sides: s.sides,
    groups: s.groups.map((g) => ({ ...g })),
    figures: s.figures.map((f) => ({ ...f })),
    deck: { script: [...s.deck.script], draw: [...s.deck.draw], discard: [...s.deck.discard], built: s.deck.built },
    laid: [...s.laid],
    actors: [...s.actors],
    pool: s.pool ? { ...s.pool, groups: [...s.pool.groups], dice: [...s.pool.dice] } : null,
    locks: s.locks.map((l) => ({ ...l })),
    removals: s.removals.map((r) => ({ ...r, candidates: [...r.candidates] })),
    afterFights: s.afterFights.map((f) => ({ groups: [...f.groups], defenders: [...f.defenders] })),
    meleeTargets: s.meleeTargets.map((t) => ({ ...t })),
    objective: { ...s.objective, searched: [...s.objective.searched] },
    ended: s.ended ? { ...s.ended } : null,
  };
}

/** From a fresh or in-between state, on to the first point where a side must act. */
export function beginPlain(state: AcState, opts: { maxTurns?: number } = {}): AcStep & { ok: true } {
  const s = clone(state);
  const box = new DiceBox(s.dice, ownerIn(s));
  const { log, events } = logFor(box);
  const need = advance(s, box, log, opts.maxTurns);
  s.dice = box.state();
  return { ok: true, state: s, events: events(), need };
}

/**
 * The sim's script ran out: a linked-fire pool still waiting for more shooters is totalled now, its casualties
 * taken, so the final line shows what the last shot did. Play goes no further (the same side is still to act).
 */
export function scriptEndPlain(state: AcState): { state: AcState; events: AcEvent[] } {
  if (!state.pool) return { state, events: [] };
  const s = clone(state);
  const box = new DiceBox(s.dice, ownerIn(s));
  const { log, events } = logFor(box);
  flushPool(s, log);
  advance(s, box, log);
  s.dice = box.state();
  return { state: s, events: events() };
}

function apply(s: AcState, box: DiceBox, cmd: AcCommand, ev: Log): Result<void> {
  const actor = s.actors[0];
  if (cmd.do === 'casualties') return err('casualties: nobody is asked to choose casualties now');
  if (cmd.do === 'control' || cmd.do === 'dice' || cmd.do === 'meleeTarget') return err(`${cmd.do}: not an action`);
  if (s.phase !== 'acting' || actor === undefined) return err(`${cmd.do}: no card is in play`);
  if (cmd.do === 'endCard') {
    finishActor(s, ev);
    return ok(undefined);
  }
  const g = groupOf(s, cmd.group);
  if (!g) return err(`${cmd.do}: unknown group ${JSON.stringify(cmd.group)}`);
  if (g.side !== actor) return err(`${cmd.do}: turn: group ${g.id} is ${g.side}'s and the card in play is ${actor}'s`);
  if (g.burrowed && cmd.do !== 'move')
    return err(`${cmd.do}: group ${g.id} is burrowed; its next action must be a move to come up`);
  // Linked fire waits only while the same faction keeps shooting at the same target.
  if (s.pool && !(cmd.do === 'shoot' && cmd.target === s.pool.target)) {
    // The command is tried first on a copy with the pool set aside: a refused one must change nothing.
    const probe = clone(s);
    probe.pool = null;
    const tried = act(probe, new DiceBox(probe.dice), g, cmd, { push: () => undefined });
    if (!tried.ok) return tried;
    flushPool(s, ev);
    if (s.removals.some((r) => sideOf(s, r.side)!.control === 'human')) {
      s.deferred = cmd;
      return ok(undefined);
    }
    advance(s, box, ev);
    // The pool's kills may have ended the game or the target: the command is then spent on nothing.
    if (s.ended) return ok(undefined);
    const r = act(s, box, g, cmd, ev);
    if (r.ok) s.actionsLeft--;
    return ok(undefined);
  }
  const r = act(s, box, g, cmd, ev);
  if (!r.ok) return r;
  s.actionsLeft--;
  return r;
}

function act(s: AcState, box: DiceBox, g: AcGroup, cmd: AcCommand, ev: Log): Result<void> {
  const ctx = { s, box, ev };
  if (cmd.do === 'move') return doMove(ctx, g, cmd);
  if (cmd.do === 'shoot') return doShoot(ctx, g, cmd);
  if (cmd.do === 'special') return doSpecial(ctx, g, cmd);
  return err(`${cmd.do}: not an action`);
}

/** One command (or a decision's answer) in; a refused one changes nothing. */
export function reducePlain(state: AcState, cmd: AcCommand, opts: { maxTurns?: number } = {}): AcStep {
  if (state.ended) return { ok: false, error: `${cmd.do}: the game is over` };
  if (cmd.do === 'dice') return err('dice: no roll is waiting for dice');
  const s = clone(state);
  const box = new DiceBox(s.dice, ownerIn(s));
  const { log, events } = logFor(box);
  if (cmd.do === 'control') {
    const side = s.sides.findIndex((x) => x.id === cmd.side);
    if (side < 0) return err(`control: unknown side ${JSON.stringify(cmd.side)}`);
    s.sides = s.sides.map((x, i) => (i === side ? { ...x, control: cmd.control } : x));
    log.push({ type: 'control', side: cmd.side, control: cmd.control });
    const need = advance(s, box, log, opts.maxTurns);
    s.dice = box.state();
    return { ok: true, state: s, events: events(), need };
  }
  const question = s.removals.length === 0 && s.phase === 'fights' ? targetQuestion(s) : undefined;
  if (cmd.do === 'meleeTarget' || question) {
    if (!question) return err('meleeTarget: nobody is asked to name a target now');
    if (cmd.do !== 'meleeTarget')
      return err(`${cmd.do}: ${question.side} must first name the faction their dice go against in hand to hand`);
    if (!question.options.includes(cmd.target))
      return err(`meleeTarget: ${JSON.stringify(cmd.target)} is not in this fight (${question.options.join(', ')})`);
    s.meleeTargets.push({ fight: question.fight[0]!, side: question.side, target: cmd.target });
    const need = advance(s, box, log, opts.maxTurns);
    s.dice = box.state();
    return { ok: true, state: s, events: events(), need };
  }
  const head = s.removals[0];
  const asked = head && sideOf(s, head.side)!.control === 'human' && liveAmong(s, head.candidates).length > head.count;
  if (asked) {
    if (cmd.do !== 'casualties') return err(`${cmd.do}: ${head.side} must first choose ${head.count} casualties`);
    const live = liveAmong(s, head.candidates).map((f) => f.id);
    const chosen = [...new Set(cmd.figures)];
    if (chosen.length !== head.count || chosen.some((id) => !live.includes(id)))
      return err(`casualties: choose exactly ${head.count} of ${live.join(', ')}`);
    s.removals.shift();
    applyRemoval(s, chosen, head.side, 'owner', log);
  } else if (!s.deferred) {
    const r = apply(s, box, cmd, log);
    if (!r.ok) return r;
  } else return err(`${cmd.do}: casualties must be chosen first`);
  let need = advance(s, box, log, opts.maxTurns);
  // A command held back while a linked-fire pool's casualties were chosen runs now.
  if (s.deferred && need.kind === 'command' && s.removals.length === 0) {
    const held = s.deferred;
    delete s.deferred;
    // Refused now (its target fell to the pool, say): it is dropped and the card goes on.
    apply(s, box, held, log);
    need = advance(s, box, log, opts.maxTurns);
  }
  s.dice = box.state();
  return { ok: true, state: s, events: events(), need };
}
