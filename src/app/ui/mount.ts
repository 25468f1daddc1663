// Puts the page together: toolbar, log, action bar, menu and after-battle pages, dialogs, tooltip and
// keys, all listening to the app hub. Returns the hooks the scenes call.
import type { App } from '../app';
import type { Controller } from '../controller';
import type { SceneDeps, UiHooks } from './sceneDeps';
import { ActionBar } from './actionBar';
import { renderAfter } from './afterPanel';
import { showDecision } from './decisionDialog';
import { diceEntryWatcher } from './diceEntry';
import { bindKeys } from './keys';
import { LogPanel } from './logPanel';
import { renderMenu } from './menuPanel';
import { bindLessons } from './lessonPanel';
import { closeModal, modalOpen } from './modal';
import { showTip } from './tooltip';
import { dragKeepClear } from './dragClear';
import { showHoverCard } from './hoverPanel';
import { Toolbar } from './toolbar';
import { ChainPanel } from './chainPanel';
import { installGlossaryTips } from './glossaryText';
import { useReference } from './rulesReference';
import { CHAIN_REACTION } from '../crSession';
import { previewSection } from './previewWhy';
import { ObjectivePanel } from './objectivePanel';
import { WatchToggle } from './watchToggle';
import { nameAskedPlayer, renderHandOver } from './handOver';
import { closeOddsPanel } from '../odds/lazyPanel';
import { keepPlaced, placeFloat } from './floatPlace';

export interface Navigation {
  toMenu(): void;
  toTable(): void;
}

export function mountUi(app: App, ctl: Controller, deps: () => SceneDeps, nav: Navigation): UiHooks {
  // The table this page draws is Chain Reaction's: its reference is what the words link to.
  useReference(CHAIN_REACTION.rulesReference, CHAIN_REACTION.tables);
  installGlossaryTips();
  bindLessons(ctl);
  const log = new LogPanel(app);
  const chain = new ChainPanel(app, ctl, () => deps().table);
  const bar = new ActionBar(app, ctl, () => deps().table);
  const toolbar = new Toolbar(app, {
    menu: () => nav.toMenu(),
    undo: () => app.undo(),
    fit: () => deps().table?.fit(),
    imported: (line) => {
      if (line) app.say(line, true);
    },
    chain: () => chain.toggle(),
  });
  const objective = new ObjectivePanel(app);
  const watch = new WatchToggle(app);
  let asked: unknown;
  const diceEntry = diceEntryWatcher(app);
  let screen: 'menu' | 'table' | 'after' = 'menu';
  // The Odds and What-if panels keep off the figures too (play-test 23, 45, 74): placed when they open or
  // grow, and again whenever the table or the page may have moved under them.
  const figureIds = () => Object.keys(ctl.state()?.figures ?? {});
  const floats: [string, (el: HTMLElement) => void][] = [
    ['odds-panel', (el) => placeFloat(el, deps().table, figureIds())],
    // Opened from the chains, it keeps off them as well.
    [
      'whatif-panel',
      (el) => placeFloat(el, deps().table, figureIds(), chain.open ? [chain.root.getBoundingClientRect()] : []),
    ],
  ];
  for (const [id, place] of floats) keepPlaced(id, place);
  const placeFloats = () => {
    for (const [id, place] of floats) {
      const el = document.getElementById(id);
      if (el && !el.hidden) place(el);
    }
  };
  window.addEventListener('resize', () => {
    chain.place();
    placeFloats();
  });

  const refresh = () => {
    bar.render();
    toolbar.render();
    log.render();
    chain.render();
    objective.render();
    watch.render();
    renderHandOver(app, screen === 'table');
    // A decision waits for the player: ask once per question.
    const need = app.need();
    const pending = app.session?.state.pending;
    if (app.humanTurn() && need?.kind === 'decision' && pending && asked !== pending && screen === 'table') {
      asked = pending;
      showDecision(app, ctl);
      nameAskedPlayer(app);
    }
    // Answered, or handed to the computer (Watch): the question's dialog goes.
    if ((need?.kind !== 'decision' || !app.humanTurn()) && asked) {
      asked = undefined;
      if (modalOpen()) closeModal();
    }
    diceEntry(screen === 'table');
    chain.place();
    placeFloats();
  };

  app.on((c) => {
    if (c.kind === 'battle') {
      // A new battle: odds of the last one's position would mislead.
      closeOddsPanel();
      nav.toTable();
      ctl.select(undefined);
    }
    if (c.kind === 'rewind' || c.kind === 'battle') asked = undefined;
    ctl.followSeat();
    refresh();
  });
  bindKeys(
    app,
    ctl,
    () => deps().table,
    refresh,
    () => chain.toggle(),
  );
  // Keys belong to the table: a button or list used with the mouse gives the focus back at once.
  document.addEventListener('change', (e) => {
    if (e.target instanceof HTMLSelectElement) e.target.blur();
  });
  document
    .getElementById('game')
    ?.addEventListener('pointerdown', () => (document.activeElement as HTMLElement | null)?.blur?.());
  document.addEventListener('click', (e) => {
    const b = (e.target as HTMLElement | null)?.closest?.('button');
    if (b && !b.closest('#modal')) b.blur();
  });

  const hooks: UiHooks = {
    tooltip: (note, x, y) => {
      showTip(screen === 'table' ? note : undefined, x, y, previewSection(ctl, note), dragKeepClear(ctl, deps().table));
      // (The scene hides the note with no place while figures move: the card stays as it is then.)
      if (note || x || y) showHoverCard(screen === 'table' ? ctl : undefined, x, y, deps().table);
      // The table may have moved under the fire panel (a zoom, a pan): it finds a free corner again.
      bar.placeFire();
      chain.place();
      placeFloats();
    },
    refresh,
    screen: (name) => {
      screen = name;
      document.body.dataset.screen = name;
      if (name === 'menu') renderMenu(app, (line) => app.say(line, true));
      // The odds of a position before the end would mislead over the end page.
      if (name === 'after') closeOddsPanel();
      if (name === 'after')
        renderAfter(app, {
          menu: () => nav.toMenu(),
          replay: () => app.importFile(app.exportReplay(), `${app.title} (replay)`),
        });
      if (name !== 'table') {
        showTip(undefined, 0, 0);
        showHoverCard(undefined, 0, 0);
      }
      refresh();
      // The panels around the canvas changed size: let Phaser measure its box again.
      window.dispatchEvent(new Event('resize'));
    },
  };
  return hooks;
}
