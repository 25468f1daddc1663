// The hot-seat screens: "hand over to Bo" covering the whole page until Bo confirms (their part of the turn,
// or a question put to them in the middle of the other player's), the other player's consent to an undo,
// and the name of the player a question is put to in same side and head to head play.
import type { App } from '../app';
import { askedOf } from '../players/players';
import { clear, h } from './dom';
import { colourWords } from '../paint/colours';
import './players.css';

const KIND_WORDS: Record<string, string> = {
  freeWill: 'Free Will',
  cheatDeath: 'Cheating Death',
  inSightExtra: 'the 2" after In Sight',
  inSightStep: 'a 2" step before the In Sight test',
  inSightTarget: 'an In Sight target',
  retrieveWounded: 'carrying a wounded friend',
  challengeRetry: 'a second try at a challenge',
  reactionGrenade: 'a grenade in reaction',
  captureOrDispatch: 'a prisoner or not',
};

function cover(): HTMLElement {
  let el = document.getElementById('hand-over');
  if (!el) {
    el = h('div', { id: 'hand-over', hidden: true });
    document.body.append(el);
  }
  return el;
}

/** "the orange side, from the top edge": the colour its tokens are drawn in (paint/colours.ts). */
function sideWords(app: App, side: string): string {
  const i = Math.max(0, app.session?.state.sides.findIndex((x) => x.id === side) ?? 0);
  return `the ${colourWords(i)} side, from the ${i === 0 ? 'bottom' : 'top'} edge`;
}

/** Shows or hides the hand-over cover; `onTable` is false on the menu and after-battle pages. */
export function renderHandOver(app: App, onTable: boolean): void {
  const el = cover();
  const seat = app.hotSeat;
  const s = app.session;
  const due = onTable && !app.replaying ? seat.due(s) : undefined;
  const ask = onTable ? seat.undoAsk : undefined;
  if (!s || (!due && !ask)) {
    if (!el.hidden) {
      el.hidden = true;
      clear(el);
    }
    return;
  }
  const key = ask ? `undo:${ask.asker}:${ask.what}` : `seat:${due!.name}:${s.history.length}`;
  if (!el.hidden && el.dataset.key === key) return;
  el.dataset.key = key;
  clear(el);
  el.hidden = false;
  const panel = h('div', { class: 'hand-over-panel', role: 'dialog', 'aria-label': 'Hand over' });
  el.append(panel);
  if (ask) {
    const whose = ask.owner === ask.asker ? 'their own' : `${ask.owner}'s`;
    panel.append(
      h('h2', {}, `${ask.agreeBy}: take back a decision?`),
      h('p', {}, `${ask.asker} asks to take back ${whose} last decision: the ${ask.what}.`),
      h(
        'p',
        { class: 'muted' },
        'Only that one decision goes back; the dice stay as they were, so making it again gives the same roll.',
      ),
      h(
        'div',
        { class: 'choices' },
        h(
          'button',
          { type: 'button', class: 'primary', id: 'undo-agree', onclick: () => app.answerUndo(true) },
          `${ask.agreeBy} agrees`,
        ),
        h('button', { type: 'button', id: 'undo-refuse', onclick: () => app.answerUndo(false) }, 'Refuse'),
      ),
    );
    return;
  }
  const p = due!;
  const need = s.need;
  const mid = need.kind === 'decision';
  const reason =
    need.kind === 'dice'
      ? `Dice for ${p.name} to throw${seat.atScreen && seat.atScreen !== p.name ? ` in the middle of ${seat.atScreen}'s turn` : ''}: a roll for ${p.name}'s side (${sideWords(app, p.side)}).`
      : mid
        ? `A question for ${p.name} in the middle of ${seat.atScreen ?? 'the other player'}'s turn: ${KIND_WORDS[need.decision.kind] ?? 'a choice'} for ${need.decision.figure}.`
        : `${p.name}'s part of the turn (${sideWords(app, p.side)}).`;
  panel.append(
    h('h2', {}, `Hand over to ${p.name}`),
    h('p', { id: 'hand-over-reason' }, reason),
    h('p', { class: 'muted' }, `The table stays hidden until ${p.name} takes the screen.`),
    h(
      'button',
      { type: 'button', class: 'primary', id: 'hand-over-ok', onclick: () => app.takeSeat(p.name) },
      `I am ${p.name}: show the table`,
    ),
    // The cover hides the toolbar's Menu button with the table (pt15a): the way out stays on the cover. It
    // presses that button, so leaving does what Menu always does.
    h(
      'button',
      {
        type: 'button',
        id: 'hand-over-menu',
        onclick: () => (document.getElementById('to-menu') as HTMLButtonElement | null)?.click(),
      },
      'Menu',
    ),
  );
  // Enter confirms too, once the cover is up (the keys of the table are asleep under it).
  (panel.querySelector('#hand-over-ok') as HTMLButtonElement | null)?.focus();
}

/** Same side and head to head: the open question names the player it is put to. */
export function nameAskedPlayer(app: App): void {
  const p = askedOf(app.players, app.session?.need, app.session?.state);
  const dialog = document.getElementById('decision-dialog');
  if (!p || !dialog || dialog.querySelector('.asked-of')) return;
  const head = dialog.querySelector('.modal-head');
  head?.after(h('p', { class: 'asked-of' }, `For ${p.name}`));
}

export function handOverOpen(): boolean {
  const el = document.getElementById('hand-over');
  return !!el && !el.hidden;
}
