// Checks that need the whole file at once: enough sides, ids that are unique, and every id a command
// or query names actually defined. The schema checks each field alone; these run after it.
import { WEAPONS as WEAPON_TABLE, type WeaponStats } from '../tables/weapons';
import type { Scenario } from './schema';
import { formatPath, type ScenarioIssue } from '../../../scenario/issues';
import { blockedSpot } from '../../../scenario/placement';

type Path = (string | number)[];

const issue = (path: Path, message: string): ScenarioIssue => ({ path: formatPath(path), message });

/** The first id seen twice in `entries`, with where it was seen first. */
function firstDuplicate(entries: readonly { id: string; path: Path }[], noun: string): ScenarioIssue | undefined {
  const seen = new Map<string, Path>();
  for (const e of entries) {
    const first = seen.get(e.id);
    if (first) return issue(e.path, `duplicate ${noun} id ${JSON.stringify(e.id)} (also at ${formatPath(first)})`);
    seen.set(e.id, e.path);
  }
  return undefined;
}

function sideCount(s: Scenario): ScenarioIssue | undefined {
  const empty = s.sides.findIndex((side) => side.figures.length === 0);
  if (empty >= 0 && !s.generate)
    return issue(
      ['sides', empty, 'figures'],
      'expected at least 1 entry in a list of figures (a side may be empty only with "generate")',
    );
  if (s.generate && s.sides.every((side) => side.figures.length === 0))
    return issue(['sides'], "the player's side needs at least one figure");
  if (s.sides.length >= 2 || s.generate) return undefined;
  return issue(['sides'], `a battle needs at least 2 sides (or "generate" to supply the enemy), got ${s.sides.length}`);
}

function duplicates(s: Scenario): ScenarioIssue | undefined {
  return (
    firstDuplicate(
      s.sides.map((side, i) => ({ id: side.id, path: ['sides', i, 'id'] })),
      'side',
    ) ??
    firstDuplicate(
      s.sides.flatMap((side, i) => side.figures.map((f, j) => ({ id: f.id, path: ['sides', i, 'figures', j, 'id'] }))),
      'figure',
    ) ??
    firstDuplicate(
      s.terrain.map((t, i) => ({ id: t.id, path: ['terrain', i, 'id'] })),
      'terrain',
    )
  );
}

function commandRefs(s: Scenario, figures: Set<string>): ScenarioIssue | undefined {
  const missing = (id: string | undefined, path: Path) =>
    id !== undefined && !figures.has(id) ? issue(path, `no figure ${JSON.stringify(id)} in this file`) : undefined;
  for (const [i, c] of s.commands.entries()) {
    const at = (...rest: Path): Path => ['commands', i, ...rest];
    if (c.do === 'place') {
      for (const [j, p] of c.placements.entries()) {
        const unknown = missing(p.figure, at('placements', j, 'figure'));
        if (unknown) return unknown;
      }
      continue;
    }
    if (c.do === 'startBattle' || c.do === 'control') continue;
    const bad = missing(c.figure, at('figure'));
    if (bad) return bad;
    if (c.do === 'fire') {
      const aimed = new Set<string>();
      for (const [j, t] of c.targets.entries()) {
        const where = at('targets', j, 'figure');
        const unknown = missing(t.figure, where);
        if (unknown) return unknown;
        if (t.figure === c.figure) return issue(where, `${JSON.stringify(t.figure)} cannot fire at itself`);
        if (aimed.has(t.figure)) return issue(where, `${JSON.stringify(t.figure)} is already a target of this shot`);
        aimed.add(t.figure);
      }
    }
    if ((c.do === 'move' || c.do === 'fastMove') && c.inSightSteps) {
      for (const [j, st] of c.inSightSteps.entries()) {
        const unknown = missing(st.figure, at('inSightSteps', j, 'figure'));
        if (unknown) return unknown;
      }
    }
    if (c.do === 'charge' || c.do === 'retrieve') {
      const target = 'target' in c ? c.target : undefined;
      const unknown = missing(target, at('target'));
      if (unknown) return unknown;
      if (target === c.figure) return issue(at('target'), `${JSON.stringify(target)} cannot ${c.do} itself`);
    }
  }
  return undefined;
}

function queryRefs(s: Scenario, figures: Set<string>, sides: Set<string>): ScenarioIssue | undefined {
  for (const [i, q] of s.queries.entries()) {
    const named: [string, string][] =
      q.ask === 'los'
        ? [
            ['from', q.from],
            ['to', q.to],
          ]
        : q.ask === 'cover'
          ? [
              ['figure', q.figure],
              ['from', q.from],
            ]
          : q.ask === 'swath'
            ? [
                ['figure', q.figure],
                ['first', q.first],
              ]
            : [];
    for (const [key, id] of named) {
      if (!figures.has(id)) return issue(['queries', i, key], `no figure ${JSON.stringify(id)} in this file`);
    }
    if (q.ask === 'groups' && !sides.has(q.side))
      return issue(['queries', i, 'side'], `no side ${JSON.stringify(q.side)} in this file`);
  }
  return undefined;
}

/** The first whole-file problem, in a fixed order: sides, duplicates, commands, queries. */
export function crossCheck(s: Scenario): ScenarioIssue | undefined {
  const figures = new Set(s.sides.flatMap((side) => side.figures.map((f) => f.id)));
  const sides = new Set(s.sides.map((side) => side.id));
  return (
    sideCount(s) ??
    duplicates(s) ??
    placements(s) ??
    offHands(s) ??
    commandRefs(s, figures) ??
    queryRefs(s, figures, sides)
  );
}

/**
 * No figure set down in a wall: a building's outline (off its openings), a wall or fence line, a river line
 * (the file's own pieces; a generated table places its own). Impassable ground is allowed: a figure caught
 * there walks out (caughtInImpassable), and SCENARIO.md does not ask for it to be refused.
 */
function placements(s: Scenario): ScenarioIssue | undefined {
  for (const [i, side] of s.sides.entries())
    for (const [j, f] of side.figures.entries()) {
      const why = blockedSpot(s.terrain, f.at);
      if (why) return issue(['sides', i, 'figures', j, 'at'], `[${f.at[0]}, ${f.at[1]}] ${why}`);
    }
  return undefined;
}

/** Two weapons at once are pistols only (p.18): P, BAP or MP in each hand. */
function offHands(s: Scenario): ScenarioIssue | undefined {
  for (const [i, side] of s.sides.entries()) {
    for (const [j, f] of side.figures.entries()) {
      if (f.offHand === undefined) continue;
      if (!(WEAPON_TABLE[f.offHand] as WeaponStats).pistol)
        return issue(
          ['sides', i, 'figures', j, 'offHand'],
          `expected a pistol-type weapon (P, BAP or MP), got ${f.offHand}`,
        );
      if (!(WEAPON_TABLE[f.weapon] as WeaponStats).pistol)
        return issue(
          ['sides', i, 'figures', j, 'offHand'],
          `a second weapon needs a pistol-type weapon in the other hand, and ${f.weapon} is not one`,
        );
    }
  }
  return undefined;
}
