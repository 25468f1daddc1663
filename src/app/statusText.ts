// The lines under the table in words: where the turn stands and what the game waits for, and the line when
// no figure is selected (the selected figure's line is the game's view.figureLine). Plain functions of the
// app's state, so they are tested without a page.
import type { App } from './app';
import type { Orders } from '../core/rulesetView';
import { askedOf, namesList, whoseWords, yoursWords } from './players/players';

export function phaseText(app: App, orders: Orders): string {
  const s = app.view();
  const need = app.need();
  const session = app.session;
  if (!s || !need || !session) return '';
  // A question is asked in the turn its game says: the state is held from before the step that raised it,
  // so a contact as turn 1 starts would read "Before turn 1" (play-test 4, 17 and 22).
  const asks = need.kind === 'decision' ? session.ruleset.view?.question?.(s, need) : undefined;
  const now = asks?.turn ?? s.turn;
  // Turn 0 is the set-up while the person places the group, then the contacts before turn 1's dice.
  const turn = now ? `Turn ${now}` : need.kind === 'command' && need.deploying ? 'Setting up' : 'Before turn 1';
  // Sides by the game's names for them ("the enemy", "your force"), never their ids.
  const side = (id: string) => session.ruleset.view?.sideName?.(s, id) ?? id;
  const dice = s.turnState
    ? ` - activation dice ${s.turnState.order.map((id) => `${side(id)} ${s.turnState!.dice[id]}`).join(', ')}`
    : '';
  if (app.replaying) return replayText(app, turn);
  if (need.kind === 'ended') {
    const page = session.ruleset.view?.afterBattle?.(session.state, session.need);
    return `${turn}: ${page?.text ?? s.ended?.text ?? 'the battle is over.'}`;
  }
  if (need.kind === 'turnLimit') return `${turn}: the turn limit is reached.`;
  const who = session.controlOf(need.side);
  // Same side and head to head name the player asked, and whose figures may act.
  const players = app.players;
  // Same side: the people sharing the side by name ("Ana and Cy"), never "the players" or "your".
  const all = namesList(players.players.map((p) => p.name));
  const asked = askedOf(players, need, s)?.name;
  const your = asked ? `${asked}'s` : 'your';
  // The question in the game's shown words, as its dialog has them (play-test 3, 10: the bar said "it may
  // go up to 1.0\" further along its path" of sarge while the dialog named him).
  if (need.kind === 'decision')
    return who === 'human'
      ? `${turn}: ${your} decision - ${asks?.text.replace(/\.$/, '') ?? need.decision.text}.`
      : `${turn}: waiting for ${side(need.side)} to decide...`;
  // A step waiting for dice may be starting the next turn, which the state doesn't show yet: no turn number.
  if (need.kind === 'dice')
    return who === 'human'
      ? `${asked ? `${asked}'s` : 'Your'} dice: throw ${need.ask.count} for the roll in the box and enter the faces.`
      : `Waiting for ${side(need.side)} to throw dice...`;
  // "waiting for the gangers to act": no verb to agree with a side that may be one ("the enemy") or many.
  if (who !== 'human') return `${turn}${dice}: waiting for ${side(need.side)} to act...`;
  if (need.deploying && players.mode === 'sameSide')
    return `Setting up: ${all} drag their figures to where they start, inside the green zone (or "Place in a line"), then "Start battle".`;
  if (need.deploying)
    return 'Setting up: drag your figures to where they start, inside the green zone (or "Place in a line"), then "Start battle".';
  if (s.active) {
    // The fallen and the gone stay in the activation's list but act no more (play-test 15a: "is acting (Ash, Bo,
    // Cole, Dex)" with Cole obviously dead): the line names those who still take orders.
    const able = s.active.figures.filter((id) => {
      const st = s.figures[id]?.status;
      return st === 'carryOn' || st === 'duckBack' || st === 'hunkerDown';
    });
    const a = { ...s.active, figures: able };
    // A leader who already acted leads friends he has joined since; they act, he does not (play-test 5, 6).
    const led = a.figures.includes(a.leader)
      ? `led by ${a.leader}`
      : `in ${a.leader}'s group; ${a.leader} has already acted`;
    if (players.mode === 'sameSide')
      return `${turn}${dice}: acting now - ${whoseWords(players, a.figures, s)} (${led}). Give each figure its orders, then press E to end the activation.`;
    if (!a.figures.includes(a.leader))
      return `${turn}${dice}: acting now - ${a.figures.join(', ')}, who joined ${your} group led by ${a.leader} (${a.leader} has already acted this turn and does not move again). Give each figure its orders, then press E to end the activation.`;
    return `${turn}${dice}: ${your} group led by ${a.leader} is acting (${a.figures.join(', ')}). Give each figure its orders, then press E to end the activation.`;
  }
  const leaders = orders.choices.map((id) => `${id} (Rep ${s.figures[id]?.rep})`).join(' or ');
  // Same side lists each person's group (its people by name), so neither the leaders nor "Ana and Ben's
  // part" are said again, and the instruction comes before the list: the line fits the bar's two lines at
  // 1024 wide, and a longer list (more people) loses its end, not the instruction (play-test 4, 21: cut).
  // Lower Rep groups the die lets act too come after, so none reads as "can't act" (play-test 10a, 22).
  // Names only: the line must fit two lines of the bar at 1024 wide.
  const later = orders.later?.size ? `; after them: ${[...orders.later].join(', ')}` : '';
  if (players.mode === 'sameSide')
    return `${turn}${dice}: order a figure to activate its group, or press E to pass. May act - ${whoseWords(players, [...orders.figures], s)}${later}.`;
  return `${turn}${dice}: ${your} part of the turn. Give an order to a figure of the group led by ${leaders} to activate it, or press E to pass it.`;
}

/**
 * The line when no figure is selected: the colour of the figures of whoever is at the screen, by name when
 * two people play ("Ben's are orange"), else "yours are blue".
 */
export function noFigureText(app: App): string {
  // Once it is over nobody acts: no figure is ringed, so the line must not say some can be.
  if (app.session?.over && !app.replaying)
    return 'The battle is over: nobody acts any more. Undo the last command, or watch the replay, to look again.';
  return `No figure selected: click one (${yoursWords(app.players, app.view(), app.hotSeat.atScreen)}; ringed in yellow when they can act).`;
}

/**
 * The replay's line: which step, and what that step did in the log's words ("Ash moves 3.1\" ..."), so a
 * step that changes little on the table still says what happened; a step that shows nothing there says so
 * (issue 19: the first steps of a replay seemed to do nothing).
 */
function replayText(app: App, turn: string): string {
  const session = app.session!;
  const at = app.cursor ?? 0;
  const head = `Replay: step ${at} of ${session.history.length - 1} (${turn.toLowerCase()})`;
  if (at === 0)
    return `${head}: the battle as it starts. Use the replay buttons or , and . to step; "Take over" plays on from here.`;
  const entry = session.history[at]!;
  if (session.asking(at)) {
    // The step stopped at a question: what it asks, in the words its dialog had; the answer is the next step.
    const need = entry.need;
    const q =
      need.kind === 'decision'
        ? (session.ruleset.view?.question?.(entry.state, need)?.text ?? need.decision.text)
        : undefined;
    return `${head}: the game asks${q ? ` "${q.replace(/\.$/, '')}"` : ' a question'}; the next step answers it and plays on.`;
  }
  const log = session.ruleset.view?.log(() => entry.state);
  log?.add(entry.events);
  const lines = (log?.lines() ?? []).map((l) => l.text).filter(Boolean);
  if (!lines.length) return `${head}: nothing changes on the table in this step.`;
  const more = lines.length - 1;
  return `${head}: ${lines[0]!.replace(/\.$/, '')}${more ? ` (and ${more} more line${more > 1 ? 's' : ''} in the log)` : ''}.`;
}
