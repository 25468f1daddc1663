// After the battle: dims the table (still visible underneath) while the page shows the summary panel -
// who holds the field, what became of every figure - with the way on: watch the replay, save it, or
// start again.
import Phaser from './phaser';
import { DEPS_KEY, type SceneDeps } from './deps';

export class AfterBattleScene extends Phaser.Scene {
  constructor() {
    super('after');
  }

  create(): void {
    const deps = this.registry.get(DEPS_KEY) as SceneDeps;
    const veil = this.add.graphics();
    const draw = () => veil.clear().fillStyle(0x000000, 0.45).fillRect(0, 0, this.scale.width, this.scale.height);
    draw();
    this.scale.on(Phaser.Scale.Events.RESIZE, draw);
    const off = deps.app.on((c) => {
      // Leaving the summary: a new battle, a rewind (undo, replay) or the menu.
      if (c.kind === 'battle' || c.kind === 'rewind') this.scene.stop();
      // An undo from the end plays on at the live table, so the page goes back to it (a new battle puts
      // itself there). Ending again shows a fresh summary: the table scene watches for the end anew.
      if (c.kind === 'rewind') deps.ui.screen('table');
    });
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      off();
      this.scale.off(Phaser.Scale.Events.RESIZE, draw);
    });
    deps.ui.screen('after');
  }
}
