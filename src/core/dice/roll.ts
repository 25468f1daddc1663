// What a rule asks for when it rolls, and what the log keeps of it.
// Rule functions never see where dice come from: they call a Roller. Play passes a recording
// roller over the game's dice source, tests pass scripted dice, and the odds code passes an
// enumerating roller that walks every outcome.
import { passCount, successes } from './read';

/** How a roll is read, so the log can say what it meant. */
export type ReadAs = 'pass' | 'successes' | 'asRolled' | 'total';

export interface RollRequest {
  /** What the roll decides, in the ruleset's own words ('crisis', 'melee'...): each ruleset keeps its own
   * list; a scripted queue in a file is keyed by it. The kernel only carries it. */
  purpose: string;
  /** Number of dice to throw; 0 is allowed and throws nothing. */
  count: number;
  /** Faces per die: 6 (Chain Reaction's only die) unless a ruleset asks for another (d10 for a d100). */
  sides?: number;
  /** The figures (or PEF, side) the roll is for. */
  who?: readonly string[];
  /** The target number the dice are compared with, when there is one (usually Rep). */
  target?: number;
  read?: ReadAs;
  /** When true the order of the dice matters (e.g. one activation die per side). */
  ordered?: boolean;
  /** A short plain-words note for the log: "Crisis Test for the group fired on". */
  note?: string;
  /**
   * The number the roll is measured from when that is not its target (How Many Enemy: the size of the group
   * that found them), so an own-dice prompt can give the odds without reading the note. Not logged.
   */
  measuredFrom?: number;
}

export type Roller = (req: RollRequest) => number[];

export interface RollRecord {
  purpose: string;
  who: string[];
  dice: number[];
  target?: number;
  read: ReadAs;
  /** Dice passed (capped at 2), when read as 'pass'. */
  passed?: number;
  /** Successes (1-3), when read as 'successes'. */
  successes?: number;
  /** Sum of the dice, when read as 'total'. */
  total?: number;
  scripted: boolean;
  /** True when a player threw these dice at the table and entered the faces. */
  entered?: boolean;
  /** When only some of an ordered roll's dice were entered (a die per side): which places; the rest were
   * the seeded generator's. Absent when every die was entered. */
  enteredDice?: number[];
  note?: string;
  /** Faces per die when not a d6. */
  sides?: number;
}

export function recordOf(req: RollRequest, dice: number[], scripted: boolean): RollRecord {
  const read: ReadAs = req.read ?? (req.target !== undefined ? 'pass' : 'asRolled');
  const rec: RollRecord = { purpose: req.purpose, who: [...(req.who ?? [])], dice: [...dice], read, scripted };
  if (req.target !== undefined) rec.target = req.target;
  if (read === 'pass' && req.target !== undefined) rec.passed = passCount(dice, req.target);
  if (read === 'successes') rec.successes = successes(dice);
  if (read === 'total') rec.total = dice.reduce((a, b) => a + b, 0);
  if (req.note) rec.note = req.note;
  // Only a die other than the d6 is named, so Chain Reaction's log reads as before.
  if (req.sides !== undefined && req.sides !== 6) rec.sides = req.sides;
  return rec;
}

/** A roller that answers from a fixed list of throws, in order; for unit tests of rule functions. */
export function listRoller(throws: readonly (readonly number[])[]): Roller & { used: () => number } {
  let i = 0;
  const roller = ((req: RollRequest) => {
    const t = throws[i++];
    if (!t) throw new Error(`listRoller: no dice left for ${req.purpose} (${req.count}d6)`);
    if (t.length !== req.count)
      throw new Error(`listRoller: ${req.purpose} wants ${req.count}d6, script has ${t.length}`);
    return [...t];
  }) as Roller & { used: () => number };
  roller.used = () => i;
  return roller;
}
