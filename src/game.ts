// The game factory: one place that knows the Phaser config and the list of scenes. The app hub, the
// input controller and the page's panels are handed to the scenes through the registry.
import Phaser from './scenes/phaser';
import { BootScene } from './scenes/BootScene';
import { MenuScene } from './scenes/MenuScene';
import { TableScene } from './scenes/TableScene';
import { AfterBattleScene } from './scenes/AfterBattleScene';
import { BOARD_KEY, type BoardDeps } from './app/board/deps';
import { DEPS_KEY, type SceneDeps } from './scenes/deps';

export function startGame(parent: string, deps: SceneDeps): Phaser.Game {
  const game = new Phaser.Game({
    type: Phaser.AUTO,
    parent,
    backgroundColor: '#1d2326',
    scale: { mode: Phaser.Scale.RESIZE, width: '100%', height: '100%' },
    input: { mouse: { preventDefaultWheel: true } },
    callbacks: {
      preBoot: (g) => {
        g.registry.set(DEPS_KEY, deps);
      },
    },
    scene: [BootScene, MenuScene, TableScene, AfterBattleScene],
  });
  // Browser tests read this to know the game is up.
  (window as unknown as { __game?: Phaser.Game }).__game = game;
  return game;
}

/**
 * Adds the plain table's scene (fetched now: it is not in the first paint) with what it is handed; once only.
 */
export async function addBoardScene(game: Phaser.Game, board: BoardDeps): Promise<void> {
  const { BoardScene } = await import('./scenes/BoardScene');
  game.registry.set(BOARD_KEY, board);
  if (!game.scene.getScene('board')) game.scene.add('board', BoardScene, false);
}

/** Leave the table for the menu (the battle stays in the app and the autosave). */
export function showMenu(game: Phaser.Game): void {
  for (const key of ['after', 'table', 'board']) if (game.scene.isActive(key)) game.scene.stop(key);
  game.scene.start('menu');
}

/** Go to the table (after a battle was started or loaded from the menu panel). */
export function showTable(game: Phaser.Game): void {
  for (const key of ['menu', 'board']) if (game.scene.isActive(key)) game.scene.stop(key);
  if (!game.scene.isActive('table')) game.scene.start('table');
}

/** Go to the plain table (a battle of a game with a `board` part was started or loaded). */
export function showBoard(game: Phaser.Game): void {
  for (const key of ['menu', 'table', 'after']) if (game.scene.isActive(key)) game.scene.stop(key);
  if (!game.scene.isActive('board')) game.scene.start('board');
}
