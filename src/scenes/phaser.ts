// The one place the game gets Phaser from: a trimmed build of Phaser's own "core" entry, vendored in
// assets/vendor (see build-phaser.mjs there) because the full bundle alone would eat the size budget.
// It is typed as the real Phaser namespace; only what the core entry holds may be used (Graphics,
// Image, Text, Layer, Sprite, cameras, input, tweens, timers, textures) - no Container, no Shapes.
// @ts-expect-error - a plain ES module without its own types; typed below.
import PhaserCore from '../../assets/vendor/phaser-core.js';
import type PhaserTypes from 'phaser';

const Phaser = PhaserCore as typeof PhaserTypes;
export default Phaser;
