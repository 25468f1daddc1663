// One config for the app (Vite) and the tests (Vitest).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Phaser's own "core" entry (node_modules/phaser/src/phaser-core.js): the game objects, cameras, input,
// tweens, timers and textures a table of shapes and text needs, without physics, tilemaps, particles or
// sound. The full bundle alone would eat most of the 420 KB gzip budget. Every `import ... from 'phaser'`
// gets this entry; tests/app/phaserCore.test.ts checks the scenes use nothing the entry lacks, since the
// types still describe full Phaser.
const phaserCore = fileURLToPath(new URL('./node_modules/phaser/src/phaser-core.js', import.meta.url));

// zod through a door that sets it jitless before any schema is built (src/app/zodJitless.ts says why: the
// page's CSP). The door itself imports 'zod/v4', which this does not match.
const zodJitless = fileURLToPath(new URL('./src/app/zodJitless.ts', import.meta.url));

// The switches Phaser's own webpack config sets (config/webpack.config.js), read as `typeof X` in its source.
// Sound is off (the game makes none); the Camera3D and Facebook Instant plugins are off as in the core build.
const phaserDefines = {
  'typeof CANVAS_RENDERER': 'true',
  'typeof WEBGL_RENDERER': 'true',
  'typeof WEBGL_DEBUG': 'false',
  'typeof FEATURE_SOUND': 'false',
  'typeof PLUGIN_CAMERA3D': 'false',
  'typeof PLUGIN_FBINSTANT': 'false',
};

export default defineConfig({
  base: './',
  resolve: {
    alias: [
      { find: /^phaser$/, replacement: phaserCore },
      { find: /^zod$/, replacement: zodJitless },
    ],
  },
  define: {
    ...phaserDefines,
    // The core entry ends with `global.Phaser = Phaser`, written for webpack's Node-style `global`.
    global: 'globalThis',
  },
  optimizeDeps: {
    // The dev server pre-bundles Phaser on its own; give it the same switches as the build.
    include: ['phaser'],
    rolldownOptions: { transform: { define: { ...phaserDefines, global: 'globalThis' } } },
  },
  // The odds workers (app/odds/oddsWorker.ts) load a game by its name, a dynamic import: ES module workers can.
  worker: { format: 'es' },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      output: {
        // Phaser in a chunk of its own: it changes only on an upgrade, so browsers keep it cached across releases.
        codeSplitting: { groups: [{ name: 'phaser', test: /node_modules[\\/]phaser[\\/]/ }] },
      },
    },
  },
  test: {
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    // Node has no first paint: Chain Reaction's table words, which the page fetches (view/lazy.ts), are there at once.
    setupFiles: ['tests/setup/tableWords.ts'],
    // Room for a busy 2-core machine (several test files, builds and Chromium at once): a test waits on
    // conditions, never on the clock, so a generous limit costs nothing when all is well.
    testTimeout: 60_000,
    hookTimeout: 300_000,
    // Browser tests build the app once and share a Chromium; keep them in their own files.
    fileParallelism: true,
    // Under CI a JSON report is written too, so .ci/run can close with one plain "N passed, N failed" line.
    reporters: process.env.CI === 'true' ? ['default', 'json'] : ['default'],
    outputFile: { json: 'tests/out/vitest.json' },
  },
});
