// Reading and writing the files a player saves: a scenario file (contract version 1) and a replay file,
// which is the same scenario with a `replay` section listing every command of the game in order and who
// gave it. A replay stays a valid scenario file for `sim` (unknown fields are ignored there). Reading
// checks everything and answers with the same one-line errors as `sim` ("error: <field>: <problem>").
import { errorLine, formatPath, type ScenarioIssue } from '../scenario/issues';
import { loadedGameFor } from '../rulesets/catalog';
import { readJson } from '../scenario/jsonText';
import { unknownFields, type UnknownField } from '../scenario/unknownFields';
import type { AnyRuleset } from '../core/ruleset';
import { Session, type Actor, type Step } from './session';
import { err, ok, type Result } from '../core/result';

export const REPLAY_FORMAT = 'chain-reaction-replay';
export const REPLAY_VERSION = 1;

/** A file read and checked: the scenario as written (`source`) and, for a replay, its steps. */
export interface LoadedFile {
  kind: 'scenario' | 'replay';
  /** The rules the file is played by (its "rules"), and its scenario as that ruleset checked it. */
  ruleset: AnyRuleset;
  scenario: unknown;
  source: Record<string, unknown>;
  steps: Step[];
  /** The file's fields its game does not read (a misspelling), as the sim warns of them; the file still plays. */
  unknown: UnknownField[];
}

/** The loaded file, or the one error line to show. */
export type GameFile = Result<LoadedFile>;

const ACTORS: readonly Actor[] = ['human', 'ai', 'script'];

/** Reads a scenario or replay file's text; `name` stands in for the field when the whole file is at fault. */
export function readGameFile(text: string, name: string): GameFile {
  const res = pickScenario(text);
  if (!res.ok) return err(errorLine(res.error, name));
  const { ruleset, scenario } = res.value;
  const raw = JSON.parse(text) as Record<string, unknown>;
  const { replay, ...source } = raw;
  const unknown = unknownFields(source, scenario);
  if (replay === undefined) return ok({ kind: 'scenario', ruleset, scenario, source, steps: [], unknown });
  const steps = readSteps(ruleset, replay);
  if (!steps.ok) return err(errorLine(steps.error, name));
  return ok({ kind: 'replay', ruleset, scenario, source, steps: steps.value, unknown });
}

/** The file's "rules" picks the ruleset (its code loaded beforehand: rulesets/catalog.ts), which checks the rest. */
function pickScenario(text: string): Result<{ ruleset: AnyRuleset; scenario: unknown }, ScenarioIssue> {
  const json = readJson(text);
  if (!json.ok) return err({ path: '', message: json.error });
  const ruleset = loadedGameFor(json.value);
  if (!ruleset.ok) return ruleset;
  const checked = ruleset.value.scenario.check(json.value) as Result<unknown, ScenarioIssue>;
  return checked.ok ? ok({ ruleset: ruleset.value, scenario: checked.value }) : checked;
}

/** The file as written, with the "rules" it is played by named (old files left it out: Chain Reaction). */
function withRules(session: Session, doc: Record<string, unknown>): Record<string, unknown> {
  if (doc.rules === session.ruleset.name) return doc;
  const { version, ...rest } = doc;
  return version === undefined
    ? { rules: session.ruleset.name, ...rest }
    : { version, rules: session.ruleset.name, ...rest };
}

function issue(path: readonly PropertyKey[], message: string): { ok: false; error: ScenarioIssue } {
  return err({ path: formatPath(path), message });
}

/** A path inside the command ('choice', '[0]', 'path[1]') put after the step's own. */
function joinPath(base: string, inner: string): string {
  return inner === '' ? base : inner.startsWith('[') ? base + inner : `${base}.${inner}`;
}

function readSteps(ruleset: AnyRuleset, replay: unknown): Result<Step[], ScenarioIssue> {
  if (typeof replay !== 'object' || replay === null || Array.isArray(replay))
    return issue(['replay'], 'expected an object {"format", "version", "steps"}');
  const r = replay as Record<string, unknown>;
  if (r.format !== REPLAY_FORMAT) return issue(['replay', 'format'], `expected "${REPLAY_FORMAT}"`);
  if (r.version !== REPLAY_VERSION)
    return issue(['replay', 'version'], `expected ${REPLAY_VERSION}, got ${JSON.stringify(r.version)}`);
  if (!Array.isArray(r.steps)) return issue(['replay', 'steps'], 'expected a list of steps');
  const steps: Step[] = [];
  for (let i = 0; i < r.steps.length; i++) {
    const s = r.steps[i] as Record<string, unknown> | null;
    const at = ['replay', 'steps', i];
    if (typeof s !== 'object' || s === null || Array.isArray(s)) return issue(at, 'expected a step {"by", "command"}');
    if (!ACTORS.includes(s.by as Actor)) return issue([...at, 'by'], `expected one of ${ACTORS.join(', ')}`);
    // The command itself is the game's to check: its own commands, answers to questions, entered faces.
    const c = ruleset.play.command(s.command) as Result<unknown, ScenarioIssue>;
    if (!c.ok) return err({ path: joinPath(formatPath([...at, 'command']), c.error.path), message: c.error.message });
    steps.push({ by: s.by as Actor, command: c.value });
  }
  return ok(steps);
}

/** Plays a file's steps from its start; an illegal step is reported like `sim` reports a bad command. */
export function sessionFromFile(file: LoadedFile, name: string, upTo = Infinity): Result<Session> {
  const session = new Session(file.ruleset, file.scenario, file.source);
  const n = Math.min(upTo, file.steps.length);
  for (let i = 0; i < n; i++) {
    const step = file.steps[i]!;
    const res = session.apply(step.command, step.by);
    if (!res.ok) {
      const what = file.ruleset.play.label(step.command);
      return err(`error: replay.steps[${i}] (${what}): ${res.error}${name ? ` in ${name}` : ''}`);
    }
  }
  return ok(session);
}

/** The scenario as it started, ready to save (the script it came with stays; the game's steps don't). */
export function scenarioDocument(session: Session): Record<string, unknown> {
  return withRules(session, { ...session.source });
}

/** The whole game: the scenario and every step, in order. */
export function replayDocument(session: Session): Record<string, unknown> {
  return {
    ...withRules(session, session.source),
    replay: {
      format: REPLAY_FORMAT,
      version: REPLAY_VERSION,
      steps: session.steps.map((s) => ({ by: s.by, command: s.command })),
    },
  };
}

/** A file's text as the game writes it: indented JSON, one field a line at the top. */
export function fileText(doc: Record<string, unknown>): string {
  return `${JSON.stringify(doc, null, 1)}\n`;
}
