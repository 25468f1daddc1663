// The hover card on the page: a small panel in a corner of the table away from the pointer and its note,
// so it never covers the figure it describes, the selected figure, the fire panel's shooter and targets,
// the pointer's note, the fire panel, the prompt or the log.
// Words come from the game's view (its hoverCard); this file only lays them out.
import type { Controller } from '../controller';
import { h } from './dom';
import type { PageRect, TableControls } from './sceneDeps';
import { CORNERS, freeCorner, type Corner, type Spot } from './freeCorner';

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
export function showHoverCard(ctl: Controller | undefined, pageX: number, pageY: number, table?: TableControls): void {
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
  const up = pageY - box.top > box.height / 2;
  // The note sits right of the pointer unless it flipped left (past 62% of the window): the card takes the other side.
  const left = pageX <= window.innerWidth * 0.62;
  const first: Corner = `${up ? 'top' : 'bottom'}-${left ? 'left' : 'right'}`;
  if (el.hidden) el.hidden = false;
  el.dataset.corner = placeCard(el, first, ctl!, pageX, pageY, table);
}

const around = (r: PageRect, pad: number): PageRect => ({
  left: r.left - pad,
  top: r.top - pad,
  right: r.right + pad,
  bottom: r.bottom + pad,
});

/**
 * The corner (or, when every corner is taken, the middle of an edge) that keeps clear of the pointer, the hovered and selected figures, the fire panel's targets,
 * the pointer's note and the fire panel; the corner worked out from the pointer is tried first.
 */
function placeCard(
  el: HTMLElement,
  first: Corner,
  ctl: Controller,
  pageX: number,
  pageY: number,
  table: TableControls | undefined,
): Spot {
  const keep: PageRect[] = [around({ left: pageX, top: pageY, right: pageX, bottom: pageY }, 16)];
  const ids = [ctl.hover, ctl.selected, ...(ctl.mode === 'fire' ? ctl.targets.map((t) => t.figure) : [])];
  for (const id of ids) {
    const r = id ? table?.figureRect(id) : undefined;
    if (r) keep.push(around(r, 6));
  }
  for (const other of ['tip', 'fire-panel']) {
    const o = document.getElementById(other);
    const r = o && !o.hidden ? o.getBoundingClientRect() : undefined;
    if (r && r.width > 0) keep.push(r);
  }
  // The rest of the table's figures: better not covered either (a dense contact round the hovered one).
  const rest: PageRect[] = [];
  for (const id of Object.keys(ctl.state()?.figures ?? {})) {
    const r = ids.includes(id) ? undefined : table?.figureRect(id);
    if (r) rest.push(r);
  }
  const size = el.getBoundingClientRect();
  const area = el.parentElement!.getBoundingClientRect();
  const order = [first, ...CORNERS.filter((c) => c !== first)];
  return freeCorner(area, size.width, size.height, 8, keep, order, rest);
}
