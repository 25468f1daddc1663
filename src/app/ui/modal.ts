// One modal layer for dialogs (decisions, tables, help): shows a panel over the page, closes on its
// buttons or Escape when the dialog allows it.
import { byId, clear, h } from './dom';

let closer: (() => void) | undefined;
let dismissable = true;
let docking: ResizeObserver | undefined;

/** A docked question's height, as --dock-h on the page: the log makes that much room at its foot (style.css). */
function watchDock(panel: HTMLElement | undefined): void {
  docking?.disconnect();
  docking = undefined;
  document.body.style.removeProperty('--dock-h');
  document.body.style.removeProperty('--dock-top');
  if (!panel || typeof ResizeObserver !== 'function') return;
  const objective = document.getElementById('objective');
  docking = new ResizeObserver(() => {
    document.body.style.setProperty('--dock-h', `${Math.ceil(panel.getBoundingClientRect().height) + 20}px`);
    // Where the encounter's panel ends above it: the question rises no higher (play-test 16a, 13: at 1024 the
    // dice box covered the panel's turn line).
    const r = objective && objective.offsetParent ? objective.getBoundingClientRect() : undefined;
    if (r && r.height > 0) document.body.style.setProperty('--dock-top', `${Math.ceil(r.bottom)}px`);
    else document.body.style.removeProperty('--dock-top');
  });
  docking.observe(panel);
  if (objective) docking.observe(objective);
}

/**
 * Opens a dialog. `docked` puts it in the corner over the log with no dark veil, so the table stays in
 * view (the rules' questions point at things on the table).
 */
export function openModal(
  title: string,
  body: HTMLElement,
  opts: { dismissable?: boolean; wide?: boolean; id?: string; docked?: boolean } = {},
): void {
  const root = byId('modal');
  clear(root);
  dismissable = opts.dismissable ?? true;
  const close = dismissable
    ? h('button', { class: 'close', type: 'button', 'aria-label': 'Close', onclick: () => closeModal() }, '×')
    : null;
  const panel = h(
    'div',
    { class: `modal-panel${opts.wide ? ' wide' : ''}`, role: 'dialog', 'aria-label': title, id: opts.id ?? '' },
    h('div', { class: 'modal-head' }, h('h2', {}, title), close),
    body,
  );
  root.dataset.docked = String(!!opts.docked);
  root.append(
    h('div', {
      class: 'modal-veil',
      onclick: () => {
        if (dismissable) closeModal();
      },
    }),
    panel,
  );
  root.hidden = false;
  watchDock(opts.docked ? panel : undefined);
  closer = undefined;
}

export function onModalClose(f: () => void): void {
  closer = f;
}

export function closeModal(): void {
  const root = byId('modal');
  root.hidden = true;
  watchDock(undefined);
  clear(root);
  const f = closer;
  closer = undefined;
  f?.();
}

export function modalOpen(): boolean {
  return !byId('modal').hidden;
}

export function modalDismissable(): boolean {
  return dismissable;
}
