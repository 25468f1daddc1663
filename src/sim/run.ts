// The `sim` tool as a function: arguments in, lines out, exit status back. main.ts binds it to the
// process; tests call it directly. Every game is reached through the registry: the file's "rules" picks
// the ruleset, and its optional parts (campaign, lessons, batch figures) are used when it has them.
import { parseArgs } from './args';
import { readScenarioFile } from './readScenarioFile';
import { errorLine } from '../scenario/issues';
import { play, unplayedLine } from './play';
import { USAGE } from './usage';
import type { BatchRequest } from './args';
import type { PickedScenario } from '../rulesets';
import { readRoster, writeRoster } from './roster';
import { batchCommand, progressBar } from './batch';
import { lessonsCommand } from './lessons';
import { compareCommand, type CompareFile } from './compare';
import { mergeCommand } from './merge';
import type { CompareRequest } from './args';

export interface SimIo {
  out(line: string): void;
  err(line: string): void;
}

/** How the error line names a refused command: its "do" and, when it has one, its "figure". */
function commandLabel(command: unknown): string {
  const c = (typeof command === 'object' && command !== null ? command : {}) as Record<string, unknown>;
  const what = typeof c['do'] === 'string' ? c['do'] : JSON.stringify(command);
  return what + (typeof c['figure'] === 'string' && c['figure'] ? ` ${c['figure']}` : '');
}

/** A campaign roster for this file: undefined (none asked), null (start one), the roster, or an error line. */
function rosterFor(
  picked: PickedScenario,
  path: string | undefined,
  command: 'play' | 'batch',
): { ok: true; roster: unknown } | { ok: false; error: string } {
  if (path === undefined) return { ok: true, roster: undefined };
  const campaign = picked.ruleset.campaign;
  if (!campaign)
    return {
      ok: false,
      error: `error: sim ${command}: --roster needs rules with a campaign (${picked.ruleset.name} has none)`,
    };
  const refused = campaign.refuse(picked.scenario, command);
  if (refused) return { ok: false, error: refused };
  const r = readRoster(path, campaign.parse);
  if (!r.ok) return { ok: false, error: r.error };
  return { ok: true, roster: r.value ?? null };
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
  if (request.command === 'merge') return mergeCommand(request.files, request, io);
  if (request.command === 'compare') return compare(request, io);
  const loaded = readScenarioFile(request.file);
  if (!loaded.ok) {
    io.err(errorLine(loaded.error, request.file));
    return 2;
  }
  // A field the game does not read is said, not dropped in silence (play-test 14b: "armor" for "armour").
  for (const w of loaded.value.warnings) io.err(w);
  const { ruleset, scenario } = loaded.value;
  if (request.command === 'show') {
    const state = ruleset.startingState(scenario, request.seed !== undefined ? { seed: request.seed } : {}).state;
    for (const line of ruleset.show(scenario, state, request.file)) io.out(line);
    return 0;
  }
  if (request.command === 'batch') return batch(request, loaded.value, io);
  const roster = rosterFor(loaded.value, request.roster, 'play');
  if (!roster.ok) {
    io.err(roster.error);
    return 2;
  }
  const {
    events,
    illegal,
    roster: after,
    unplayed,
  } = play(loaded.value, {
    ...(request.seed !== undefined ? { seed: request.seed } : {}),
    ...(request.turns !== undefined ? { turns: request.turns } : {}),
    ...(roster.roster !== undefined ? { roster: roster.roster } : {}),
  });
  if (request.roster !== undefined && after !== undefined && !illegal) {
    const w = writeRoster(request.roster, after);
    if (!w.ok) {
      io.err(w.error);
      return 2;
    }
  }
  if (illegal) {
    if (!request.summary) for (const e of events) io.out(JSON.stringify(e));
    io.err(`error: commands[${illegal.index}] (${commandLabel(illegal.command)}): ${illegal.error}`);
    return 2;
  }
  if (unplayed) io.err(unplayedLine(unplayed));
  if (request.summary) {
    io.out(JSON.stringify(events[events.length - 1]));
  } else {
    for (const e of events) io.out(JSON.stringify(e));
  }
  return 0;
}

/** `sim batch`: the figures on stdout, progress on stderr, the report when asked for. */
function batch(request: BatchRequest, picked: PickedScenario, io: SimIo): number {
  const roster = rosterFor(picked, request.roster, 'batch');
  if (!roster.ok) {
    io.err(roster.error);
    return 2;
  }
  if (roster.roster === null) {
    io.err(`error: ${request.roster}: file not found (batch reads a roster, it does not start one)`);
    return 2;
  }
  const tty = process.stderr.isTTY === true;
  return batchCommand(
    picked,
    request.file,
    {
      runs: request.runs,
      ...(request.seed !== undefined ? { seed: request.seed } : {}),
      ...(request.turns !== undefined ? { turns: request.turns } : {}),
      ...(request.workers !== undefined ? { workers: request.workers } : {}),
      ...(request.report !== undefined ? { report: request.report } : {}),
      ...(roster.roster !== undefined ? { roster: roster.roster } : {}),
      ...(request.shard ? { shard: request.shard } : {}),
      progress: progressBar(tty ? (t) => process.stderr.write(t) : (t) => io.err(t.replace(/\n$/, '')), tty),
    },
    io,
  );
}

/** `sim compare`: both files checked first (the first bad one is the error line), then played. */
function compare(request: CompareRequest, io: SimIo): number {
  const files: CompareFile[] = [];
  for (const file of request.files) {
    const loaded = readScenarioFile(file);
    if (!loaded.ok) {
      io.err(errorLine(loaded.error, file));
      return 2;
    }
    for (const w of loaded.value.warnings) io.err(`${file}: ${w}`);
    files.push({ file, picked: loaded.value });
  }
  const { files: _files, command: _command, ...opts } = request;
  return compareCommand(files[0]!, files[1]!, opts, io);
}
