// Entry point of `npm run sim`. Everything that goes wrong ends as one "error:" line on stderr, never
// a stack trace: 2 for a bad command line or file, 1 for a fault of the program itself.
import { run } from './run';

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

try {
  process.exitCode = run(process.argv.slice(2), {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
  });
} catch (e) {
  internalError(e);
}
