// The `sim` tool as a function: arguments in, lines out, exit status back. main.ts binds it to the
// process; tests call it directly.
import { parseArgs } from './args';
import { readScenarioFile } from './readScenarioFile';
import { errorLine } from '../scenario/issues';
import { play } from './play';
import { USAGE } from './usage';
import { showTable } from './show';
import { startingState } from '../rulesets/chain-reaction/start';
import type { Roster } from '../rulesets/chain-reaction/solo/roster';
import type { Scenario } from '../rulesets/chain-reaction/scenario/schema';
import type { BatchRequest } from './args';
import { readRoster, writeRoster } from './roster';
import { batchCommand, progressBar } from './batch';
import { lessonsCommand } from './lessons';

export interface SimIo {
  out(line: string): void;
  err(line: string): void;
}

/** Exit status: 0 ran, 2 bad command line or bad file. */
export function run(argv: readonly string[], io: SimIo): number {
  if (argv[0] === 'lessons') return lessonsCommand(argv.slice(1), io);
  const parsed = parseArgs(argv);
  if (!parsed.ok) {
    io.err(parsed.error);
    return 2;
  }
  const request = parsed.value;
  if (request.command === 'help') {
    io.out(USAGE);
    return 0;
  }
  const loaded = readScenarioFile(request.file);
  if (!loaded.ok) {
    io.err(errorLine(loaded.error, request.file));
    return 2;
  }
  if (request.command === 'show') {
    const sc = loaded.value;
    const state = startingState(sc, request.seed !== undefined ? { seed: request.seed } : {}).state;
    const title = `${request.file}${sc.generate ? ` — ${sc.generate.encounter} on a ${state.encounter?.['overall'] ?? sc.generate.terrain} table` : ''} (seed ${state.seed})`;
    for (const line of showTable(state, title)) io.out(line);
    return 0;
  }
  if (request.command === 'batch') return batch(request, loaded.value, io);
  let roster: Roster | null | undefined;
  if (request.roster !== undefined) {
    if (!loaded.value.generate) {
      io.err(`error: sim play: --roster needs an encounter (a file with "generate")`);
      return 2;
    }
    const r = readRoster(request.roster);
    if (!r.ok) {
      io.err(r.error);
      return 2;
    }
    roster = r.value ?? null;
  }
  const {
    events,
    illegal,
    roster: after,
  } = play(loaded.value, {
    ...(request.seed !== undefined ? { seed: request.seed } : {}),
    ...(request.turns !== undefined ? { turns: request.turns } : {}),
    ...(roster !== undefined ? { roster } : {}),
  });
  if (request.roster !== undefined && after && !illegal) {
    const w = writeRoster(request.roster, after);
    if (!w.ok) {
      io.err(w.error);
      return 2;
    }
  }
  if (illegal) {
    if (!request.summary) for (const e of events) io.out(JSON.stringify(e));
    const what =
      illegal.command.do + ('figure' in illegal.command && illegal.command.figure ? ` ${illegal.command.figure}` : '');
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

/** `sim batch`: the figures on stdout, progress on stderr, the report when asked for. */
function batch(request: BatchRequest, scenario: Scenario, io: SimIo): number {
  let roster: Roster | undefined;
  if (request.roster !== undefined) {
    if (!scenario.generate) {
      io.err(`error: sim batch: --roster needs an encounter (a file with "generate")`);
      return 2;
    }
    const r = readRoster(request.roster);
    if (!r.ok) {
      io.err(r.error);
      return 2;
    }
    if (!r.value) {
      io.err(`error: ${request.roster}: file not found (batch reads a roster, it does not start one)`);
      return 2;
    }
    roster = r.value;
  }
  const tty = process.stderr.isTTY === true;
  return batchCommand(
    scenario,
    request.file,
    {
      runs: request.runs,
      ...(request.seed !== undefined ? { seed: request.seed } : {}),
      ...(request.turns !== undefined ? { turns: request.turns } : {}),
      ...(request.workers !== undefined ? { workers: request.workers } : {}),
      ...(request.report !== undefined ? { report: request.report } : {}),
      ...(roster ? { roster } : {}),
      progress: progressBar(tty ? (t) => process.stderr.write(t) : (t) => io.err(t.replace(/\n$/, '')), tty),
    },
    io,
  );
}
