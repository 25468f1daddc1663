// Boot: the table is drawn from shapes and text, so there is nothing to load; it hands over to the menu,
// or straight to the table when a battle is already under way (the page was opened on one).
import Phaser from './phaser';
import { DEPS_KEY, type SceneDeps } from './deps';

export class BootScene extends Phaser.Scene {
  constructor() {
    super('boot');
  }

  create(): void {
    const deps = this.registry.get(DEPS_KEY) as SceneDeps;
    this.scene.start(deps.app.session ? 'table' : 'menu');
  }
}
