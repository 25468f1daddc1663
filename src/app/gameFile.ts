// Reading and writing the files a player saves: a scenario file (contract version 1) and a replay file,
// which is the same scenario with a `replay` section listing every command of the game in order and who
// gave it. A replay stays a valid scenario file for `sim` (unknown fields are ignored there). Reading
// checks everything and answers with the same one-line errors as `sim` ("error: <field>: <problem>").
import { commandSchema } from '../rulesets/chain-reaction/scenario/commandSchema';
import { errorLine, fallbackMessage, formatPath, type LooseIssue, type ScenarioIssue } from '../scenario/issues';
import { parseScenario } from '../rulesets';
import type { Scenario } from '../rulesets/chain-reaction/scenario/schema';
import type { Command, DecisionChoice } from '../rulesets/chain-reaction/engine/commands';
import { Session, type Actor, type Step } from './session';
import { err, ok, type Result } from '../core/result';

export const REPLAY_FORMAT = 'chain-reaction-replay';
export const REPLAY_VERSION = 1;

/** A file read and checked: the scenario as written (`source`) and, for a replay, its steps. */
export interface LoadedFile {
  kind: 'scenario' | 'replay';
  scenario: Scenario;
  source: Record<string, unknown>;
  steps: Step[];
}

/** The loaded file, or the one error line to show. */
export type GameFile = Result<LoadedFile>;

const ACTORS: readonly Actor[] = ['human', 'ai', 'script'];

/** Reads a scenario or replay file's text; `name` stands in for the field when the whole file is at fault. */
export function readGameFile(text: string, name: string): GameFile {
  const res = parseScenario(text);
  if (!res.ok) return err(errorLine(res.error, name));
  const raw = JSON.parse(text) as Record<string, unknown>;
  const { replay, ...source } = raw;
  if (replay === undefined) return ok({ kind: 'scenario', scenario: res.value, source, steps: [] });
  const steps = readSteps(replay);
  if (!steps.ok) return err(errorLine(steps.error, name));
  return ok({ kind: 'replay', scenario: res.value, source, steps: steps.value });
}

function issue(path: readonly PropertyKey[], message: string): { ok: false; error: ScenarioIssue } {
  return err({ path: formatPath(path), message });
}

function isChoice(v: unknown): v is DecisionChoice {
  if (v === null || typeof v === 'number' || typeof v === 'boolean' || typeof v === 'string') return true;
  return Array.isArray(v) && v.length === 2 && v.every((x) => typeof x === 'number' && Number.isFinite(x));
}

function readSteps(replay: unknown): Result<Step[], ScenarioIssue> {
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
    const c = s.command as Record<string, unknown> | null;
    if (typeof c === 'object' && c !== null && c.do === 'decide') {
      if (!isChoice(c.choice))
        return issue([...at, 'command', 'choice'], 'expected a number, true/false, a name, a point [x, y] or null');
      steps.push({ by: s.by as Actor, command: { do: 'decide', choice: c.choice } });
      continue;
    }
    if (typeof c === 'object' && c !== null && c.do === 'dice') {
      // Faces a player entered; whether they fit the roll is the engine's to say when the step is played.
      if (!Array.isArray(c.faces) || !c.faces.every((d) => Number.isInteger(d)))
        return issue([...at, 'command', 'faces'], 'expected a list of whole numbers (the faces entered)');
      steps.push({ by: s.by as Actor, command: { do: 'dice', faces: [...(c.faces as number[])] } });
      continue;
    }
    const parsed = commandSchema.safeParse(c, { error: (iss) => fallbackMessage(iss as LooseIssue) });
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      return issue([...at, 'command', ...(first?.path ?? [])], first?.message ?? 'is not a valid command');
    }
    steps.push({ by: s.by as Actor, command: parsed.data as Command });
  }
  return ok(steps);
}

/** Plays a file's steps from its start; an illegal step is reported like `sim` reports a bad command. */
export function sessionFromFile(file: LoadedFile, name: string, upTo = Infinity): Result<Session> {
  const session = new Session(file.scenario, file.source);
  const n = Math.min(upTo, file.steps.length);
  for (let i = 0; i < n; i++) {
    const step = file.steps[i]!;
    const res = session.apply(step.command, step.by);
    if (!res.ok) {
      const c = step.command;
      const what = c.do + ('figure' in c && c.figure ? ` ${c.figure}` : '');
      return err(`error: replay.steps[${i}] (${what}): ${res.error}${name ? ` in ${name}` : ''}`);
    }
  }
  return ok(session);
}

/** The scenario as it started, ready to save (the script it came with stays; the game's steps don't). */
export function scenarioDocument(session: Session): Record<string, unknown> {
  return { ...session.source };
}

/** The whole game: the scenario and every step, in order. */
export function replayDocument(session: Session): Record<string, unknown> {
  return {
    ...session.source,
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
