// Builds the trimmed Phaser this game ships (assets/vendor/phaser-core.js) from node_modules/phaser/src.
// Why: the full Phaser bundle alone is ~353 KB gzip and the game's budget is 420 KB with the rules core;
// Phaser's own "core" entry (no physics, tilemaps, particles, sound, loaders we never use) is enough for
// a table of shapes and text. Run it again after upgrading Phaser: `node assets/vendor/build-phaser.mjs`.
// (Copied into the repository because vite.config.ts is shared and must not change for this.)
import { build } from 'vite';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const phaserDir = resolve(root, 'node_modules/phaser');
const version = JSON.parse(readFileSync(resolve(phaserDir, 'package.json'), 'utf8')).version;
const entry = process.env.PHASER_ENTRY ?? 'phaser-core.js';
const outDir = resolve(root, 'node_modules/.phaser-core-build');

await build({
  logLevel: 'error',
  configFile: false,
  define: {
    'typeof CANVAS_RENDERER': 'true',
    'typeof WEBGL_RENDERER': 'true',
    'typeof WEBGL_DEBUG': 'false',
    'typeof FEATURE_SOUND': 'false',
    'typeof PLUGIN_CAMERA3D': 'false',
    'typeof PLUGIN_FBINSTANT': 'false',
    global: 'globalThis',
  },
  build: {
    outDir,
    emptyOutDir: true,
    minify: true,
    // Library builds keep their whitespace unless the bundler is told to minify the output itself.
    rolldownOptions: { output: { minify: true } },
    lib: { entry: resolve(phaserDir, 'src', entry), formats: ['es'], fileName: () => 'phaser-core.js' },
  },
});

const code = readFileSync(resolve(outDir, 'phaser-core.js'), 'utf8');
const banner = `/* eslint-disable */\n// Phaser ${version} (MIT, https://phaser.io), entry src/${entry}, built by assets/vendor/build-phaser.mjs. Do not edit.\n`;
writeFileSync(resolve(here, 'phaser-core.js'), banner + code);
console.log(`assets/vendor/phaser-core.js: Phaser ${version}, ${(code.length / 1024).toFixed(0)} KB`);
