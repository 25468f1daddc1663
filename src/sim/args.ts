// Reads the `sim` command line into a plain request, or one error line. Kept apart from running so
// that every wrong command line can be tested without starting a process.
export interface PlayRequest {
  command: 'play';
  file: string;
  seed?: string;
  summary: boolean;
  turns?: number;
}

export type SimRequest = PlayRequest | { command: 'help' };

export type ParsedArgs = { ok: true; request: SimRequest } | { ok: false; error: string };

const COMMANDS = ['play', 'batch', 'show', 'help'] as const;
const NOT_YET = new Set(['batch', 'show']);
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
    } else if (name === '--seed' || name === '--turns') {
      const value = inline ?? args[++i];
      if (value === undefined || (inline === undefined && value.startsWith('--'))) return fail(`sim play: ${name} needs a value`);
      if (name === '--seed') request.seed = value;
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

export function parseArgs(argv: readonly string[]): ParsedArgs {
  const [command, ...rest] = argv;
  if (command === undefined) return fail(`missing command (${COMMANDS.join(', ')}); try "sim help"`);
  if (command === 'help' || command === '--help' || command === '-h') return { ok: true, request: { command: 'help' } };
  if (NOT_YET.has(command)) return fail(`sim ${command}: not available yet`);
  if (command === 'play') return parsePlay(rest);
  return fail(`unknown command ${JSON.stringify(command)} (${COMMANDS.join(', ')}); try "sim help"`);
}
