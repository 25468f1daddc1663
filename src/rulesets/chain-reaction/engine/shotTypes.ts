// The plain shapes of a shot: what is ordered and whether it may be fired. In their own file so the
// context (ctx.ts) can name them for the combat steps it carries without importing shoot.ts.
import type { Weapon } from '../../../core/vocab';

export type FireMode = 'active' | 'inSight' | 'returnFire' | 'snapFire' | 'chargeFire' | 'chargeSnap';

export interface ShotOrder {
  shooter: string;
  targets: { figure: string; dice: number }[];
  mode: FireMode;
  /** The pistol in the other hand, when not the figure's main weapon. */
  weapon?: Weapon;
  /** Both pistols fired at once: each shot counts as snap fire (p.18). */
  twoPistols?: boolean;
}

/** Why a shot can't be taken: `error` in words; `noSight` set when the want of a line of sight is the reason. */
export type ShotCheck = { ok: true } | { ok: false; error: string; noSight?: true };
