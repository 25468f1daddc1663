// The one place the scenes get Phaser from. vite.config.ts aliases 'phaser' to Phaser's own "core" entry
// (node_modules/phaser/src/phaser-core.js), built with the game; nothing of Phaser is committed here.
// It is typed as the full Phaser namespace, but only what the core entry holds may be used (Graphics,
// Image, Text, Layer, Sprite, cameras, input, tweens, timers, textures) - no Container, no Shapes.
// tests/app/phaserCore.test.ts fails on a use the core entry lacks.
import Phaser from 'phaser';

export default Phaser;
