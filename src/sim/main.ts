// Entry point of `npm run sim`. Everything that goes wrong ends as one "error:" line on stderr, never
// a stack trace: 2 for a bad command line or file, 1 for a fault of the program itself.
import { run } from './run';

function internalError(e: unknown): void {
  const message = e instanceof Error ? e.message : String(e);
  process.stderr.write(`error: internal: ${message.split('\n')[0] ?? ''}\n`);
  process.exitCode = 1;
}

process.on('uncaughtException', internalError);
process.on('unhandledRejection', internalError);

try {
  process.exitCode = run(process.argv.slice(2), {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
  });
} catch (e) {
  internalError(e);
}
