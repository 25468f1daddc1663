// The first state of a game from a checked scenario file: the table and its pieces (laid out or generated),
// the sides with their factions' numbers, the groups and figures, the deck (the file's fixed cards first), the
// aim, and the dice (seeded, with the file's scripted rolls first).
import { generateTerrainFromSeed } from '../../terrain/generate';
import type { OverallTerrain } from '../../terrain/tables/terrainGenerator';
import { DiceBox, acDice, rollEvents, rollFor, type Script } from './dice';
import type { AcEvent } from './events';
import { FACTIONS, withOverrides, type Faction } from './factions';
import type { AcScenario } from './scenario';
import type { AcFigure, AcGroup, AcSide, AcState, Card, Objective } from './state';
import { mapTerrain, type AcPiece } from './terrain';
import type { CardKind } from './vocab';

export const DEFAULT_TURNS = 10;

function piecesOf(sc: AcScenario, seed: string): AcPiece[] {
  if (sc.terrain) return sc.terrain as unknown as AcPiece[];
  if (sc.generate) {
    const kind = sc.generate.terrain;
    const params = kind === 'random' ? {} : { overall: kind as OverallTerrain };
    return generateTerrainFromSeed(`${seed}:terrain`, params).pieces as unknown as AcPiece[];
  }
  return [];
}

function cardOf(text: string): Card {
  if (!text.includes(':')) return { kind: 'event' };
  const [side, kind] = text.split(':') as [string, CardKind];
  return { kind, side };
}

export function startingState(sc: AcScenario, opts: { seed?: string } = {}): { state: AcState; events: AcEvent[] } {
  const seed = opts.seed ?? sc.seed;
  const known: Record<string, Faction> = { ...FACTIONS };
  for (const [name, f] of Object.entries(sc.factions ?? {}))
    known[name] = { ...f, id: name, name: f.name ?? name, specials: f.specials as Faction['specials'] };
  const sides: AcSide[] = [];
  const groups: AcGroup[] = [];
  const figures: AcFigure[] = [];
  for (const s of sc.sides) {
    const faction = withOverrides(known[s.faction]!, s);
    sides.push({ id: s.id, control: s.control as AcSide['control'], faction });
    for (const g of s.groups) {
      const group: AcGroup = { id: g.id, side: s.id, figures: g.figures.map((f) => f.id) };
      if (g.vehicle) group.vehicle = g.vehicle as AcGroup['vehicle'];
      if (g.kill) group.kill = g.kill;
      groups.push(group);
      for (const f of g.figures) {
        const weaponName = f.weapon ?? faction.weapon;
        const w = faction.weapons[weaponName] ?? { dice: 1 };
        const dice = f.dice ?? w.dice;
        const fig: AcFigure = {
          id: f.id,
          group: g.id,
          side: s.id,
          at: [f.at[0], f.at[1]],
          status: 'active',
          weapon: weaponName,
          dice,
          closeDice: f.closeDice ?? w.close ?? dice,
          area: w.area === true,
        };
        if (f.facing !== undefined) fig.facing = f.facing;
        figures.push(fig);
      }
    }
  }
  const pieces = piecesOf(sc, seed);
  const aim = sc.aim === undefined ? { kind: 'lastStanding' } : typeof sc.aim === 'string' ? { kind: sc.aim } : sc.aim;
  const objective: Objective = { aim: aim.kind as Objective['aim'], searched: [] };
  const dice = acDice(seed, (sc.dice ?? {}) as Script);
  const events: AcEvent[] = [];
  if ('building' in aim && aim.building) objective.building = aim.building;
  if (aim.kind === 'search') {
    const buildings = pieces.filter((p) => p.type === 'building').map((p) => p.id);
    if ('item' in aim && aim.item) objective.item = aim.item;
    else if (buildings.length) {
      // The item is hidden by the dice: one die with a face per building.
      const box = new DiceBox(dice);
      const k = rollFor(box, 'hide', 1, { sides: buildings.length, note: 'where the item is hidden' })[0]!;
      objective.item = buildings[Math.min(buildings.length, k) - 1];
      Object.assign(dice, box.state());
      events.push(...rollEvents(box));
    }
  }
  const eventEffect =
    sc.event && sc.event.kind === 'blast'
      ? { kind: 'blast' as const, dice: sc.event.dice, at: sc.event.at }
      : undefined;
  const state: AcState = {
    seed,
    dice,
    table: { width: sc.table?.width ?? 36, height: sc.table?.height ?? 36 },
    pieces,
    terrain: mapTerrain(pieces),
    sides,
    groups,
    figures,
    deck: { script: (sc.deck ?? []).map(cardOf), draw: [], discard: [], built: false },
    turn: 0,
    maxTurns: sc.turns ?? DEFAULT_TURNS,
    laid: [],
    cardIndex: 0,
    actors: [],
    actionsLeft: 0,
    resolvesFights: false,
    pool: null,
    locks: [],
    removals: [],
    afterFights: [],
    meleeTargets: [],
    objective,
    ended: null,
    phase: 'next',
  };
  if (eventEffect) state.eventEffect = eventEffect;
  // The rulings give this game no night rule: a file's night is kept and said in the log (decisions.md).
  if (sc.light === 'night') events.unshift({ type: 'ignored', field: 'light', value: 'night' });
  return { state, events };
}
