// The hover card tells everything about a figure, from the same state and the same engine functions the
// rules use: Rep and Star, weapon, ammo, status, stance, group and leader, cover and sight from the
// selected figure with the distance to a tenth of an inch.
import { figureCard } from '../../src/rulesets/chain-reaction/view/figureCard';
import { describe, expect, it } from 'vitest';
import { randomSkirmish } from '../../src/rulesets/chain-reaction/sim/skirmish';
import { groupOfFigure, worldOf } from '../../src/rulesets/chain-reaction/engine/world';
import { coverPreview, sightPreview } from '../../src/rulesets/chain-reaction/view/preview/sight';
import { hoverCard } from '../../src/rulesets/chain-reaction/view/hoverCard';
import type { GameState } from '../../src/rulesets/chain-reaction/state';

const row = (c: ReturnType<typeof hoverCard>, k: string) => c.rows.find((r) => r[0] === k)?.[1];

describe('hover card', () => {
  const s: GameState = randomSkirmish('hover-1', { minFigures: 4, maxFigures: 5, overall: 'urban' });
  const w = worldOf(s);
  const figs = Object.values(s.figures);

  it('shows Rep, Star, weapon, ammo, status, stance and the group with its leader', () => {
    for (const f of figs) {
      const c = hoverCard(s, w, f, undefined, s.sides[0]!.id);
      expect(c.title).toBe(f.id);
      expect(row(c, 'Rep')).toBe(`${f.rep}${f.star ? ' ★ Star' : ''}`);
      expect(row(c, 'Weapon')).toContain(`(${f.weapon})`);
      expect(row(c, 'Ammo')).toBe('loaded');
      expect(row(c, 'Status')).toBe('carrying on');
      expect(row(c, 'Stance')).toBe(f.stance);
      const g = groupOfFigure(s, f.id, w)!;
      if (g.members.length === 1) expect(row(c, 'Group')).toBe('alone (leads itself)');
      else if (g.leader === f.id) expect(row(c, 'Group')).toMatch(/^leads, with /);
      else expect(row(c, 'Group')).toMatch(new RegExp(`^led by ${g.leader}`));
      if (g.temporary && g.leader !== f.id)
        expect(row(c, 'Group')).toMatch(/, a temporary leader \(the group has no Star\), with /);
      expect(row(c, 'Group')).not.toMatch(/standing in/);
      expect(c.side.endsWith('(yours)')).toBe(f.side === s.sides[0]!.id);
      // Nothing selected: no cover line.
      expect(c.rows.some((r) => r[0].startsWith('Cover from '))).toBe(false);
    }
  });

  // Play-test 11c: after a drag the card said "alone (leads itself)" while the In Sight step still let the
  // others of the group that activated step: the group acting now is the one that activated.
  it('a figure of the acting group walked off alone still reads as one of the acting group', () => {
    const side = s.sides[0]!.id;
    const mine = figs.filter((f) => f.side === side);
    const leader = mine[0]!;
    const far: GameState = {
      ...s,
      figures: { ...s.figures, [leader.id]: { ...leader, at: [0.6, 0.6] } },
      active: { side, leader: leader.id, figures: mine.map((f) => f.id), seen: [] },
    };
    const c = hoverCard(far, worldOf(far), far.figures[leader.id]!, undefined, side);
    const others = mine.slice(1).map((f) => f.id);
    expect(row(c, 'Group')).toContain(`leads the group acting now, with ${others.slice(0, -1).join(', ')}`);
    expect(row(c, 'Group')).toContain(`it stays one until its activation ends (after it, ${leader.id} stands alone)`);
    // Not acting: the card reads the links as before.
    const idle = hoverCard({ ...far, active: undefined }, worldOf(far), far.figures[leader.id]!, undefined, side);
    expect(row(idle, 'Group')).toBe('alone (leads itself)');
  });

  // Play-test 15a: Dex's card said "with Ash, Bo and Cole" and the status line "is acting (Ash, Bo, Cole, Dex)"
  // after Cole was obviously dead: the fallen act no more and are not listed.
  // Play-test 15a: the log said "Lenny (Rep 4, +1d6 one-hand melee weapon)" but his card showed only his pistol.
  it('shows a melee weapon and the dice it adds in melee', () => {
    const f = { ...figs[0]!, melee: 'one-hand' as const };
    const c = hoverCard(s, w, f, undefined, s.sides[0]!.id);
    expect(row(c, 'Melee weapon')).toBe('one-hand melee weapon (+1d6 in melee)');
    expect(row(hoverCard(s, w, { ...f, melee: 'two-hand' }, undefined, s.sides[0]!.id), 'Melee weapon')).toBe(
      'two-hand melee weapon (+2d6 in melee)',
    );
    expect(row(hoverCard(s, w, { ...f, melee: 'none' }, undefined, s.sides[0]!.id), 'Melee weapon')).toBeUndefined();
    expect(figureCard(f, {})).toContain(' · one-hand melee weapon (+1d6 in melee) · ');
  });

  it('the acting group leaves out its fallen', () => {
    const side = s.sides[0]!.id;
    const mine = figs.filter((f) => f.side === side);
    expect(mine.length).toBeGreaterThanOrEqual(3);
    const [leader, dead] = [mine[0]!, mine[1]!];
    const after: GameState = {
      ...s,
      figures: {
        ...s.figures,
        [leader.id]: { ...leader, at: [0.6, 0.6] },
        [dead.id]: { ...dead, status: 'obviouslyDead' },
      },
      active: { side, leader: leader.id, figures: mine.map((f) => f.id), seen: [] },
    };
    const c = hoverCard(after, worldOf(after), after.figures[leader.id]!, undefined, side);
    expect(row(c, 'Group')).toContain('leads the group acting now, with ');
    expect(row(c, 'Group')).not.toContain(dead.id);
  });

  it('with a figure selected: cover from it as the engine reads it, and sight with the distance to 0.1"', () => {
    let covered = 0;
    for (const a of figs)
      for (const b of figs) {
        if (a === b) continue;
        const c = hoverCard(s, w, b, a);
        const cov = coverPreview(w, b, a, s);
        const line = row(c, `Cover from ${a.id}`)!;
        expect(line.startsWith(cov.cover ? 'in cover' : cov.concealed ? 'concealed' : 'none')).toBe(true);
        // Each reason, its kind said once at the front (play-test 10a, 12).
        for (const r of cov.reasons)
          expect(line).toContain(r.replace(/: (in cover and concealed|in cover|concealed)$/, ''));
        const kind = /^(in cover and concealed|in cover|concealed|none)/.exec(line)![1]!;
        if (kind !== 'none') expect(line.split(kind).length - 1).toBe(1);
        if (cov.cover) covered++;
        const sp = sightPreview(s, w, a, b);
        expect(row(c, 'Sight')).toContain(`${sp.distance.toFixed(1)}" away`);
        expect(row(c, 'Sight')!.startsWith(sp.clear ? 'in sight' : 'not in sight')).toBe(true);
      }
    expect(covered).toBeGreaterThan(0);
  });

  // Play-test 8, 7: three people sharing a side; Cy's Jo was carded "Ana, Ben and Cy's soldiers".
  it('with people sharing a side, names the one whose figure it is', () => {
    const [mine, theirs] = s.sides;
    const [a, b] = mine!.figures;
    const shared = {
      ...s,
      people: {
        mode: 'sameSide',
        players: [
          { name: 'Ana', side: mine!.id, figures: [a!] },
          { name: 'Cy', side: mine!.id, figures: [b!] },
        ],
      },
    } as GameState;
    expect(hoverCard(shared, w, s.figures[b!]!).side).toMatch(/^Cy's \w+$/);
    expect(hoverCard(shared, w, s.figures[a!]!).side).toMatch(/^Ana's \w+$/);
    expect(hoverCard(shared, w, s.figures[theirs!.figures[0]!]!).side).not.toMatch(/Ana|Cy/);
  });

  it('an empty rocket launcher and a figure upstairs say so', () => {
    const f = { ...figs[0]!, weapon: 'RL' as const, ammo: 'outOfAmmo' as const, floor: { building: 'b1', level: 1 } };
    const c = hoverCard({ ...s, figures: { ...s.figures, [f.id]: f } }, w, f);
    expect(row(c, 'Ammo')).toBe('out of ammo: must reload');
    expect(row(c, 'Floor')).toBe('first floor of the three-storey building in the south-east');
  });
});
