// The Crisis test (p.13): one throw for the whole group, read by each tester against its own Rep,
// lifted by the Leader Die, then looked up per cause and the worst cause kept. Also holds the
// pieces the Recover test shares with it: Star Free Will and the explanation records.
import { passCount } from '../../../core/dice/read';
import type { Roller } from '../../../core/dice/roll';
import { enumerate } from '../odds/enumerate';
import { add, ZERO, type Fraction } from '../odds/fraction';
import {
  CRISIS_CAUSES,
  CRISIS_TABLE,
  RESULT_ORDER,
  SECOND_HUNKER_DOWN_BECOMES,
  worse,
  type CrisisCause,
  type CrisisResult,
} from '../tables/reactionTests';
import type { AppliedModifier, TableRef } from '../../../core/tables/types';
import {
  leaderModifier,
  rollLeaderDie,
  skippedLeaderDie,
  withLeaderBonus,
  type GroupLeaders,
  type LeaderDieResult,
} from './leaderDie';

/** A Star's Free Will: the dice passed he picks, or 'roll' to take his chances like anyone else. */
export type FreeWillChoice = 0 | 1 | 2 | 'roll';

export const ADJUSTMENTS = [
  'starNeverOutgunned',
  'outgunnedReplacesFiredOn',
  'completingReaction',
  'secondHunkerDown',
  'freeWillStarsOnly',
  'freeWillNotForDamage',
] as const;
export type AdjustmentId = (typeof ADJUSTMENTS)[number];

/** A rule that changed the plain table reading, kept so the log can say why. */
export interface Adjustment {
  id: AdjustmentId;
  from?: string;
  to?: string;
  reason: string;
}

export interface CrisisTester {
  id: string;
  rep: number;
  star?: boolean;
  inCover?: boolean;
  /** Why this figure tests. 'outgunned' means fired on by a weapon it can't answer. */
  causes: readonly CrisisCause[];
  /** A reaction the figure is still carrying out; the new result can't be better than it. */
  inProgress?: CrisisResult;
  /** The figure has already scored Hunker Down once in this fight. */
  hunkeredBefore?: boolean;
  /** Only a Star's counts; with none given a Star takes the best result (the stated default policy). */
  freeWill?: FreeWillChoice;
}

export interface CrisisInput {
  testers: readonly CrisisTester[];
  /** The testers' group, for the Leader Die. */
  group?: GroupLeaders;
}

export interface CauseReading {
  cause: CrisisCause;
  result: CrisisResult;
  table: TableRef;
}

export interface CrisisTesterResult {
  figure: string;
  rep: number;
  /** 'noCause' marks a figure listed without any reason to test: it keeps what it was doing. */
  how: 'dice' | 'freeWill' | 'noCause';
  /** The group dice this figure reads (the first two only, when the third is for those in cover). */
  dice: number[];
  target: number;
  modifiers: AppliedModifier[];
  ownPassed: 0 | 1 | 2;
  leaderBonus: 0 | 1;
  passed: 0 | 1 | 2;
  causes: CrisisCause[];
  byCause: CauseReading[];
  /** The worst of the causes, straight from the table. */
  tableResult: CrisisResult;
  /** After completing reactions and the second Hunker Down. */
  result: CrisisResult;
  adjustments: Adjustment[];
  table?: TableRef;
}

export interface CrisisOutcome {
  test: 'crisis';
  dice: number[];
  /** True when some testers are in cover and some not: the third die is then told apart. */
  ordered: boolean;
  leaderDie: LeaderDieResult;
  testers: CrisisTesterResult[];
}

const rank = (r: string): number => RESULT_ORDER.indexOf(r as (typeof RESULT_ORDER)[number]);

/** The columns a figure reads, after the outgunned rules. */
export function effectiveCauses(
  star: boolean,
  causes: readonly CrisisCause[],
): { causes: CrisisCause[]; adjustments: Adjustment[] } {
  const set = new Set(causes);
  const adjustments: Adjustment[] = [];
  if (star && set.has('outgunned')) {
    set.delete('outgunned');
    set.add('firedOn');
    adjustments.push({
      id: 'starNeverOutgunned',
      from: 'outgunned',
      to: 'firedOn',
      reason: 'a Star is never outgunned',
    });
  }
  if (set.has('outgunned') && set.has('firedOn')) {
    set.delete('firedOn');
    adjustments.push({
      id: 'outgunnedReplacesFiredOn',
      from: 'firedOn',
      to: 'outgunned',
      reason: 'the fire came from a weapon it cannot answer',
    });
  }
  return { causes: CRISIS_CAUSES.filter((c) => set.has(c)), adjustments };
}

/** Each cause's result for a number of dice passed, and the worst of them. */
export function readCrisisRow(
  passed: 0 | 1 | 2,
  causes: readonly CrisisCause[],
): { byCause: CauseReading[]; worst: CrisisResult; deciding?: CrisisCause } {
  const byCause = causes.map((cause) => ({
    cause,
    result: CRISIS_TABLE.rows[passed][cause] as CrisisResult,
    table: { table: CRISIS_TABLE.meta.id, row: String(passed), column: cause },
  }));
  let worst: CrisisResult = 'carryOn';
  let deciding: CrisisCause | undefined;
  for (const b of byCause)
    if (deciding === undefined || rank(b.result) > rank(worst)) {
      worst = b.result;
      deciding = b.cause;
    }
  return deciding === undefined ? { byCause, worst } : { byCause, worst, deciding };
}

/** The default Free Will policy: the dice passed that give the best result for these causes. */
export function bestFreeWill(resultFor: (passed: 0 | 1 | 2) => string): 0 | 1 | 2 {
  let best: 0 | 1 | 2 = 2;
  for (const p of [1, 0] as const) if (rank(resultFor(p)) < rank(resultFor(best))) best = p;
  return best;
}

/** Applies "can't do better than the reaction in progress" and "second Hunker Down leaves". */
export function finishReaction(
  tableResult: CrisisResult,
  inProgress: CrisisResult | undefined,
  hunkeredBefore: boolean,
): { result: CrisisResult; adjustments: Adjustment[] } {
  const adjustments: Adjustment[] = [];
  let result = tableResult;
  if (inProgress && rank(inProgress) > rank(result)) {
    adjustments.push({
      id: 'completingReaction',
      from: result,
      to: inProgress,
      reason: `still carrying out ${inProgress}, so nothing better`,
    });
    result = inProgress;
  }
  // Only a Hunker Down the table gives counts as scored; staying hunkered through the cap above does not.
  if (tableResult === 'hunkerDown' && hunkeredBefore) {
    adjustments.push({
      id: 'secondHunkerDown',
      from: 'hunkerDown',
      to: SECOND_HUNKER_DOWN_BECOMES,
      reason: 'second Hunker Down in this fight',
    });
    result = worse(result, SECOND_HUNKER_DOWN_BECOMES);
  }
  return { result, adjustments };
}

interface Prepared {
  t: CrisisTester;
  causes: CrisisCause[];
  adjustments: Adjustment[];
  choice?: 0 | 1 | 2;
}

function prepare(t: CrisisTester): Prepared {
  const { causes, adjustments } = effectiveCauses(!!t.star, t.causes);
  const p: Prepared = { t, causes, adjustments };
  if (!t.star) {
    if (t.freeWill !== undefined && t.freeWill !== 'roll') {
      adjustments.push({ id: 'freeWillStarsOnly', reason: 'only a Star may choose his result; the dice decide' });
    }
    return p;
  }
  if (t.freeWill === 'roll') return p;
  p.choice = t.freeWill ?? bestFreeWill((n) => readCrisisRow(n, causes).worst);
  return p;
}

export function resolveCrisis(input: CrisisInput, roll: Roller): CrisisOutcome {
  const prepared = input.testers.map(prepare);
  const readers = prepared.filter((p) => p.choice === undefined && p.causes.length > 0);
  const covered = readers.filter((p) => p.t.inCover).length;
  const count = readers.length === 0 ? 0 : covered > 0 ? 3 : 2;
  const ordered = covered > 0 && covered < readers.length;
  let dice: number[] = [];
  let leaderDie: LeaderDieResult = skippedLeaderDie('nobodyRolls');
  if (readers.length > 0) {
    // One count for the whole throw only when everyone reads the same dice against the same Rep: with some in
    // cover and some not, the third die is theirs alone and each man's count is his own (play-test 11c).
    const reps = new Set(readers.map((p) => p.t.rep));
    const only = reps.size === 1 && !ordered ? readers[0]!.t.rep : undefined;
    dice = roll({
      purpose: 'crisis',
      count,
      who: readers.map((p) => p.t.id),
      ordered,
      ...(only !== undefined ? { target: only, read: 'pass' as const } : { read: 'asRolled' as const }),
      note: 'Crisis test for the group',
    });
    leaderDie = rollLeaderDie(input.group, roll, 'Leader Die for the Crisis test');
  }
  const testers = prepared.map((p): CrisisTesterResult => {
    const { t, causes } = p;
    const base = { figure: t.id, rep: t.rep, target: t.rep, causes };
    if (causes.length === 0) {
      const kept = t.inProgress ?? 'carryOn';
      return {
        ...base,
        how: 'noCause',
        dice: [],
        modifiers: [],
        ownPassed: 0,
        leaderBonus: 0,
        passed: 0,
        byCause: [],
        tableResult: kept,
        result: kept,
        adjustments: p.adjustments,
      };
    }
    const modifiers: AppliedModifier[] = [];
    let how: CrisisTesterResult['how'];
    let read: number[] = [];
    let own: 0 | 1 | 2;
    let bonus: 0 | 1 = 0;
    if (p.choice !== undefined) {
      how = 'freeWill';
      own = p.choice;
    } else {
      how = 'dice';
      read = t.inCover ? [...dice] : dice.slice(0, 2);
      if (t.inCover) modifiers.push({ id: 'inCover', label: 'In cover', dice: +1, reason: `${t.id} is in cover` });
      own = passCount(read, t.rep);
      bonus = leaderDie.passed;
      const lm = leaderModifier(leaderDie, own);
      if (lm) modifiers.push(lm);
    }
    const passed = withLeaderBonus(own, bonus);
    const row = readCrisisRow(passed, causes);
    const fin = finishReaction(row.worst, t.inProgress, !!t.hunkeredBefore);
    return {
      ...base,
      how,
      dice: read,
      modifiers,
      ownPassed: own,
      leaderBonus: bonus,
      passed,
      byCause: row.byCause,
      tableResult: row.worst,
      result: fin.result,
      adjustments: [...p.adjustments, ...fin.adjustments],
      table: { table: CRISIS_TABLE.meta.id, row: String(passed), column: row.deciding ?? causes[0]! },
    };
  });
  return { test: 'crisis', dice, ordered, leaderDie, testers };
}

/** Exact odds of each tester's result, walked through resolveCrisis itself. */
export function crisisOdds(input: CrisisInput): Record<string, Map<string, Fraction>> {
  const out: Record<string, Map<string, Fraction>> = {};
  for (const t of input.testers) out[t.id] = new Map();
  for (const { outcome, p } of enumerate((roll) => resolveCrisis(input, roll))) {
    for (const r of outcome.testers) {
      const m = out[r.figure]!;
      m.set(r.result, add(m.get(r.result) ?? ZERO, p));
    }
  }
  return out;
}
