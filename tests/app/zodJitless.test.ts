// The page's CSP allows no eval, so zod must be jitless before any schema is built, however the build splits
// the code (src/app/zodJitless.ts). Under Vite (the build, and these tests) 'zod' is that door; the schema
// modules must reach zod only as 'zod', never by a subpath that would go round it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { config, z } from 'zod';

function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? tsFiles(p) : p.endsWith('.ts') ? [p] : [];
  });
}

describe('zod through the jitless door', () => {
  it("'zod' is jitless as soon as it is imported, and still parses", () => {
    expect(config().jitless).toBe(true);
    const schema = z.object({ name: z.string(), rep: z.number().int() });
    expect(schema.safeParse({ name: 'Ash', rep: 5 }).success).toBe(true);
    expect(schema.safeParse({ name: 'Ash', rep: 4.5 }).success).toBe(false);
  });

  it("no source file but the door imports zod by a subpath ('zod/v4', 'zod/mini' ...)", () => {
    const round = tsFiles('src')
      .filter((f) => !f.endsWith(join('app', 'zodJitless.ts')))
      .filter((f) => /from ['"]zod\//.test(readFileSync(f, 'utf8')));
    expect(round).toEqual([]);
  });
});
