// What a person can do at the plain table now (core/board.ts choices/selectable). On a card: the order bar for
// the selected figure's group — Move (a point), Charge (an enemy figure in reach), Shoot (a target group among
// those it may shoot, with the preview), Blast (a point for an area weapon's 6" circle), the special actions it
// has, and End card — each with a plain why when it can't be chosen. Asked to choose casualties: the nearest,
// the farthest, or one picked by hand. Throwing one's own dice: the faces.
import type { BoardChoice } from '../../../core/board';
import { isLocked, shotDice } from '../actions';
import { liveAmong, nearestCasualties } from '../combat';
import type { AcCommand, AcNeed } from '../commands';
import { oddsRowText } from '../fightOdds';
import { computerTarget, targetOdds } from '../fights';
import { actionRollOdds, pct } from '../odds';
import { featureAt } from '../terrain';
import {
  type AcFigure,
  type AcGroup,
  type AcState,
  figureOf,
  groupOf,
  liveFigures,
  liveGroups,
  sideOf,
} from '../state';
import type { Special } from '../vocab';
import { chargeTargets, movePicture, moveTo } from './moves';
import { namesOf, type Names } from './names';
import { blastPicture, blastTarget, shootTargets, shotLine, shotPicture } from './shots';

type Choice = BoardChoice<AcCommand>;

/** The figures a person may select now: every live figure of the acting faction. */
export function selectableOf(s: AcState, need: AcNeed): string[] {
  if (need.kind !== 'command') return [];
  return liveGroups(s, need.side).flatMap((g) => liveFigures(s, g).map((f) => f.id));
}

export function choicesOf(s: AcState, need: AcNeed, selected?: string): Choice[] {
  const n = namesOf(s);
  if (need.kind === 'dice') return [facesChoice(n, need)];
  if (need.kind === 'decision' && need.decision === 'meleeTarget') return targetChoices(s, n, need);
  if (need.kind === 'decision') return casualtyChoices(s, n, need);
  if (need.kind !== 'command') return [];
  const f = selected ? figureOf(s, selected) : undefined;
  const g = f && f.status === 'active' && f.side === need.side ? groupOf(s, f.group) : undefined;
  return [...(g && f ? orders(s, n, g, f) : noneSelected(n, need.side)), endCard(s, n)];
}

function facesChoice(n: Names, need: AcNeed & { kind: 'dice' }): Choice {
  const a = need.ask;
  const what = a.purpose === 'melee' ? 'hand to hand' : a.purpose === 'shoot' ? 'the shot' : 'the action roll';
  return {
    key: 'faces',
    label: `Enter ${a.count} ${a.count === 1 ? 'die' : 'dice'}`,
    enabled: true,
    title: `${n.side(a.owner)} throw ${a.count}d${a.sides} for ${what}`,
    target: {
      kind: 'faces',
      prompt: `Throw ${a.count} ${a.count === 1 ? 'die' : 'dice'} for ${what} and enter the faces`,
      ask: a,
      command: (faces) => ({ do: 'dice', faces: [...faces] }),
    },
  };
}

/** A person's faction in a fight of three or more names the faction its even dice go against: one button each. */
function targetChoices(s: AcState, n: Names, need: Extract<AcNeed, { decision: 'meleeTarget' }>): Choice[] {
  const best = computerTarget(s, need.fight, need.side);
  return need.options.map((t) => {
    const rows = targetOdds(s, need.fight, need.side, t);
    const expected = rows.map((r) => r.odds.reduce((a, p, k) => a + p * k, 0));
    const words = rows.map(
      (r, i) =>
        `${i === 0 ? 'even dice against' : 'odd dice to'} ${n.side(r.side)} (${r.kill}): ${oddsRowText(r.odds)}`,
    );
    return {
      key: `target:${t}`,
      label: `Against ${n.side(t)}: ${expected.reduce((a, b) => a + b, 0).toFixed(1)} kills expected${t === best ? ' (most)' : ''}`,
      enabled: true,
      title: words.join('; '),
      command: { do: 'meleeTarget', target: t },
    };
  });
}

function casualtyChoices(s: AcState, n: Names, need: Extract<AcNeed, { decision: 'casualties' }>): Choice[] {
  const r = s.removals[0];
  const live = liveAmong(s, need.candidates);
  const from = r?.nearFrom ?? [];
  const near = (fs: readonly AcFigure[], k: number) => nearestCasualties(fs, from, k);
  const nearest = near(live, need.count);
  const farthest = near(live, live.length).slice(-need.count);
  const list = (ids: readonly string[]) => ids.map(n.figure).join(', ');
  const why = r?.why ?? 'casualties';
  const pick: Choice = {
    key: 'pick',
    label: need.count === 1 ? 'Pick who falls' : 'Pick one to fall first',
    enabled: true,
    title:
      need.count === 1 ? `${why}: click the figure to remove` : `${why}: the figure you click falls, then the nearest`,
    target: {
      kind: 'figure',
      prompt: `Which figure falls (${why})?`,
      among: live.map((f) => f.id),
      command: (id) => ({
        do: 'casualties',
        figures: [
          id,
          ...near(
            live.filter((f) => f.id !== id),
            need.count - 1,
          ),
        ],
      }),
    },
  };
  return [
    {
      key: 'nearest',
      label: `Lose the nearest (${list(nearest)})`,
      enabled: true,
      title: `${why}: ${need.count} of ${live.length} fall; these stand nearest the enemy`,
      command: { do: 'casualties', figures: nearest },
    },
    {
      key: 'farthest',
      label: `Lose the farthest (${list(farthest)})`,
      enabled: true,
      title: `${why}: ${need.count} of ${live.length} fall; these stand farthest from the enemy`,
      command: { do: 'casualties', figures: farthest },
    },
    pick,
  ];
}

function noneSelected(n: Names, side: string): Choice[] {
  const why = `select a figure of ${n.side(side)} first`;
  return [
    { key: 'move', label: 'Move', enabled: false, why },
    { key: 'shoot', label: 'Shoot', enabled: false, why },
    { key: 'special', label: 'Special', enabled: false, why },
  ];
}

function endCard(s: AcState, n: Names): Choice {
  const left = s.actionsLeft;
  const pool = s.pool ? `; the linked fire held at ${n.group(s.pool.target)} is totalled` : '';
  return {
    key: 'endCard',
    label: 'End card',
    enabled: true,
    title: `${left ? `the ${left} action${left === 1 ? '' : 's'} left on this card ${left === 1 ? 'is' : 'are'} lost` : 'on to the next card'}${pool}`,
    command: { do: 'endCard' },
  };
}

function orders(s: AcState, n: Names, g: AcGroup, f: AcFigure): Choice[] {
  return [
    moveChoice(s, n, g, f),
    chargeChoice(s, n, g, f),
    shootChoice(s, n, g),
    ...blastChoice(s, n, g),
    ...specials(s, n, g),
  ];
}

function moveChoice(s: AcState, n: Names, g: AcGroup, f: AcFigure): Choice {
  const allowance = sideOf(s, g.side)!.faction.move;
  const label = g.burrowed ? 'Come up' : 'Move';
  const base = { key: 'move', label };
  if (isLocked(s, g.id)) return { ...base, enabled: false, why: `${n.group(g.id)} is locked in hand to hand` };
  if (g.vehicle === 'helicopter' && !g.flying)
    return { ...base, enabled: false, why: `${n.group(g.id)} must take off first (Special)` };
  const how = g.burrowed
    ? `anywhere at least 8" from every enemy`
    : g.flying
      ? 'anywhere (in the air)'
      : `up to ${allowance}", stopping on entering a feature or crossing a wall`;
  return {
    ...base,
    enabled: true,
    title: `${n.figure(f.id)} leads ${n.group(g.id)} ${how}`,
    target: {
      kind: 'point',
      prompt: g.burrowed
        ? `Where does ${n.group(g.id)} come up?`
        : `Where does ${n.figure(f.id)} lead ${n.group(g.id)}?`,
      command: (at) => moveTo(s, n, g, f, at),
      preview: (at) => movePicture(s, n, g, f, at),
    },
  };
}

function chargeChoice(s: AcState, n: Names, g: AcGroup, f: AcFigure): Choice {
  const base = { key: 'charge', label: 'Charge' };
  if (isLocked(s, g.id)) return { ...base, enabled: false, why: `${n.group(g.id)} is already in hand to hand` };
  const among = chargeTargets(s, g, f);
  if (!among.length) return { ...base, enabled: false, why: `no enemy in reach of ${n.figure(f.id)}'s straight move` };
  const close = liveFigures(s, g).reduce((a, x) => a + x.closeDice, 0);
  return {
    ...base,
    enabled: true,
    title: `${n.figure(f.id)} leads ${n.group(g.id)} into contact (${close} close-combat dice), fought out after a double or triple card`,
    target: {
      kind: 'figure',
      prompt: `Which enemy does ${n.figure(f.id)} charge?`,
      among: among.map((e) => e.id),
      command: (id) => ({ do: 'move', group: g.id, figure: f.id, to: figureOf(s, id)!.at }),
      preview: (id) => movePicture(s, n, g, f, figureOf(s, id)!.at),
    },
  };
}

function shootChoice(s: AcState, n: Names, g: AcGroup): Choice {
  const base = { key: 'shoot', label: 'Shoot' };
  const { dice, area } = shotDice(s, g);
  if (g.burrowed) return { ...base, enabled: false, why: `${n.group(g.id)} is burrowed: it must come up first` };
  if (dice + area === 0) return { ...base, enabled: false, why: `${n.group(g.id)} has no shooting dice` };
  const targets = shootTargets(s, g);
  if (!targets.length)
    return {
      ...base,
      enabled: false,
      why: isLocked(s, g.id)
        ? 'nobody left to shoot in its fight'
        : `${n.group(g.id)} sees no enemy group it may shoot`,
    };
  const among = targets.flatMap((t) => liveFigures(s, t).map((f) => f.id));
  const groupAt = (id: string) => groupOf(s, figureOf(s, id)!.group)!;
  const linked = sideOf(s, g.side)!.faction.linkedFire;
  return {
    ...base,
    enabled: true,
    title: `${n.group(g.id)}: ${dice}d6${area ? ` and ${area}d6 of area weapons` : ''}${linked ? ', linked fire' : ''}; ${targets.map((t) => `${n.group(t.id)}: ${shotLine(s, n, g, t)}`).join(' | ')}`,
    target: {
      kind: 'figure',
      prompt: `Which group does ${n.group(g.id)} shoot at?`,
      among,
      command: (id) => ({ do: 'shoot', group: g.id, target: groupAt(id).id }),
      preview: (id) => shotPicture(s, n, g, groupAt(id)),
    },
  };
}

/** A group with area weapons may place the circle itself (otherwise it is centred on the target group). */
function blastChoice(s: AcState, n: Names, g: AcGroup): Choice[] {
  const { area } = shotDice(s, g);
  if (area === 0 || g.burrowed) return [];
  const base = { key: 'blast', label: 'Blast' };
  if (!shootTargets(s, g).length) return [{ ...base, enabled: false, why: `${n.group(g.id)} sees no enemy to aim at` }];
  return [
    {
      ...base,
      enabled: true,
      title: `${area}d6 of area weapons, once against every group with a figure in a 6" circle (the group's other dice at the group aimed at)`,
      target: {
        kind: 'point',
        prompt: 'Where does the blast land?',
        command: (at) => {
          const t = blastTarget(s, g, [at[0], at[1]]);
          if (!t) return { ok: false, why: 'no enemy group it may shoot has a figure inside a 6" circle there' };
          return { ok: true, command: { do: 'shoot', group: g.id, target: t.id, blastAt: [at[0], at[1]] } };
        },
        preview: (at) => blastPicture(s, n, g, [at[0], at[1]]),
      },
    },
  ];
}

const SPECIAL_LABEL: Record<Special, string> = {
  search: 'Search the building',
  burrow: 'Burrow',
  takeOff: 'Take off',
  land: 'Land',
};

function specials(s: AcState, n: Names, g: AcGroup): Choice[] {
  const faction = sideOf(s, g.side)!.faction;
  const cmd = (action: Special): AcCommand => ({ do: 'special', group: g.id, action });
  if (g.burrowed)
    return [{ key: 'special', label: 'Special', enabled: false, why: 'a burrowed group must come up first' }];
  if (isLocked(s, g.id))
    return [{ key: 'special', label: 'Special', enabled: false, why: `${n.group(g.id)} is locked in hand to hand` }];
  const out: Choice[] = [];
  const o = s.objective;
  if (o.aim === 'search' && faction.specials.includes('search')) {
    const inB = liveFigures(s, g)
      .map((f) => featureAt(s.terrain, f.at))
      .filter((b) => b?.kind === 'building');
    const b = inB[0];
    const helpers = b ? inB.filter((x) => x === b).length : 0;
    const why = !b
      ? `${n.group(g.id)} is not inside a building`
      : o.searched.includes(b.id)
        ? 'this building has been searched through already'
        : undefined;
    out.push({
      key: 'special:search',
      label: SPECIAL_LABEL.search,
      enabled: !why,
      ...(why ? { why } : { title: `${helpers}d6, any 6 searches it through: ${pct(actionRollOdds(helpers))}` }),
      ...(why ? {} : { command: cmd('search') }),
    });
  }
  if (faction.specials.includes('burrow') && !g.vehicle)
    out.push({
      key: 'special:burrow',
      label: SPECIAL_LABEL.burrow,
      enabled: true,
      title: 'goes under the table; its next action brings it up anywhere 8" clear of the enemy',
      command: cmd('burrow'),
    });
  if (g.vehicle === 'helicopter')
    out.push(
      g.flying
        ? { key: 'special:land', label: SPECIAL_LABEL.land, enabled: true, command: cmd('land') }
        : { key: 'special:takeOff', label: SPECIAL_LABEL.takeOff, enabled: true, command: cmd('takeOff') },
    );
  if (!out.length)
    out.push({
      key: 'special',
      label: 'Special',
      enabled: false,
      why:
        o.aim === 'search'
          ? `${n.group(g.id)} has no special action here`
          : `${n.group(g.id)} has no special action in this scenario`,
    });
  return out;
}
