// Setting a plain-table battle going: from the new-battle screen's knobs and seed (the game's
// `board.newBattle.make`), or from a scenario file's JSON. Either way the game's own check reads the file
// first; a bad one is one line, nothing thrown.
import { recordRowProblem, type BoardKnobValue, type RecordRow } from '../../core/board';
import type { AnyRuleset } from '../../core/ruleset';
import { err, ok, type Result } from '../../core/result';
import { Session } from '../session';

/** The session of a scenario file's JSON under this game's rules, or the one line saying what is wrong. */
export function boardSession(ruleset: AnyRuleset, source: Record<string, unknown>, name: string): Result<Session> {
  if (!ruleset.board) return err(`error: rules: ${ruleset.title} has no table to play it on in the browser yet`);
  const checked = ruleset.scenario.check(source);
  if (!checked.ok) return err(`error: ${checked.error.path || name}: ${checked.error.message}`);
  try {
    return ok(new Session(ruleset, checked.value, source));
  } catch (e) {
    return err(`error: ${name}: the game failed while setting it up (${String(e)})`);
  }
}

/** A new battle from the knobs: the game makes the file, the file is checked, the battle begins. */
export function newBoardBattle(
  ruleset: AnyRuleset,
  values: Record<string, BoardKnobValue>,
  seed: string,
): Result<{ session: Session; title: string }> {
  const nb = ruleset.board?.newBattle;
  if (!nb) return err(`error: new battle: ${ruleset.title} has no new-battle settings`);
  // Rows of a records knob are read as typed: a value out of range is one line here, never a file made from it.
  for (const k of nb.knobs) {
    if (k.kind !== 'records') continue;
    const v = values[k.key] ?? [];
    const problem = Array.isArray(v) ? recordRowProblem(k, v as RecordRow[]) : `${k.label}: expected a list`;
    if (problem) return err(`error: new battle: ${problem}`);
  }
  const problem = nb.check?.(values);
  if (problem) return err(`error: new battle: ${problem}`);
  let source: Record<string, unknown>;
  try {
    source = nb.make(values, seed);
  } catch (e) {
    return err(`error: new battle: the game could not make it (${String(e)})`);
  }
  const s = boardSession(ruleset, source, 'new battle');
  return s.ok ? ok({ session: s.value, title: `${ruleset.title} "${seed}"` }) : s;
}
