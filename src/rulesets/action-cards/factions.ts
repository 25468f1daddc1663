// The five shipped factions as data (RULINGS-variants.md, under plain names), and how a side's overrides
// turn one into the numbers the rules read. Players add their own by writing the same fields in a file.
import type { Special } from './vocab';

export interface Weapon {
  /** Shooting dice. */
  dice: number;
  /** Close-combat dice when they differ from the shooting dice. */
  close?: number;
  /** Rolled once as a 6" circle against every group with a figure inside. */
  area?: boolean;
}

export interface KillNumbers {
  open: number;
  cover: number;
  buildings: number;
}

export interface Cards {
  single: number;
  double: number;
  triple: number;
}

export interface Faction {
  id: string;
  name: string;
  /** Inches per Move action. */
  move: number;
  weapons: Readonly<Record<string, Weapon>>;
  /** The weapon a figure carries when the file names none. */
  weapon: string;
  kill: KillNumbers;
  groupSize: number;
  linkedFire: boolean;
  cards: Cards;
  specials: readonly Special[];
}

const STANDARD_CARDS: Cards = { single: 5, double: 3, triple: 1 };

export const FACTIONS: Readonly<Record<string, Faction>> = {
  soldiers: {
    id: 'soldiers',
    name: 'soldiers',
    move: 8,
    weapons: { rifle: { dice: 1 }, support: { dice: 2 }, rocket: { dice: 4 }, grenade: { dice: 3, area: true } },
    weapon: 'rifle',
    kill: { open: 6, cover: 9, buildings: 12 },
    groupSize: 4,
    linkedFire: true,
    cards: STANDARD_CARDS,
    specials: ['search'],
  },
  aliens: {
    id: 'aliens',
    name: 'armoured aliens',
    move: 8,
    weapons: { gun: { dice: 6 } },
    weapon: 'gun',
    kill: { open: 24, cover: 24, buildings: 24 },
    groupSize: 3,
    linkedFire: false,
    cards: STANDARD_CARDS,
    specials: ['search'],
  },
  burrowers: {
    id: 'burrowers',
    name: 'fast burrowers',
    move: 16,
    // Not given by the rulings: one spit die each, two dice of claws at close quarters (rules notes).
    weapons: { claws: { dice: 1, close: 2 } },
    weapon: 'claws',
    kill: { open: 6, cover: 9, buildings: 12 },
    groupSize: 4,
    linkedFire: false,
    cards: STANDARD_CARDS,
    specials: ['search', 'burrow'],
  },
  police: {
    id: 'police',
    name: 'police',
    move: 8,
    weapons: { pistol: { dice: 1 } },
    weapon: 'pistol',
    kill: { open: 6, cover: 9, buildings: 12 },
    groupSize: 4,
    linkedFire: false,
    cards: STANDARD_CARDS,
    specials: ['search'],
  },
  swarm: {
    id: 'swarm',
    name: 'creature swarm',
    move: 8,
    weapons: { bite: { dice: 0, close: 2 } },
    weapon: 'bite',
    kill: { open: 6, cover: 8, buildings: 10 },
    groupSize: 6,
    linkedFire: false,
    cards: STANDARD_CARDS,
    specials: ['search'],
  },
};

export const FACTION_IDS = Object.keys(FACTIONS);

/** The numbers a side plays with: its faction, with the file's overrides laid over it. */
export function withOverrides(
  base: Faction,
  o: { kill?: KillNumbers; move?: number; linkedFire?: boolean; cards?: Cards },
): Faction {
  return {
    ...base,
    kill: o.kill ?? base.kill,
    move: o.move ?? base.move,
    linkedFire: o.linkedFire ?? base.linkedFire,
    cards: o.cards ?? base.cards,
  };
}
