// Entry point of `npm run sim`. Everything that goes wrong ends as one "error:" line on stderr, never
// a stack trace: 2 for a bad command line or file, 1 for a fault of the program itself.
// `--rules-module FILE` (anywhere on the line) first loads a ruleset that ships with nothing (rulesModule.ts);
// the rest of the line is the usual command, so every other error and output stays as SCENARIO.md fixes it.
import { run } from './run';
import { loadRulesModule } from './rulesModule';

function internalError(e: unknown): void {
  const message = e instanceof Error ? e.message : String(e);
  process.stderr.write(`error: internal: ${message.split('\n')[0] ?? ''}\n`);
  process.exitCode = 1;
}

// A reader that stops early (`sim show FILE | head`) is not a fault: stop quietly.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  internalError(e);
});

process.on('uncaughtException', internalError);
process.on('unhandledRejection', internalError);

/** The command line without its `--rules-module` options, and their files (or the one error). */
function takeRulesModules(argv: readonly string[]): { rest: string[]; modules: string[]; error?: string } {
  const rest: string[] = [];
  const modules: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a.startsWith('--rules-module=')) modules.push(a.slice('--rules-module='.length));
    else if (a === '--rules-module') {
      const v = argv[i + 1];
      if (v === undefined || v.startsWith('--') || v === '')
        return { rest, modules, error: 'error: --rules-module needs a value' };
      modules.push(v);
      i++;
    } else rest.push(a);
  }
  return { rest, modules };
}

const io = {
  out: (line: string) => process.stdout.write(`${line}\n`),
  err: (line: string) => process.stderr.write(`${line}\n`),
};

async function main(argv: readonly string[]): Promise<number> {
  const { rest, modules, error } = takeRulesModules(argv);
  if (error) {
    io.err(error);
    return 2;
  }
  for (const m of modules) {
    const loaded = await loadRulesModule(m);
    if (!loaded.ok) {
      io.err(loaded.error);
      return 2;
    }
  }
  return run(rest, io);
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => internalError(e),
);
