// The layer order and the no-cycle rule over src/'s imports (scripts/importGraph.ts), and proof that
// the checker catches what it is meant to: a cycle, an import that reaches up, app and sim importing
// each other, code reached outside src/.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  cycleText,
  doorViolations,
  findCycles,
  layerOf,
  layerViolations,
  readGraph,
  type ImportGraph,
} from '../../scripts/importGraph';

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
  it('reaches games from the hosts only through the registry, with no host excused', () => {
    expect(doorViolations(graph)).toEqual([]);
  });
  it('puts every file in a layer, and the engine imports no solo play and no ruleset', () => {
    expect([...graph.keys()].filter((f) => !layerOf(f))).toEqual([]);
    const engine = [...graph].filter(([f]) => f.startsWith('rulesets/chain-reaction/engine/'));
    expect(engine.length).toBeGreaterThan(10);
    expect(
      engine.flatMap(([f, deps]) =>
        deps
          .filter((d) =>
            /^rulesets\/(index\.ts|chain-reaction\/(solo\/|players\/|index\.ts|start\.ts|game\.ts)|(?!chain-reaction\/))/.test(
              d,
            ),
          )
          .map((d) => `${f} -> ${d}`),
      ),
    ).toEqual([]);
  });
});

describe('the checker', () => {
  it('reports a cycle with the loop and every file caught in it', () => {
    const cycles = findCycles(
      graphOf({
        'rulesets/chain-reaction/engine/a.ts': ['rulesets/chain-reaction/engine/b.ts'],
        'rulesets/chain-reaction/engine/b.ts': [
          'rulesets/chain-reaction/engine/c.ts',
          'rulesets/chain-reaction/engine/d.ts',
        ],
        'rulesets/chain-reaction/engine/c.ts': ['rulesets/chain-reaction/engine/a.ts'],
        'rulesets/chain-reaction/engine/d.ts': ['rulesets/chain-reaction/engine/b.ts'],
        'rulesets/chain-reaction/engine/e.ts': ['rulesets/chain-reaction/engine/a.ts'],
      }),
    );
    expect(cycles).toHaveLength(1);
    expect(cycles[0]!.loop).toEqual([
      'rulesets/chain-reaction/engine/a.ts',
      'rulesets/chain-reaction/engine/b.ts',
      'rulesets/chain-reaction/engine/c.ts',
      'rulesets/chain-reaction/engine/a.ts',
    ]);
    expect(cycles[0]!.files).toEqual([
      'rulesets/chain-reaction/engine/a.ts',
      'rulesets/chain-reaction/engine/b.ts',
      'rulesets/chain-reaction/engine/c.ts',
      'rulesets/chain-reaction/engine/d.ts',
    ]);
    expect(cycleText(cycles[0]!)).toContain('also caught in it: rulesets/chain-reaction/engine/d.ts');
  });

  it('finds no cycle in a graph that only fans in', () => {
    expect(findCycles(graphOf({ 'a.ts': ['b.ts', 'c.ts'], 'b.ts': ['c.ts'], 'c.ts': [] }))).toEqual([]);
  });

  it('reports imports against the layer order, and allows the ones along it', () => {
    const problems = layerViolations(
      graphOf({
        'geometry/los.ts': ['rulesets/chain-reaction/state.ts'], // geometry reaches up into the rules
        'scenario/envelope.ts': ['rulesets/chain-reaction/state.ts'], // the shared file format reaches into a game
        'core/dice/roll.ts': ['rulesets/chain-reaction/engine/ctx.ts'], // the kernel reaches into Chain Reaction
        'terrain/generate.ts': ['rulesets/chain-reaction/solo/setup.ts'], // terrain reaches into solo play
        'app/start.ts': ['sim/encounter.ts'], // app and sim sit side by side
        'sim/run.ts': ['app/session.ts'],
        'app/ui/keys.ts': ['scenes/deps.ts'], // the app reaches up into the scenes
        'sim/soak.ts': ['../tests/soak/check.ts'], // code outside src/
        'scenes/TableScene.ts': [
          'app/app.ts',
          'rulesets/chain-reaction/state.ts',
          'geometry/los.ts',
          '../assets/pic.png',
        ],
        'rulesets/chain-reaction/game.ts': [
          'rulesets/chain-reaction/solo/hooks.ts',
          'rulesets/chain-reaction/engine/reduce.ts',
        ],
        'rulesets/chain-reaction/engine/reduce.ts': ['core/dice/source.ts', 'geometry/world.ts'],
        'terrain/plan.ts': ['core/dice/roll.ts', 'terrain/tables/buildingType.ts'],
      }),
    );
    expect(problems).toEqual([
      'geometry/los.ts (geometry) imports rulesets/chain-reaction/state.ts (chain-reaction): geometry may not import chain-reaction',
      'scenario/envelope.ts (scenario) imports rulesets/chain-reaction/state.ts (chain-reaction): scenario may not import chain-reaction',
      'core/dice/roll.ts (kernel) imports rulesets/chain-reaction/engine/ctx.ts (chain-reaction): kernel may not import chain-reaction',
      'terrain/generate.ts (terrain) imports rulesets/chain-reaction/solo/setup.ts (chain-reaction): terrain may not import chain-reaction',
      'app/start.ts (app) imports sim/encounter.ts (sim): app may not import sim',
      'sim/run.ts (sim) imports app/session.ts (app): sim may not import app',
      'app/ui/keys.ts (app) imports scenes/deps.ts (scenes): app may not import scenes',
      'sim/soak.ts imports ../tests/soak/check.ts, code outside the source folder',
    ]);
  });

  it("fails a host importing a ruleset's own folder", () => {
    const graph = graphOf({
      'app/ui/panel.ts': ['rulesets/chain-reaction/state.ts', 'rulesets/index.ts', 'core/ruleset.ts'],
      'scenes/TableScene.ts': ['rulesets/dice-duel/view.ts'],
      'sim/run.ts': ['rulesets/index.ts'],
      'bench/bench.ts': ['rulesets/chain-reaction/game.ts'],
      // A ruleset's own files and the registry may import each other's game freely.
      'rulesets/index.ts': ['rulesets/chain-reaction/index.ts'],
      'rulesets/chain-reaction/view/log.ts': ['rulesets/chain-reaction/state.ts'],
    });
    expect(doorViolations(graph)).toEqual([
      'app/ui/panel.ts imports rulesets/chain-reaction/state.ts: a host reaches a game only through the registry (rulesets/index.ts)',
      'scenes/TableScene.ts imports rulesets/dice-duel/view.ts: a host reaches a game only through the registry (rulesets/index.ts)',
      'bench/bench.ts imports rulesets/chain-reaction/game.ts: a host reaches a game only through the registry (rulesets/index.ts)',
    ]);
  });

  describe('reading real files', () => {
    const dir = mkdtempSync(join(tmpdir(), 'layers-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const write = (file: string, text: string) => {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), text);
    };
    write(
      'rulesets/chain-reaction/state.ts',
      "import type { Shape } from '../../geometry/shapes';\nexport type State = { s: Shape };\n",
    );
    write(
      'geometry/shapes.ts',
      "export type Shape = number;\nexport { type State } from '../rulesets/chain-reaction/state';\n",
    );
    write(
      'geometry/los.ts',
      "import { z } from 'zod';\nexport const see = async () => (await import('./shapes')).toString() + String(z);\n",
    );
    write('app/index.ts', "import '../rulesets/chain-reaction/state';\nexport {};\n");

    it('follows import type, export from, dynamic import and folder imports; skips packages', () => {
      const graph = readGraph(dir);
      expect(graph.get('geometry/los.ts')).toEqual(['geometry/shapes.ts']);
      expect(graph.get('app/index.ts')).toEqual(['rulesets/chain-reaction/state.ts']);
      expect(findCycles(graph).map((c) => [...c.files].sort())).toEqual([
        ['geometry/shapes.ts', 'rulesets/chain-reaction/state.ts'],
      ]);
      expect(layerViolations(graph)).toEqual([
        'geometry/shapes.ts (geometry) imports rulesets/chain-reaction/state.ts (chain-reaction): geometry may not import chain-reaction',
      ]);
    });
  });
});
