// The game gets Phaser from Phaser's own "core" entry (vite.config.ts aliases 'phaser' to it), but the types
// describe full Phaser: a scene could name a class the core build lacks (Container, Shapes, physics) and
// compile, then fail in the browser. This reads the core entry's CommonJS source (Phaser can't be loaded in
// Node) into a tree of names and checks every `Phaser.X.Y` and `add.x(`/`make.x(` the scenes use is in it.
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import viteConfig from '../../vite.config';

const CORE_ENTRY = resolve('node_modules/phaser/src/phaser-core.js');

/** A name in the core build: an object whose members are known, or a value (class, number) we don't look into. */
type Node = ({ kind: 'object'; members: Map<string, () => Node> } | { kind: 'value' }) & { file?: string };
const VALUE: Node = { kind: 'value' };

function stripComments(src: string): string {
  return src.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"])\/\/.*$/gm, '$1');
}

/** The text between the brace at `open` and its partner, skipping braces inside strings. */
function braced(src: string, open: number): string {
  let depth = 0;
  let quote = '';
  for (let i = open; i < src.length; i++) {
    const c = src[i] ?? '';
    if (quote) {
      if (c === quote && src[i - 1] !== '\\') quote = '';
      continue;
    }
    if (c === '"' || c === "'" || c === '`') quote = c;
    else if (c === '{' || c === '(' || c === '[') depth++;
    else if (c === '}' || c === ')' || c === ']') {
      depth--;
      if (depth === 0) return src.slice(open + 1, i);
    }
  }
  throw new Error('unbalanced braces');
}

/** Top-level `key: value` entries of an object literal's body. */
function entries(body: string): [string, string][] {
  const out: [string, string][] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  const push = (end: number): void => {
    const part = body.slice(start, end).trim();
    const m = /^([A-Za-z_$][\w$]*)\s*:\s*([\s\S]*)$/.exec(part);
    if (m?.[1] && m[2] !== undefined) out.push([m[1], m[2].trim()]);
  };
  for (let i = 0; i < body.length; i++) {
    const c = body[i] ?? '';
    if (quote) {
      if (c === quote && body[i - 1] !== '\\') quote = '';
      continue;
    }
    if (c === '"' || c === "'" || c === '`') quote = c;
    else if ('{(['.includes(c)) depth++;
    else if ('})]'.includes(c)) depth--;
    else if (c === ',' && depth === 0) {
      push(i);
      start = i + 1;
    }
  }
  push(body.length);
  return out;
}

function requirePath(from: string, spec: string): string {
  const base = resolve(dirname(from), spec);
  if (existsSync(base) && statSync(base).isDirectory()) return join(base, 'index.js');
  return base.endsWith('.js') ? base : `${base}.js`;
}

const cache = new Map<string, Node>();

/** What a Phaser source file's `module.exports` holds, as far as plain object literals and requires show. */
function exportsOf(file: string): Node {
  const known = cache.get(file);
  if (known) return known;
  const src = stripComments(readFileSync(file, 'utf8'));
  const requires = new Map<string, string>();
  for (const [, name = '', spec = ''] of src.matchAll(/var\s+(\w+)\s*=\s*require\('([^']+)'\)/g))
    requires.set(name, requirePath(file, spec));
  const literalOf = (body: string): Node => {
    const members = new Map<string, () => Node>();
    for (const [key, value] of entries(body)) {
      const spec = /^require\('([^']+)'\)$/.exec(value)?.[1];
      if (spec) members.set(key, () => exportsOf(requirePath(file, spec)));
      else if (value.startsWith('{')) {
        const inner = literalOf(braced(value, 0));
        members.set(key, () => inner);
      } else members.set(key, () => VALUE);
    }
    return { kind: 'object', members };
  };
  let node: Node = { kind: 'value' };
  const direct = /module\.exports\s*=\s*\{/.exec(src);
  const named = /module\.exports\s*=\s*(\w+)\s*;/.exec(src)?.[1];
  if (direct) node = literalOf(braced(src, direct.index + direct[0].length - 1));
  else if (named) {
    const decl = new RegExp(`var\\s+${named}\\s*=\\s*\\{`).exec(src);
    if (decl) node = literalOf(braced(src, decl.index + decl[0].length - 1));
    else if (requires.has(named)) node = exportsOf(requires.get(named) ?? '');
    if (node.kind === 'object') {
      // `X = Extend(false, X, CONST)` or `(..., CONST.SCALE_MODE)`: the consts merged in at the top level.
      const merges = new RegExp(`${named}\\s*=\\s*Extend\\(false,\\s*${named},\\s*(\\w+)((?:\\.\\w+)*)\\)`, 'g');
      for (const [, name = '', path = ''] of src.matchAll(merges)) {
        const from = requires.get(name);
        if (!from) continue;
        const merged = path
          .split('.')
          .filter(Boolean)
          .reduce<Node | undefined>((n, k) => member(n, k), exportsOf(from));
        if (merged?.kind === 'object')
          for (const [k, v] of merged.members) if (!node.members.has(k)) node.members.set(k, v);
      }
    }
  }
  node.file = file;
  cache.set(file, node);
  return node;
}

function member(node: Node | undefined, key: string): Node | undefined {
  return node?.kind === 'object' ? node.members.get(key)?.() : undefined;
}

/** Whether `Phaser.A.B.C` names something the core entry holds. */
function inCore(path: string): boolean {
  let node: Node | undefined = exportsOf(CORE_ENTRY);
  for (const key of path.split('.').slice(1)) {
    if (node?.kind !== 'object') return false;
    node = member(node, key);
  }
  return node !== undefined;
}

/** The game object names the core entry's factories (`this.add.x`) or creators (`this.make.x`) register. */
function registered(group: 'Factories' | 'Creators'): Set<string> {
  const files = member(member(exportsOf(CORE_ENTRY), 'GameObjects'), group);
  if (files?.kind !== 'object') throw new Error(`no GameObjects.${group} in the core entry`);
  const names = new Set<string>();
  for (const load of files.members.values()) {
    const file = load().file;
    if (!file) continue;
    for (const [, name = ''] of readFileSync(file, 'utf8').matchAll(/\.register\('(\w+)'/g)) names.add(name);
  }
  return names;
}

function sceneSources(): { file: string; text: string }[] {
  const out: { file: string; text: string }[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (p.endsWith('.ts')) out.push({ file: p, text: readFileSync(p, 'utf8') });
    }
  };
  walk('src/scenes');
  out.push({ file: 'src/game.ts', text: readFileSync('src/game.ts', 'utf8') });
  return out;
}

describe('Phaser comes from its own core entry', () => {
  it('vite aliases phaser to the installed core entry, and no built copy is committed', () => {
    const alias = viteConfig.resolve?.alias as { find: RegExp; replacement: string }[];
    const phaser = alias.find((a) => a.find.test('phaser'));
    expect(phaser?.replacement).toBe(CORE_ENTRY);
    expect(alias.some((a) => a.find.test('phaser/types'))).toBe(false);
    expect(existsSync('assets/vendor')).toBe(false);
  });

  it('the reader of the core entry sees what it holds and what it lacks', () => {
    for (const held of [
      'Phaser.Scene',
      'Phaser.AUTO',
      'Phaser.Scale.RESIZE',
      'Phaser.Scale.Events.RESIZE',
      'Phaser.GameObjects.Graphics',
      'Phaser.Scenes.Events.SHUTDOWN',
      'Phaser.Input.Pointer',
    ]) {
      expect(inCore(held), held).toBe(true);
    }
    for (const lacked of [
      'Phaser.GameObjects.Container',
      'Phaser.GameObjects.Rectangle',
      'Phaser.Physics',
      'Phaser.Tilemaps',
      'Phaser.Sound',
      'Phaser.Scale.Events.NOPE',
    ]) {
      expect(inCore(lacked), lacked).toBe(false);
    }
    expect([...registered('Factories')].sort()).toEqual(['graphics', 'image', 'layer', 'sprite', 'text']);
    expect([...registered('Creators')].sort()).toEqual(['graphics', 'image', 'layer', 'sprite', 'text']);
  });

  it('every Phaser name and game object the scenes use is in the core build', () => {
    const factories = registered('Factories');
    const creators = registered('Creators');
    const missing: string[] = [];
    let uses = 0;
    for (const { file, text } of sceneSources()) {
      const code = stripComments(text);
      for (const m of code.matchAll(/\bPhaser(?:\.[A-Za-z_$][\w$]*)+/g)) {
        uses++;
        // `Phaser.Types.*` is a types-only namespace: nothing of it exists at run time, nor needs to.
        if (m[0].startsWith('Phaser.Types.')) continue;
        if (!inCore(m[0])) missing.push(`${file}: ${m[0]}`);
      }
      for (const [, verb = '', name = ''] of code.matchAll(/\.(add|make)\.(\w+)\(/g)) {
        uses++;
        if (!(verb === 'add' ? factories : creators).has(name)) missing.push(`${file}: ${verb}.${name}()`);
      }
    }
    expect(uses).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });
});
