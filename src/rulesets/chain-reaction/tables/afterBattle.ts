// After the Battle Recovery (book p.23): whether a figure that went down or ran off is back for
// the next Encounter. Those out of the fight come back more easily than those who left.
import type { TableMeta } from '../../../core/tables/types';

export const ABSENCES = ['outOfTheFight', 'leftTheBattlefield'] as const;
/** Why the figure needs the test: wounded out of the fight, or gone from the battlefield. */
export type Absence = (typeof ABSENCES)[number];

export const AFTER_BATTLE_RESULTS = ['returns', 'gone'] as const;
export type AfterBattleResult = (typeof AFTER_BATTLE_RESULTS)[number];

export const AFTER_BATTLE_TABLE = {
  meta: { id: 'afterBattle', label: 'After the Battle Recovery', dice: 2, versus: 'rep', page: 23 } satisfies TableMeta,
  rows: {
    2: { outOfTheFight: 'returns', leftTheBattlefield: 'returns' },
    1: { outOfTheFight: 'returns', leftTheBattlefield: 'gone' },
    0: { outOfTheFight: 'gone', leftTheBattlefield: 'gone' },
  } as const satisfies Record<0 | 1 | 2, Record<Absence, AfterBattleResult>>,
} as const;
