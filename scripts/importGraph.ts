// The import graph of src/ and the two rules it must keep: no import cycle anywhere, and no import
// against the layer order (a lower layer never reaches up). Read with TypeScript's own pre-processor,
// type-only imports included: a type is still a dependency a reader has to follow.
// Used by tests/lint/layers.test.ts and by `npm run lint` (scripts/layers.ts).
import ts from 'typescript';
import fs from 'node:fs';
import path from 'node:path';

/** File (relative to the source root, with '/') → the files it imports, in the same form. */
export type ImportGraph = Map<string, string[]>;

/**
 * The layers, lowest first: a file may import its own layer or any layer listed before it. A file
 * belongs to the first layer with a prefix that matches its path. Layers in one group (app, sim,
 * bench) sit side by side and may not import each other.
 */
export interface Layer {
  name: string;
  prefixes: string[];
  /** Layers at the same level: neither imports the other. */
  level: number;
}

export const LAYERS: Layer[] = [
  { name: 'geometry', prefixes: ['geometry/'], level: 0 },
  // The shared kernel: the seeded dice, the ruleset boundary, the Result type, the vocabulary, table shapes.
  { name: 'kernel', prefixes: ['core/'], level: 1 },
  { name: 'terrain', prefixes: ['terrain/'], level: 2 },
  // A ruleset's assembly: the registry, and the files that put a ruleset together from its parts and the
  // scenario file (listed before the ruleset's own folder, since a file takes the first layer that matches).
  {
    name: 'rulesets',
    prefixes: [
      'rulesets/index.ts',
      'rulesets/catalog.ts',
      'rulesets/bundled.ts',
      'rulesets/chain-reaction/index.ts',
      'rulesets/chain-reaction/start.ts',
      'rulesets/chain-reaction/game.ts',
      'rulesets/chain-reaction/play.ts',
      // Lessons play a scenario file through the assembled engine, so they sit with the assembly.
      'rulesets/chain-reaction/lessons/',
      // Its parts for the sim (batch figures, campaign, queries, random battles) play through the engine too.
      'rulesets/chain-reaction/sim/',
      // Its view: the plain data the shared table draws (log lines, odds models, dialogs...); it may use the
      // assembled game (the coach plays a command on a copy), never the app.
      'rulesets/chain-reaction/view/',
    ],
    level: 5,
  },
  // The scenario file's shared envelope (every rules system's file): outer shape, terrain pieces, loader helpers.
  { name: 'scenario', prefixes: ['scenario/'], level: 3 },
  // Chain Reaction's own parts: engine, rules, tables, odds, wording, solo play, computer players and its file's
  // schema (scenario/).
  { name: 'chain-reaction', prefixes: ['rulesets/chain-reaction/'], level: 4 },
  // The other games sit beside Chain Reaction: each imports only what is shared below, never another game.
  { name: 'action-cards', prefixes: ['rulesets/action-cards/'], level: 4 },
  { name: 'action-points', prefixes: ['rulesets/action-points/'], level: 4 },
  { name: 'order-dice', prefixes: ['rulesets/order-dice/'], level: 4 },
  { name: 'app', prefixes: ['app/'], level: 6 },
  { name: 'sim', prefixes: ['sim/'], level: 6 },
  { name: 'bench', prefixes: ['bench/'], level: 7 },
  { name: 'scenes', prefixes: ['scenes/'], level: 7 },
  { name: 'entry', prefixes: ['main.ts', 'game.ts'], level: 8 },
];

export function layerOf(file: string, layers: Layer[] = LAYERS): Layer | undefined {
  return layers.find((l) => l.prefixes.some((p) => (p.endsWith('/') ? file.startsWith(p) : file === p)));
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [p] : [];
  });
}

/** Where a relative import lands, or the raw specifier if it leaves the root (or is a package). */
function resolve(root: string, from: string, spec: string): string {
  if (!spec.startsWith('.')) return spec;
  const base = path.resolve(path.dirname(from), spec);
  const hit = [base, `${base}.ts`, `${base}.tsx`, base.replace(/\.js$/, '.ts'), path.join(base, 'index.ts')].find(
    (c) => fs.existsSync(c) && fs.statSync(c).isFile(),
  );
  return path
    .relative(root, hit ?? base)
    .split(path.sep)
    .join('/');
}

/** Reads every .ts file under root. Packages ('zod', 'node:fs') are left out; relative imports kept. */
export function readGraph(root: string): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const file of sourceFiles(root).sort()) {
    const info = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    const deps = info.importedFiles
      .map((i) => i.fileName)
      .filter((s) => s.startsWith('.'))
      .map((s) => resolve(root, file, s));
    graph.set(path.relative(root, file).split(path.sep).join('/'), [...new Set(deps)]);
  }
  return graph;
}

/** Every knot of files that import each other round in a circle: one concrete loop and every file caught in it. */
export interface Cycle {
  loop: string[];
  files: string[];
}

export function cycleText(c: Cycle): string {
  const others = c.files.filter((f) => !c.loop.includes(f));
  return `import cycle: ${c.loop.join(' -> ')}${others.length ? ` (also caught in it: ${others.join(', ')})` : ''}`;
}

/** Every import cycle, each knot once, with one loop through it (first file repeated at the end). */
export function findCycles(graph: ImportGraph): Cycle[] {
  // Tarjan's strongly connected components: a component of more than one file (or a self-import) holds a cycle.
  let index = 0;
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const on = new Set<string>();
  const comps: string[][] = [];
  const visit = (v: string): void => {
    idx.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const comp: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        on.delete(w);
        comp.push(w);
      } while (w !== v);
      if (comp.length > 1 || (graph.get(v) ?? []).includes(v)) comps.push(comp);
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  // One concrete loop per component, for a readable message.
  return comps.map((comp) => ({ loop: loopThrough(graph, comp), files: [...comp].sort() }));
}

function loopThrough(graph: ImportGraph, comp: string[]): string[] {
  {
    const inComp = new Set(comp);
    const start = [...comp].sort()[0]!;
    const prev = new Map<string, string>();
    const queue = [start];
    const seen = new Set([start]);
    while (queue.length) {
      const v = queue.shift()!;
      for (const w of graph.get(v) ?? []) {
        if (w === start) {
          const loop = [v];
          while (loop[0] !== start) loop.unshift(prev.get(loop[0]!)!);
          return [...loop, start];
        }
        if (inComp.has(w) && !seen.has(w)) {
          seen.add(w);
          prev.set(w, v);
          queue.push(w);
        }
      }
    }
    return [start, start];
  }
}

/** Imports that reach up (or sideways between side-by-side layers), or leave the source root. */
export function layerViolations(graph: ImportGraph, layers: Layer[] = LAYERS): string[] {
  const out: string[] = [];
  for (const [file, deps] of graph) {
    const from = layerOf(file, layers);
    if (!from) {
      out.push(`${file}: belongs to no layer`);
      continue;
    }
    for (const dep of deps) {
      // Static assets may sit outside (assets/); code may not (tests/, scripts/).
      if (dep.startsWith('..')) {
        if (!dep.startsWith('../assets/')) out.push(`${file} imports ${dep}, code outside the source folder`);
        continue;
      }
      const to = layerOf(dep, layers);
      if (!to || to === from) continue;
      if (to.level > from.level || (to.level === from.level && to !== from)) {
        out.push(`${file} (${from.name}) imports ${dep} (${to.name}): ${from.name} may not import ${to.name}`);
      }
    }
  }
  return out;
}

/**
 * The hosts (and the browser entry): shared code that plays any game, reaching one only through the registry
 * and the kernel.
 */
export const HOSTS = ['app/', 'sim/', 'scenes/', 'bench/', 'main.ts', 'game.ts'] as const;

/** A ruleset's own folder (rulesets/<game>/...); the registry rulesets/index.ts sits outside every one. */
const RULESET_OWN = /^rulesets\/[^/]+\//;

/**
 * Imports from a host into a ruleset's own folder: the door is the registry (rulesets/index.ts, and
 * rulesets/catalog.ts for the browser, rulesets/bundled.ts for the game the page carries) and core/. No host is excused (issue 18's allowance is used up: the last
 * two lines, app/crSession.ts and scenes/table/overlays.ts, went on 28 Nov).
 */
export function doorViolations(graph: ImportGraph): string[] {
  const out: string[] = [];
  for (const [file, deps] of graph) {
    if (!HOSTS.some((h) => file.startsWith(h))) continue;
    for (const dep of deps.filter((d) => RULESET_OWN.test(d)))
      out.push(`${file} imports ${dep}: a host reaches a game only through the registry (rulesets/index.ts)`);
  }
  return out;
}
