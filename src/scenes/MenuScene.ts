// The menu: a dimmed table laid out by the terrain generator behind the page's menu panel (new battle,
// load a file, continue). When the app starts a battle, the page's navigation swaps this scene for the
// table.
import Phaser from './phaser';
import { DEPS_KEY, type SceneDeps } from './deps';
import { generateTerrainFromSeed } from '../terrain';
import { bakeTerrain } from './table/terrainLayer';
import { TABLE_PX } from './table/units';

export class MenuScene extends Phaser.Scene {
  private picture?: Phaser.GameObjects.Image;

  constructor() {
    super('menu');
  }

  create(): void {
    const deps = this.registry.get(DEPS_KEY) as SceneDeps;
    this.picture = this.textures.exists('menu-terrain')
      ? this.add.image(0, 0, 'menu-terrain').setOrigin(0, 0).setDisplaySize(TABLE_PX, TABLE_PX)
      : bakeTerrain(this, generateTerrainFromSeed('menu picture', { overall: 'urban' }).pieces, 0, 'menu-terrain');
    this.picture.setAlpha(0.45);
    this.place();
    this.scale.on(Phaser.Scale.Events.RESIZE, this.place, this);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => this.scale.off(Phaser.Scale.Events.RESIZE, this.place, this));
    deps.ui.screen('menu');
  }

  private place(): void {
    const cam = this.cameras.main;
    cam.setZoom(Math.max(this.scale.width, this.scale.height) / TABLE_PX);
    cam.centerOn(TABLE_PX / 2, TABLE_PX / 2);
  }
}
