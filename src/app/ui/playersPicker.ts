// The menu's "Players" row: Solo, Same side (two to four players sharing the player side against the solo
// rules) or Head to head (two players, one side each, in a skirmish), with the players' names.
import { MAX_SAME_SIDE, MODE_LABELS, PLAY_MODES, type PlayMode } from '../players/players';
import type { PlayChoice } from '../players/setup';
import { h } from './dom';

const HINTS: Record<PlayMode, string> = {
  solo: 'You against the solo rules (or the computer in a skirmish).',
  sameSide:
    'Two to four players share the player side of a Patrol, Raid or Defend: each has a Star and a group of "Each group" figures. A skirmish becomes a Patrol.',
  headToHead:
    'Two players, one side each, in a skirmish: the first takes the blue side (bottom edge), the second the orange (top). The table is hidden while the screen changes hands.',
};

export interface PlayersPicker {
  element: HTMLElement;
  choice(): PlayChoice;
}

/** `kinds` finds the menu's battle kind radios: head to head is a skirmish, same side an encounter. */
export function playersPicker(
  kinds: () => HTMLInputElement[],
  /** Told the choice whenever the mode, the count or a name changes (the menu words its rows by it). */
  changed: (c: PlayChoice) => void = () => {},
): PlayersPicker {
  let mode: PlayMode = 'solo';
  // Not the figures' names (Ash, Bo, Cole...): "Bo's group" must never be read as a figure's.
  const defaults = ['Ana', 'Ben', 'Cy', 'Dee'];
  const names = defaults.map(
    (n, i) =>
      h('input', {
        id: `player-name-${i}`,
        type: 'text',
        value: n,
        maxlength: 20,
        'aria-label': `Player ${i + 1}`,
      }) as HTMLInputElement,
  );
  const count = h(
    'select',
    { id: 'player-count', 'aria-label': 'players' },
    [2, 3, 4].map((n) => h('option', { value: n }, `${n} players`)),
  ) as HTMLSelectElement;
  const hint = h('small', { class: 'muted', id: 'mode-hint' }, HINTS.solo);
  const namesRow = h('div', { class: 'names' }, count, names);
  const show = () => {
    const n = mode === 'headToHead' ? 2 : mode === 'sameSide' ? Number(count.value) : 0;
    namesRow.hidden = mode === 'solo';
    count.hidden = mode !== 'sameSide';
    names.forEach((el, i) => (el.hidden = i >= n));
    hint.textContent = HINTS[mode];
    const radios = kinds();
    const pick = (k: string) => radios.find((r) => r.value === k);
    if (mode === 'headToHead') pick('skirmish')!.checked = true;
    if (mode === 'sameSide' && pick('skirmish')?.checked) pick('patrol')!.checked = true;
    for (const r of radios)
      r.disabled = (mode === 'headToHead' && r.value !== 'skirmish') || (mode === 'sameSide' && r.value === 'skirmish');
    changed(choice());
  };
  count.addEventListener('change', show);
  for (const el of names) el.addEventListener('input', () => changed(choice()));
  const radios = h(
    'div',
    { class: 'radios', role: 'radiogroup', 'aria-label': 'players' },
    PLAY_MODES.map((m) =>
      h(
        'label',
        {},
        h('input', {
          type: 'radio',
          name: 'play-mode',
          value: m,
          id: `mode-${m}`,
          checked: m === 'solo',
          onchange: () => {
            mode = m;
            show();
          },
        }),
        ` ${MODE_LABELS[m]}`,
      ),
    ),
  );
  const element = h('div', { class: 'row play-modes' }, h('span', {}, 'Players'), h('div', {}, radios, namesRow, hint));
  namesRow.hidden = true;
  function choice(): PlayChoice {
    const n = mode === 'headToHead' ? 2 : mode === 'sameSide' ? Math.min(MAX_SAME_SIDE, Number(count.value)) : 0;
    return { mode, names: names.slice(0, n).map((el) => el.value) };
  }
  return { element, choice };
}
