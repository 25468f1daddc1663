// This game's tables as the table panel and the log's "why?" show them: ids, titles and rows as text,
// made from the data in tables.ts (never a copy of the book's words).
import type { RulesetTable } from '../../core/ruleset';
import type { ApEvent } from './types';
import {
  AP_COSTS,
  ARMOUR_TABLE,
  DEVIATION,
  FAILED_MORALE,
  GRENADES,
  LAUNCHERS,
  MANOEUVRE_TABLE,
  MELEE_FAILED_MORALE,
  MELEE_FUMBLES,
  MELEE_TABLE,
  MORALE_MODS,
  PHASE_COLUMNS,
  RANK_TABLE,
  SHOOT_MODS,
  SPOT_MODS,
  THROW_MODS,
  VEHICLES,
  WEAPONS,
  WOUND_TABLE,
  type ModRow,
} from './tables';

const mods = (r: Record<string, ModRow>): string =>
  Object.values(r)
    .map((m) => `${m.text}: ${m.value > 0 ? '+' : ''}${m.value}%`)
    .join('\n');

const TEXT: Record<string, [string, () => string]> = {
  ranks: [
    'Ranks',
    () =>
      Object.entries(RANK_TABLE)
        .map(([k, v]) => `${k}: BODY ${v.body}, skill ${v.skill}%, morale ${v.morale}%, heavy weapon +${v.heavyBonus}%`)
        .join('\n'),
  ],
  phases: [
    'Combat phases by BODY',
    () => PHASE_COLUMNS.map((c) => `BODY ${c.lo}-${c.hi}: phases ${c.phases.join(', ')}`).join('\n'),
  ],
  apCosts: [
    'AP costs',
    () =>
      Object.entries(AP_COSTS)
        .map(([k, v]) =>
          typeof v === 'number' ? `${k}: ${v}` : `${k}: ${v.ap} AP${'inches' in v ? ` for ${v.inches}"` : ''}`,
        )
        .join('\n'),
  ],
  spotting: ['Spotting modifiers', () => mods(SPOT_MODS)],
  shooting: ['Shooting modifiers', () => mods(SHOOT_MODS)],
  throwing: ['Thrown grenade modifiers', () => mods(THROW_MODS)],
  morale: ['Morale modifiers', () => mods(MORALE_MODS)],
  weapons: [
    'Weapons',
    () =>
      Object.values(WEAPONS)
        .map(
          (w) =>
            `${w.name}: ${w.dice}d10, ${w.range}"${w.burst ? `, burst ${w.burst.width}"` : ''}${w.scope ? ', scope' : ''}`,
        )
        .join('\n'),
  ],
  grenades: [
    'Grenades and blast weapons',
    () =>
      Object.values(GRENADES)
        .map(
          (g) =>
            `${g.name}: ${g.range}", kill ${g.killRadius}" ${g.killDice}d10, damage ${g.damageRadius}" ${g.damageDice}d10, PEN ${g.pen}`,
        )
        .join('\n'),
  ],
  launchers: [
    'Launchers and blast heavy weapons',
    () =>
      Object.values(LAUNCHERS)
        .map((l) => {
          const g = GRENADES[l.blast]!;
          const dv = DEVIATION[l.deviation]!;
          const dice = (d: { count: number; sides: number; halve: boolean }) =>
            `${d.count}d${d.sides}${d.halve ? '/2' : ''}`;
          return (
            `${l.name}: ${g.range}" (not within ${g.minRange}"), kill ${g.killRadius}" ${g.killDice}d10, damage ` +
            `${g.damageRadius}" ${g.damageDice}d10, PEN ${g.pen}; a miss deviates ${dice(dv.low)} / ${dice(dv.high)} ` +
            `(veteran and elite) ${dv.unit === 'metre' ? 'metres, halved into inches' : 'inches'}` +
            `${l.setUp ? `; ${l.setUp} phase(s) to set up` : ''}${l.heavy ? '; heavy weapon bonus' : ''}` +
            `${l.perFire === 'd6/2' ? '; 1d6/2 rounds a firing' : ''}${l.barrage ? '; lays a barrage' : ''}`
          );
        })
        .join('\n'),
  ],
  armour: [
    'Body armour',
    () =>
      Object.entries(ARMOUR_TABLE)
        .map(([k, a]) => `${k}: ${a.dice}d${a.sides}+${a.plus} (fixed ${a.fixed}), BODY ${a.body}`)
        .join('\n'),
  ],
  wounds: [
    'Wound table',
    () =>
      WOUND_TABLE.map(
        (w) =>
          `${w.lo}${w.hi === Infinity ? '+' : `-${w.hi}`}: ${w.band}, consciousness ${w.consciousness}%, morale ${w.morale}%`,
      ).join('\n'),
  ],
  failedMorale: ['Failed morale (1d10)', () => FAILED_MORALE.map((r) => `${r.lo}-${r.hi}: ${r.result}`).join('\n')],
  meleeTable: [
    'Hand-to-hand attack %',
    () =>
      Object.entries(MELEE_TABLE)
        .map(
          ([a, row]) =>
            `${a}: ${Object.entries(row)
              .map(([d, v]) => `${d} ${v}%`)
              .join(', ')}`,
        )
        .join('\n'),
  ],
  manoeuvres: [
    'Special manoeuvres',
    () =>
      Object.entries(MANOEUVRE_TABLE)
        .map(([k, m]) => `${k}: ${m.ap} AP, hit ${m.hit}%, damage +${m.damagePlus}, parry ${m.parry}%`)
        .join('\n'),
  ],
  meleeFailedMorale: [
    'Hand-to-hand failed morale (1d10)',
    () => MELEE_FAILED_MORALE.map((r) => `${r.lo}-${r.hi}: ${r.result}, ${r.move}"`).join('\n'),
  ],
  meleeFumbles: [
    'Hand-to-hand fumbles (1d10)',
    () => MELEE_FUMBLES.map((r) => `${r.lo}-${r.hi}: ${r.text}`).join('\n'),
  ],
  vehicles: [
    'Vehicles',
    () =>
      [
        ...VEHICLES.map((v) => `${v.name}: armour ${v.armour}, IED ${v.ied ?? '-'}, ${v.weapons}`),
        // In our words, what the rows leave to us (decisions 54, 64, 87, 88, 92, 93).
        'A hit with PEN at least the armour rolls 1d10: 1-4 immobilised, 5-7 a weapon lost, 8-10 destroyed.',
        'Helicopters (no IED protection): the pilot takes off or lands for 1 AP; in the air they fly 12" an AP.',
        'Chainguns, autocannon and tank guns fire one blast round a firing, like the launchers.',
        'The Apache\'s missiles fly as an anti-tank missile: 35" to 1250", PEN 20, counted on their own.',
        'Smoke launchers lay a 5" cloud up to 10" from the vehicle for 1 AP, without a roll; it lasts 1d6 rounds.',
      ].join('\n'),
  ],
};

export const TABLE_LIST: readonly RulesetTable[] = Object.entries(TEXT).map(([id, [title]]) => ({ id, title }));

export function tableText(id: string): string | undefined {
  const t = TEXT[id];
  return t ? `${t[0]}\n${t[1]()}` : undefined;
}

const TEST_TABLE: Record<string, string> = {
  spot: 'spotting',
  shoot: 'shooting',
  'snap fire': 'shooting',
  'throw a grenade': 'throwing',
  'throw smoke': 'throwing',
  morale: 'morale',
  'hand-to-hand attack': 'meleeTable',
  'free attack': 'meleeTable',
  parry: 'meleeTable',
  consciousness: 'wounds',
  'first aid': 'ranks',
};

/** The table a log line's "why?" opens: the one whose row decided it (undefined: no table behind it). */
export function whyOf(e: ApEvent): string | undefined {
  switch (e.type) {
    case 'test':
      return e.test.startsWith('fire ') ? 'shooting' : TEST_TABLE[e.test];
    case 'rounds':
      return 'launchers';
    case 'damage':
    case 'wound':
    case 'unconscious':
      return 'wounds';
    case 'fallsBack':
    case 'failedMorale':
      return e.result === 'tacticalRetreat' || e.result === 'broken' ? 'meleeFailedMorale' : 'failedMorale';
    case 'fumble':
      return 'meleeFumbles';
    case 'phase':
      return 'phases';
    case 'ap':
      return 'apCosts';
    case 'blast':
    case 'deviate':
      return e.what ? 'launchers' : 'grenades';
    // PEN against the vehicle's armour: the vehicle table holds the armour, and the 1d10 result is beside it.
    case 'vehicleHit':
    case 'flight':
      return 'vehicles';
    default:
      return undefined;
  }
}
