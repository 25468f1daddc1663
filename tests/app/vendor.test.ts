// The game ships a trimmed Phaser built from node_modules (assets/vendor/build-phaser.mjs): after an
// upgrade of Phaser the copy must be rebuilt, or the game would run an older Phaser than the types say.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';

describe('the vendored Phaser', () => {
  it('was built from the installed Phaser', () => {
    const installed = JSON.parse(readFileSync('node_modules/phaser/package.json', 'utf8')).version as string;
    const banner = readFileSync('assets/vendor/phaser-core.js', 'utf8').slice(0, 300);
    expect(banner).toContain(`Phaser ${installed} (MIT`);
  });
});
