// Boot: nothing to load yet beyond what Phaser draws itself; hands over to the table.
import Phaser from 'phaser';

export class BootScene extends Phaser.Scene {
  constructor() {
    super('boot');
  }

  create(): void {
    this.scene.start('table');
  }
}
