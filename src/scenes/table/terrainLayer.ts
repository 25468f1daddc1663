// The baked terrain: painted once per battle onto a canvas (src/app/paint/terrain.ts) and shown as a
// single image, so the frame never redraws a building or a tree.
import type Phaser from 'phaser';
import type { TerrainPiece } from '../../geometry/shapes';
import { TABLE_SIZE } from '../../geometry/shapes';
import { paintTerrain } from '../../app/paint/terrain';
import { TABLE_PX } from './units';

/** Canvas pixels per inch of the baked image: sharp up to about double zoom. */
export const BAKE_PPI = 48;

/**
 * Paints the terrain into the texture `key` (replacing what was there) and shows it as an image.
 * One key per use keeps the textures from piling up battle after battle.
 */
export function bakeTerrain(
  scene: Phaser.Scene,
  pieces: readonly TerrainPiece[],
  depth: number,
  key: string,
): Phaser.GameObjects.Image {
  if (scene.textures.exists(key)) scene.textures.remove(key);
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = TABLE_SIZE * BAKE_PPI;
  const ctx = canvas.getContext('2d')!;
  paintTerrain(ctx, pieces, BAKE_PPI);
  scene.textures.addCanvas(key, canvas);
  return scene.add.image(0, 0, key).setOrigin(0, 0).setDisplaySize(TABLE_PX, TABLE_PX).setDepth(depth);
}
