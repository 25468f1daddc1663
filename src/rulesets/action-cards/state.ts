// The whole game as plain data: the table, the factions and their groups and figures, the deck and the cards
// laid out this turn, the card in play and its actions left, locks between groups, pending casualties and the
// end. It keeps the seed and the shared dice state, so the same file and commands replay bit for bit.
import type { RulesetState } from '../../core/ruleset';
import type { Vec } from '../../geometry/shapes';
import type { Faction, KillNumbers } from './factions';
import type { AcPiece, TerrainMap } from './terrain';
import type { AcCommand } from './commands';
import type { DiceAsk } from '../../core/dice/entered';
import type { Aim, CardKind, Control, VehicleKind } from './vocab';

export interface Card {
  kind: CardKind;
  /** The faction (side id) it belongs to; none for a Special Event. */
  side?: string;
  /** Drawn from the file's fixed list: it goes to no discard pile. */
  fromFile?: boolean;
}

export interface AcFigure {
  id: string;
  group: string;
  side: string;
  at: Vec;
  status: 'active' | 'dead';
  weapon: string;
  dice: number;
  closeDice: number;
  area: boolean;
  /** Vehicles only: degrees, 0 = +x. */
  facing?: number;
}

export interface AcGroup {
  id: string;
  side: string;
  figures: string[];
  /** Burrowed under the table: comes up with its next action. */
  burrowed?: boolean;
  vehicle?: VehicleKind;
  /** A helicopter in the air. */
  flying?: boolean;
  /** A vehicle's own kill numbers. */
  kill?: KillNumbers;
}

export interface AcSide {
  id: string;
  control: Control;
  faction: Faction;
}

/** Two groups in base contact, and which one made the contact. */
export interface Lock {
  a: string;
  b: string;
  by: string;
}

/** Kills a faction must take: `count` of `candidates`, nearest `nearFrom` by default. */
export interface Removal {
  side: string;
  candidates: string[];
  count: number;
  nearFrom: Vec[];
  why: string;
}

/** Linked-fire shots of one card at one target, waiting to be totalled. */
export interface Pool {
  side: string;
  target: string;
  groups: string[];
  dice: number[];
}

export interface Objective {
  aim: Aim;
  building?: string;
  /** Search: the building holding the item (hidden from the players, decided by the dice at the start). */
  item?: string;
  searched: string[];
  foundBy?: string;
}

export interface AcState extends RulesetState {
  table: { width: number; height: number };
  pieces: AcPiece[];
  terrain: TerrainMap;
  sides: AcSide[];
  groups: AcGroup[];
  figures: AcFigure[];
  deck: { script: Card[]; draw: Card[]; discard: Card[]; built: boolean };
  turn: number;
  maxTurns: number;
  /** The cards laid out this turn, in order, and the index of the one in play. */
  laid: Card[];
  cardIndex: number;
  /** Who acts on the card in play (an event card can hand single actions to several factions in turn). */
  actors: string[];
  actionsLeft: number;
  /** Whether the card in play is a double or triple (hand to hand is resolved after it). */
  resolvesFights: boolean;
  pool: Pool | null;
  locks: Lock[];
  removals: Removal[];
  /** Fights whose casualties are being removed: their aftermath follows. */
  afterFights: { groups: string[]; defenders: string[] }[];
  /**
   * Target factions named by people for the fights about to be resolved (three or more factions in one fight),
   * by the fight's first group; cleared once the fights are rolled.
   */
  meleeTargets: { fight: string; side: string; target: string }[];
  objective: Objective;
  /** What a Special Event card does when the scenario names it (absent: the default free single action). */
  eventEffect?: { kind: 'blast'; dice: number; at: Vec };
  ended: { reason: string; winner: string | null } | null;
  /** Where the card play is: acting on the card in play, resolving its fights, done with it, or on to the next. */
  phase: 'acting' | 'fights' | 'done' | 'next';
  /** A command held back while a linked-fire pool's casualties are chosen by their owner. */
  deferred?: AcCommand;
  /** A step stopped for a person's own dice: the command to run again once the faces are in (none: the start). */
  diceWait?: { command?: AcCommand; ask: DiceAsk };
}

export function sideOf(s: AcState, id: string): AcSide | undefined {
  return s.sides.find((x) => x.id === id);
}

export function groupOf(s: AcState, id: string): AcGroup | undefined {
  return s.groups.find((g) => g.id === id);
}

export function figureOf(s: AcState, id: string): AcFigure | undefined {
  return s.figures.find((f) => f.id === id);
}

export function liveFigures(s: AcState, group: AcGroup): AcFigure[] {
  // Figures keep their group for the whole game, so the group's figures are those naming it, in file order.
  return s.figures.filter((f) => f.group === group.id && f.status === 'active');
}

export function liveGroups(s: AcState, side?: string): AcGroup[] {
  return s.groups.filter((g) => (side === undefined || g.side === side) && liveFigures(s, g).length > 0);
}

/** Groups on the table (not burrowed) with someone alive. */
export function onTableGroups(s: AcState): AcGroup[] {
  return liveGroups(s).filter((g) => !g.burrowed);
}

export function figuresLeft(s: AcState, side: string): number {
  return s.figures.filter((f) => f.side === side && f.status === 'active').length;
}

export function sidesLeft(s: AcState): string[] {
  return s.sides.filter((x) => figuresLeft(s, x.id) > 0).map((x) => x.id);
}

/** The groups locked with this one. */
export function lockedWith(s: AcState, group: string): string[] {
  return s.locks.flatMap((l) => (l.a === group ? [l.b] : l.b === group ? [l.a] : []));
}

/** Every group in the same fight as this one (itself included), by following locks. */
export function fightOf(s: AcState, group: string): string[] {
  const seen = new Set([group]);
  const todo = [group];
  while (todo.length) {
    for (const g of lockedWith(s, todo.pop()!))
      if (!seen.has(g)) {
        seen.add(g);
        todo.push(g);
      }
  }
  return [...seen];
}

/** The acting side now, if any. */
export function actorOf(s: AcState): string | undefined {
  return s.actors[0];
}

/** The kill numbers a group is shot at with: a vehicle's own, or its faction's. */
export function groupKill(s: AcState, g: AcGroup): KillNumbers {
  return g.kill ?? sideOf(s, g.side)!.faction.kill;
}
