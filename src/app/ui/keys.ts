// The keyboard: every shortcut in SHORTCUTS, routed to the controller, the app or the table's camera.
// Keys typed into a form field, or while a dialog that needs an answer is open, are left alone.
import type { App } from '../app';
import type { Controller } from '../controller';
import { OVERLAYS, OVERLAY_LABELS } from '../settings';
import type { TableControls } from './sceneDeps';
import { fireNow, runOrder } from './actionBar';
import { showHelp } from './help';
import { closeModal, modalDismissable, modalOpen } from './modal';
import { toggleOverlay } from './toolbar';
import { closeWhatIf, whatIfOpen } from './whatIfPanel';
import { closeReference, openReference, referenceOpen, toggleReference } from './referencePanel';
import { tipSection } from './tooltip';
import { handOverOpen } from './handOver';

export function bindKeys(
  app: App,
  ctl: Controller,
  table: () => TableControls | undefined,
  refresh: () => void,
  chain: () => void = () => {},
): void {
  window.addEventListener('keydown', (ev) => {
    const target = ev.target as HTMLElement | null;
    if (target && (target.tagName === 'INPUT' || target.tagName === 'SELECT' || target.tagName === 'TEXTAREA')) return;
    // The rules reference opens over anything, a question included, and Escape shuts it first.
    if (ev.key.toLowerCase() === 'q' && !ev.ctrlKey && !ev.metaKey && !ev.altKey) {
      // With a preview's note beside the pointer, Q opens the rule it is about.
      const about = tipSection();
      if (about && !referenceOpen()) openReference(about);
      else toggleReference();
      ev.preventDefault();
      return;
    }
    if (ev.key === 'Escape' && referenceOpen()) {
      closeReference();
      ev.preventDefault();
      return;
    }
    // The hand-over cover hides the table: its keys sleep until the next player takes the screen.
    if (handOverOpen()) return;
    if (modalOpen()) {
      if (ev.key === 'Escape' && modalDismissable()) closeModal();
      return;
    }
    if (!app.session || document.body.dataset.screen !== 'table') {
      if (ev.key === 'h' || ev.key === '?') showHelp();
      return;
    }
    const k = ev.key;
    const lower = k.toLowerCase();
    const t = table();
    let handled = true;
    if ((ev.ctrlKey || ev.metaKey) && lower === 'z') app.undo();
    else if (ev.ctrlKey || ev.metaKey || ev.altKey) handled = false;
    else if (k === 'Escape') {
      if (whatIfOpen()) closeWhatIf();
      else ctl.cancel();
    } else if (k === 'Enter') {
      if (ctl.mode === 'fire') fireNow(app, ctl);
    } else if (k === ' ') t?.skip();
    else if (k === 'Tab') ctl.nextFigure();
    else if (k === 'ArrowLeft') t?.panBy(-2, 0);
    else if (k === 'ArrowRight') t?.panBy(2, 0);
    else if (k === 'ArrowUp') t?.panBy(0, -2);
    else if (k === 'ArrowDown') t?.panBy(0, 2);
    else if (k === '=' || k === '+') t?.zoomBy(1.25);
    else if (k === '-' || k === '_') t?.zoomBy(0.8);
    else if (k === '0') t?.fit();
    else if (k === ',') app.stepReplay(-1);
    else if (k === '.') app.stepReplay(1);
    else if (lower === 'h' || k === '?') showHelp();
    else if (lower === 'z') app.undo();
    else if (lower === 's' && ctl.mode === 'fire') ctl.flipSwath();
    else if (lower === 'f') runOrder(app, ctl, 'fire');
    else if (lower === 'g') runOrder(app, ctl, 'grenade');
    else if (lower === 'c') runOrder(app, ctl, 'charge');
    else if (lower === 't') runOrder(app, ctl, 'turn');
    else if (lower === 'p') runOrder(app, ctl, 'prone');
    else if (lower === 'r') runOrder(app, ctl, 'reload');
    else if (lower === 'b') runOrder(app, ctl, 'retrieve');
    else if (lower === 'e') runOrder(app, ctl, 'end');
    else if (lower === 'm') ctl.toggleGroupMove();
    else if (lower === 'x') chain();
    else {
      const o = OVERLAYS.find((x) => OVERLAY_LABELS[x].key.toLowerCase() === lower);
      if (o) toggleOverlay(app, o);
      else handled = false;
    }
    if (handled) {
      ev.preventDefault();
      refresh();
    }
  });
}
