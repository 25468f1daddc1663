// How long `sim play` and `sim batch` let a game run. A ruleset says how long a file plays when the command
// line sets no limit (Chain Reaction: 50 turns for a plain battle, which has no end of its own when two
// computer sides can't reach each other; an encounter keeps its own limit); --turns overrides it. A run
// stopped by the cap is reported as unfinished, never played on for ever.
import type { AnyRuleset, Unfinished } from '../core/ruleset';

/** The cap for this run: --turns, else the ruleset's own for the file, else none. */
export function turnCap(ruleset: AnyRuleset, scenario: unknown, turns: number | undefined): number | undefined {
  return turns ?? ruleset.turnCap(scenario) ?? undefined;
}

/** Why a run stopped short of its end, when the cap (or the driver's command guard) stopped it. */
export function stoppedShort(ended: boolean, need: { kind: string }): Unfinished | undefined {
  if (ended) return undefined;
  if (need.kind === 'turnLimit') return 'turnCap';
  if (need.kind === 'commandLimit') return 'commandLimit';
  return undefined;
}
