// The after-battle page: who holds the field and why, what became of each figure, and the ways on. The words
// are the game's (its view's afterBattle page); the names of the people at the screen and the buttons are ours.
import type { App } from '../app';
import { byId, clear, h, saveAs } from './dom';
import { fileName } from '../fileName';
import { playerOfSide } from '../players/players';

export function renderAfter(app: App, actions: { menu(): void; replay(): void }): void {
  const root = byId('after');
  clear(root);
  const session = app.session;
  const page = session && session.ruleset.view?.afterBattle?.(session.state, session.need);
  if (!page) return;
  // Head to head: the winner is a person at the screen, named.
  const named = page.winner ? playerOfSide(app.players, page.winner)?.name : undefined;
  const title = named ? `${named} holds the field` : page.title;
  const sides = page.sides.map((side) =>
    h(
      'section',
      { class: 'card side-card' },
      h('h3', {}, `${playerOfSide(app.players, side.id)?.name ?? side.name ?? side.id} (${side.detail})`),
      h('p', { class: 'muted side-count' }, side.count),
      withMoreHint(
        h(
          'div',
          { class: 'side-figures' },
          h(
            'table',
            {},
            h(
              'tbody',
              {},
              side.rows.map(([first, ...rest]) =>
                h('tr', {}, h('th', {}, first ?? ''), ...rest.map((c) => h('td', {}, c))),
              ),
            ),
          ),
        ),
      ),
    ),
  );
  const report = app.campaignReport();
  const roster = app.campaign?.roster;
  const campaign =
    report && roster
      ? h(
          'section',
          { class: 'card', id: 'after-campaign' },
          h('h3', {}, `After the battle: ${roster.star.id}'s group`),
          h(
            'ul',
            {},
            report.map((line) => h('li', {}, line)),
          ),
          h(
            'p',
            { class: 'muted' },
            roster.over
              ? 'The campaign is over.'
              : `Next encounter: ${[roster.star, ...roster.grunts].map((m) => `${m.id} (Rep ${m.rep})`).join(', ')}. Carry on from the menu.`,
          ),
        )
      : null;
  // The ways on come straight under the verdict: a long campaign report or enemy list never pushes them
  // below the fold (play-test 40: a Raid's buttons were under the action bar at 1366x768).
  // The verdict sits on its own opaque card as the sides do: straight on the dimmed table, the figures' names
  // underneath read through the title and its sentence (issue 19, play-test item 5).
  root.append(
    h(
      'section',
      { class: 'card after-head' },
      h('h1', { id: 'after-title', class: `tone-${page.tone}` }, title),
      h('p', {}, page.text),
      // The campaign's report sits under the side cards, off the first screen: a line here says it is there
      // (play-test 11c: a player missed it, the first screen showing only the cards).
      ...(campaign && roster
        ? [
            h(
              'p',
              { id: 'after-pointer' },
              'Below the side cards: ',
              h(
                'button',
                { type: 'button', onclick: () => campaign.scrollIntoView({ block: 'start' }) },
                `After the battle: ${roster.star.id}'s group`,
              ),
              ' says who comes back, who joins and whose Rep goes up or down.',
            ),
          ]
        : []),
      h(
        'div',
        { class: 'choices', id: 'after-choices' },
        h('button', { type: 'button', class: 'primary', onclick: actions.replay }, 'Watch the replay'),
        h(
          'button',
          { type: 'button', onclick: () => saveAs(fileName(app.title, 'replay'), app.exportReplay()) },
          'Save the replay',
        ),
        h('button', { type: 'button', onclick: () => app.undo() }, 'Undo the last command'),
        h('button', { type: 'button', onclick: actions.menu }, 'Back to the menu'),
      ),
    ),
    h('div', { class: 'cards' }, sides),
    ...(campaign ? [campaign] : []),
  );
}

/**
 * A long list of figures scrolls in its box; under it a line says how many figures are below the box's edge
 * ("and 5 more below: scroll the list"), kept up to date as the list scrolls or its box changes size, so a
 * list cut at the box's edge never looks complete (play-test 7, 7: at 1366x768 the list ended at "Dario"
 * with no scroll bar and no hint).
 */
function withMoreHint(list: HTMLElement): HTMLElement[] {
  const hint = h('p', { class: 'muted side-more', hidden: true });
  const update = (): void => {
    if (!list.isConnected) {
      seen.disconnect();
      return;
    }
    const bottom = list.getBoundingClientRect().bottom;
    // A row counts as hidden once less than half of it shows: a row clipped by a pixel or two still reads whole
    // (play-test 14c: "and 12 more below" under 11, the last row's last 2px cut by the box's edge).
    const hidden = [...list.querySelectorAll('tr')].filter((r) => {
      const b = r.getBoundingClientRect();
      return (b.top + b.bottom) / 2 > bottom;
    }).length;
    hint.hidden = hidden === 0;
    hint.textContent = hidden === 0 ? '' : `and ${hidden} more below: scroll the list`;
  };
  // The page is built before it is shown: the observer fires once the box has a size, and on every change.
  // The rows are watched too: once the box is at its tallest, rows that change height (the page's font
  // arriving) leave the box's size alone, and the count went stale (play-test 14a: "12 more below" under a
  // list with 11 below, "1 more" under a whole list).
  const seen = new ResizeObserver(update);
  seen.observe(list);
  const rows = list.firstElementChild;
  if (rows) seen.observe(rows);
  void document.fonts?.ready.then(update);
  list.addEventListener('scroll', update, { passive: true });
  return [list, hint];
}
