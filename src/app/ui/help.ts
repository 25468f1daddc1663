// The help overlay: how a turn goes in a few lines, and every key and mouse control.
import { h } from './dom';
import { openModal } from './modal';
import { SHORTCUTS } from './shortcuts';
import { OVERLAY_LABELS, OVERLAYS } from '../settings';

export function showHelp(): void {
  const body = h(
    'div',
    { class: 'help' },
    h(
      'p',
      {},
      "Each turn both sides roll an activation die. When it is your part of the turn, your groups whose leader's Rep is at least your die may act, highest Rep first. Figures ringed in yellow can take orders now: select one and drag it to move, or give an order from the bar below. Press E when the group is done. Enemies that come into view during a move trigger an In Sight test; the log explains every roll - click a line marked ▸ to see the dice, modifiers, table row and odds.",
    ),
    h(
      'table',
      { class: 'keys' },
      h(
        'tbody',
        {},
        SHORTCUTS.map((s) => h('tr', {}, h('th', {}, s.keys), h('td', {}, s.what))),
      ),
    ),
    h('h3', {}, 'Overlays'),
    h(
      'ul',
      {},
      OVERLAYS.map((o) =>
        h('li', {}, h('b', {}, `${OVERLAY_LABELS[o].label} (${OVERLAY_LABELS[o].key}): `), OVERLAY_LABELS[o].help),
      ),
    ),
    h('h3', {}, 'On the tokens'),
    h(
      'ul',
      {},
      h(
        'li',
        {},
        'Blue: your side; red: the enemy. The white wedge on the rim shows where the figure faces; its front half is what it can see.',
      ),
      h(
        'li',
        {},
        'The number is Rep; a gold ★ marks a Star. Below: the weapon by the book\'s short code, "EMPTY" when out of ammo, "+G" with a readied grenade. Hover a figure for the weapon\'s full name: AR assault rifle, BAR bolt-action rifle (not an automatic), SAR semi-automatic rifle, SAW squad automatic weapon, SMG submachine gun, MP machine pistol, BAP heavy pistol, P pistol, SG shotgun, RL rocket launcher.',
      ),
      h(
        'li',
        {},
        'Badges above: DB duck back, HD hunker down, LV leaving, OUT out of the fight, DEAD, POW captured, PR prone, MEL locked in melee, CAR carrying a casualty.',
      ),
      h(
        'li',
        {},
        'With Groups on: each group outlined in its colour, its leader in a dashed ring of that colour, and the 4" links holding it together as coloured lines (a figure on its own has none). A yellow ring means the figure can act now. Orange diamond: where an In Sight happened this activation.',
      ),
    ),
  );
  openModal('How to play', body, { wide: true, id: 'help-dialog' });
}
