// Reads the `sim` command line into a plain request, or one error line. Kept apart from running so
// that every wrong command line can be tested without starting a process. Node's util.parseArgs splits
// the words (`--name value`, `--name=value`, positionals); this file checks them and words the errors.
import { parseArgs as splitArgs } from 'node:util';
import { err, ok, type Result } from '../core/result';
import { parseShard, type Shard } from './shard';

export interface PlayRequest {
  command: 'play';
  file: string;
  seed?: string;
  summary: boolean;
  /** Most turns to play (default: the ruleset's `turnCap` for the file; Chain Reaction: 50 for a plain battle). */
  turns?: number;
  /** Campaign roster file: read (or started) before, written after the encounter. */
  roster?: string;
}

export interface BatchRequest {
  command: 'batch';
  file: string;
  runs: number;
  seed?: string;
  /** Most turns per run (default as for play). */
  turns?: number;
  /** Write the HTML report here. */
  report?: string;
  /** Field this roster (read only) instead of the file's player figures. */
  roster?: string;
  /** Worker threads (default: every core). */
  workers?: number;
  /** Play only this share of the run numbers and print a partial result for `sim merge`. */
  shard?: Shard;
}

export interface CompareRequest {
  command: 'compare';
  files: [string, string];
  runs: number;
  seed?: string;
  turns?: number;
  report?: string;
  workers?: number;
  shard?: Shard;
  /** The comparison as one JSON object instead of the table. */
  json: boolean;
}

export interface MergeRequest {
  command: 'merge';
  files: string[];
  report?: string;
  json: boolean;
}

export interface ShowRequest {
  command: 'show';
  file: string;
  seed?: string;
}

export type SimRequest = PlayRequest | ShowRequest | BatchRequest | CompareRequest | MergeRequest | { command: 'help' };

export type ParsedArgs = Result<SimRequest>;

const COMMANDS = ['play', 'batch', 'compare', 'merge', 'show', 'help'] as const;

const fail = (error: string): ParsedArgs => err(`error: ${error}`);

type Kind = 'string' | 'boolean';

/** What the words after the command hold: its files and option values, or the first problem. */
type Split = { ok: true; files: string[]; values: Map<string, string | true> } | { ok: false; problem: string };

/**
 * Splits `args` with util.parseArgs (not strict, so that every problem is worded here, in the tool's own
 * words): an unknown option, a value missing (or another option where the value should be), a value
 * given to a switch. `emptyIsMissing`: whether `--name=` counts as no value.
 */
function split(
  args: readonly string[],
  options: Record<string, Kind>,
  unknown: (raw: string) => string,
  emptyIsMissing: boolean,
): Split {
  const { tokens } = splitArgs({
    args: [...args],
    options: Object.fromEntries(Object.entries(options).map(([name, type]) => [name, { type }])),
    allowPositionals: true,
    strict: false,
    tokens: true,
  });
  const files: string[] = [];
  const values = new Map<string, string | true>();
  for (const t of tokens) {
    if (t.kind === 'positional') files.push(t.value);
    if (t.kind !== 'option') continue;
    const kind = options[t.name];
    if (kind === undefined) return { ok: false, problem: unknown(t.rawName) };
    if (kind === 'boolean') {
      if (t.value !== undefined) return { ok: false, problem: `${t.rawName} takes no value` };
      values.set(t.name, true);
      continue;
    }
    const value = t.value;
    if (value === undefined || (!t.inlineValue && value.startsWith('--')) || (emptyIsMissing && value === '')) {
      return { ok: false, problem: `${t.rawName} needs a value` };
    }
    values.set(t.name, value);
  }
  return { ok: true, files, values };
}

/** A whole number of at least 1, as --turns, --runs and --workers take. */
function wholeNumber(value: string): number | undefined {
  return /^\d+$/.test(value) && Number(value) >= 1 && Number.isSafeInteger(Number(value)) ? Number(value) : undefined;
}

const PLAY_OPTIONS = '--seed S, --summary, --turns N';

function parsePlay(args: readonly string[]): ParsedArgs {
  const s = split(
    args,
    { seed: 'string', summary: 'boolean', turns: 'string', roster: 'string' },
    (raw) => `unknown option ${JSON.stringify(raw)} (${PLAY_OPTIONS})`,
    false,
  );
  if (!s.ok) return fail(`sim play: ${s.problem}`);
  const request: PlayRequest = { command: 'play', file: '', summary: s.values.get('summary') === true };
  const seed = s.values.get('seed');
  if (typeof seed === 'string') request.seed = seed;
  const roster = s.values.get('roster');
  if (typeof roster === 'string') request.roster = roster;
  const turns = s.values.get('turns');
  if (typeof turns === 'string') {
    const n = wholeNumber(turns);
    if (n === undefined)
      return fail(`sim play: --turns expects a whole number of at least 1, got ${JSON.stringify(turns)}`);
    request.turns = n;
  }
  const [file, extra] = s.files;
  if (file === undefined) return fail('sim play: missing FILE (sim play FILE.json [--seed S] [--summary] [--turns N])');
  if (extra !== undefined) return fail(`sim play: unexpected argument ${JSON.stringify(extra)} (only one FILE)`);
  request.file = file;
  return ok(request);
}

function parseShow(args: readonly string[]): ParsedArgs {
  const s = split(args, { seed: 'string' }, (raw) => `unknown option ${JSON.stringify(raw)} (--seed S)`, true);
  if (!s.ok) return fail(`sim show: ${s.problem}`);
  const [file, extra] = s.files;
  if (file === undefined) return fail('sim show: missing FILE (sim show FILE.json [--seed S])');
  if (extra !== undefined) return fail(`sim show: unexpected argument ${JSON.stringify(extra)} (only one FILE)`);
  const seed = s.values.get('seed');
  return ok({ command: 'show', file, ...(typeof seed === 'string' ? { seed } : {}) });
}

const SHARD_PROBLEM = (v: string) =>
  `--shard expects K/M, whole numbers with 1 <= K <= M (shard K of M), got ${JSON.stringify(v)}`;

/** The options of the commands that play many runs (batch, compare): each takes some of them, in this order. */
const RUN_OPTIONS = {
  runs: { kind: 'string', hint: '--runs N' },
  seed: { kind: 'string', hint: '--seed S' },
  turns: { kind: 'string', hint: '--turns N' },
  report: { kind: 'string', hint: '--report FILE' },
  roster: { kind: 'string', hint: '--roster FILE' },
  workers: { kind: 'string', hint: '--workers K' },
  shard: { kind: 'string', hint: '--shard K/M' },
  json: { kind: 'boolean', hint: '--json' },
} as const satisfies Record<string, { kind: Kind; hint: string }>;

type RunOption = keyof typeof RUN_OPTIONS;

/** What differs between batch and compare: their options, files and words. */
interface RunCommand {
  name: 'batch' | 'compare';
  usage: string;
  options: readonly RunOption[];
  /** How many files it takes, and the words when there are too few or too many. */
  files: number;
  missing: string;
  only: string;
  /** What a sharded run is called in the --report refusal. */
  sharded: string;
}

const BATCH: RunCommand = {
  name: 'batch',
  usage:
    'sim batch FILE.json --runs N [--seed S] [--turns N] [--report out.html] [--roster FILE] [--workers K] [--shard K/M]',
  options: ['runs', 'seed', 'turns', 'report', 'roster', 'workers', 'shard'],
  files: 1,
  missing: 'missing FILE',
  only: 'only one FILE',
  sharded: 'the batch',
};

const COMPARE: RunCommand = {
  name: 'compare',
  usage:
    'sim compare A.json B.json --runs N [--seed S] [--turns N] [--report out.html] [--workers K] [--shard K/M] [--json]',
  options: ['runs', 'seed', 'turns', 'report', 'workers', 'shard', 'json'],
  files: 2,
  missing: 'needs two files',
  only: 'only two files',
  sharded: 'the comparison',
};

/** What batch and compare share once read: the files, --runs, the optional fields, and the switches given. */
type RunRead = {
  files: string[];
  runs: number;
  fields: { seed?: string; turns?: number; report?: string; roster?: string; workers?: number; shard?: Shard };
  json: boolean;
};

/** Reads a batch's or a comparison's words, with the first problem worded for that command. */
function parseRun(c: RunCommand, args: readonly string[]): Result<RunRead> {
  const s = split(
    args,
    Object.fromEntries(c.options.map((o) => [o, RUN_OPTIONS[o].kind])),
    (raw) => `unknown option ${JSON.stringify(raw)} (${c.options.map((o) => RUN_OPTIONS[o].hint).join(', ')})`,
    true,
  );
  const no = (problem: string) => err(`error: sim ${c.name}: ${problem}`);
  if (!s.ok) return no(s.problem);
  const text = (name: string): string | undefined => {
    const v = s.values.get(name);
    return typeof v === 'string' ? v : undefined;
  };
  const numbers: Partial<Record<'runs' | 'turns' | 'workers', number>> = {};
  // Checked in the order the options were given, as the first wrong one is the one reported.
  for (const name of [...s.values.keys()]) {
    if (name !== 'runs' && name !== 'turns' && name !== 'workers') continue;
    const value = text(name) ?? '';
    const n = wholeNumber(value);
    if (n === undefined) return no(`--${name} expects a whole number of at least 1, got ${JSON.stringify(value)}`);
    numbers[name] = n;
  }
  const files = s.files.slice(0, c.files);
  const extra = s.files[c.files];
  if (files.length < c.files) return no(`${c.missing} (${c.usage})`);
  if (extra !== undefined) return no(`unexpected argument ${JSON.stringify(extra)} (${c.only})`);
  if (numbers.runs === undefined) return no(`--runs N is required (${c.usage})`);
  const shardText = text('shard');
  const shard = shardText !== undefined ? parseShard(shardText) : undefined;
  if (shardText !== undefined && !shard) return no(SHARD_PROBLEM(shardText));
  const report = text('report');
  if (shard && report !== undefined) return no(`--report goes with sim merge when ${c.sharded} is sharded`);
  const seed = text('seed');
  const roster = text('roster');
  return ok({
    files,
    runs: numbers.runs,
    json: s.values.get('json') === true,
    fields: {
      ...(seed !== undefined ? { seed } : {}),
      ...(numbers.turns !== undefined ? { turns: numbers.turns } : {}),
      ...(report !== undefined ? { report } : {}),
      ...(roster !== undefined ? { roster } : {}),
      ...(numbers.workers !== undefined ? { workers: numbers.workers } : {}),
      ...(shard ? { shard } : {}),
    },
  });
}

function parseBatch(args: readonly string[]): ParsedArgs {
  const r = parseRun(BATCH, args);
  if (!r.ok) return r;
  return ok({ command: 'batch', file: r.value.files[0]!, runs: r.value.runs, ...r.value.fields });
}

function parseCompare(args: readonly string[]): ParsedArgs {
  const r = parseRun(COMPARE, args);
  if (!r.ok) return r;
  const [a, b] = r.value.files as [string, string];
  return ok({ command: 'compare', files: [a, b], runs: r.value.runs, json: r.value.json, ...r.value.fields });
}

function parseMerge(args: readonly string[]): ParsedArgs {
  const s = split(
    args,
    { report: 'string', json: 'boolean' },
    (raw) => `unknown option ${JSON.stringify(raw)} (--report FILE, --json)`,
    true,
  );
  if (!s.ok) return fail(`sim merge: ${s.problem}`);
  if (s.files.length === 0)
    return fail('sim merge: missing PART files (sim merge part1.json part2.json ... [--report out.html])');
  const report = s.values.get('report');
  return ok({
    command: 'merge',
    files: s.files,
    json: s.values.get('json') === true,
    ...(typeof report === 'string' ? { report } : {}),
  });
}

export function parseArgs(argv: readonly string[]): ParsedArgs {
  const [command, ...rest] = argv;
  if (command === undefined) return fail(`missing command (${COMMANDS.join(', ')}); try "sim help"`);
  if (command === 'help' || command === '--help' || command === '-h') return ok({ command: 'help' });
  if (command === 'play') return parsePlay(rest);
  if (command === 'batch') return parseBatch(rest);
  if (command === 'compare') return parseCompare(rest);
  if (command === 'merge') return parseMerge(rest);
  if (command === 'show') return parseShow(rest);
  return fail(`unknown command ${JSON.stringify(command)} (${COMMANDS.join(', ')}); try "sim help"`);
}
