// The after-battle page: who holds the field and why, what became of each figure, and the ways on.
import type { App } from '../app';
import { statusWords } from '../../rulesets/chain-reaction/explain/eventText';
import { byId, clear, h, saveAs } from './dom';
import { fileName } from '../fileName';
import { endTone, playerSide } from '../encounterText';
import { playerOfSide } from '../players/players';

export function renderAfter(app: App, actions: { menu(): void; replay(): void }): void {
  const root = byId('after');
  clear(root);
  const s = app.session?.state;
  const need = app.session?.need;
  if (!s || !need) return;
  // Head to head: the winner is a person at the screen, named.
  const named = need.kind === 'ended' && need.winner ? playerOfSide(app.players, need.winner)?.name : undefined;
  const title =
    need.kind === 'ended'
      ? named
        ? `${named} holds the field`
        : need.winner
          ? `${need.winner === playerSide(s) ? 'You hold the field' : `${need.winner} holds the field`}`
          : 'The battle is over'
      : 'The turn limit is reached';
  const why = s.ended?.text ?? '';
  const sides = s.sides.map((side) =>
    h(
      'section',
      { class: 'card side-card' },
      h('h3', {}, `${playerOfSide(app.players, side.id)?.name ?? side.id} (${side.force})`),
      h('p', { class: 'muted side-count' }, countLine(side.figures.map((id) => s.figures[id]!.status))),
      h(
        'div',
        { class: 'side-figures' },
        h(
          'table',
          {},
          h(
            'tbody',
            {},
            side.figures.map((id) => {
              const f = s.figures[id]!;
              return h(
                'tr',
                {},
                h('th', {}, `${id}${f.star ? ' ★' : ''}`),
                h('td', {}, `Rep ${f.rep}`),
                h('td', {}, statusWords(f.status)),
              );
            }),
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
  root.append(
    h('h1', { id: 'after-title', class: `tone-${need.kind === 'ended' ? endTone(s, need.winner) : 'neutral'}` }, title),
    h('p', {}, `${why} ${s.turn} turn${s.turn === 1 ? '' : 's'} played.`),
    h('div', { class: 'cards' }, sides),
    ...(campaign ? [campaign] : []),
    h(
      'div',
      { class: 'choices' },
      h('button', { type: 'button', class: 'primary', onclick: actions.replay }, 'Watch the replay'),
      h(
        'button',
        { type: 'button', onclick: () => saveAs(fileName(app.title, 'replay'), app.exportReplay()) },
        'Save the replay',
      ),
      h('button', { type: 'button', onclick: () => app.undo() }, 'Undo the last command'),
      h('button', { type: 'button', onclick: actions.menu }, 'Back to the menu'),
    ),
  );
}

/** "7 figures: 4 carrying on, 2 out of the fight, 1 obviously dead", most common first. */
export function countLine(statuses: readonly string[]): string {
  const n = new Map<string, number>();
  for (const st of statuses) n.set(st, (n.get(st) ?? 0) + 1);
  const parts = [...n].sort((a, b) => b[1] - a[1]).map(([st, k]) => `${k} ${statusWords(st)}`);
  return `${statuses.length} figure${statuses.length === 1 ? '' : 's'}: ${parts.join(', ')}`;
}
