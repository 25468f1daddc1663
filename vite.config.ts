// One config for the app (Vite) and the tests (Vitest).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  base: './',
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 2000,
  },
  test: {
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 120_000,
    // Browser tests build the app once and share a Chromium; keep them in their own files.
    fileParallelism: true,
    // Under CI a JSON report is written too, so .ci/run can close with one plain "N passed, N failed" line.
    reporters: process.env.CI === 'true' ? ['default', 'json'] : ['default'],
    outputFile: { json: 'tests/out/vitest.json' },
  },
});
