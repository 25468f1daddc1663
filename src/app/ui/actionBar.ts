// The bar under the table: where the turn stands, the selected figure, the order buttons (each with its
// key), the message line, the fire panel with dice per target and their odds, and the replay controls.
import type { App } from '../app';
import type { Controller, Mode } from '../controller';
import { noFigureText, phaseText } from '../statusText';
import { sendCommand } from '../orders';
import { byId, clear, h } from './dom';
import { ordinal } from '../../core/ordinal';
import { diceWords, fireHeadingTail } from './fireWords';
import { messageNodes, whyLink } from './whyLink';
import type { PageRect, TableControls } from './sceneDeps';
import { CORNERS, cornerBox, freeCorner, sharedArea, type Spot } from './freeCorner';

type OrderKey = 'fire' | 'grenade' | 'charge' | 'turn' | 'prone' | 'reload' | 'retrieve' | 'end';

const ORDERS: { id: OrderKey; label: string; key: string; title: string }[] = [
  { id: 'fire', label: 'Fire', key: 'F', title: 'Aim and fire: pick targets inside the swath, set the dice' },
  { id: 'grenade', label: 'Grenade', key: 'G', title: 'Ready a grenade (half a move), or throw a readied one' },
  { id: 'charge', label: 'Charge', key: 'C', title: 'Charge an enemy into melee' },
  { id: 'turn', label: 'Turn', key: 'T', title: 'Turn to face a point' },
  {
    id: 'prone',
    label: 'Prone/Stand',
    key: 'P',
    title: 'Go prone (ends the move, may still fire) or stand up (half a move)',
  },
  { id: 'reload', label: 'Reload', key: 'R', title: 'Reload (may still move, no faster than normal)' },
  { id: 'retrieve', label: 'Retrieve', key: 'B', title: 'Carry a friend out of the fight, or take an enemy prisoner' },
  { id: 'end', label: 'End activation', key: 'E', title: "End the acting group's activation, or pass the next group" },
];

export function runOrder(app: App, ctl: Controller, id: OrderKey): void {
  const modes: Partial<Record<OrderKey, Mode>> = { fire: 'fire', charge: 'charge', turn: 'turn', retrieve: 'retrieve' };
  const mode = modes[id];
  if (mode) {
    ctl.setMode(ctl.mode === mode ? 'select' : mode);
    return;
  }
  const kind = id === 'grenade' ? 'grenade' : id === 'prone' ? 'prone' : id === 'reload' ? 'reload' : 'end';
  const cmd = ctl.quick(kind);
  if (cmd) sendCommand(app, cmd);
}

const row = (root: HTMLElement): HTMLElement => root.querySelector('.orders') as HTMLElement;

export function fireNow(app: App, ctl: Controller): void {
  const c = ctl.fireCommand();
  if (c && sendCommand(app, c).ok) ctl.done();
}

export class ActionBar {
  private root = byId('actions');
  private phase = h('div', { class: 'phase', id: 'phase' });
  private card = h('div', { class: 'card-line', id: 'figure-card' });
  private buttons = new Map<OrderKey, HTMLButtonElement>();
  private message = h('div', { class: 'message', id: 'message', role: 'status' });
  private fire = h('div', { class: 'fire-panel', id: 'fire-panel' });
  private shown: unknown;
  private replay = h('div', { class: 'replay-bar', id: 'replay-bar' });
  private group = h(
    'button',
    {
      type: 'button',
      id: 'group-move',
      title: 'Dragging one figure moves the others of its group that can still move, in formation (M)',
    },
    'Group',
    h('kbd', {}, 'M'),
  ) as HTMLButtonElement;

  constructor(
    private readonly app: App,
    private readonly ctl: Controller,
    /** The table on the page, to keep the fire panel off the figures it talks about. */
    private readonly table: () => TableControls | undefined = () => undefined,
  ) {
    clear(this.root);
    const row = h(
      'div',
      { class: 'orders' },
      ORDERS.map((o) => {
        const b = h(
          'button',
          {
            type: 'button',
            'data-order': o.id,
            title: `${o.title} (${o.key})`,
            onclick: () => runOrder(app, ctl, o.id),
          },
          o.label,
          h('kbd', {}, o.key),
        ) as HTMLButtonElement;
        this.buttons.set(o.id, b);
        return b;
      }),
    );
    this.group.onclick = () => {
      ctl.toggleGroupMove();
      this.render();
    };
    row.prepend(this.group);
    this.replay.append(
      h('button', { type: 'button', title: 'Back to the start', onclick: () => app.stepReplay(-1e9) }, '|◀'),
      h(
        'button',
        { type: 'button', id: 'replay-back', title: 'One step back (,)', onclick: () => app.stepReplay(-1) },
        '◀ Step',
      ),
      h(
        'button',
        { type: 'button', id: 'replay-forward', title: 'One step forward (.)', onclick: () => app.stepReplay(1) },
        'Step ▶',
      ),
      h('button', { type: 'button', title: 'To the end', onclick: () => app.stepReplay(1e9) }, '▶|'),
      h(
        'button',
        {
          type: 'button',
          id: 'take-over',
          class: 'primary',
          title: 'Play on from this step',
          onclick: () => app.takeOver(),
        },
        'Take over',
      ),
    );
    this.root.append(this.phase, this.card, h('div', { class: 'order-row' }, row, this.replay), this.message);
    // The fire panel floats over the table's corner, so opening it never resizes the table.
    byId('shell').append(this.fire);
    this.render();
  }

  render(): void {
    const { app, ctl } = this;
    const orders = ctl.orders();
    this.phase.textContent = phaseText(app, orders);
    // A line longer than the bar's two (many groups at a narrow window) is whole on hover.
    this.phase.title = this.phase.textContent;
    const sel = ctl.fig(ctl.selected);
    const s = app.view();
    this.card.textContent =
      sel && s ? (app.session?.ruleset.view?.figureLine?.(s, sel.id) ?? sel.id) : noFigureText(app);
    const can = !!ctl.commandable();
    const need = app.need();
    const human = app.humanTurn() && need?.kind === 'command' && !need.deploying;
    for (const [id, b] of this.buttons) {
      let ok = can;
      if (id === 'end') ok = human;
      if (id === 'fire') {
        ok = can && ctl.can('fire');
        // Greyed for a reason of the figure's own (out of ammo, already fired): the tooltip says which.
        b.title =
          (!ok && can && s && app.session?.ruleset.view?.orderTitle?.(s, 'fire', ctl.commandable()?.id)) ||
          'Aim and fire: pick targets inside the swath, set the dice (F)';
      }
      if (id === 'reload') ok = can && ctl.can('reload');
      if (id === 'grenade') {
        ok = can && ctl.can('grenade');
        b.title =
          (ok && s && app.session?.ruleset.view?.orderTitle?.(s, 'grenade', ctl.commandable()?.id)) ||
          'Ready a grenade (half a move), or throw a readied one (G)';
      }
      b.disabled = !ok;
      b.setAttribute('aria-pressed', String(ctl.mode === id));
    }
    this.group.setAttribute('aria-pressed', String(ctl.groupMove));
    this.group.disabled = !human;
    if (this.shown !== app.message) {
      // A refusal says why not in one line, with the rule's page and a "why?" link.
      this.shown = app.message;
      this.message.replaceChildren(...messageNodes(app.message.text, app.message.error));
    }
    this.message.dataset.error = String(app.message.error);
    this.replay.hidden = !app.replaying;
    row(this.root).hidden = app.replaying;
    this.renderFire();
  }

  private renderFire(): void {
    const { app, ctl } = this;
    const f = ctl.commandable();
    clear(this.fire);
    // A figure that has fired, or whose weapon is empty (a rocket launcher after its one round), has no shot
    // left to show odds for: the panel goes rather than read "refused".
    if (ctl.mode !== 'fire' || !f || ctl.targets.length === 0 || !ctl.loaded()) {
      this.fire.hidden = true;
      return;
    }
    this.fire.hidden = false;
    const s = app.view()!;
    const picture = app.session?.ruleset.view?.preview?.(s, 'fire', f.id, ctl.targets);
    const odds = picture?.odds ?? {};
    const most = picture?.dice ?? 1;
    const used = ctl.targets.reduce((a, t) => a + t.dice, 0);
    this.fire.append(
      h(
        'div',
        {},
        h('b', {}, `${f.id} fires ${used} of ${most} ${most === 1 ? 'die' : 'dice'}`),
        fireHeadingTail(ctl.swathSide, used, ctl.targets.length),
        whyLink('targetDice'),
      ),
    );
    ctl.targets.forEach((t, i) => {
      this.fire.append(
        h(
          'div',
          { class: 'target', 'data-target': t.figure },
          h('span', { class: 'name' }, `${ordinal(i + 1)}: ${t.figure}`),
          h(
            'button',
            {
              type: 'button',
              class: 'small',
              onclick: () => {
                ctl.setDice(t.figure, t.dice - 1);
                this.render();
              },
            },
            '−',
          ),
          h('span', { class: 'dice' }, diceWords(t.dice)),
          h(
            'button',
            {
              type: 'button',
              class: 'small',
              onclick: () => {
                ctl.setDice(t.figure, t.dice + 1);
                this.render();
              },
            },
            '+',
          ),
          h('span', { class: 'odds' }, odds[t.figure] ?? ''),
        ),
      );
    });
    this.fire.append(
      h(
        'div',
        { class: 'choices' },
        h(
          'button',
          { type: 'button', class: 'primary', id: 'fire-now', onclick: () => fireNow(app, ctl) },
          'Fire (Enter)',
        ),
        h('button', { type: 'button', onclick: () => ctl.cancel() }, 'Cancel (Esc)'),
      ),
    );
    this.placeFire();
  }

  /**
   * The fire panel takes a corner of the table (or, when every corner is taken, the middle of an edge)
   * that covers neither the shooter nor its targets (their tokens with their words, and a little room
   * round them), and of those the one over fewest buildings' names. It stays where it is while that corner is
   * free, so it does not jump about as targets are added or the table pans. Called again when the table moves under it.
   */
  placeFire(): void {
    const table = this.table();
    const game = document.getElementById('game');
    const f = this.ctl.commandable();
    if (this.fire.hidden || !table || !game || !f) return;
    const pad = 6;
    const keep = [f.id, ...this.ctl.targets.map((t) => t.figure)]
      .map((id) => table.figureRect(id))
      .filter((r): r is PageRect => !!r)
      .map((r) => ({ left: r.left - pad, top: r.top - pad, right: r.right + pad, bottom: r.bottom + pad }));
    const now = this.fire.dataset.corner as Spot | undefined;
    const order = now ? [now, ...CORNERS.filter((c) => c !== now)] : CORNERS;
    const size = this.fire.getBoundingClientRect();
    const area = game.getBoundingClientRect();
    // It keeps its corner while that covers none of those figures, so it does not hop as the table pans.
    if (now && keep.every((r) => sharedArea(cornerBox(area, now, size.width, size.height, 10), r) === 0)) return;
    // Of the corners clear of those figures, one over no building's name (pt17a at 1024: "Brick" and its
    // floors under the panel).
    const corner = freeCorner(area, size.width, size.height, 10, keep, order, table.labelRects());
    if (corner !== now) this.fire.dataset.corner = corner;
  }
}
