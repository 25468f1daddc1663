// Reads the `sim` command line into a plain request, or one error line. Kept apart from running so
// that every wrong command line can be tested without starting a process.
export interface PlayRequest {
  command: 'play';
  file: string;
  seed?: string;
  summary: boolean;
  turns?: number;
  /** Campaign roster file: read (or started) before, written after the encounter. */
  roster?: string;
}

export interface BatchRequest {
  command: 'batch';
  file: string;
  runs: number;
  seed?: string;
  turns?: number;
  /** Write the HTML report here. */
  report?: string;
  /** Field this roster (read only) instead of the file's player figures. */
  roster?: string;
  /** Worker threads (default: every core). */
  workers?: number;
}

export interface ShowRequest {
  command: 'show';
  file: string;
  seed?: string;
}

export type SimRequest = PlayRequest | ShowRequest | BatchRequest | { command: 'help' };

export type ParsedArgs = { ok: true; request: SimRequest } | { ok: false; error: string };

const COMMANDS = ['play', 'batch', 'show', 'help'] as const;
const NOT_YET = new Set<string>();
const PLAY_OPTIONS = '--seed S, --summary, --turns N';

const fail = (error: string): ParsedArgs => ({ ok: false, error: `error: ${error}` });

function parsePlay(args: readonly string[]): ParsedArgs {
  const request: PlayRequest = { command: 'play', file: '', summary: false };
  const files: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (!arg.startsWith('-') || arg === '-') {
      files.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = eq > 0 ? arg.slice(0, eq) : arg;
    const inline = eq > 0 ? arg.slice(eq + 1) : undefined;
    if (name === '--summary') {
      if (inline !== undefined) return fail('sim play: --summary takes no value');
      request.summary = true;
    } else if (name === '--seed' || name === '--turns' || name === '--roster') {
      const value = inline ?? args[++i];
      if (value === undefined || (inline === undefined && value.startsWith('--'))) return fail(`sim play: ${name} needs a value`);
      if (name === '--seed') request.seed = value;
      else if (name === '--roster') request.roster = value;
      else {
        if (!/^\d+$/.test(value) || Number(value) < 1 || !Number.isSafeInteger(Number(value))) {
          return fail(`sim play: --turns expects a whole number of at least 1, got ${JSON.stringify(value)}`);
        }
        request.turns = Number(value);
      }
    } else {
      return fail(`sim play: unknown option ${JSON.stringify(name)} (${PLAY_OPTIONS})`);
    }
  }
  if (files.length === 0) return fail('sim play: missing FILE (sim play FILE.json [--seed S] [--summary] [--turns N])');
  if (files.length > 1) return fail(`sim play: unexpected argument ${JSON.stringify(files[1])} (only one FILE)`);
  request.file = files[0] as string;
  return { ok: true, request };
}

function parseShow(args: readonly string[]): ParsedArgs {
  const files: string[] = [];
  let seed: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === '--seed' || arg.startsWith('--seed=')) {
      const value = arg.includes('=') ? arg.slice(7) : args[++i];
      if (value === undefined || value === '') return fail('sim show: --seed needs a value');
      seed = value;
    } else if (arg.startsWith('--')) return fail(`sim show: unknown option ${JSON.stringify(arg)} (--seed S)`);
    else files.push(arg);
  }
  if (files.length !== 1) return fail(files.length ? `sim show: unexpected argument ${JSON.stringify(files[1])} (only one FILE)` : 'sim show: missing FILE (sim show FILE.json [--seed S])');
  return { ok: true, request: { command: 'show', file: files[0]!, ...(seed !== undefined ? { seed } : {}) } };
}

const BATCH_USAGE = 'sim batch FILE.json --runs N [--seed S] [--turns N] [--report out.html] [--roster FILE] [--workers K]';

function wholeNumber(value: string): number | undefined {
  return /^\d+$/.test(value) && Number(value) >= 1 && Number.isSafeInteger(Number(value)) ? Number(value) : undefined;
}

function parseBatch(args: readonly string[]): ParsedArgs {
  const files: string[] = [];
  const opts: Omit<BatchRequest, 'command' | 'file' | 'runs'> & { runs?: number } = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (!arg.startsWith('-') || arg === '-') {
      files.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = eq > 0 ? arg.slice(0, eq) : arg;
    const inline = eq > 0 ? arg.slice(eq + 1) : undefined;
    if (!['--runs', '--seed', '--turns', '--report', '--roster', '--workers'].includes(name)) {
      return fail(`sim batch: unknown option ${JSON.stringify(name)} (--runs N, --seed S, --turns N, --report FILE, --roster FILE, --workers K)`);
    }
    const value = inline ?? args[++i];
    if (value === undefined || value === '' || (inline === undefined && value.startsWith('--'))) return fail(`sim batch: ${name} needs a value`);
    if (name === '--seed') opts.seed = value;
    else if (name === '--report') opts.report = value;
    else if (name === '--roster') opts.roster = value;
    else {
      const n = wholeNumber(value);
      if (n === undefined) return fail(`sim batch: ${name} expects a whole number of at least 1, got ${JSON.stringify(value)}`);
      if (name === '--runs') opts.runs = n;
      else if (name === '--turns') opts.turns = n;
      else opts.workers = n;
    }
  }
  if (files.length === 0) return fail(`sim batch: missing FILE (${BATCH_USAGE})`);
  if (files.length > 1) return fail(`sim batch: unexpected argument ${JSON.stringify(files[1])} (only one FILE)`);
  if (opts.runs === undefined) return fail(`sim batch: --runs N is required (${BATCH_USAGE})`);
  return { ok: true, request: { command: 'batch', file: files[0] as string, ...opts, runs: opts.runs } };
}

export function parseArgs(argv: readonly string[]): ParsedArgs {
  const [command, ...rest] = argv;
  if (command === undefined) return fail(`missing command (${COMMANDS.join(', ')}); try "sim help"`);
  if (command === 'help' || command === '--help' || command === '-h') return { ok: true, request: { command: 'help' } };
  if (NOT_YET.has(command)) return fail(`sim ${command}: not available yet`);
  if (command === 'play') return parsePlay(rest);
  if (command === 'batch') return parseBatch(rest);
  if (command === 'show') return parseShow(rest);
  return fail(`unknown command ${JSON.stringify(command)} (${COMMANDS.join(', ')}); try "sim help"`);
}
