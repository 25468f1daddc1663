// What the encounter asks and how far the player has got, read from the state alone for the objective
// panel (book pp.30-31): the Patrol's recon sections and its way home, the Raid's objective once found
// and whether enemies still guard it, the Defend enemy's aim and the turns left to hold out. The words
// are explain/objectivePanel.ts's; the numbers are the very ones objectives.ts and end.ts decide with.
import { PATROL_RECON } from '../tables/encounters';
import { patrolReconComplete } from '../rules/encounterObjectives';
import { dist, isActiveStatus } from '../engine/world';
import type { GameState } from '../state';
import { OBJECTIVE_GUARD, OBJECTIVE_REACH } from './objectives';
import { soloOf } from './types';
import { reconSpots } from './reconSpots';
import { mayStillMakePef } from './openBuildings';
import type { NpObjective } from '../tables/encounters';
import type { Vec } from '../../../geometry/shapes';

interface Common {
  /** The turn now (0 while setting up) and the encounter's turn limit. */
  turn: number;
  turnLimit: number;
  /** Whole turns still to play after this one. */
  turnsLeft: number;
  deploying: boolean;
  /** Player figures gone off by their own edge. */
  exited: string[];
  /** The encounter's end, when it is over. */
  ended?: { reason: string; won: boolean | undefined };
}

export type ObjectiveFacts =
  | (Common & {
      kind: 'patrol';
      /** `closed`: no open spot to stand on in the section's strip along the far edge (the computer gives it up). */
      sections: { section: number; reconned: boolean; closed?: boolean }[];
      reconComplete: boolean;
      /** How close to the far edge a figure must end its activation to recon a section. */
      reconWithin: number;
      /** The edge to leave by once the recon is done: the player's own (sections 7-9). */
      exitSections: number[];
    })
  | (Common & {
      kind: 'raid';
      found: boolean;
      at?: Vec;
      where?: string;
      /** Carrying-on enemies within the guard distance of the objective. */
      guards: string[];
      guardReach: number;
      reach: number;
      securedBy?: string;
      pefsLeft: number;
      /** Buildings that may still make a PEF: while any is left, the objective may still be found. */
      buildingsLeft: number;
    })
  | (Common & {
      kind: 'defend';
      /** Unknown until the first enemy PEF is resolved. */
      aim?: NpObjective;
      building?: string;
      found: boolean;
      achievedBy?: string;
    });

export function objectiveFacts(s: GameState): ObjectiveFacts | undefined {
  const enc = soloOf(s);
  if (!enc) return undefined;
  const turn = enc.deploying ? 0 : s.turn;
  const common: Common = {
    turn,
    turnLimit: enc.turnLimit,
    turnsLeft: Math.max(0, enc.turnLimit - Math.max(1, turn)),
    deploying: enc.deploying === true,
    exited: [...enc.exited],
    ...(s.ended
      ? { ended: { reason: s.ended.reason, won: s.ended.winner ? s.ended.winner === enc.player : undefined } }
      : {}),
  };
  if (enc.kind === 'patrol')
    return {
      ...common,
      kind: 'patrol',
      sections: PATROL_RECON.sections.map((section) => {
        const reconned = enc.recon.includes(section);
        return reconned || reconSpots(s.terrain, section).length
          ? { section, reconned }
          : { section, reconned, closed: true };
      }),
      reconComplete: patrolReconComplete(enc.recon),
      reconWithin: PATROL_RECON.withinOfEdge,
      exitSections: [7, 8, 9],
    };
  if (enc.kind === 'raid') {
    const r = enc.raid;
    const at = r?.found ? r.at : undefined;
    const guards = at
      ? Object.values(s.figures)
          .filter((e) => e.side !== enc.player && isActiveStatus(e) && dist(e.at, at) <= OBJECTIVE_GUARD)
          .map((e) => e.id)
      : [];
    return {
      ...common,
      kind: 'raid',
      found: r?.found === true,
      ...(at ? { at } : {}),
      ...(r?.where ? { where: r.where } : {}),
      guards,
      guardReach: OBJECTIVE_GUARD,
      reach: OBJECTIVE_REACH,
      ...(r?.securedBy ? { securedBy: r.securedBy } : {}),
      pefsLeft: enc.pefs.filter((p) => !p.resolved).length,
      buildingsLeft: enc.buildings.filter(mayStillMakePef).length,
    };
  }
  const d = enc.defend;
  return {
    ...common,
    kind: 'defend',
    ...(d ? { aim: d.kind } : {}),
    ...(d?.building ? { building: d.building } : {}),
    found: d?.found === true,
    ...(d?.achievedBy ? { achievedBy: d.achievedBy } : {}),
  };
}
