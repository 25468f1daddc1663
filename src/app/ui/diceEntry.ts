// The dice prompt for a player who throws real dice: what the roll decides, how many dice, the target and
// the exact odds, then the faces typed with the keys 1-6 or clicked. Backspace takes the last face back;
// Enter (or the button) hands them to the engine as a `dice` command. The new-battle screen's "Your own
// dice" switch lives here too, remembered in the settings.
import type { App } from '../app';
import type { DiceAsk } from '../../core/dice/entered';
import type { DiceAskView } from '../../core/rulesetView';
import { h } from './dom';
import { OWN_DICE_HINT } from './menuWords';
import { closeModal, onModalClose, openModal } from './modal';

/** The new-battle switch, starting from the last choice (kept in the settings). */
export function ownDiceBox(app: App): HTMLInputElement {
  const box = h('input', { id: 'own-dice', type: 'checkbox', checked: !!app.settings.ownDice }) as HTMLInputElement;
  box.addEventListener('change', () => app.setSettings({ ...app.settings, ownDice: box.checked }));
  return box;
}

export function ownDiceRow(box: HTMLInputElement): HTMLElement {
  return h(
    'label',
    { class: 'row check' },
    h('span', {}, 'Your own dice'),
    box,
    h('small', { class: 'muted' }, OWN_DICE_HINT),
  );
}

const PIPS = ['⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];

/** For a game whose view has no dice prompt of its own: the count and the faces, nothing the game did not say. */
function plainAsk(ask: DiceAsk): DiceAskView {
  const dice = `${ask.count} ${ask.count === 1 ? 'die' : 'dice'}${ask.sides === 6 ? '' : ` (d${ask.sides})`}`;
  return { title: 'Your dice', decides: '', throwText: `Throw ${dice}.`, targetText: '', oddsText: '', sofar: [] };
}

/** Opens the prompt for one roll; it closes itself once the engine takes the faces. */
/** The step's events so far, of the session's own game (its need carries them). */
type Before = Parameters<NonNullable<NonNullable<NonNullable<App['session']>['ruleset']['view']>['diceAsk']>>[2];

export function showDiceEntry(app: App, ask: DiceAsk, before: Before = []): void {
  // The game's own words for the roll and for what the step has told so far.
  const words = app.session?.ruleset.view?.diceAsk?.(app.session.state, ask, before) ?? plainAsk(ask);
  const sofar = words.sofar;
  const faces: number[] = [];
  const slots = h('div', { class: 'dice-slots', id: 'dice-slots' });
  const error = h('p', { class: 'dice-error', id: 'dice-error', role: 'alert' });
  const enter = h(
    'button',
    { type: 'button', class: 'primary', id: 'dice-enter' },
    'Enter the dice',
  ) as HTMLButtonElement;
  const draw = () => {
    slots.replaceChildren(
      ...Array.from({ length: ask.count }, (_, i) =>
        h(
          'span',
          { class: `dice-slot${faces[i] ? ' filled' : ''}`, 'data-slot': i },
          faces[i] ? String(faces[i]) : '·',
        ),
      ),
    );
    enter.disabled = faces.length !== ask.count;
  };
  const add = (f: number) => {
    if (faces.length < ask.count) faces.push(f);
    error.textContent = '';
    draw();
  };
  const back = () => {
    faces.pop();
    draw();
  };
  const submit = () => {
    if (faces.length !== ask.count) {
      error.textContent = `Enter ${ask.count} ${ask.count === 1 ? 'die' : 'dice'} first.`;
      return;
    }
    const res = app.send({ do: 'dice', faces: [...faces] });
    if (!res.ok) {
      error.textContent = res.error;
      return;
    }
    // The app's refresh has already opened the next prompt if the step needs another roll (replacing
    // this one); otherwise this one goes.
    if (body.isConnected) closeModal();
  };
  enter.addEventListener('click', submit);
  const pad = h(
    'div',
    { class: 'dice-pad' },
    Array.from({ length: ask.sides }, (_, i) =>
      h(
        'button',
        { type: 'button', class: 'dice-face', 'data-face': i + 1, title: `Key ${i + 1}`, onclick: () => add(i + 1) },
        h('span', { class: 'pip' }, PIPS[i] ?? ''),
        String(i + 1),
      ),
    ),
    h(
      'button',
      { type: 'button', class: 'small', id: 'dice-back', onclick: back, title: 'Backspace' },
      'Take back a die',
    ),
  );
  const body = h(
    'div',
    { class: 'dice-entry' },
    sofar.length
      ? h(
          'div',
          { class: 'so-far', id: 'dice-so-far' },
          h('b', {}, 'So far:'),
          h(
            'ul',
            {},
            sofar.map((t) => h('li', {}, t)),
          ),
        )
      : null,
    h('p', { class: 'dice-decides' }, words.decides),
    words.oddsText ? h('p', { class: 'dice-odds muted' }, `Chances: ${words.oddsText}.`) : null,
    // Kept in sight at the foot of the box when the words above make it scroll (play-test 2, 22: at
    // 1024x768 the button sat below the screen), with the slots and the faces to click: only the words
    // scroll under (play-test 4, 9: at 1366x768 the faces and "Take back a die" lay under the button).
    // The throw line ("Throw 2 dice, in order: die 1 for ..., die 2 for ...") is in the foot too, just over
    // the slots it fills: above it, at 1024x768 it scrolled under the foot and the order was hidden.
    h(
      'div',
      { class: 'dice-send' },
      h('p', { class: 'dice-throw' }, h('b', {}, words.throwText), ' ', words.targetText),
      slots,
      pad,
      error,
      h('div', { class: 'choices' }, enter),
      h('small', { class: 'muted' }, 'Keys 1-6 enter a face, Backspace takes one back, Enter sends them.'),
    ),
  );
  draw();
  openModal(words.title, body, { dismissable: false, docked: true, id: 'dice-entry' });
  const onKey = (ev: KeyboardEvent) => {
    // Another dialog took the modal's place: this prompt is gone, and so is its listener.
    if (!body.isConnected) {
      window.removeEventListener('keydown', onKey);
      return;
    }
    if (ev.ctrlKey || ev.metaKey || ev.altKey) return;
    const n = Number(ev.key);
    if (Number.isInteger(n) && n >= 1 && n <= ask.sides) add(n);
    else if (ev.key === 'Backspace') back();
    else if (ev.key === 'Enter') submit();
    else return;
    ev.preventDefault();
  };
  window.addEventListener('keydown', onKey);
  onModalClose(() => window.removeEventListener('keydown', onKey));
}

/**
 * Watches the game for a roll the person at the screen is to throw: opens the prompt once per roll,
 * and closes it if the roll is no longer waited for (undo, a replay, a new battle).
 */
export function diceEntryWatcher(app: App): (onTable: boolean) => void {
  let asked: unknown;
  return (onTable) => {
    const need = app.need();
    const wait = app.session?.state.diceWait;
    if (app.humanTurn() && need?.kind === 'dice' && wait && asked !== wait && onTable) {
      asked = wait;
      showDiceEntry(app, need.ask, need.before);
    }
    if (need?.kind !== 'dice' && asked) {
      asked = undefined;
      if (document.getElementById('dice-entry')) closeModal();
    }
  };
}
