// Setting a plain-table battle going: from the new-battle screen's knobs and seed (the game's
// `board.newBattle.make`), or from a scenario file's JSON. Either way the game's own check reads the file
// first; a bad one is one line, nothing thrown.
import type { AnyRuleset } from '../../core/ruleset';
import type { KnobValue } from '../../core/rulesetView';
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
  values: Record<string, KnobValue>,
  seed: string,
): Result<{ session: Session; title: string }> {
  const nb = ruleset.board?.newBattle;
  if (!nb) return err(`error: new battle: ${ruleset.title} has no new-battle settings`);
  let source: Record<string, unknown>;
  try {
    source = nb.make(values, seed);
  } catch (e) {
    return err(`error: new battle: the game could not make it (${String(e)})`);
  }
  const s = boardSession(ruleset, source, 'new battle');
  return s.ok ? ok({ session: s.value, title: `${ruleset.title} "${seed}"` }) : s;
}
