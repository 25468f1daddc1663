// The action-point game's tables as typed data: ranks, combat phases, AP costs, the spotting, shooting,
// throwing and morale modifier lists, weapons, grenades and blast weapons, armour, wounds, the failed
// morale tables, hand to hand, deviation, heavy weapons and vehicles. Numbers are the text's and the
// rulings'; every rule reads them from here, so the reference pages and the odds show the same rows.

export const RANKS = ['novice', 'average', 'veteran', 'elite'] as const;
export type Rank = (typeof RANKS)[number];

/** Per rank (rulings): BODY, weapon and spot skill, morale, heavy weapon bonus. */
export const RANK_TABLE: Readonly<Record<Rank, { body: number; skill: number; morale: number; heavyBonus: number }>> = {
  novice: { body: 11, skill: 40, morale: 50, heavyBonus: 10 },
  average: { body: 13, skill: 50, morale: 60, heavyBonus: 20 },
  veteran: { body: 15, skill: 60, morale: 70, heavyBonus: 30 },
  elite: { body: 17, skill: 70, morale: 80, heavyBonus: 40 },
};

/** The Combat Phase Table: per BODY column, the phases (1-10) it acts in. */
export const PHASE_COLUMNS = [
  { id: 'body0to11', lo: 0, hi: 11, phases: [4, 6, 8, 10] },
  { id: 'body12to14', lo: 12, hi: 14, phases: [3, 5, 7, 9] },
  { id: 'body15to17', lo: 15, hi: 17, phases: [2, 4, 6, 8] },
  { id: 'body18to20', lo: 18, hi: 20, phases: [1, 3, 5, 7] },
] as const;
export const PHASES_PER_ROUND = 10;
export const ROUNDS = 6;
export const AP_PER_ACT = 3;

/** The Movement AP table (and the other AP prices), inches per AP where a move. */
export const AP_COSTS = {
  walk: { ap: 1, inches: 3 },
  run: { ap: 1, inches: 6 },
  crawl: { ap: 1, inches: 1 },
  dive: { ap: 2, inches: 1 },
  turn: { ap: 1 },
  spot: { ap: 1 },
  shoot: { ap: 1 },
  throw: { ap: 1 },
  attack: { ap: 1 },
  kneel: { ap: 1 },
  prone: { ap: 1 },
  stop: { ap: 1 },
  stand: { ap: 1 },
  climbLow: { ap: 1 },
  climbHigh: { ap: 3 },
  window: { ap: 3 },
  clearJam: { ap: 2 },
  aimMax: 2,
} as const;

/** One modifier row: its key (the "why" link), words and value in percentage points. */
export interface ModRow {
  key: string;
  text: string;
  value: number;
}
const rows = <K extends string>(r: Record<K, [string, number]>): Record<K, ModRow> =>
  Object.fromEntries(
    Object.entries(r).map(([k, v]) => [
      k,
      { key: k, text: (v as [string, number])[0], value: (v as [string, number])[1] },
    ]),
  ) as Record<K, ModRow>;

export const SPOT_MODS = rows({
  targetCrawling: ['target crawling/climbing/swimming', 10],
  targetWalking: ['target walking', 20],
  targetRunning: ['target running', 30],
  targetProne: ['target prone', -30],
  targetKneeling: ['target kneeling', -20],
  barrage: ['under barrage', -50],
  extraTarget: ['another target within 2"', 10],
  firingBolt: ['target fired a bolt-action rifle', 10],
  firingAuto: ['target fired an automatic weapon', 20],
  firingHeavy: ['target fired a heavy weapon', 40],
  softCover: ['target in soft cover', -30],
  mediumCover: ['target in medium cover', -40],
  hardCover: ['target in hard cover', -50],
  prepared: ['target in prepared defences', -60],
  hidden: ['target hidden', -75],
  ghillie: ['target in a ghillie suit', -50],
  underFire: ['spotter under fire (morale marker)', -10],
  dusk: ['dusk or dawn', -25],
  night: ['night', -50],
  scope: ['sniper scope', 20],
  targetAbove: ['target above, per storey', -10],
  targetBelow: ['target below, per storey', 10],
  nearBlast: ['spotter within 12" of a grenade', -30],
  thermal: ['thermal sights', 30],
  nightVision: ['night vision at night', 30],
  spotterWalking: ['spotter walking/climbing/swimming', -10],
  spotterRunning: ['spotter running', -20],
  aim: ['per AP spent looking', 10],
  buttonedUp: ['spotter inside a vehicle (buttoned up)', -30],
  spotterVehicleMoving: ['spotter vehicle moving', -30],
  // The "Vehicles" rows for a vehicle as the target (decision 61): they stand for the figure rows above.
  vehicleMoving: ['target vehicle moving', 50],
  vehicleFiringSecondary: ['target vehicle fired a secondary weapon', 30],
  vehicleFiringPrimary: ['target vehicle fired its main weapon', 50],
  vehicleSideOn: ['target vehicle side on', 50],
  vehicleHardCover: ['target vehicle in hard cover', -20],
  vehicleSoftCover: ['target vehicle in soft cover', -10],
  vehicleHullDown: ['target vehicle hull down', -20],
});
export const STOREY_CAP = 30;

export const SHOOT_MODS = rows({
  aim: ['per AP of aim', 10],
  targetRunning: ['target running', -20],
  targetWalking: ['target walking/crawling/climbing/swimming', -10],
  targetKneeling: ['target kneeling', -20],
  targetProne: ['target prone (not within 4")', -30],
  softCover: ['target in soft cover', -20],
  mediumCover: ['target in medium cover', -30],
  hardCover: ['target in hard cover', -40],
  prepared: ['target in prepared defences', -50],
  targetHigher: ['target higher, per storey', -10],
  within4: ['target within 4"', 30],
  attackerRunning: ['shooter running', -20],
  attackerWalking: ['shooter walking/climbing/crawling/swimming', -10],
  attackerKneeling: ['shooter kneeling or braced', 10],
  attackerProne: ['shooter prone', 20],
  fromAbove: ['shooting from above, per storey', 10],
  scope: ['sniper scope', 25],
  snapFire: ['snap fire', -30],
  heavyBonus: ['heavy weapon crew bonus', 0],
  targetVehicleMoving: ['target vehicle moving', 20],
  vehicleHardCover: ['target vehicle in hard cover', -30],
  vehicleSoftCover: ['target vehicle in soft cover', -20],
  attackerVehicleMoving: ['shooter in a moving vehicle', -20],
});

export const THROW_MODS = rows({
  targetRunning: ['target running', -20],
  targetHigher: ['target higher, per storey', -10],
  attackerRunning: ['thrower running', -20],
  attackerWalking: ['thrower walking/climbing/crawling', -10],
  fromAbove: ['throwing from above, per storey', 10],
});

export const MORALE_MODS = rows({
  inflicted: ['wounded an enemy in the last combat phase', 10],
  friendNear: ['a conscious friend within 6" (max +30%)', 10],
  enemyNear: ['an enemy after the second within 6" (max -30%)', -10],
  showOfForce: ['show of force (insurgents only)', -30],
  sniperOrMg: ['under sniper or machine-gun fire', -20],
  mortarOrRpg: ['under mortar or RPG fire', -30],
  heavyFire: ['under ATGM, cannon or chaingun fire', -50],
  extraMarker: ['each morale marker after the first', -10],
  softCover: ['in soft cover', 10],
  mediumCover: ['in medium cover', 20],
  hardCover: ['in hard cover', 30],
  vehicle: ['inside a vehicle', 30],
  friendHit: ['a friend within 12" in sight wounded or killed', -30],
  cries: ['a wounded friend crying out within 12" in sight', -20],
  lightWound: ['own light wound', -20],
  mediumWound: ['own medium wound', -40],
  seriousWound: ['own serious wound', -60],
});
export const MORALE_CAP = { friendNear: 30, enemyNear: 30 } as const;

export const COVERS = ['none', 'soft', 'medium', 'hard', 'prepared'] as const;
export type Cover = (typeof COVERS)[number];

export const WEAPON_NAMES = [
  'pistol',
  'smg',
  'assault rifle',
  'combat shotgun',
  'sniper rifle',
  'lmg',
  '.50 barrett',
  'gpmg',
  'hmg',
  'knife',
] as const;
export type WeaponName = (typeof WEAPON_NAMES)[number];

export type FireKind = 'bolt' | 'auto' | 'heavy' | 'none';
export interface Weapon {
  name: WeaponName;
  /** Number of d10s; 0 for a knife (hand to hand only). */
  dice: number;
  range: number;
  /** Shotgun: dice by range band (inches up to -> dice). */
  bands?: readonly { upTo: number; dice: number }[];
  /** Burst or area width, inches, and the dice for figures in it other than the target. */
  burst?: { width: number; dice: number };
  scope?: boolean;
  heavy?: boolean;
  minRange?: number;
  setUpPhases?: number;
  /** What a spotter sees it fire as. */
  fires: FireKind;
  /** Morale modifier key for its targets. */
  moraleKey?: 'sniperOrMg';
}
export const WEAPONS: Readonly<Record<WeaponName, Weapon>> = {
  pistol: { name: 'pistol', dice: 1, range: 25, fires: 'bolt' },
  smg: { name: 'smg', dice: 2, range: 100, fires: 'auto' },
  'assault rifle': { name: 'assault rifle', dice: 2, range: 250, fires: 'auto' },
  'combat shotgun': {
    name: 'combat shotgun',
    dice: 3,
    range: 20,
    bands: [
      { upTo: 10, dice: 3 },
      { upTo: 20, dice: 2 },
    ],
    burst: { width: 2, dice: 2 },
    fires: 'bolt',
  },
  'sniper rifle': { name: 'sniper rifle', dice: 4, range: 250, scope: true, fires: 'bolt', moraleKey: 'sniperOrMg' },
  lmg: { name: 'lmg', dice: 4, range: 500, burst: { width: 2, dice: 3 }, fires: 'auto', moraleKey: 'sniperOrMg' },
  '.50 barrett': { name: '.50 barrett', dice: 5, range: 500, scope: true, fires: 'bolt', moraleKey: 'sniperOrMg' },
  gpmg: {
    name: 'gpmg',
    dice: 4,
    range: 500,
    burst: { width: 3, dice: 4 },
    heavy: true,
    minRange: 5,
    setUpPhases: 1,
    fires: 'heavy',
    moraleKey: 'sniperOrMg',
  },
  hmg: {
    name: 'hmg',
    dice: 4,
    range: 500,
    burst: { width: 6, dice: 4 },
    heavy: true,
    minRange: 5,
    setUpPhases: 3,
    fires: 'heavy',
    moraleKey: 'sniperOrMg',
  },
  knife: { name: 'knife', dice: 0, range: 0, fires: 'none' },
};

/** Hand-to-hand damage: a knife or entrenching tool, or bare hands (d10 / d6). */
export const MELEE_DAMAGE = { knife: { dice: 1, sides: 10 }, unarmed: { dice: 1, sides: 6 } } as const;

export interface Blast {
  name: string;
  range: number;
  minRange: number;
  /** Radii in inches (half the printed diameters). */
  killRadius: number;
  damageRadius: number;
  killDice: number;
  damageDice: number;
  pen: number;
}
export const GRENADES: Readonly<Record<string, Blast>> = {
  hand: {
    name: 'hand grenade',
    range: 20,
    minRange: 0,
    killRadius: 2.5,
    damageRadius: 7.5,
    killDice: 4,
    damageDice: 1,
    pen: 3,
  },
  gmg: {
    name: '40mm grenade',
    range: 75,
    minRange: 10,
    killRadius: 2.5,
    damageRadius: 7.5,
    killDice: 4,
    damageDice: 1,
    pen: 5,
  },
  rpg: {
    name: 'RPG',
    range: 250,
    minRange: 5,
    killRadius: 2.5,
    damageRadius: 7.5,
    killDice: 6,
    damageDice: 1,
    pen: 10,
  },
  at4: {
    name: 'AT4',
    range: 1250,
    minRange: 10,
    killRadius: 5,
    damageRadius: 7.5,
    killDice: 6,
    damageDice: 2,
    pen: 10,
  },
  javelin: {
    name: 'Javelin/ATGM',
    range: 1250,
    minRange: 35,
    killRadius: 5,
    damageRadius: 20,
    killDice: 6,
    damageDice: 2,
    pen: 20,
  },
  mortar60: {
    name: '60mm mortar',
    range: 500,
    minRange: 20,
    killRadius: 2.5,
    damageRadius: 12.5,
    killDice: 4,
    damageDice: 1,
    pen: 4,
  },
  mortar81: {
    name: '81mm mortar',
    range: 500,
    minRange: 20,
    killRadius: 5,
    damageRadius: 20,
    killDice: 4,
    damageDice: 1,
    pen: 6,
  },
  mortar120: {
    name: '120mm mortar',
    range: 500,
    minRange: 20,
    killRadius: 7.5,
    damageRadius: 30,
    killDice: 4,
    damageDice: 1,
    pen: 10,
  },
  // The vehicles' guns (decision 87): the heavy weapons table's AutoCannon, Chaingun and MBT Cannon rows. The
  // MBT cannon's damage zone is the first table's (10" radius, 3d10, beside its PEN); the damage chart's 40"
  // across and 2d10 repeat the Javelin row above it.
  autocannon: {
    name: 'autocannon',
    range: 2000,
    minRange: 5,
    killRadius: 2.5,
    damageRadius: 7.5,
    killDice: 6,
    damageDice: 1,
    pen: 7,
  },
  chaingun: {
    name: 'chaingun',
    range: 1500,
    minRange: 5,
    killRadius: 2.5,
    damageRadius: 7.5,
    killDice: 6,
    damageDice: 1,
    pen: 8,
  },
  mbtCannon: {
    name: 'tank gun',
    range: 2000,
    minRange: 35,
    killRadius: 5,
    damageRadius: 10,
    killDice: 6,
    damageDice: 3,
    pen: 20,
  },
};
export const MAX_DAMAGE_DICE = 6;
/** Smoke: a 10" cloud (radius 5") lasting 1d6 rounds, thrown 20". */
export const SMOKE = { range: 20, radius: 5, roundsDie: 6 } as const;
/** A vehicle's smoke launchers (decision 93): a salvo lands up to 10" off, never missing; 2 salvos unless the file says. */
export const SMOKE_LAUNCHERS = { range: 10, salvos: 2 } as const;

export const ARMOURS = ['light', 'full'] as const;
export type Armour = (typeof ARMOURS)[number];
export const ARMOUR_TABLE: Readonly<
  Record<Armour, { dice: number; sides: number; plus: number; fixed: number; body: number }>
> = {
  light: { dice: 1, sides: 6, plus: 4, fixed: 6, body: -1 },
  full: { dice: 1, sides: 10, plus: 4, fixed: 8, body: -2 },
};

export const WOUND_BANDS = ['none', 'light', 'medium', 'serious', 'critical', 'dead'] as const;
export type WoundBand = (typeof WOUND_BANDS)[number];
/** The Wound Table by damage after armour. */
export const WOUND_TABLE: readonly {
  band: Exclude<WoundBand, 'none'>;
  lo: number;
  hi: number;
  consciousness: number;
  morale: number;
}[] = [
  { band: 'light', lo: 1, hi: 3, consciousness: 100, morale: -20 },
  { band: 'medium', lo: 4, hi: 6, consciousness: 60, morale: -40 },
  { band: 'serious', lo: 7, hi: 9, consciousness: 40, morale: -60 },
  { band: 'critical', lo: 10, hi: 12, consciousness: 20, morale: 0 },
  { band: 'dead', lo: 13, hi: Infinity, consciousness: 0, morale: 0 },
];
/** Victory points (mission column and rulings). */
export const VICTORY = { kill: 10, firstAid: 10, evacuate: 50 } as const;

export const FAILED_MORALE = [
  { lo: 1, hi: 5, result: 'dropProne' },
  { lo: 6, hi: 8, result: 'pinned' },
  { lo: 9, hi: 10, result: 'retire' },
] as const;
export type FailedMorale = (typeof FAILED_MORALE)[number]['result'];
/** Surrender distances: pinned alone with an enemy within 2", retiring alone with one within 4". */
export const SURRENDER = { pinned: 2, retire: 4, retireTo: 12, alone: 6 } as const;

export const MELEE_FAILED_MORALE = [
  { lo: 1, hi: 8, result: 'tacticalRetreat', move: 6 },
  { lo: 9, hi: 10, result: 'broken', move: 12 },
] as const;
export type MeleeFailedMorale = (typeof MELEE_FAILED_MORALE)[number]['result'];
export const BROKEN_FREE_ATTACK = 20;

/** Hand-to-Hand Combat Table: attacker rank -> defender rank -> %. */
export const MELEE_TABLE: Readonly<Record<Rank, Readonly<Record<Rank, number>>>> = {
  novice: { novice: 60, average: 50, veteran: 40, elite: 30 },
  average: { novice: 70, average: 60, veteran: 50, elite: 40 },
  veteran: { novice: 80, average: 70, veteran: 60, elite: 50 },
  elite: { novice: 90, average: 80, veteran: 70, elite: 60 },
};
export const PARRY_PENALTY = -10;

export const MANOEUVRES = ['feint', 'charge', 'circle', 'breakaway', 'trip', 'allOut'] as const;
export type Manoeuvre = (typeof MANOEUVRES)[number];
export const MANOEUVRE_TABLE: Readonly<
  Record<Manoeuvre, { ap: number; hit: number; damagePlus: number; parry: number; extraDie?: boolean; text: string }>
> = {
  feint: { ap: 2, hit: -20, damagePlus: 8, parry: -50, text: 'feint and attack' },
  charge: { ap: 2, hit: 20, damagePlus: 0, parry: 0, text: 'charge forward and attack' },
  circle: { ap: 2, hit: -20, damagePlus: 8, parry: -50, text: 'circle attack' },
  breakaway: { ap: 3, hit: -20, damagePlus: 0, parry: 0, text: 'breakaway' },
  trip: { ap: 2, hit: -20, damagePlus: 0, parry: 0, text: 'trip' },
  allOut: { ap: 3, hit: 10, damagePlus: 0, parry: 0, extraDie: true, text: 'all-out attack' },
};
export const BREAKAWAY = { push: 5, dieSides: 10 } as const;
export const TRIPPED = { skill: -50, standAp: 2 } as const;

export const MELEE_FUMBLES = [
  { lo: 1, hi: 2, result: 'kitLoose', text: 'kit comes loose: -25% to attack and parry this round' },
  { lo: 3, hi: 4, result: 'twistAnkle', text: 'misstep: falls prone, enemies +25% until standing' },
  { lo: 5, hi: 6, result: 'dropWeapon', text: 'drops weapon: 3 AP to pick it up, no attack or parry meanwhile' },
  { lo: 7, hi: 8, result: 'panic', text: 'panic: runs toward cover' },
  { lo: 9, hi: 10, result: 'wideOpen', text: 'wide open: the next enemy hit is a critical' },
] as const;
export type MeleeFumble = (typeof MELEE_FUMBLES)[number]['result'];
export const FUMBLE_MODS = { kitLoose: -25, twistAnkle: 25, dropWeaponAp: 3 } as const;

/** Grenade deviation by rank: distance dice (count, sides, halved), inches. */
export const DEVIATION: Readonly<
  Record<
    string,
    {
      low: { count: number; sides: number; halve: boolean };
      high: { count: number; sides: number; halve: boolean };
      unit: 'inch' | 'metre';
    }
  >
> = {
  grenade: { low: { count: 1, sides: 6, halve: false }, high: { count: 1, sides: 6, halve: true }, unit: 'inch' },
  ugl: { low: { count: 1, sides: 10, halve: false }, high: { count: 1, sides: 6, halve: false }, unit: 'inch' },
  mortar: { low: { count: 3, sides: 10, halve: false }, high: { count: 3, sides: 6, halve: false }, unit: 'inch' },
  atgm: { low: { count: 1, sides: 10, halve: false }, high: { count: 1, sides: 6, halve: false }, unit: 'metre' },
  gmg: { low: { count: 2, sides: 10, halve: false }, high: { count: 2, sides: 6, halve: false }, unit: 'metre' },
  mbt: { low: { count: 2, sides: 10, halve: false }, high: { count: 2, sides: 6, halve: false }, unit: 'metre' },
};

/**
 * Launchers a figure carries beside its own weapon, and the heavy weapons that fire blast rounds (decision
 * 67): which blast row each fires (GRENADES), which deviation row a miss reads (DEVIATION), the combat
 * phases to set it up, whether the heavy weapon bonus applies, the morale row its fire puts on those caught,
 * whether it lays a barrage, how many rounds one firing throws, and the rounds carried when the file is silent.
 */
/** What a figure may carry (the file's `launcher`). */
export const CARRIED_LAUNCHERS = ['ugl', 'rpg', 'at4', 'javelin', 'gmg', 'mortar60', 'mortar81', 'mortar120'] as const;
/** The guns only a vehicle mounts (decision 87), fired by the crew figure that mans them as a launcher is. */
export const VEHICLE_GUNS = ['chaingun', 'autocannon', 'mbtCannon', 'missiles'] as const;
export const LAUNCHER_KINDS = [...CARRIED_LAUNCHERS, ...VEHICLE_GUNS] as const;
export type LauncherKind = (typeof LAUNCHER_KINDS)[number];
/** The mounted weapons that fire blast rounds with `fire`: the grenade machine gun and the vehicles' guns. */
export const MOUNTED_BLAST: readonly LauncherKind[] = ['gmg', ...VEHICLE_GUNS];
export interface Launcher {
  name: string;
  blast: keyof typeof GRENADES & string;
  deviation: keyof typeof DEVIATION & string;
  setUp: number;
  heavy: boolean;
  moraleKey: 'mortarOrRpg' | 'heavyFire' | null;
  barrage: boolean;
  /** 'd6/2': the grenade machine gun's 1d6/2 rounds per phase (rounded up); 1: one round. */
  perFire: 1 | 'd6/2';
  rounds: number;
}
/** What the shoulder-fired launchers share: no set-up, one round at a time, deviating as a grenade launcher. */
const SHOULDER: Omit<Launcher, 'name' | 'blast' | 'rounds'> = {
  deviation: 'ugl',
  setUp: 0,
  heavy: true,
  moraleKey: 'mortarOrRpg',
  barrage: false,
  perFire: 1,
};

/** A launcher's row: the shoulder-fired ones' values with this launcher's own over them. */
function launcher(own: Pick<Launcher, 'name' | 'blast' | 'rounds'> & Partial<Launcher>): Launcher {
  const { name, blast, deviation, setUp, heavy, moraleKey, barrage, perFire, rounds } = { ...SHOULDER, ...own };
  // Written out in the table's own field order (the order the rows had when each was spelled out).
  return { name, blast, deviation, setUp, heavy, moraleKey, barrage, perFire, rounds };
}

/** A mortar: set up in 3 phases, lays a barrage, its blast named by its calibre. */
const mortar = (mm: 60 | 81 | 120, rounds: number): Launcher =>
  launcher({ name: `${mm}mm mortar`, blast: `mortar${mm}`, deviation: 'mortar', setUp: 3, barrage: true, rounds });

export const LAUNCHERS: Readonly<Record<LauncherKind, Launcher>> = {
  ugl: launcher({ name: 'grenade launcher', blast: 'gmg', heavy: false, moraleKey: null, rounds: 4 }),
  rpg: launcher({ name: 'RPG', blast: 'rpg', rounds: 3 }),
  at4: launcher({ name: 'AT4', blast: 'at4', rounds: 1 }),
  javelin: launcher({
    name: 'Javelin',
    blast: 'javelin',
    deviation: 'atgm',
    setUp: 2,
    moraleKey: 'heavyFire',
    rounds: 2,
  }),
  gmg: launcher({ name: 'grenade machine gun', blast: 'gmg', deviation: 'gmg', setUp: 3, perFire: 'd6/2', rounds: 12 }),
  mortar60: mortar(60, 8),
  mortar81: mortar(81, 8),
  mortar120: mortar(120, 6),
  // The vehicles' guns (decision 87): mounted and ready, one round a firing, deviating on the MBT cannon's row
  // (the text gives the chaingun and autocannon none), putting "under ATGM, cannon or chaingun fire" on those
  // caught. Rounds when the file is silent: ours (the text gives none).
  chaingun: launcher({ name: 'chaingun', blast: 'chaingun', deviation: 'mbt', moraleKey: 'heavyFire', rounds: 20 }),
  autocannon: launcher({
    name: 'autocannon',
    blast: 'autocannon',
    deviation: 'mbt',
    moraleKey: 'heavyFire',
    rounds: 20,
  }),
  mbtCannon: launcher({ name: 'tank gun', blast: 'mbtCannon', deviation: 'mbt', moraleKey: 'heavyFire', rounds: 10 }),
  // The Apache/Tigre's Hellfire/Hydra missiles (decision 92): the heavy weapons table's Javelin/ATGM/ASM row
  // (an air-to-surface missile), deviating on the ATGM row. Counted apart from the vehicle's other blast gun.
  missiles: launcher({ name: 'missile', blast: 'javelin', deviation: 'atgm', moraleKey: 'heavyFire', rounds: 4 }),
};

export const HEAVY_WEAPONS = [
  { name: 'GPMG/MG', setUp: 1, pen: 1 },
  { name: 'HMG', setUp: 3, pen: 2 },
  { name: 'Javelin/ATGM', setUp: 2, pen: 20 },
  { name: 'Mortar', setUp: 3, pen: 4 },
] as const;

export const VEHICLES: readonly { name: string; armour: number; ied: number | null; weapons: string }[] = [
  { name: 'Technical', armour: 0, ied: 0, weapons: '-' },
  { name: 'Humvee', armour: 2, ied: 1, weapons: 'GMG/.50 cal' },
  { name: 'Humvee + additional armour', armour: 3, ied: 2, weapons: 'GMG/.50 cal' },
  { name: 'M1117', armour: 4, ied: 4, weapons: '40mm Mk 19, .50 cal' },
  { name: 'Cougar/Bulldog/Mastiff', armour: 4, ied: 5, weapons: '40mm Mk 19, .50 cal' },
  { name: 'TPz Fuchs', armour: 2, ied: 3, weapons: '3 x HMG or GMG' },
  { name: 'Viking', armour: 2, ied: 1, weapons: '.50 cal, smoke' },
  { name: 'VAB 4x4/6x6', armour: 3, ied: 4, weapons: '7.62mm MG' },
  { name: 'LAV/Stryker/M113/Boxer/Puma', armour: 6, ied: 6, weapons: '25mm chaingun/40mm Mk 19, .50 cal' },
  { name: 'Jackal/Coyote', armour: 3, ied: 4, weapons: '40mm Mk 19, .50 cal' },
  { name: 'Snatch Landrover', armour: 2, ied: 1, weapons: '.50 cal, GPMG' },
  { name: 'Bradley', armour: 10, ied: 10, weapons: '25mm chaingun' },
  { name: 'Warrior', armour: 9, ied: 9, weapons: '30mm Rarden' },
  { name: 'MBT 1', armour: 12, ied: 12, weapons: 'by type' },
  { name: 'MBT 2', armour: 14, ied: 14, weapons: 'by type' },
  { name: 'MBT 3', armour: 16, ied: 16, weapons: 'by type' },
  { name: 'Chinook', armour: 4, ied: null, weapons: '-' },
  { name: 'Blackhawk', armour: 6, ied: null, weapons: 'by type' },
  { name: 'Apache/Tigre', armour: 8, ied: null, weapons: '30mm chain gun, Hellfire/Hydra missiles' },
];
/** A vehicle hit with PEN at least its armour rolls 1d10 here (rulings). */
export const VEHICLE_DAMAGE = [
  { lo: 1, hi: 4, result: 'immobilised' },
  { lo: 5, hi: 7, result: 'weaponDestroyed' },
  { lo: 8, hi: 10, result: 'destroyed' },
] as const;

/** A d100 test's clamp and its critical/fumble reading (rulings). */
export const TEST = { min: 5, max: 95, fumbleFrom: 96, critDivisor: 10 } as const;
export const RANGES = { close: 4, witness: 12, friendNear: 6, blastSpot: 12, contact: 1.05 } as const;

/** Read a 1d10 on a table of ranges. */
export function readTable<T extends { lo: number; hi: number }>(table: readonly T[], roll: number): T {
  return table.find((r) => roll >= r.lo && roll <= r.hi) ?? table[table.length - 1]!;
}
