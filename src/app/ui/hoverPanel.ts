// The hover card on the page: a small panel in a corner of the table away from the pointer and its note,
// so it never covers the figure it describes, the pointer's note, the fire panel, the prompt or the log.
// Words come from the game's view (its hoverCard); this file only lays them out.
import type { Controller } from '../controller';
import { h } from './dom';

let panel: HTMLElement | undefined;
let shownKey = '';

function panelEl(): HTMLElement | undefined {
  if (panel?.isConnected) return panel;
  const game = document.getElementById('game');
  if (!game) return undefined;
  panel = h('div', { id: 'hovercard', role: 'status', 'aria-live': 'off', hidden: true });
  game.append(panel);
  return panel;
}

/** Shows the card for the hovered figure (or hides it); the pointer's place says which corner is free. */
export function showHoverCard(ctl: Controller | undefined, pageX: number, pageY: number): void {
  const el = panelEl();
  if (!el) return;
  const s = ctl?.state();
  const card =
    ctl && s && ctl.hover ? ctl.app.session?.ruleset.view?.hoverCard?.(s, ctl.hover, ctl.selected) : undefined;
  if (!card) {
    if (!el.hidden) el.hidden = true;
    shownKey = '';
    return;
  }
  const key = JSON.stringify(card);
  if (key !== shownKey) {
    shownKey = key;
    el.replaceChildren(
      h('div', { class: 'hc-head' }, h('b', {}, card.title), h('span', { class: 'muted' }, ` ${card.side}`)),
      h('dl', {}, ...card.rows.flatMap(([k, v]) => [h('dt', {}, k), h('dd', {}, v)])),
    );
    el.dataset.side = card.sideIndex === 0 ? 'player' : 'enemy';
  }
  const box = el.parentElement!.getBoundingClientRect();
  // Away from the pointer and its note (tooltip.ts): the other half of the table up and down, the other
  // side from the note.
  let up = pageY - box.top > box.height / 2;
  // The note sits right of the pointer unless it flipped left (past 62% of the window): the card takes the other side.
  let left = pageX <= window.innerWidth * 0.62;
  const fire = document.getElementById('fire-panel');
  if (fire && !fire.hidden) {
    // The fire panel spans the foot of the table: the card goes up, on the other side from the pointer.
    up = true;
    left = pageX - box.left > box.width / 2;
  }
  el.dataset.corner = `${up ? 'top' : 'bottom'}-${left ? 'left' : 'right'}`;
  if (el.hidden) el.hidden = false;
}
