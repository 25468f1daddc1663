// The toolbar over the table: back to the menu, undo, save and load files, the overlay toggles, the
// animation speed, fit and help.
import type { App } from '../app';
import { OVERLAY_LABELS, OVERLAYS, SPEEDS, type Overlay, type Speed } from '../settings';
import { byId, clear, h, saveAs } from './dom';
import { fileName } from '../fileName';
import { pickFile } from './files';
import { showHelp } from './help';
import { toggleReference } from './referencePanel';
import { openOddsPanel, retryRefusedOdds } from '../odds/lazyPanel';
import { showTip } from './tooltip';
import { oddsSideName } from '../players/oddsSideName';

export interface ToolbarActions {
  menu(): void;
  undo(): void;
  fit(): void;
  imported(line?: string): void;
  /** Show or hide the reaction chain panel. */
  chain(): void;
}

export function toggleOverlay(app: App, o: Overlay): void {
  const s = app.settings;
  app.setSettings({ ...s, overlays: { ...s.overlays, [o]: !s.overlays[o] } });
}

export class Toolbar {
  private root = byId('toolbar');
  private toggles = new Map<Overlay, HTMLButtonElement>();
  private speed!: HTMLSelectElement;
  private undoButton!: HTMLButtonElement;
  private oddsButton!: HTMLButtonElement;

  constructor(
    private readonly app: App,
    actions: ToolbarActions,
  ) {
    clear(this.root);
    // A die entered or a question answered under a "No odds" panel: its odds are run now (play-test 4, 19).
    app.on((c) => {
      if (c.kind === 'events' || c.kind === 'rewind') retryRefusedOdds(() => showOdds(app));
    });
    this.undoButton = h(
      'button',
      { type: 'button', id: 'undo', title: 'Undo back to your last command or choice (Z)', onclick: actions.undo },
      'Undo',
    ) as HTMLButtonElement;
    const files = h(
      'span',
      { class: 'group' },
      h(
        'button',
        {
          type: 'button',
          id: 'export-scenario',
          title: 'Save the battle as it started, as a scenario file',
          onclick: () => saveAs(fileName(app.title, 'scenario'), app.exportScenario()),
        },
        'Save scenario',
      ),
      h(
        'button',
        {
          type: 'button',
          id: 'export-replay',
          title: 'Save every step so far as a replay file',
          onclick: () => saveAs(fileName(app.title, 'replay'), app.exportReplay()),
        },
        'Save replay',
      ),
      h(
        'button',
        {
          type: 'button',
          id: 'import',
          title: 'Load a scenario or replay file',
          onclick: () =>
            pickFile((text, n) => {
              const r = app.importFile(text, n);
              actions.imported(r.ok ? undefined : r.error);
            }),
        },
        'Load...',
      ),
    );
    const toggles = h(
      'span',
      { class: 'group toggles' },
      OVERLAYS.map((o) => {
        const b = h(
          'button',
          {
            type: 'button',
            class: 'toggle',
            'data-overlay': o,
            title: `${OVERLAY_LABELS[o].help} (${OVERLAY_LABELS[o].key})`,
            onclick: () => toggleOverlay(app, o),
          },
          OVERLAY_LABELS[o].label,
        ) as HTMLButtonElement;
        this.toggles.set(o, b);
        return b;
      }),
    );
    this.speed = h(
      'select',
      {
        id: 'speed',
        title: 'Animation speed',
        onchange: () => app.setSettings({ ...app.settings, speed: this.speed.value as Speed }),
      },
      SPEEDS.map((s) =>
        h('option', { value: s }, s === 'off' ? 'No animation' : `${s[0]!.toUpperCase()}${s.slice(1)} animation`),
      ),
    ) as HTMLSelectElement;
    this.root.append(
      h('button', { type: 'button', id: 'to-menu', onclick: actions.menu }, 'Menu'),
      this.undoButton,
      files,
      toggles,
      h(
        'span',
        { class: 'group' },
        h(
          'button',
          {
            type: 'button',
            id: 'chain-toggle',
            title: 'The reaction chains: what caused what, with dice and odds (X)',
            onclick: actions.chain,
          },
          'Chain',
        ),
        (this.oddsButton = h(
          'button',
          { type: 'button', id: 'odds-open', onclick: () => showOdds(app) },
          'Odds',
        ) as HTMLButtonElement),
        this.speed,
        h('button', { type: 'button', title: 'Fit the table to the window (0)', onclick: actions.fit }, 'Fit'),
        h(
          'button',
          {
            type: 'button',
            id: 'rules-ref',
            title: 'Rules reference: every section, searchable, with pages (Q)',
            onclick: toggleReference,
          },
          'Rules',
        ),
        h('button', { type: 'button', id: 'help', title: 'Keys and how to play (H)', onclick: showHelp }, 'Help'),
      ),
    );
    this.render();
  }

  render(): void {
    for (const [o, b] of this.toggles) b.setAttribute('aria-pressed', String(this.app.settings.overlays[o]));
    this.speed.value = this.app.settings.speed;
    this.undoButton.disabled = !this.app.session?.canUndo() || this.app.replaying;
    // Over, nothing is left to play on: the button says so rather than light up and show nothing. A
    // replay's step is a position again.
    const over = !!this.app.session?.over && !this.app.replaying;
    this.oddsButton.disabled = over;
    this.oddsButton.title = over
      ? 'The battle is over, so there is nothing left to play on: watch the replay and ask the odds at any step'
      : 'Who wins from here? The computer plays the battle on many times, each with dice of its own';
  }
}

function sideName(app: App, side: string): string {
  return oddsSideName(app.players, app.session?.ruleset.view, app.view(), side);
}
/** Opens the Odds panel on the position on the table (the live one, or the replay's step shown). */
function showOdds(app: App): void {
  const state = app.view();
  const ruleset = app.session?.ruleset;
  if (!state || !ruleset) return;
  // A note left from hovering the table would sit over the panel.
  showTip(undefined, 0, 0);
  void openOddsPanel({
    rules: ruleset.name,
    state: JSON.stringify(state),
    sides: Object.keys(ruleset.outcome(state).lost),
    sideName: (side) => sideName(app, side),
    variants: ruleset.continuation?.variants?.(state) ?? [],
    ...(ruleset.continuation?.knows ? { knows: ruleset.continuation.knows } : {}),
  }).then((why) => {
    if (why) app.say(why, true);
  });
}
