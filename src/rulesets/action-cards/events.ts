// The events of this game: every die rolled (the shared roll record), and what each rule decided, with the
// numbers that decided it, so the wording layer can build every sentence from them.
import type { Vec } from '../../geometry/shapes';
import type { RollEvent } from './dice';
import type { TerrainKind } from './tables';
import type { Cover, Stop } from './vocab';

/** Damage one faction takes from one roll: its share of the dice against its kill number. */
export interface Share {
  side: string;
  /** The faction's name, as the log says it. */
  faction: string;
  dice: number[];
  total: number;
  kill: number;
  cover: Cover;
  /** The terrain that gave the cover class when its name is not the class's ("woods" for the buildings class). */
  where?: TerrainKind;
  /** Figures it could lose. */
  available: number;
  /** Only when its figures stand in different covers: how many have the cover counted or better (open: any cover). */
  holding?: number;
  killed: number;
  leftOver: number;
}

export type AcEvent =
  | RollEvent
  | { type: 'draw'; turn: number; cards: string[]; reshuffled: boolean }
  | { type: 'card'; turn: number; index: number; card: string; actors: string[]; actions: number }
  | { type: 'cardSkipped'; card: string; why: string }
  /** `by`: the faction whose actions end; `more`: a special event's next faction takes its free action now. */
  | { type: 'cardDone'; card: string; unused: number; by?: string; more?: boolean }
  | {
      type: 'move';
      group: string;
      figure: string;
      from: Vec;
      to: Vec;
      distance: number;
      stop: Stop;
      by?: string;
      positions: Record<string, Vec>;
      /** Begun inside a feature: how far the line ran inside it, free of the move's allowance. */
      inside?: { piece: string; distance: number };
      surfaced?: boolean;
      facing?: number;
    }
  | { type: 'lock'; groups: [string, string]; by: string }
  | { type: 'pooled'; group: string; target: string; dice: number[]; pool: number }
  | {
      type: 'shot';
      side: string;
      groups: string[];
      target: string;
      intoFight: boolean;
      dice: number[];
      shares: Share[];
    }
  | {
      type: 'blast';
      group: string;
      at: Vec;
      dice: number[];
      shares: (Share & { group: string })[];
      /** The area weapon that burst ("grenade"), and the group it was thrown at (absent: a special event). */
      weapon?: string;
      aimedAt?: string;
    }
  | { type: 'casualties'; side: string; figures: string[]; chosenBy: 'owner' | 'nearest' }
  | { type: 'melee'; side: string; target: string; dice: number[]; shares: Share[] }
  | { type: 'fightOver'; groups: string[]; left: string[]; fellBack: string[]; defended: string[] }
  | { type: 'special'; group: string; action: string; dice: number[]; success: boolean; note: string }
  | { type: 'control'; side: string; control: 'human' | 'ai' }
  | { type: 'end'; winner: string | null; reason: string; figures: Record<string, number> }
  /** A file field kept but not played by this game (night: no night rule in the rulings; decisions.md). */
  | { type: 'ignored'; field: 'light'; value: string };

export function cardName(c: { kind: string; side?: string }): string {
  return c.side ? `${c.side}:${c.kind}` : c.kind;
}

/** Where rules put their events; the engine's log puts each roll just before the event that used it. */
export interface Log {
  push(...e: AcEvent[]): void;
}
