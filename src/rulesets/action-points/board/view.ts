// What the plain table draws of the action-point game (core/board.ts BoardView): the terrain with its
// cover in plain words, smoke clouds, every figure by name with its AP or rank, facing and badges, the
// sides, a title line (round, phase, who acts, AP left) and panels (each side's figures and their phases,
// this phase's order, the objective and the points). Enemies are drawn as the person's side knows them
// (fog.ts): seen ones in full, ones in sight but not spotted as a "?" mark, the others not at all.
import type { BoardFigure, BoardLook, BoardPanel, BoardTerrain, BoardView } from '../../../core/board';
import type { TerrainPiece } from '../../../geometry/shapes';
import { canAct, phasesOf, statusOf } from '../figures';
import { GRENADES, LAUNCHERS, RANK_TABLE, SMOKE_LAUNCHERS, VICTORY, WEAPONS, type LauncherKind } from '../tables';
import type { ApState, Figure, Vehicle } from '../types';
import { askWords } from './choices';
import { launcherWords } from './launcherChoices';
import { knownTo, vehicleKnownTo, type Known } from '../fog';
import {
  FLIGHT_STOREYS,
  blastGunOf,
  flying,
  isAircraft,
  mannedWeapons,
  roundsOfGun,
  smokeSalvosOf,
  vehicleSize,
} from '../crew';
import { figureName, reasonWords, sideName } from './names';

/** "in through 1 door free or 3 windows for 3 AP": only the ways it has, each counted in agreeing words. */
function waysIn(doors: number, windows: number): string {
  const ways = [
    ...(doors ? [`${doors} door${doors === 1 ? '' : 's'} free`] : []),
    ...(windows ? [`${windows} window${windows === 1 ? '' : 's'} for 3 AP`] : []),
  ];
  return ways.length ? `in through ${ways.join(' or ')}` : 'no way in';
}
import { agree, EDGE_WORDS } from '../wording';
import { friendlyEdge } from '../evacuation';

/** The look and words of each kind of area (a polygon); buildings, walls and fences are told below. */
const AREAS: Record<
  Exclude<TerrainPiece['type'], 'building' | 'wall' | 'fence'>,
  { look: BoardLook; label: string }
> = {
  hill: { look: 'hill', label: 'hill: its crest blocks sight' },
  woods: { look: 'woods', label: 'woods: soft cover' },
  rocky: { look: 'rough', label: 'rocky ground: hard cover' },
  water: { look: 'water', label: 'water: crossed at no extra cost' },
  river: { look: 'water', label: 'water: crossed at no extra cost' },
  road: { look: 'road', label: 'road: open ground' },
  scrub: { look: 'scrub', label: 'scrub: soft cover' },
  rubble: { look: 'rubble', label: 'rubble: medium cover' },
  impassable: { look: 'other', label: 'impassable ground' },
};

function pieceOf(p: TerrainPiece): BoardTerrain {
  if (p.type === 'building') {
    const doors = p.openings.filter((o) => o.kind === 'door').length;
    const windows = p.openings.length - doors;
    return {
      id: p.id,
      look: 'building',
      shape: { kind: 'polygon', points: p.polygon },
      label: `building: hard cover, blocks sight; ${waysIn(doors, windows)}`,
    };
  }
  if (p.type === 'wall')
    return {
      id: p.id,
      look: 'wall',
      shape: { kind: 'line', points: p.line, width: p.tall ? 0.6 : 0.4 },
      label: p.tall ? 'high wall: blocks sight, 3 AP to climb' : 'low wall: medium cover behind it, 1 AP to climb',
    };
  if (p.type === 'fence')
    return {
      id: p.id,
      look: 'fence',
      shape: { kind: 'line', points: p.line, width: 0.3 },
      label: 'fence: soft cover within 1", 1 AP to climb',
    };
  return { id: p.id, ...AREAS[p.type], shape: { kind: 'polygon', points: p.polygon } };
}

function terrainOf(state: ApState): BoardTerrain[] {
  const out = state.terrain.map(pieceOf);
  for (const a of state.coverAreas) {
    if (a.line)
      out.push({
        id: a.id,
        look: 'fence',
        shape: { kind: 'line', points: a.line, width: 0.3 },
        label: 'wooden fence: soft cover within 1", 1 AP to climb',
      });
    else if (a.polygon)
      out.push({
        id: a.id,
        look: a.cover === 'medium' ? 'rubble' : 'scrub',
        shape: { kind: 'polygon', points: a.polygon },
        label: a.cover === 'medium' ? 'rubble: medium cover' : 'scrub: soft cover',
      });
  }
  state.smoke.forEach((s, i) =>
    out.push({
      id: `smoke-${i}`,
      look: 'other',
      shape: { kind: 'circle', at: s.at, r: s.radius },
      label: `smoke: blocks sight (not thermal sights) until the end of round ${s.untilRound}`,
    }),
  );
  return out;
}

const SHAKEN_WORDS: Record<string, string> = {
  dropProne: 'dropped',
  pinned: 'pinned',
  retire: 'retiring',
  tacticalRetreat: 'falling back',
  broken: 'broken',
};

const STATUS_WORDS: Record<string, string> = {
  active: 'unhurt',
  lightWound: 'light wound',
  mediumWound: 'medium wound',
  seriousWound: 'serious wound',
  criticalWound: 'critical wound',
  unconscious: 'unconscious',
  dead: 'dead',
  surrendered: 'surrendered',
  removed: 'left the table',
};

export function statusWords(f: Figure): string {
  if (f.evacuated) return 'evacuated';
  return STATUS_WORDS[statusOf(f)] ?? statusOf(f);
}

/** The acting figure, once its act has started; nobody once the battle is over (the clock stops as it was). */
export function actingFigure(state: ApState): Figure | undefined {
  const id = state.clock.started && !state.ended ? state.clock.queue[0] : undefined;
  return id ? state.figures.find((f) => f.id === id) : undefined;
}

function badgesOf(state: ApState, f: Figure, acting: Figure | undefined): string[] {
  const b: string[] = [];
  if (!canAct(f)) return [statusWords(f)];
  // The AP left is a badge, placed with the others (labels.ts), not a wide mark running out of the token.
  if (acting?.id === f.id) b.push(`${state.clock.ap} AP left`);
  if (acting && acting.side !== f.side && acting.seen.includes(f.id)) b.push('spotted');
  if (f.hidden) b.push('hidden');
  // Inside a vehicle its own stance and pace mean nothing (it shoots upright and still, crew.ts gunner).
  if (f.stance !== 'standing' && !f.inside) b.push(f.stance);
  if (f.motion === 'run' && !f.inside) b.push('running');
  if (f.wound !== 'none') b.push(`${f.wound} wound`);
  if (f.shaken) b.push(SHAKEN_WORDS[f.shaken] ?? f.shaken);
  if (f.markers > 0) b.push(`${f.markers} morale marker${f.markers > 1 ? 's' : ''}`);
  if (f.carrying) b.push(`carrying ${figureName(state, f.carrying)}`);
  if (f.jammed) b.push('jammed');
  if (f.setUpLeft > 0) b.push('not set up');
  return b.slice(0, 4);
}

const plural = (k: number, word: string): string => `${k} ${word}${k === 1 ? '' : 's'}`;

/** "the M1117" (or the vehicle's own name). */
function insideWords(state: ApState, id: string): string {
  const v = state.vehicles?.find((x) => x.id === id);
  return v ? (v.name ?? `the ${v.type}`) : 'a vehicle';
}

function cardOf(state: ApState, f: Figure): string[] {
  const w = WEAPONS[f.weapon];
  return [
    // The token's letter is the rank's first (play-test 38: "A", "N", "V" were said nowhere).
    `${f.rank} (${f.rank[0]!.toUpperCase()} on the token; skill ${RANK_TABLE[f.rank].skill}%, morale ${RANK_TABLE[f.rank].morale}%), ${sideName(state, f.side)}`,
    `${w.name}${w.dice ? `, ${w.range}" range, ${w.dice}d10 damage` : ''}${f.armour ? `; ${f.armour} armour` : ''}`,
    ...(launcherWords(f) ? [launcherWords(f)!] : []),
    `acts in phases ${phasesOf(f).join(', ')}`,
    `${f.inside ? `inside ${insideWords(state, f.inside)}` : `${f.stance}${f.motion !== 'still' ? `, ${f.motion === 'run' ? 'running' : f.motion === 'crawl' ? 'crawling' : 'walking'}` : ''}`}; ${statusWords(f)}`,
    ...(f.grenades || f.smoke ? [`${plural(f.grenades, 'grenade')}, ${f.smoke} smoke`] : []),
    ...(f.markers ? [`${plural(f.markers, 'morale marker')}: tests at the next act`] : []),
  ];
}

function figureOn(state: ApState, f: Figure, acting: Figure | undefined): BoardFigure {
  const out: BoardFigure = {
    id: f.id,
    side: f.side,
    at: f.at,
    facing: f.facing,
    label: figureName(state, f),
    mark: acting?.id === f.id ? String(state.clock.ap) : f.rank[0]!.toUpperCase(),
    badges: badgesOf(state, f, acting),
    card: cardOf(state, f),
  };
  if (!canAct(f)) out.down = true;
  return out;
}

/**
 * Whose eyes the table is drawn through: the one side a person plays; in a game of people against people,
 * the side acting now (or throwing dice); nobody's (everything shown) when only the computer plays or the
 * battle is over.
 */
export function viewerSide(state: ApState): string | null {
  if (state.ended) return null;
  const people = state.sides.filter((s) => s.control === 'human').map((s) => s.id);
  if (people.length <= 1) return people[0] ?? null;
  const now = state.diceWait?.ask.owner ?? state.figures.find((f) => f.id === state.clock.queue[0])?.side;
  return now && people.includes(now) ? now : people[0]!;
}

/** An enemy in a friend's line of sight but not spotted: a place to look at, with no name or kit. */
function glimpse(f: Figure): BoardFigure {
  return {
    id: f.id,
    side: f.side,
    at: f.at,
    label: 'not spotted',
    mark: '?',
    // Its label already says so: no badge repeating it under the token (play-test: "not spotted" twice).
    card: ['Something in sight here, not spotted yet: spot it to see who it is.'],
  };
}

/**
 * How far apart, in inches, the crew tokens of one vehicle sit at the least: the plain table draws a token
 * at least 0.5" round and 9 screen pixels round when zoomed out (about 0.8" on a 48" table fitted to a
 * 1366x768 window), so two seats nearer than this overlapped in a narrow Apache (issue 19: "Samir, Ilya"
 * over "3 N"). A wider vehicle spreads them over 60% of its width.
 */
const CREW_SPACING = 2;

/** A crew figure inside: its own token placed in the back half of the vehicle, one beside the other. */
function crewToken(state: ApState, f: Figure, acting: Figure | undefined): BoardFigure {
  const v = state.vehicles!.find((x) => x.id === f.inside)!;
  const { length, width } = vehicleSize(v.type);
  const seats = v.crew.filter((id) => state.figures.some((x) => x.id === id && x.inside === v.id));
  const i = seats.indexOf(f.id);
  const spread = Math.max(width * 0.6, CREW_SPACING * (seats.length - 1));
  const across = seats.length > 1 ? (i / (seats.length - 1) - 0.5) * spread : 0;
  const a = (v.facing * Math.PI) / 180;
  const back = -length / 4;
  const at: [number, number] = [
    Math.round((v.at[0] + back * Math.cos(a) - across * Math.sin(a)) * 100) / 100,
    Math.round((v.at[1] + back * Math.sin(a) + across * Math.cos(a)) * 100) / 100,
  ];
  const token = figureOn(state, f, acting);
  return { ...token, at, badges: [...(token.badges ?? []), 'inside'] };
}

/** The figures as the viewer's side knows them (fog.ts): seen ones in full, glimpses as marks, the rest left off. */
function figuresFor(state: ApState, acting: Figure | undefined): BoardFigure[] {
  const viewer = viewerSide(state);
  const out: BoardFigure[] = [];
  for (const f of state.figures) {
    if (f.out === 'removed') continue;
    // A casualty being carried is drawn as its carrier's badge ("carrying Reyes"), not as a token under it.
    if (state.figures.some((o) => o.carrying === f.id)) continue;
    if (f.inside) {
      // The crew ride inside: drawn in the back half of their vehicle for their own side, never for the other.
      if (!viewer || f.side === viewer) out.push(crewToken(state, f, acting));
      continue;
    }
    const known = viewer ? knownTo(state, viewer, f) : 'seen';
    if (known === 'seen') out.push(figureOn(state, f, acting));
    else if (known === 'glimpsed') out.push(glimpse(f));
  }
  return out;
}

function titleOf(state: ApState): string {
  const k = state.clock;
  if (state.ended) {
    const w = state.ended.winner;
    return `The battle is over (${reasonWords(state, state.ended.reason)}): ${w ? `${sideName(state, w)} ${agree(sideName(state, w), 'wins', 'win')}` : 'a draw'}`;
  }
  const when = `Round ${Math.max(1, k.round)} of ${state.maxRounds}, phase ${Math.max(1, k.phase)}`;
  const wait = state.diceWait;
  if (wait) {
    const who = sideName(state, wait.ask.owner);
    return `${when} · ${who} ${agree(who, 'throws', 'throw')} dice: ${askWords(state, wait.ask)}`;
  }
  const a = actingFigure(state);
  if (!a) return when;
  if (unseenBy(state, a)) return `${when} · ${UNSEEN_NAME} (${sideName(state, a.side)}) acts`;
  return `${when} · ${figureName(state, a)} (${sideName(state, a.side)}) acts: ${k.ap} AP left`;
}

/**
 * An enemy the table's viewer has not seen (fog.ts): the panels and title do not name it, as the log does
 * not (decisions.md W1): "someone unseen" in the phase order, a count in its side's panel.
 */
function unseenBy(state: ApState, f: Figure): boolean {
  const viewer = viewerSide(state);
  return !!viewer && f.side !== viewer && knownTo(state, viewer, f) !== 'seen';
}

const UNSEEN_NAME = 'someone unseen';

function sidePanel(state: ApState, side: string, acting: Figure | undefined): BoardPanel {
  const s = state.sides.find((x) => x.id === side)!;
  const own = state.figures.filter((f) => f.side === side);
  const unseen = own.filter((f) => unseenBy(state, f)).length;
  const lines = own
    .filter((f) => !unseenBy(state, f))
    .map((f) => {
      const name = figureName(state, f);
      if (!canAct(f)) return `${name}: out (${statusWords(f)})`;
      if (acting?.id === f.id) return `${name}: acting now, ${state.clock.ap} of 3 AP left`;
      if (state.ended) return `${name}: ${f.wound !== 'none' ? `${f.wound} wound` : 'unhurt'}`;
      const waits = state.clock.queue.includes(f.id)
        ? 'acts later this phase'
        : `acts in phases ${phasesOf(f).join(', ')}`;
      return `${name}: ${waits}${f.wound !== 'none' ? `, ${f.wound} wound` : ''}`;
    });
  if (unseen > 0) lines.push(`${unseen} more, not seen yet`);
  return { title: `${sideName(state, s)}: ${s.points} points`, lines };
}

function objective(state: ApState): BoardPanel {
  const lines = [
    `Put enemy figures out of the fight: ${VICTORY.kill} points for each.`,
    ...(state.options.firstAid ? [`First aid to a friend with a medium wound: ${VICTORY.firstAid} points.`] : []),
    ...(state.options.evacuate ? [evacuationLine(state)] : []),
    `The battle ends after round ${state.maxRounds} or when a side has nobody left able to act; most points wins.`,
    `Each act has 3 AP; one shot, throw or blow per act.`,
  ];
  return { title: 'Objective', lines };
}

/** The evacuation mission's line: each side's own edge as drawn, and what a casualty is worth. */
function evacuationLine(state: ApState): string {
  const edges = state.sides.map((s) => `${sideName(state, s.id)} the ${EDGE_WORDS[friendlyEdge(state, s)]}`);
  return `Carry a friend with a serious or critical wound, or a dead one, off your own edge (${edges.join(', ')}) or into a friendly vehicle: ${VICTORY.evacuate} points each.`;
}

function phasePanel(state: ApState): BoardPanel | null {
  if (!state.clock.queue.length || state.ended) return null;
  return {
    title: `Phase ${state.clock.phase}: acting in order`,
    lines: state.clock.queue.map((id, i) => {
      const f = state.figures.find((x) => x.id === id)!;
      return `${i + 1}. ${unseenBy(state, f) ? UNSEEN_NAME : figureName(state, id)} (${sideName(state, f.side)})`;
    }),
  };
}

/**
 * The vehicles as tokens with a card (mark "V"): drawn for their own side, and for the other as the fog
 * allows (fog.ts vehicleKnownTo): seen in full; in a clear line but in cover and not spotted, a shape with
 * no name (a glimpse to spot); else left off. No viewer: all.
 */
function vehiclesFor(state: ApState): BoardFigure[] {
  const viewer = viewerSide(state);
  const known = (v: Vehicle): Known => (viewer ? vehicleKnownTo(state, viewer, v) : 'seen');
  return (state.vehicles ?? [])
    .filter((v) => known(v) !== 'unknown')
    .map((v) => {
      if (known(v) === 'glimpsed')
        return {
          id: v.id,
          side: v.side,
          at: v.at,
          facing: v.facing,
          label: 'not spotted',
          mark: '?',
          shape: { kind: 'rect', ...vehicleSize(v.type) },
          card: ['A vehicle in cover here, not spotted yet: spot it to see what it is.'],
        };
      const working = mannedWeapons(v).slice(v.weaponsLost);
      const badges = v.destroyed
        ? ['destroyed']
        : [
            ...(flying(v) ? ['in the air'] : []),
            ...(isAircraft(v) && v.landed && !v.immobilised ? ['landed'] : []),
            ...(v.immobilised ? [isAircraft(v) ? 'down' : 'immobilised'] : []),
            ...(v.weaponsLost ? [`${v.weaponsLost} weapon(s) lost`] : []),
          ];
      const out: BoardFigure = {
        id: v.id,
        side: v.side,
        at: v.at,
        facing: v.facing,
        label: v.name ?? v.type,
        mark: 'V',
        shape: { kind: 'rect', ...vehicleSize(v.type) },
        badges,
        card: [
          `${v.type} (V on the token), ${sideName(state, v.side)}`,
          `armour ${v.armour}, IED protection ${v.ied ?? 'none'}`,
          `weapons: ${working.map((w) => gunWords(v, w)).join(', ') || 'none working'}`,
          ...(v.weapons.includes('smoke') && !v.destroyed
            ? [`smoke launchers: ${plural(smokeSalvosOf(v), 'salvo')} left, up to ${SMOKE_LAUNCHERS.range}" off`]
            : []),
          `crew: ${v.crew.map((id) => figureName(state, id)).join(', ')}`,
          ...(flying(v)
            ? [`in the air, ${FLIGHT_STOREYS} storeys up: it sees and is seen over the ground's cover (not smoke)`]
            : isAircraft(v) && v.landed && !v.destroyed && !v.immobilised
              ? ['landed: the crew may get in and out; it takes off (1 AP) before it flies']
              : []),
        ],
      };
      if (v.destroyed) out.down = true;
      return out;
    });
}

/**
 * Where the viewer's side last saw an enemy that is now out of its sight (and still able to fight): a mark
 * with no name, as the fog allows.
 */
function lastSeenMarks(state: ApState): { at: [number, number]; label: string }[] {
  const viewer = viewerSide(state);
  const book = viewer ? state.lastSeen?.[viewer] : undefined;
  if (!viewer || !book) return [];
  return state.figures.flatMap((f) => {
    const at = book[f.id];
    if (!at || f.side === viewer || !canAct(f) || f.inside || knownTo(state, viewer, f) !== 'unknown') return [];
    return [{ at: [at[0], at[1]] as [number, number], label: 'enemy last seen' }];
  });
}

/** The unspent IEDs the viewer's side has found (no viewer: found by any side). */
function foundIeds(state: ApState): { at: [number, number] }[] {
  const viewer = viewerSide(state);
  return (state.ieds ?? [])
    .filter((d) => !d.spent && (viewer ? d.found?.includes(viewer) : d.found?.length))
    .map((d) => ({ at: [d.at[0], d.at[1]] }));
}

export function boardView(state: ApState): BoardView {
  const acting = actingFigure(state);
  const phase = phasePanel(state);
  return {
    width: state.table.width,
    height: state.table.height,
    terrain: terrainOf(state),
    figures: [...figuresFor(state, acting), ...vehiclesFor(state)],
    sides: state.sides.map((s, i) => ({ id: s.id, name: sideName(state, s), colour: i % 6 })),
    title: titleOf(state),
    panels: [...state.sides.map((s) => sidePanel(state, s.id, acting)), ...(phase ? [phase] : []), objective(state)],
    // An IED lies hidden until it goes off (then its crater is marked) or the viewer's side finds it.
    marks: [
      ...(state.ieds ?? []).filter((d) => d.spent).map((d) => ({ at: d.at, label: 'IED went off' })),
      ...foundIeds(state).map((d) => ({ at: d.at, label: 'IED found' })),
      ...lastSeenMarks(state),
    ],
  };
}

/** A mounted weapon on the vehicle's card: a blast gun with its rounds and range (decisions 84, 87), else its name. */
function gunWords(v: Vehicle, w: string): string {
  const L = LAUNCHERS[w as LauncherKind];
  if (!L || (blastGunOf(v) !== w && w !== 'missiles')) return w;
  const b = GRENADES[L.blast]!;
  const left = roundsOfGun(v, w as LauncherKind);
  return `${L.name}${w === 'missiles' ? 's' : ''} (${plural(left, w === 'missiles' ? 'missile' : 'round')} left, ${b.minRange}" to ${b.range}")`;
}
