// Table views for shooting and fighting: Weapons, Outgunned Rankings, Ranged Combat, the two damage
// tables, Charge into Melee, Melee Combat, the grenade tables, cover, building DVs, Star Power and
// building collapse. Every cell is read from the table data.
import { COLLAPSE_TABLE } from '../rules/collapse';
import { STAR_POWER_TABLE } from '../rules/starPower';
import { BUILDING_DEFENCE_TABLE, BUILDING_MATERIALS } from '../tables/buildingDefence';
import { CHARGE_TABLE, type ChargeRowId } from '../tables/chargeIntoMelee';
import { COVER_CONCEALMENT_TABLE, COVER_PLACES, type Protection } from '../tables/coverConcealment';
import { RANGED_DAMAGE_TABLE, type DamageRowId } from '../tables/damage';
import { ESCAPE_BLAST_TABLE, READY_GRENADE_TABLE, THROW_GRENADE_TABLE } from '../tables/grenades';
import { MELEE_TABLE } from '../tables/melee';
import { OUTGUNNED_RANKINGS_TABLE, outgunnedRanking } from '../tables/outgunned';
import { RANGED_COMBAT_TABLE } from '../tables/rangedCombat';
import { WEAPON_CODES, WEAPONS, type WeaponStats } from '../tables/weapons';
import { listOf } from './phrases';
import { passKeys, passLabel, type ViewBody } from './tableView';
import { CHARGE_WORDS, COVER_PLACE_WORDS, DAMAGE_WORDS, MISS_WORDS, READY_WORDS, THROW_WORDS } from './words';

function weaponNotes(w: WeaponStats): string {
  const notes: string[] = [];
  if (w.blast) notes.push(`${w.blast}" blast`);
  if (w.thrown) notes.push('thrown');
  if (w.emptyAfterFiring) notes.push('reload after each shot');
  if (w.pistol) notes.push('pistol');
  if (w.rolled > w.target) notes.push(`throws ${w.rolled}, keeps the best ${w.target}`);
  return notes.join(', ');
}

export function weaponsBody(): ViewBody {
  return {
    rowHeader: 'Code',
    columns: [
      { id: 'weapon', label: 'Weapon' },
      { id: 'range', label: 'Range' },
      { id: 'target', label: 'Target' },
      { id: 'impact', label: 'Impact' },
      { id: 'notes', label: 'Notes' },
    ],
    rows: WEAPON_CODES.map((code) => {
      const w: WeaponStats = WEAPONS[code];
      return {
        id: code,
        label: code,
        cells: [w.label, `${w.range}"`, w.target > 0 ? `${w.target}` : '-', `${w.impact}`, weaponNotes(w)],
      };
    }),
    rolls: 'Target is both the dice thrown per shot and the swath in inches',
  };
}

export function outgunnedBody(): ViewBody {
  return {
    rowHeader: 'Ranking',
    columns: [
      { id: 'firepower', label: 'Firepower' },
      { id: 'weapons', label: 'Weapons' },
    ],
    rows: OUTGUNNED_RANKINGS_TABLE.rows.map((r) => {
      const codes = WEAPON_CODES.filter((c) => outgunnedRanking(c) === r.ranking);
      return {
        id: r.id,
        label: `${r.ranking}`,
        cells: [r.label, codes.length ? codes.map((c) => `${WEAPONS[c].label} (${c})`).join(', ') : '-'],
      };
    }),
    notes: [
      'A target facing a higher ranking, or unable to shoot back, is outgunned: Duck back at best.',
      'A Star is never outgunned.',
    ],
  };
}

export function rangedCombatBody(): ViewBody {
  return {
    rowHeader: '1d6 + Rep',
    columns: [
      { id: 'outcome', label: 'Outcome' },
      { id: 'missIf', label: 'Misses if' },
    ],
    rows: RANGED_COMBAT_TABLE.rows.map((r) => {
      const always = r.missIf === 'always';
      const conds = always ? [] : r.missIf.map((c) => MISS_WORDS[c]);
      return {
        id: r.id,
        label: r.id,
        cells: [always ? 'Miss' : 'Hit', always ? 'always' : conds.length ? listOf(conds, 'or') : 'never'],
      };
    }),
    rolls: "1d6 per point of Target; add the shooter's Rep to each die",
    notes: [
      'Dice go highest first to the first target, then the next.',
      'Two or more 1s in one shot: out of ammo afterwards.',
    ],
  };
}

const DAMAGE_ROW_WORDS: Record<DamageRowId, string> = {
  one: '1',
  impactOrLess: 'At or under Impact',
  overImpact: 'Over Impact',
};

/** Both damage tables share their rows; the meta (label, page) is what tells them apart. */
export function damageBody(): ViewBody {
  return {
    rowHeader: '1d6',
    columns: [{ id: 'result', label: 'Result' }],
    rows: RANGED_DAMAGE_TABLE.rows.map((r) => ({
      id: r.id,
      label: DAMAGE_ROW_WORDS[r.id],
      cells: [DAMAGE_WORDS[r.result]],
    })),
    notes: ['One roll per hit.'],
  };
}

const CHARGE_ROW_WORDS: Record<ChargeRowId, string> = {
  chargerPassedMore: 'Charger passed more',
  samePassed: 'Same number',
  targetPassedMore: 'Target passed more',
};

export function chargeBody(): ViewBody {
  const t = CHARGE_TABLE;
  const notes = ["Charger and target each roll; the modifiers change the target's dice."];
  if (t.chargerMovesIn) notes.push('The charger ends in contact whatever the dice.');
  if (!t.reactionTests) notes.push('Nobody takes a Reaction Test for the charge.');
  return {
    rowHeader: 'Comparison',
    columns: [{ id: 'result', label: 'Result' }],
    rows: (Object.keys(t.rows) as ChargeRowId[]).map((id) => ({
      id,
      label: CHARGE_ROW_WORDS[id],
      cells: [CHARGE_WORDS[t.rows[id]]],
    })),
    notes,
  };
}

export function meleeBody(): ViewBody {
  const t = MELEE_TABLE;
  const words: Record<string, string> = { wins: 'Wins; the difference is the Impact', evenlyMatched: 'Evenly matched' };
  const labels: Record<string, string> = { moreSuccesses: 'More successes', sameSuccesses: 'Same successes' };
  return {
    rowHeader: 'Successes',
    columns: [{ id: 'result', label: 'Result' }],
    rows: Object.entries(t.rows).map(([id, r]) => ({ id, label: labels[id] ?? id, cells: [words[r] ?? r] })),
    notes: ['The loser rolls on Melee Damage.'],
  };
}

export function readyGrenadeBody(): ViewBody {
  const t = READY_GRENADE_TABLE;
  const part = t.moveFraction === 0.5 ? 'half' : `${t.moveFraction} of`;
  return {
    rowHeader: 'Dice passed',
    columns: [{ id: 'result', label: 'Result' }],
    rows: passKeys(t.rows).map((p) => ({ id: String(p), label: passLabel(p), cells: [READY_WORDS[t.rows[p]]] })),
    notes: [`Costs ${part} the figure's move, only while active.`],
  };
}

export function throwGrenadeBody(): ViewBody {
  const t = THROW_GRENADE_TABLE;
  return {
    rowHeader: 'Dice passed',
    columns: [
      { id: 'seen', label: 'Spot in sight' },
      { id: 'unseen', label: 'Spot out of sight' },
    ],
    rows: passKeys(t.rows).map((p) => ({
      id: String(p),
      label: passLabel(p),
      cells: [THROW_WORDS[t.rows[p].seen], THROW_WORDS[t.rows[p].unseen]],
    })),
    notes: [`Reaches ${t.maxDistance}" at most.`, 'Dropped over a wall or rolled through a door counts as in sight.'],
  };
}

export function escapeBlastBody(): ViewBody {
  const t = ESCAPE_BLAST_TABLE;
  const words: Record<(typeof t.rows)[0 | 1], string> = {
    droppedProne: 'Drops prone in time',
    caught: 'Caught by the blast',
  };
  return {
    rowHeader: 'Dice passed',
    columns: [{ id: 'result', label: 'Result' }],
    rows: passKeys(t.rows).map((p) => ({ id: String(p), label: passLabel(p), cells: [words[t.rows[p]]] })),
  };
}

function protection(p: Protection): string {
  if (p.cover && p.concealed) return 'Cover, concealed';
  if (p.cover) return 'Cover';
  return p.concealed ? 'Concealed' : 'Nothing';
}

export function coverConcealmentBody(): ViewBody {
  const t = COVER_CONCEALMENT_TABLE;
  return {
    rowHeader: 'Where',
    columns: [
      { id: 'stationary', label: 'Standing still' },
      { id: 'moving', label: 'Moving' },
    ],
    rows: COVER_PLACES.map((place) => ({
      id: place,
      label: COVER_PLACE_WORDS[place],
      cells: [protection(t.rows[place].stationary), protection(t.rows[place].moving)],
    })),
    notes: ['Concealment makes a figure harder to see; cover makes it harder to hit.'],
  };
}

export function buildingDefenceBody(): ViewBody {
  const t = BUILDING_DEFENCE_TABLE;
  return {
    rowHeader: 'Built of',
    columns: [{ id: 'dv', label: 'DV' }],
    rows: BUILDING_MATERIALS.map((m) => ({ id: m, label: t.rows[m].label, cells: [`${t.rows[m].dv}`] })),
    notes: ['A blast is stopped by cover whose DV is at least its Impact.'],
  };
}

export function starPowerBody(): ViewBody {
  const words: Record<string, string> = {
    reduceOneLevel: 'Lowers one result a level',
    noEffectKept: 'No effect',
    noEffectLost: 'No effect; die lost',
  };
  return {
    rowHeader: 'Each die',
    columns: [{ id: 'result', label: 'Result' }],
    rows: Object.entries(STAR_POWER_TABLE.rows)
      .sort(([a], [b]) => parseInt(a, 10) - parseInt(b, 10))
      .map(([id, r]) => ({ id, label: id, cells: [words[r] ?? r] })),
    rolls: '1d6 per Star Power die left, read as rolled',
    notes: [
      'A Star starts each Encounter with one Star Power die per point of Rep.',
      'A lost die is gone for the rest of the Encounter.',
    ],
  };
}

export function collapseBody(): ViewBody {
  const words: Record<string, string> = { collapses: 'Caves in', stands: 'Stands' };
  return {
    rowHeader: '1d6',
    columns: [{ id: 'result', label: 'Result' }],
    rows: Object.entries(COLLAPSE_TABLE.rows).map(([id, r]) => ({ id, label: id, cells: [words[r] ?? r] })),
    notes: [
      'Rolled only when a rocket hits an area with another area on top of it.',
      'Those inside die; those in the areas above fall and take a Recover test.',
    ],
  };
}
