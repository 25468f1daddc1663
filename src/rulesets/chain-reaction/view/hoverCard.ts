// The hover card: everything about the figure under the pointer in one place - side, Rep and Star,
// weapon and ammo, status and stance, where it stands, its group and leader, and, when another figure is
// selected, its cover from that figure (the engine's own cover and sight functions) and the distance.
import type { FigureState, GameState } from '../state';
import { WEAPONS, type WeaponStats } from '../tables/weapons';
import { meleeWeaponWords } from './figureCard';
import { statusWords } from '../explain/eventText';
import { groupOfFigure, isActiveStatus } from '../engine/world';
import type { World } from '../../../geometry/world';
import { coverPreview, sightPreview } from './preview/sight';
import { figureSideName, plainPlaces } from '../explain/places';

export interface HoverCard {
  title: string;
  /** Which side, and whether it is the player's. */
  side: string;
  rows: [label: string, value: string][];
}

/** Distances are shown to a tenth of an inch everywhere. */
export const inches = (d: number): string => `${d.toFixed(1)}"`;

/** "in cover and concealed: inside the building ...", the kind said once: a reason that ends with the same
 *  kind drops it (play-test 10a, 12: "in cover and concealed: inside ...: in cover and concealed"). */
export function coverLine(kind: string, reasons: readonly string[]): string {
  if (!reasons.length) return kind === 'none' ? 'none (in the open)' : kind;
  const tidy = reasons.map((r) => (r.endsWith(`: ${kind}`) ? r.slice(0, -(kind.length + 2)) : r));
  return `${kind}: ${tidy.join('; ')}`;
}

function sameMembers(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x) => b.includes(x));
}

/** "Jax", "Jax and Kurt", "Jax, Kurt and Lev". */
function listNames(ids: readonly string[]): string {
  return ids.length < 2 ? (ids[0] ?? '') : `${ids.slice(0, -1).join(', ')} and ${ids[ids.length - 1]}`;
}

export function hoverCard(
  s: GameState,
  w: World,
  f: FigureState,
  selected?: FigureState,
  playerSide?: string,
): HoverCard {
  const wp: WeaponStats = WEAPONS[f.weapon];
  const weapon = wp.thrown
    ? wp.label
    : `${wp.label} (${f.weapon}): range ${wp.range}", ${wp.target} ${wp.target === 1 ? 'die' : 'dice'}, Impact ${wp.impact}`;
  const rows: [string, string][] = [
    ['Rep', `${f.rep}${f.star ? ' ★ Star' : ''}`],
    ['Weapon', weapon],
    // A melee weapon adds dice only in melee; the card shows it, or the log's "+1d6 one-hand melee weapon" comes
    // from nowhere the player saw (play-test 15a, lesson Charging into melee).
    ...(f.melee !== 'none' ? ([['Melee weapon', meleeWeaponWords(f.melee)]] as [string, string][]) : []),
    [
      'Ammo',
      `${f.ammo === 'outOfAmmo' ? 'out of ammo: must reload' : 'loaded'}${f.grenade ? ', grenade readied' : ''}`,
    ],
    ['Status', statusWords(f.status)],
    ['Stance', f.stance],
  ];
  if (f.floor) rows.push(['Floor', `${ordinal(f.floor.level)} floor of building ${f.floor.building}`]);
  if (f.meleeWith?.length) rows.push(['Melee', `locked with ${f.meleeWith.join(', ')}`]);
  if (f.carrying) rows.push(['Carrying', f.carrying]);
  if (f.carriedBy) rows.push(['Carried by', f.carriedBy]);
  const g = f.status === 'offTable' ? undefined : groupOfFigure(s, f.id, w);
  const acting = s.active?.figures.includes(f.id) ? s.active : undefined;
  // Its fallen are no longer with it (play-test 15a: "with Ash, Bo and Cole" with Cole dead).
  const stillActing = acting?.figures.filter((m) => m === f.id || isActiveStatus(s.figures[m]!)) ?? [];
  if (acting && stillActing.length > 1 && !sameMembers(stillActing, g?.members ?? [])) {
    // The group acting now is the one that activated: it stays one until its activation ends, wherever its
    // figures walk (play-test 11c: after a drag the card said "alone" while the In Sight step let the old
    // group's others step). The links on the table show where the groups will stand after.
    const others = stillActing.filter((m) => m !== f.id);
    const lead = acting.leader === f.id ? 'leads' : `led by ${acting.leader}`;
    const now = !g || g.members.length === 1 ? 'alone' : `with ${g.members.filter((m) => m !== f.id).join(', ')}`;
    rows.push([
      'Group',
      `${lead} the group acting now, with ${listNames(others)}: it stays one until its activation ends (after it, ${f.id} stands ${now})`,
    ]);
  } else if (!g) rows.push(['Group', 'in no group']);
  else if (g.members.length === 1) rows.push(['Group', 'alone (leads itself)']);
  else {
    const others = g.members.filter((m) => m !== f.id);
    // A temporary leader said plainly (play-test 10a, 12: "standing in: no Star").
    const lead =
      g.leader === f.id
        ? 'leads'
        : `led by ${g.leader}${g.temporary ? ', a temporary leader (the group has no Star)' : ''}`;
    // A long list is cut to its first six names: the card must stay small enough not to cover the table.
    const names =
      others.length > 7 ? `${others.slice(0, 6).join(', ')} and ${others.length - 6} more` : others.join(', ');
    rows.push(['Group', `${lead}, with ${names} (${g.members.length} in all)`]);
  }
  if (selected && selected.id !== f.id && selected.status !== 'offTable' && f.status !== 'offTable') {
    const c = coverPreview(w, f, selected);
    const kind =
      c.cover && c.concealed ? 'in cover and concealed' : c.cover ? 'in cover' : c.concealed ? 'concealed' : 'none';
    rows.push([`Cover from ${selected.id}`, coverLine(kind, c.reasons)]);
    const sp = sightPreview(s, w, selected, f);
    rows.push(['Sight', `${sp.clear ? 'in sight' : `not in sight (${sp.text})`}, ${inches(sp.distance)} away`]);
  }
  const who = figureSideName(s, f.id, f.side);
  // With people at the screen the side already names whose it is ("Ana's soldiers"); "yours" would be
  // whoever sits there (play-test 72: Ben was told Ana's Ash was his).
  const yours = playerSide && f.side === playerSide && who !== 'your force' && !s.people;
  return {
    title: f.id,
    side: `${who[0]!.toUpperCase()}${who.slice(1)}${yours ? ' (yours)' : ''}`,
    // Places by their plain names ("inside the two-storey building in the north-east"), never their ids.
    rows: rows.map(([k, v]): [string, string] => [k, plainPlaces(v, s)]),
  };
}

function ordinal(n: number): string {
  return n === 1 ? 'first' : n === 2 ? 'second' : n === 3 ? 'third' : `${n}th`;
}
