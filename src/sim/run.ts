// The `sim` tool as a function: arguments in, lines out, exit status back. main.ts binds it to the
// process; tests call it directly.
import { parseArgs } from './args';
import { readScenarioFile } from './readScenarioFile';
import { errorLine } from '../scenario/issues';
import { play } from './play';
import { USAGE } from './usage';

export interface SimIo {
  out(line: string): void;
  err(line: string): void;
}

/** Exit status: 0 ran, 2 bad command line or bad file. */
export function run(argv: readonly string[], io: SimIo): number {
  const parsed = parseArgs(argv);
  if (!parsed.ok) {
    io.err(parsed.error);
    return 2;
  }
  const request = parsed.request;
  if (request.command === 'help') {
    io.out(USAGE);
    return 0;
  }
  const loaded = readScenarioFile(request.file);
  if (!loaded.ok) {
    io.err(errorLine(loaded.issue, request.file));
    return 2;
  }
  const { events, illegal } = play(loaded.scenario, {
    ...(request.seed !== undefined ? { seed: request.seed } : {}),
    ...(request.turns !== undefined ? { turns: request.turns } : {}),
  });
  if (illegal) {
    if (!request.summary) for (const e of events) io.out(JSON.stringify(e));
    const what = illegal.command.do + ('figure' in illegal.command && illegal.command.figure ? ` ${illegal.command.figure}` : '');
    io.err(`error: commands[${illegal.index}] (${what}): ${illegal.error}`);
    return 2;
  }
  if (request.summary) {
    io.out(JSON.stringify(events[events.length - 1]));
  } else {
    for (const e of events) io.out(JSON.stringify(e));
  }
  return 0;
}
