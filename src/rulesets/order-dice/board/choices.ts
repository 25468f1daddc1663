// What a person can do at the plain table (core/board.ts choices/selectable): when their side's die is drawn,
// pick a unit without an order and give it one of the six orders (Fire at a unit in sight with the exact odds,
// Advance to a point and maybe fire, Run to a point or to assault, Ambush, Rally, Down; a team or a front-
// firing vehicle may turn instead), each with the order test's chance when pinned; when one of their units may
// react, every reaction the rules allow with its chance, and none. Disabled choices say why in plain words.
import type { BoardChoice, BoardPoint } from '../../../core/board';
import type { Vec } from '../../../geometry/shapes';
import { checkRunTo } from '../engine';
import { chanceWords, testChance } from '../odds';
import { firePlan, measuredRange } from '../shooting';
import { moveAllowance, QUALITY, WEAPON } from '../tables';
import { bearing, dist, leadOf, unitGap } from '../place';
import { sees } from '../terrain';
import {
  activeUnits,
  liveFigures,
  unitOf,
  type OdCommand,
  type OdNeed,
  type OdState,
  type ReactQuestion,
  type Unit,
} from '../state';
import type { Reaction } from '../vocab';
import { diceAskWords, ORDER_NAME, unitFull, unitName } from './names';
import { advanceTargets } from './advanceReach';
import { casualtyChoices } from './casualties';
import { assaultPicture, movePicture, oddsWords, runPicture, shotPicture } from './pictures';

type Choice = BoardChoice<OdCommand>;

const pct = chanceWords;

/** The unit a clicked figure (or a unit id) belongs to. */
export function unitOfFigure(s: OdState, id: string | undefined): Unit | undefined {
  if (id === undefined) return undefined;
  return unitOf(s, id) ?? s.units.find((u) => u.figures.some((f) => f.id === id));
}

const orderable = (s: OdState, side: string): Unit[] =>
  activeUnits(s, side).filter((u) => u.order === null && liveFigures(u).length > 0);

export function selectableOf(s: OdState, need: OdNeed): string[] {
  if (need.kind !== 'command' || need.question) return [];
  return orderable(s, need.side).flatMap((u) => liveFigures(u).map((f) => f.id));
}

export function choicesOf(s: OdState, need: OdNeed, selected?: string): Choice[] {
  if (need.kind === 'dice') return [facesChoice(s, need)];
  if (need.kind === 'decision' && need.losses) return casualtyChoices(s, need.losses);
  if (need.kind === 'decision') return need.question ? reactionChoices(s, need.question) : [];
  if (need.kind !== 'command' || need.question) return [];
  return orderChoices(s, need.side, unitOfFigure(s, selected));
}

/** The faces of a roll the person threw at their own table. */
function facesChoice(s: OdState, need: OdNeed & { kind: 'dice' }): Choice {
  const a = need.ask;
  const words = diceAskWords(s, a);
  return {
    key: 'faces',
    label: `Enter ${a.count} ${a.count === 1 ? 'die' : 'dice'}`,
    enabled: true,
    title: words,
    target: {
      kind: 'faces',
      prompt: `${words}. Enter the faces`,
      ask: a,
      command: (faces) => ({ do: 'dice', faces: [...faces] }),
    },
  };
}

const enemiesOf = (s: OdState, u: Unit): Unit[] =>
  activeUnits(s).filter((x) => x.side !== u.side && liveFigures(x).length > 0);

const onTable = (s: OdState, p: BoardPoint): boolean =>
  p[0] >= 0 && p[1] >= 0 && p[0] <= s.table.width && p[1] <= s.table.height;

/** A point a move may be aimed at: on the table and not where the unit stands (it walks toward it). */
function movePoint(s: OdState, u: Unit, at: BoardPoint): string | undefined {
  if (!onTable(s, at)) return 'that is off the table';
  if (dist(leadOf(u)!.at, at) < 0.25) return 'that is where it stands: pick a point to move toward';
  return undefined;
}

function orderChoices(s: OdState, side: string, u: Unit | undefined): Choice[] {
  const mine = u && u.side === side && !u.destroyed && u.order === null;
  if (!u || !mine) {
    const why = !u
      ? 'select one of your units without an order'
      : u.side !== side
        ? `${unitFull(s, u.id)} is not yours to order now`
        : u.destroyed
          ? `${unitName(s, u.id)} is destroyed`
          : `${unitName(s, u.id)} already has its ${ORDER_NAME[u.order!]} order this turn`;
    return (['fire', 'advance', 'run', 'ambush', 'rally', 'down'] as const).map((o) => ({
      key: o,
      label: ORDER_NAME[o],
      enabled: false,
      why,
    }));
  }
  const name = unitName(s, u.id);
  const morale = QUALITY[u.quality].morale;
  const test = u.pins > 0 ? morale - u.pins : undefined;
  const tag = test !== undefined ? ` (test ${pct(testChance(test))})` : '';
  const testNote =
    test !== undefined
      ? ` Pinned ${u.pins}: first an order test, 2d6 at or under ${test} (${pct(testChance(test))}); a failure means Down instead and no pin goes.`
      : '';
  const order = (o: keyof typeof ORDER_NAME, more: Partial<Extract<OdCommand, { do: 'order' }>> = {}): OdCommand => ({
    do: 'order',
    unit: u.id,
    order: o,
    ...more,
  });
  const out: Choice[] = [];
  out.push(fireChoice(s, u, name, tag, testNote));
  out.push(...moveChoices(s, u, name, tag, testNote));
  out.push({
    key: 'ambush',
    label: `Ambush${tag}`,
    enabled: true,
    title: `${name} waits: it may fire at an enemy unit that runs or advances in its sight, and keeps the order into the next turn.${testNote}`,
    command: order('ambush'),
  });
  out.push({
    key: 'rally',
    label: `Rally${tag}`,
    enabled: u.pins > 0,
    ...(u.pins > 0 ? {} : { why: `${name} has no pins to remove` }),
    title: `${name} removes 1d6 pins (it has ${u.pins}).${testNote}`,
    command: order('rally'),
  });
  out.push({
    key: 'down',
    label: 'Down',
    enabled: true,
    title: `${name} goes down: enemy fire at it needs one more to hit until the turn ends. No order test.`,
    command: order('down'),
  });
  return out;
}

function fireChoice(s: OdState, u: Unit, name: string, tag: string, testNote: string): Choice {
  const targets: Unit[] = [];
  let why = 'no enemy unit is in sight';
  for (const t of enemiesOf(s, u)) {
    const plan = firePlan(s, u.id, t.id);
    if (plan.lines.length > 0) targets.push(t);
    // The last enemy seen but out of reach says why (range, arc); none seen: nothing in sight.
    else if (plan.why && !plan.why.startsWith('no figure')) why = `${unitFull(s, t.id)}: ${plan.why}`;
  }
  const among = targets.flatMap((t) => liveFigures(t).map((f) => f.id));
  return {
    key: 'fire',
    label: `Fire${tag}`,
    enabled: among.length > 0,
    ...(among.length > 0 ? {} : { why }),
    title: `${name} shoots at an enemy unit in sight and range; pick it to see the exact odds.${testNote}`,
    target: {
      kind: 'figure',
      prompt: `Fire with ${name}: pick an enemy unit`,
      among,
      command: (f) => ({ do: 'order', unit: u.id, order: 'fire', target: unitOfFigure(s, f)!.id }),
      preview: (f) => shotPicture(s, u.id, unitOfFigure(s, f)!.id, f),
      whyNot: (f) => {
        const t = unitOfFigure(s, f);
        if (!t) return undefined;
        if (t.side === u.side) return `${unitFull(s, t.id)} is on the same side as ${unitFull(s, u.id)}`;
        const why = firePlan(s, u.id, t.id).why ?? 'no figure of it can be shot';
        return `${unitFull(s, t.id)} can't be a target for ${unitFull(s, u.id)}: ${why}`;
      },
    },
  };
}

/** Advance (move, or move and fire at a named unit), a turn in place for front-firing units, Run, assault. */
function moveChoices(s: OdState, u: Unit, name: string, tag: string, testNote: string): Choice[] {
  const out: Choice[] = [];
  const vehicle = u.kind === 'vehicle';
  const adv = moveAllowance('advance', vehicle);
  const run = moveAllowance('run', vehicle);
  const stuck = u.immobile ? `${name} is immobilised` : undefined;
  const point = (o: 'advance' | 'run', target?: string) => (at: BoardPoint) => {
    const bad = movePoint(s, u, at);
    if (bad) return { ok: false as const, why: bad };
    return {
      ok: true as const,
      command: { do: 'order', unit: u.id, order: o, to: [at[0], at[1]], ...(target ? { target } : {}) } as OdCommand,
    };
  };
  out.push({
    key: 'advance',
    label: `Advance${tag}`,
    enabled: !stuck,
    ...(stuck ? { why: stuck } : {}),
    title: `${name} moves up to ${adv}" (rough ground counts double).${testNote}`,
    target: {
      kind: 'point',
      prompt: `Advance ${name}: pick a point to move toward (up to ${adv}")`,
      command: point('advance'),
      preview: (at) => movePicture(s, u.id, at, 'advance'),
    },
  });
  // One button per enemy unit some point of the advance gives a shot at (a far one, or one no reachable
  // point sees, would only promise a shot that cannot happen: play-test pt16a-23); an immobilised unit has
  // none (Fire is its shot). The distance test first spares the point search for units far out of reach.
  const reach = Math.max(...liveFigures(u).map((f) => WEAPON[f.weapon].range));
  const near = stuck ? [] : enemiesOf(s, u).filter((t) => unitGap(u, t) <= reach + adv);
  const shootable = advanceTargets(s, u, near, adv);
  for (const t of near) {
    if (!shootable.has(t.id)) continue;
    const tname = unitFull(s, t.id);
    const now = firePlan(s, u.id, t.id, { advancing: true }).lines.length > 0;
    const hidden = now ? '' : ` ${tname} is not in sight from where it stands now: pick a point from which it is.`;
    out.push({
      key: `advance-fire:${t.id}`,
      label: `Advance, fire at ${tname}${tag}`,
      enabled: true,
      title: `${name} moves up to ${adv}", then shoots at ${tname} needing one more to hit.${hidden}${testNote}`,
      target: {
        kind: 'point',
        prompt: `Advance ${name}, then fire at ${tname}: pick a point to move toward`,
        command: point('advance', t.id),
        preview: (at) => movePicture(s, u.id, at, 'advance', t.id),
      },
    });
  }
  if (u.kind === 'team' || (vehicle && !u.turret)) out.push(...turnChoices(s, u, name, tag, testNote));
  out.push({
    key: 'run',
    label: `Run${tag}`,
    enabled: !stuck,
    ...(stuck ? { why: stuck } : {}),
    title: `${name} runs up to ${run}" (rough ground counts double) and does not shoot.${testNote}`,
    target: {
      kind: 'point',
      prompt: `Run ${name}: pick a point to run toward (up to ${run}")`,
      command: point('run'),
      preview: (at) => movePicture(s, u.id, at, 'run'),
    },
  });
  if (!vehicle) {
    const foes = enemiesOf(s, u).filter(
      (t) =>
        !(t.kind === 'vehicle' && (t.armour ?? 8) > 7) &&
        liveFigures(u).some((f) => liveFigures(t).some((g) => sees(s.terrain, f.at, g.at))),
    );
    const among = foes.flatMap((t) => liveFigures(t).map((f) => f.id));
    out.push({
      key: 'assault',
      label: `Assault${tag}`,
      enabled: among.length > 0,
      ...(among.length > 0 ? {} : { why: 'no enemy unit it may assault is in sight (armoured vehicles cannot be)' }),
      title: `${name} runs at an enemy unit in sight to fight it in close quarters; the enemy may escape, ambush or stand and shoot.${testNote}`,
      target: {
        kind: 'figure',
        prompt: `Assault with ${name}: pick an enemy unit in sight`,
        among,
        command: (f) => ({ do: 'order', unit: u.id, order: 'run', target: unitOfFigure(s, f)!.id }),
        preview: (f) => assaultPicture(s, u.id, unitOfFigure(s, f)!.id),
      },
    });
  }
  return out;
}

/** A team's heavy weapon or a hull gun fires to its front: Advance may turn it in place (and then fire). */
function turnChoices(s: OdState, u: Unit, name: string, tag: string, testNote: string): Choice[] {
  const lead = leadOf(u)!;
  const facingTo = (p: Vec) => Math.round(bearing(lead.at, p));
  const turned = (p: Vec) => {
    const copy = structuredClone(s.units);
    return { ...s, units: copy.map((x) => (x.id === u.id ? { ...x, facing: facingTo(p) } : x)) };
  };
  const among = enemiesOf(s, u).flatMap((t) =>
    liveFigures(t)
      .filter((g) => firePlan(turned(g.at), u.id, t.id, { advancing: true }).lines.length > 0)
      .map((g) => g.id),
  );
  return [
    {
      key: 'turn',
      label: `Turn to face${tag}`,
      enabled: true,
      title: `${name} turns in place (an Advance order) to face a point: it fires within 45 degrees of its front.${testNote}`,
      target: {
        kind: 'point',
        prompt: `Turn ${name}: pick a point to face`,
        command: (at) =>
          !onTable(s, at)
            ? { ok: false, why: 'that is off the table' }
            : dist(lead.at, at) < 0.25
              ? { ok: false, why: 'pick a point away from it to face' }
              : { ok: true, command: { do: 'order', unit: u.id, order: 'advance', facing: facingTo(at) } },
      },
    },
    {
      key: 'turn-fire',
      label: `Turn and fire${tag}`,
      enabled: among.length > 0,
      ...(among.length > 0 ? {} : { why: 'no enemy in sight and range, whichever way it faces' }),
      title: `${name} turns to face an enemy (an Advance order) and fires, needing one more to hit.${testNote}`,
      target: {
        kind: 'figure',
        prompt: `Turn ${name} and fire: pick an enemy figure to face`,
        among,
        command: (f) => {
          const g = s.units.flatMap((x) => x.figures).find((x) => x.id === f)!;
          return { do: 'order', unit: u.id, order: 'advance', facing: facingTo(g.at), target: unitOfFigure(s, f)!.id };
        },
        preview: (f) => {
          const g = s.units.flatMap((x) => x.figures).find((x) => x.id === f)!;
          return shotPicture(turned(g.at), u.id, unitOfFigure(s, f)!.id, f, { advancing: true });
        },
      },
    },
  ];
}

const REACTION_LABEL: Readonly<Record<Reaction, string>> = {
  down: 'Go down',
  fireBack: 'Fire back',
  runToCover: 'Run to cover',
  escape: 'Escape',
  standAndShoot: 'Stand and shoot',
  ambush: 'Ambush',
  none: 'No reaction',
};

/** Why this reaction is offered now, in names (the question's own words carry ids). */
function reactionWhy(s: OdState, q: ReactQuestion, r: Reaction): string {
  const enemy = unitFull(s, q.enemy);
  const u = unitOf(s, q.unit)!;
  const range = () => `${Math.round(measuredRange(s, unitOf(s, q.enemy)!, u) * 10) / 10}"`;
  switch (r) {
    case 'down':
      return `${enemy} is about to shoot at it: going down needs no test, and the shots then need one more to hit`;
    case 'fireBack':
      return `shot at from ${range()}, within 20": both fire at the same time`;
    case 'runToCover':
      return `shot at from ${range()}, beyond 20": it runs up to ${moveAllowance('run', u.kind === 'vehicle')}" to cover, out of sight or farther away`;
    case 'escape':
      return `${enemy} declared an assault on it: it runs away before they move, and fires nothing`;
    case 'standAndShoot':
      return `${enemy} ${s.action?.fought ? 'reached it' : 'ran at it'}: point-blank fire before close quarters`;
    case 'ambush':
      return `${enemy} is moving on ${s.action?.order === 'advance' ? 'an Advance' : 'a Run'} order in its field of fire`;
    case 'none':
      return 'it keeps its die in the bag';
  }
}

/** The shot a reaction fires, in odds words, when it is one. */
function reactionShot(s: OdState, q: ReactQuestion, r: Reaction): string | undefined {
  if (r === 'fireBack') return oddsWords(s, q.unit, q.enemy);
  if (r === 'standAndShoot') return oddsWords(s, q.unit, q.enemy, { pointBlank: true });
  return undefined;
}

function reactionChoices(s: OdState, q: ReactQuestion): Choice[] {
  const u = unitOf(s, q.unit)!;
  const target = QUALITY[u.quality].morale - u.pins;
  const testWords = `test 2d6 at or under ${target} (morale ${QUALITY[u.quality].morale}${u.pins ? ` less ${u.pins} pins` : ''}); a failure gives a pin`;
  const react = (r: Reaction, to?: Vec): OdCommand => ({
    do: 'react',
    unit: q.unit,
    reaction: r,
    ...(to ? { to } : {}),
  });
  const out: Choice[] = [];
  for (const r of q.allowed) {
    const chance = q.chance[r] ?? 1;
    const shot = reactionShot(s, q, r);
    const title =
      `${reactionWhy(s, q, r)}. ` +
      (r === 'down' ? '' : `${pct(chance)} to pass: ${testWords}.`) +
      (shot ? ` Its fire: ${shot}.` : '');
    out.push({
      key: `react:${r}`,
      label: r === 'down' ? 'Go down (no test)' : `${REACTION_LABEL[r]} (${pct(chance)})`,
      enabled: true,
      title,
      command: react(r),
    });
    if (r === 'runToCover' || r === 'escape') out.push(runSpotChoice(s, q, r, chance, title));
  }
  out.push({
    key: 'react:none',
    label: 'No reaction',
    enabled: true,
    title: `${unitName(s, q.unit)} does nothing now: ${reactionWhy(s, q, 'none')}.`,
    command: react('none'),
  });
  return out;
}

/** Run to cover or escape to a spot the person picks (clamped to the run's reach along the line). */
function runSpotChoice(
  s: OdState,
  q: ReactQuestion,
  r: 'runToCover' | 'escape',
  chance: number,
  title: string,
): Choice {
  const u = unitOf(s, q.unit)!;
  const from = leadOf(u)!.at;
  const reach = moveAllowance('run', u.kind === 'vehicle');
  const clamp = (at: BoardPoint): Vec => {
    const d = dist(from, at);
    if (d <= reach) return [at[0], at[1]];
    const k = reach / d;
    return [from[0] + (at[0] - from[0]) * k, from[1] + (at[1] - from[1]) * k];
  };
  // Backed against an edge, a unit may have almost nowhere to go that the rules accept: then the person is
  // pointed to the rules' own spot rather than left clicking (a 12 x 12 grid over the table, a fifth at least).
  let room = 0;
  for (let i = 0; i < 12; i++)
    for (let j = 0; j < 12; j++) {
      const at: Vec = [((i + 0.5) * s.table.width) / 12, ((j + 0.5) * s.table.height) / 12];
      if (!checkRunTo(s, q.unit, q.enemy, clamp(at), r)) room++;
    }
  const cramped = room < (12 * 12) / 5;
  return {
    key: `react:${r}:spot`,
    label: `${REACTION_LABEL[r]}: pick the spot (${pct(chance)})`,
    enabled: !cramped,
    ...(cramped
      ? { why: `little room to ${r === 'escape' ? 'escape' : 'run'} from here: let the rules pick the spot` }
      : {}),
    title,
    target: {
      kind: 'point',
      prompt: `${REACTION_LABEL[r]} with ${unitName(s, q.unit)}: pick where to (up to ${reach}")`,
      command: (at) => {
        if (!onTable(s, at)) return { ok: false, why: 'that is off the table' };
        const to = clamp(at);
        const bad = checkRunTo(s, q.unit, q.enemy, to, r);
        return bad
          ? { ok: false, why: bad.replace(/^"to" /, 'that spot ') }
          : { ok: true, command: { do: 'react', unit: q.unit, reaction: r, to } };
      },
      preview: (at) => runPicture(s, q.unit, q.enemy, clamp(at)),
    },
  };
}
