// The layer order and the no-cycle rule over src/'s imports (scripts/importGraph.ts), and proof that
// the checker catches what it is meant to: a cycle, an import that reaches up, app and sim importing
// each other, code reached outside src/.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cycleText, findCycles, layerOf, layerViolations, readGraph, type ImportGraph } from '../../scripts/importGraph';

const SRC = join(import.meta.dirname, '..', '..', 'src');

const graphOf = (edges: Record<string, string[]>): ImportGraph => new Map(Object.entries(edges));

describe('the real source tree', () => {
  const graph = readGraph(SRC);
  it('has no import cycle', () => {
    expect(findCycles(graph).map(cycleText)).toEqual([]);
  });
  it('imports only down the layer order', () => {
    expect(layerViolations(graph)).toEqual([]);
  });
  it('puts every file in a layer, and the engine imports no solo play and no ruleset', () => {
    expect([...graph.keys()].filter((f) => !layerOf(f))).toEqual([]);
    const engine = [...graph].filter(([f]) => f.startsWith('core/engine/'));
    expect(engine.length).toBeGreaterThan(10);
    expect(engine.flatMap(([f, deps]) => deps.filter((d) => /^(core\/solo|rulesets)\//.test(d)).map((d) => `${f} -> ${d}`))).toEqual([]);
  });
});

describe('the checker', () => {
  it('reports a cycle with the loop and every file caught in it', () => {
    const cycles = findCycles(graphOf({
      'core/engine/a.ts': ['core/engine/b.ts'],
      'core/engine/b.ts': ['core/engine/c.ts', 'core/engine/d.ts'],
      'core/engine/c.ts': ['core/engine/a.ts'],
      'core/engine/d.ts': ['core/engine/b.ts'],
      'core/engine/e.ts': ['core/engine/a.ts'],
    }));
    expect(cycles).toHaveLength(1);
    expect(cycles[0]!.loop).toEqual(['core/engine/a.ts', 'core/engine/b.ts', 'core/engine/c.ts', 'core/engine/a.ts']);
    expect(cycles[0]!.files).toEqual(['core/engine/a.ts', 'core/engine/b.ts', 'core/engine/c.ts', 'core/engine/d.ts']);
    expect(cycleText(cycles[0]!)).toContain('also caught in it: core/engine/d.ts');
  });

  it('finds no cycle in a graph that only fans in', () => {
    expect(findCycles(graphOf({ 'a.ts': ['b.ts', 'c.ts'], 'b.ts': ['c.ts'], 'c.ts': [] }))).toEqual([]);
  });

  it('reports imports against the layer order, and allows the ones along it', () => {
    const problems = layerViolations(graphOf({
      'geometry/los.ts': ['core/state.ts'],          // geometry reaches up into the rules
      'core/state.ts': ['scenario/schema.ts'],       // the core reaches up into the file format
      'core/dice/roll.ts': ['core/engine/ctx.ts'],   // the kernel reaches into Chain Reaction
      'terrain/generate.ts': ['core/solo/setup.ts'], // terrain reaches into solo play
      'app/start.ts': ['sim/encounter.ts'],          // app and sim sit side by side
      'sim/run.ts': ['app/session.ts'],
      'app/ui/keys.ts': ['scenes/deps.ts'],          // the app reaches up into the scenes
      'sim/soak.ts': ['../tests/soak/check.ts'],     // code outside src/
      'scenes/TableScene.ts': ['app/app.ts', 'core/state.ts', 'geometry/los.ts', '../assets/pic.png'],
      'rulesets/chain-reaction/game.ts': ['core/solo/hooks.ts', 'core/engine/reduce.ts'],
      'core/engine/reduce.ts': ['core/dice/source.ts', 'geometry/world.ts'],
      'terrain/plan.ts': ['core/dice/roll.ts', 'core/tables/buildingType.ts'],
    }));
    expect(problems).toEqual([
      'geometry/los.ts (geometry) imports core/state.ts (core): geometry may not import core',
      'core/state.ts (core) imports scenario/schema.ts (scenario): core may not import scenario',
      'core/dice/roll.ts (kernel) imports core/engine/ctx.ts (core): kernel may not import core',
      'terrain/generate.ts (terrain) imports core/solo/setup.ts (core): terrain may not import core',
      'app/start.ts (app) imports sim/encounter.ts (sim): app may not import sim',
      'sim/run.ts (sim) imports app/session.ts (app): sim may not import app',
      'app/ui/keys.ts (app) imports scenes/deps.ts (scenes): app may not import scenes',
      'sim/soak.ts imports ../tests/soak/check.ts, code outside the source folder',
    ]);
  });

  describe('reading real files', () => {
    const dir = mkdtempSync(join(tmpdir(), 'layers-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const write = (file: string, text: string) => {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), text);
    };
    write('core/state.ts', "import type { Shape } from '../geometry/shapes';\nexport type State = { s: Shape };\n");
    write('geometry/shapes.ts', "export type Shape = number;\nexport { type State } from '../core/state';\n");
    write('geometry/los.ts', "import { z } from 'zod';\nexport const see = async () => (await import('./shapes')).toString() + String(z);\n");
    write('app/index.ts', "import '../core/state';\nexport {};\n");

    it('follows import type, export from, dynamic import and folder imports; skips packages', () => {
      const graph = readGraph(dir);
      expect(graph.get('geometry/los.ts')).toEqual(['geometry/shapes.ts']);
      expect(graph.get('app/index.ts')).toEqual(['core/state.ts']);
      expect(findCycles(graph).map((c) => c.files)).toEqual([['core/state.ts', 'geometry/shapes.ts']]);
      expect(layerViolations(graph)).toEqual(['geometry/shapes.ts (geometry) imports core/state.ts (core): geometry may not import core']);
    });
  });
});
