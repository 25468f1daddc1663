// Deployment and control in words: why a placement is refused, what the set-up zone is, the battle
// starting, and a side handed to the computer or taken back. Built from the refusal's own facts.
import type { Vec } from '../../../geometry/shapes';
import { agree } from './places';

/** Why a placement before turn 1 is refused (checked in solo/deploy.ts). */
export type PlacementRefusal =
  | { why: 'notDeploying' }
  | { why: 'unknown'; figure: string }
  | { why: 'twice'; figure: string }
  | { why: 'outsideZone'; figure: string; at: Vec; top: number; bottom: number }
  | { why: 'blocked'; figure: string; at: Vec }
  | { why: 'overlaps'; figure: string; other: string };

const inches = (v: number): string => `${Math.round(v * 10) / 10}"`;

export function placementRefusedText(r: PlacementRefusal): string {
  switch (r.why) {
    case 'notDeploying':
      return 'the group can only be placed before the battle starts';
    case 'unknown':
      return `there is no figure ${r.figure} of yours to place`;
    case 'outsideZone':
      return `${r.figure} must stand in the set-up zone (sections 7-9, between ${inches(r.top)} and ${inches(r.bottom)} from the far edge)`;
    case 'blocked':
      return `${r.figure} can't stand there: the ground there can't be stood on`;
    case 'overlaps':
      return `${r.figure} would stand on ${r.other}: bases may touch but not overlap`;
    case 'twice':
      return `${r.figure} is placed twice in one command`;
  }
}

export function deployZoneText(kind: string, top: number, bottom: number): string {
  const book =
    kind === 'patrol'
      ? 'the patrol enters by the edge of sections 7-9 (p.30)'
      : 'the force sets up in sections 7-9 (pp.30-31)';
  return `Set up: ${book}. Drag each figure to where it starts, between ${inches(top)} and ${inches(bottom)} from the far edge.`;
}

export function battleStartsText(player: string): string {
  return `Set-up done (side ${player}): the PEFs go down now, then the first activation is rolled.`;
}

/** `side` as the screen names it ("your force", "Maud's guerillas"). */
export function controlText(side: string, control: 'human' | 'ai'): string {
  if (control === 'ai') return `The computer plays ${side} from here.`;
  const verb = agree(side, 'is', 'are');
  return `${side[0]!.toUpperCase()}${side.slice(1)} ${verb} played from the screen again.`;
}

export function controlRefusedText(side: string): string {
  return `there is no side ${side}`;
}
