// The game factory: one place that knows the Phaser config and the list of scenes.
import Phaser from 'phaser';
import { BootScene } from './scenes/BootScene';
import { TableScene } from './scenes/TableScene';

export function startGame(parent: string): Phaser.Game {
  const game = new Phaser.Game({
    type: Phaser.AUTO,
    parent,
    backgroundColor: '#1d2326',
    scale: { mode: Phaser.Scale.RESIZE, width: '100%', height: '100%' },
    scene: [BootScene, TableScene],
  });
  // Browser tests read this to know the game is up.
  (window as unknown as { __game?: Phaser.Game }).__game = game;
  return game;
}
