// The new-battle screen's Game choice: every game of rulesets/catalog.ts by its title. The choice is
// remembered with the settings; choosing a game fetches its code (its own chunk) before the screen is
// drawn again for it.
import type { App } from '../app';
import { DEFAULT_RULES, GAMES, loadGame } from '../../rulesets/catalog';
import { h } from './dom';
import { select } from './choices';

/** The game chosen last (the default when none was, or when it is no longer offered). */
export function chosenGame(app: App): string {
  const g = app.settings.game;
  return g && GAMES.some((x) => x.name === g) ? g : DEFAULT_RULES;
}

export function gameChoice(app: App, fail: (line: string) => void, redraw: () => void): HTMLElement {
  // Not 'game': that id is the table's own element.
  const box = select(
    'game-choice',
    GAMES.map((g) => ({ id: g.name, label: g.title })),
    chosenGame(app),
  );
  box.addEventListener('change', () => {
    const name = box.value;
    app.setSettings({ ...app.settings, game: name });
    void loadGame(name).then((r) => {
      if (!r.ok) fail(`error: ${r.error.path}: ${r.error.message}`);
      else redraw();
    });
  });
  return h('label', { class: 'row' }, h('span', {}, 'Game'), box);
}
