// The campaign card's "Players" part: the other players sharing the side, each with their Star's group, and
// a small form for another player to join (their name, their Star's name and Rep).
import type { App } from '../app';
import { MAX_SAME_SIDE } from '../players/players';
import { h } from './dom';
import { select } from './choices';

export function partnersPanel(app: App, fail: (line: string) => void, redraw: () => void): HTMLElement {
  const c = app.campaign!;
  const partners = c.partners ?? [];
  const box = h('div', { id: 'camp-players', class: 'camp-players' });
  box.append(
    h(
      'h3',
      {},
      partners.length ? `Players: ${[c.player ?? 'Player 1', ...partners.map((p) => p.player)].join(', ')}` : 'Players',
    ),
  );
  for (const p of partners) {
    const r = p.roster;
    box.append(
      h(
        'p',
        { class: 'muted' },
        `${p.player}: ${[r.star, ...r.grunts].map((m) => `${m.id}${m.star ? ' ★' : ''} (Rep ${m.rep})`).join(', ')}`,
      ),
    );
  }
  if (c.roster.over || partners.length + 1 >= MAX_SAME_SIDE) return box;
  const first = h('input', {
    placeholder: 'first player',
    id: 'camp-first',
    type: 'text',
    value: 'Ana',
    maxlength: 20,
    'aria-label': 'first player',
  }) as HTMLInputElement;
  const player = h('input', {
    id: 'camp-partner',
    type: 'text',
    value: ['Ben', 'Cy', 'Dee'].find((n) => ![c.player, ...partners.map((x) => x.player)].includes(n)) ?? '',
    placeholder: 'player',
    maxlength: 20,
    'aria-label': 'player joining',
  }) as HTMLInputElement;
  const star = h('input', {
    id: 'camp-partner-star',
    type: 'text',
    value: ['Vasquez', 'Hicks', 'Drake'][partners.length] ?? '',
    placeholder: 'their Star',
    maxlength: 24,
    'aria-label': "joining player's Star",
  }) as HTMLInputElement;
  const rep = select(
    'camp-partner-rep',
    [
      { id: '4', label: 'Rep 4' },
      { id: '5', label: 'Rep 5' },
      { id: '6', label: 'Rep 6' },
    ],
    '5',
  );
  const join = () => {
    const r = app.addCampaignPlayer({
      ...(c.player ? {} : { first: first.value }),
      player: player.value,
      star: star.value,
      rep: Number(rep.value),
      seed: `${c.roster.star.id}-${c.roster.encounters}`,
    });
    if (!r.ok) fail(r.error);
    else redraw();
  };
  box.append(
    h(
      'p',
      { class: 'muted' },
      'Same side: up to four players share the campaign, each with a Star and group of their own; the encounters name whose figures act.',
    ),
    h(
      'div',
      { class: 'names' },
      c.player ? null : h('span', {}, 'Your name:'),
      c.player ? null : first,
      h('span', {}, c.player ? 'Another player:' : 'joined by:'),
      player,
      star,
      rep,
      h('button', { type: 'button', id: 'camp-join', onclick: join }, 'Add a player'),
    ),
  );
  return box;
}
