// The menu page: continue the autosaved battle, start a new one from a few choices (kind of battle,
// forces, terrain, light, the player's group, seed), or load a scenario or replay file. Errors in a file
// are shown in the same one line `sim` prints.
import { ownDiceBox, ownDiceRow } from './diceEntry';
import type { App } from '../app';
import { BATTLE_KINDS, DEFAULT_OPTIONS, type BattleKind, type BattleOptions } from '../newBattle';
import { FORCE_LABELS } from '../forces';
import { FORCES, type Force, type TableKind } from '../../scenario/vocab';
import { byId, clear, h } from './dom';
import { LIGHTS, select, TERRAINS } from './choices';
import { pickFile } from './files';
import { showHelp } from './help';
import { continueLine } from '../autosave';
import { campaignCard } from './campaignPanel';
import { playersPicker } from './playersPicker';
import { menuWords, type MenuRow } from './menuWords';
import type { PlayChoice } from '../players/setup';
import { lessonsCard, renderLessonList } from './lessonList';
import { lessonListOpen } from './lessonPanel';
import { chosenGame, gameChoice } from './gameChoice';
import { DEFAULT_RULES, gameAbout, gameTitle, loadedGame, loadGame } from '../../rulesets/catalog';
import { fileProblem } from '../fileWords';

/** Solo encounters (PEFs, objectives, the non-player force) come from the solo rules in src/rulesets/chain-reaction/solo. */
export const ENCOUNTERS_READY = true;

const KIND_LABELS: Record<BattleKind, string> = {
  skirmish: 'Skirmish',
  patrol: 'Patrol',
  raid: 'Raid',
  defend: 'Defend',
};

function randomSeed(): string {
  const words = [
    'amber',
    'brick',
    'cedar',
    'dust',
    'ember',
    'flint',
    'grove',
    'harbor',
    'iron',
    'juniper',
    'kestrel',
    'lantern',
  ];
  return `${words[Math.floor(Math.random() * words.length)]}-${Math.floor(Math.random() * 1000)}`;
}

/** The plain table's menu parts, once fetched. */
let boardMenu: typeof import('../board/ui/menuParts') | undefined;
function loadBoardMenu(): Promise<unknown> {
  return import('../board/ui/menuParts').then((m) => (boardMenu = m));
}

/**
 * The menu's fields as the player left them, id to value (or ticked): the menu is drawn again when its scene
 * starts, a moment after the page, and a seed typed in that moment was replaced by a new one (play-test 16a).
 */
function fieldsOf(root: Element | null): Map<string, string | boolean> {
  const kept = new Map<string, string | boolean>();
  if (!root) return kept;
  for (const el of root.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input[id], select[id]'))
    kept.set(
      el.id,
      el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio') ? el.checked : el.value,
    );
  return kept;
}

function restoreFields(root: HTMLElement, kept: Map<string, string | boolean>): void {
  // The game's own choice is what the menu is drawn for: it is never put back.
  kept.delete('game-choice');
  for (const [id, v] of kept) {
    const el = root.querySelector<HTMLInputElement | HTMLSelectElement>(`#${CSS.escape(id)}`);
    if (!el) continue;
    if (typeof v === 'boolean') (el as HTMLInputElement).checked = v;
    // A select keeps a value only if it still offers it (another game's menu has other lists).
    else if (!(el instanceof HTMLSelectElement) || [...el.options].some((o) => o.value === v)) el.value = v;
  }
  // The players' choice keeps its own state: told of the mode put back, it shows its names and hint again.
  root.querySelector<HTMLInputElement>('input[name=play-mode]:checked')?.dispatchEvent(new Event('change'));
}

/** Set once a battle is asked for from the menu: the next menu offers a new seed, with the other fields kept. */
let battleAskedFor = false;
/** The fields last seen on the menu's form. */
let kept = new Map<string, string | boolean>();

export function renderMenu(app: App, onError: (line: string) => void): void {
  const root = byId('menu');
  // The lesson list draws no form: what was kept before it is kept through it.
  // Only the new-battle form's own fields: the campaign's and the partners' forms empty themselves once used.
  const now = fieldsOf(root.querySelector('#new-battle-card'));
  if (now.has('seed')) kept = now;
  if (battleAskedFor) kept.delete('seed');
  battleAskedFor = false;
  clear(root);
  // The table's words are fetched while the menu is read (they are not in the first paint); starting a battle
  // waits for them (app.whenReady).
  void app.ready();
  const error = h('p', { class: 'error', id: 'menu-error', role: 'alert' });
  const fail = (line: string) => {
    error.textContent = line;
    // The line sits at the top; the file button may be far below it at 1366x768 (play-test 5, 18).
    error.scrollIntoView?.({ block: 'center' });
    onError(line);
  };
  if (lessonListOpen()) {
    root.append(error);
    renderLessonList(app, root, () => renderMenu(app, onError), fail);
    return;
  }

  const saved = app.savedGame();
  const cont = h(
    'section',
    { class: 'card' },
    h('h2', {}, 'Continue'),
    saved
      ? h(
          'div',
          {},
          // One slot holds the last battle of any game: another game's says whose it is (play-test 11c).
          h(
            'p',
            { id: 'continue-line' },
            continueLine(saved, chosenGame(app), new Date(saved.savedAt).toLocaleString(), gameTitle),
          ),
          h(
            'button',
            {
              type: 'button',
              class: 'primary',
              id: 'continue',
              onclick: () => {
                void app.continueSavedLoaded().then((r) => {
                  if (!r.ok) fail(r.error);
                });
              },
            },
            saved.over ? 'See how it ended' : 'Continue the battle',
          ),
        )
      : h('p', { class: 'muted' }, 'No battle saved yet. Battles save themselves at every activation.'),
  );

  const o = { ...DEFAULT_OPTIONS, seed: randomSeed() };
  const kind = h(
    'div',
    { class: 'radios', role: 'radiogroup' },
    BATTLE_KINDS.map((k) => {
      const ready = k === 'skirmish' || ENCOUNTERS_READY;
      return h(
        'label',
        {
          title: ready ? '' : 'Comes with the solo encounter rules (PEFs and objectives); until then, play a skirmish.',
        },
        h('input', {
          type: 'radio',
          name: 'kind',
          value: k,
          checked: k === 'patrol',
          disabled: !ready,
          id: `kind-${k}`,
        }),
        ` ${KIND_LABELS[k]}`,
      );
    }),
  );
  const forces = FORCES.map((f) => ({ id: f, label: FORCE_LABELS[f] }));
  const playerForce = select('player-force', forces, o.playerForce);
  const enemyForce = select<Force | 'random'>('enemy-force', [{ id: 'random', label: 'Random' }, ...forces], 'random');
  const terrain = select('terrain', TERRAINS, o.terrain);
  const light = select('light', LIGHTS, 'day');
  const size = h('input', { id: 'group-size', type: 'number', min: 1, max: 8, value: o.groupSize }) as HTMLInputElement;
  const star = select(
    'star-rep',
    [
      { id: '4', label: 'Rep 4' },
      { id: '5', label: 'Rep 5' },
      { id: '6', label: 'Rep 6' },
    ],
    String(o.starRep) as '5',
  );
  const enemySize = select(
    'enemy-size',
    [
      { id: 'match', label: 'As many as yours' },
      ...[2, 3, 4, 5, 6, 8].map((n) => ({ id: String(n), label: String(n) })),
    ],
    'match',
  );
  const watch = h('input', { id: 'watch', type: 'checkbox' }) as HTMLInputElement;
  const ownDice = ownDiceBox(app);
  const deploy = h('input', { id: 'deploy', type: 'checkbox', checked: true }) as HTMLInputElement;
  // Each row's words follow the way of playing: "Your force" alone, "Ana's force" / "Ben's force" head to head.
  const labels = new Map<MenuRow, { label: HTMLElement; hint: HTMLElement; control?: HTMLInputElement }>();
  const reword = (c: PlayChoice) => {
    const words = menuWords(c);
    for (const [key, el] of labels) {
      const w = words[key];
      el.label.textContent = w.label;
      el.hint.textContent = w.hint ?? '';
      el.hint.hidden = !w.hint;
      const first = key === 'enemySize' ? enemySize.querySelector('option') : null;
      if (first && w.match) first.textContent = w.match;
      if (el.control) {
        el.control.disabled = !!w.off;
        if (w.off) el.control.checked = false;
      }
    }
  };
  const players = playersPicker(() => [...root.querySelectorAll<HTMLInputElement>('input[name=kind]')], reword);
  const seed = h('input', { id: 'seed', type: 'text', value: o.seed, spellcheck: false }) as HTMLInputElement;
  const start = () => {
    const k =
      ((root.querySelector('input[name=kind]:checked') as HTMLInputElement | null)?.value as BattleKind) ?? 'patrol';
    const opts: BattleOptions = {
      kind: k,
      seed: seed.value.trim() || o.seed,
      playerForce: playerForce.value as Force,
      enemyForce: enemyForce.value as Force | 'random',
      terrain: terrain.value as TableKind,
      light: light.value as 'day' | 'night',
      groupSize: Math.max(1, Math.min(8, Number(size.value) || 4)),
      starRep: Number(star.value),
      enemySize: enemySize.value === 'match' ? 'match' : Number(enemySize.value),
      watch: watch.checked,
      ownDice: ownDice.checked,
      deploy: deploy.checked,
    };
    const play = players.choice();
    battleAskedFor = true;
    void app
      .whenReady(() => app.newBattle(opts, play))
      .then((r) => {
        if (!r.ok) fail(r.error);
      });
  };
  const row = (label: string, el: HTMLElement, hint?: string, key?: MenuRow) => {
    const words = h('span', {}, label);
    const small = h('small', { class: 'muted' }, hint ?? '');
    small.hidden = !hint;
    if (key) labels.set(key, { label: words, hint: small });
    return h('label', { class: 'row' }, words, el, small);
  };
  /** A checkbox row whose words (and whether it is on at all) follow the way of playing. */
  const check = (key: MenuRow, box: HTMLInputElement, row: HTMLElement) => {
    const [label, , hint] = [...row.children] as HTMLElement[];
    labels.set(key, { label: label!, hint: hint!, control: box });
    return row;
  };
  const fresh = h(
    'section',
    { class: 'card', id: 'new-battle-card' },
    h('h2', {}, 'New battle'),
    gameChoice(app, fail, () => renderMenu(app, onError)),
    players.element,
    row('Kind', kind),
    row('Your force', playerForce, undefined, 'force'),
    row(
      'Enemy force',
      enemyForce,
      "skirmish only: an encounter's enemy is the book's foe for your force, met as PEFs",
      'enemyForce',
    ),
    row('Terrain', terrain),
    row('Light', light),
    row('Your group', size, 'figures, your Star included', 'group'),
    row('Your Star', star, undefined, 'star'),
    row('Enemy figures', enemySize, undefined, 'enemySize'),
    check(
      'watch',
      watch,
      h(
        'label',
        { class: 'row check' },
        h('span', {}, 'Watch'),
        watch,
        h('small', { class: 'muted' }, 'the computer plays your side too'),
      ),
    ),
    check('ownDice', ownDice, ownDiceRow(ownDice)),
    check(
      'deploy',
      deploy,
      h(
        'label',
        { class: 'row check' },
        h('span', {}, 'Set up'),
        deploy,
        h('small', { class: 'muted' }, 'encounters: place your group in sections 7-9 before turn 1'),
      ),
    ),
    row(
      'Seed',
      h(
        'span',
        { class: 'seed' },
        seed,
        h(
          'button',
          {
            type: 'button',
            class: 'small',
            onclick: () => {
              seed.value = randomSeed();
            },
          },
          'New',
        ),
      ),
      'the same seed gives the same table and dice',
    ),
    h('button', { type: 'button', class: 'primary', id: 'start-battle', onclick: start }, 'Start the battle'),
  );

  // Another game chosen: the form above is Chain Reaction's. A game with a plain table (its ruleset's `board`)
  // draws its own knobs; its code is fetched first when the remembered choice is not loaded yet.
  // The plain table's menu parts come with it (board/ui/menuParts.ts), not in the first paint.
  const game = chosenGame(app);
  const ruleset = game === DEFAULT_RULES ? undefined : loadedGame(game);
  const parts = boardMenu;
  if (game !== DEFAULT_RULES && (!ruleset || !parts))
    void Promise.all([loadGame(game), loadBoardMenu()]).then(
      ([r]) => {
        if (r.ok) renderMenu(app, onError);
        else fail(`error: ${r.error.path}: ${r.error.message}`);
      },
      (e: unknown) => fail(`error: the plain table's menu could not be loaded (${String(e)})`),
    );
  const plain =
    parts && ruleset?.board?.newBattle && app.plainTable
      ? parts.boardNewBattleCard(
          ruleset,
          gameChoice(app, fail, () => renderMenu(app, onError)),
          randomSeed(),
          (session, title) => app.plainTable?.(session, title),
          fail,
        )
      : undefined;
  // The game's lessons, each opening its own small battle on the plain table with its steps beside it.
  const lessonsEl =
    plain && ruleset && parts
      ? parts.lessonButtons(ruleset, (s, title, lesson) => app.plainTable?.(s, title, lesson), fail)
      : undefined;
  if (plain && lessonsEl) plain.append(lessonsEl);
  const other = h(
    'section',
    { class: 'card' },
    h('h2', {}, 'New battle'),
    gameChoice(app, fail, () => renderMenu(app, onError)),
    h(
      'p',
      { class: 'muted', id: 'game-note' },
      game !== DEFAULT_RULES && (!ruleset || !parts)
        ? `${gameTitle(game)}: loading its code...`
        : `${gameTitle(game)}: its rules play in the sim (npm run sim -- play FILE); it has no table in the browser yet, so its files are refused here with one line.`,
    ),
  );

  const load = h(
    'section',
    { class: 'card' },
    h('h2', {}, 'Load a file'),
    h(
      'p',
      { class: 'muted' },
      'A scenario file (played from its start) or a replay file (watched step by step, and taken over when you like).',
    ),
    h(
      'button',
      {
        type: 'button',
        id: 'load-file',
        onclick: () =>
          pickFile((text, name) => {
            void app.openFileText(text, name).then((r) => {
              if (!r.ok) fail(fileProblem(name, r.error, text));
            });
          }),
      },
      'Choose a file...',
    ),
  );

  root.append(
    h(
      'header',
      { class: 'menu-head' },
      h('h1', { id: 'menu-title' }, gameTitle(game)),
      h('p', { class: 'muted' }, gameAbout(game)),
      h('button', { type: 'button', class: 'small', id: 'how-to-play', onclick: showHelp }, 'How to play'),
    ),
    error,
    h(
      'div',
      { class: 'cards menu-cards' },
      game === DEFAULT_RULES ? fresh : (plain ?? other),
      h(
        'div',
        { class: 'menu-col' },
        cont,
        // Chain Reaction's lessons and campaign; another game's lessons sit in its own new-battle card.
        game === DEFAULT_RULES ? lessonsCard(app, () => renderMenu(app, onError)) : null,
        game === DEFAULT_RULES ? campaignCard(app, fail, () => renderMenu(app, onError)) : null,
        load,
      ),
    ),
  );
  restoreFields(fresh, new Map(kept));
}
