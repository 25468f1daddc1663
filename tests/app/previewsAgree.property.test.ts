// Each preview the table draws (src/app/preview) against the engine's own answer: over random tables,
// figures left in every state (out of the fight, dead, captured, off the table, leaving, prone, ducked
// back) and random spots, the real command is run through the reducer with scripted dice and what it did
// is compared with what the preview said it would do: who a blast catches, who escapes and who is said
// to take a Crisis Test; whether a shot, a charge or a move is allowed; where a move ends.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { randomSkirmish } from '../../src/rulesets/chain-reaction/sim/skirmish';
import { reduce } from '../../src/rulesets/chain-reaction/game';
import { seededDice } from '../../src/core/dice/source';
import { worldOf } from '../../src/rulesets/chain-reaction/engine/world';
import { blastPreview } from '../../src/rulesets/chain-reaction/view/preview/blast';
import { maxFireDice, swathPreview } from '../../src/rulesets/chain-reaction/view/preview/fire';
import { chargePreview } from '../../src/rulesets/chain-reaction/view/preview/charge';
import { movePreview } from '../../src/rulesets/chain-reaction/view/preview/move';
import type { FigureState, GameState } from '../../src/rulesets/chain-reaction/state';
import type { GameEvent } from '../../src/rulesets/chain-reaction/engine/events';
import type { Vec } from '../../src/geometry/shapes';
import type { Purpose } from '../../src/rulesets/chain-reaction/purposes';

type Fate = 'asIs' | 'outOfTheFight' | 'obviouslyDead' | 'captured' | 'offTable' | 'leaving' | 'duckBack' | 'prone';
const FATES: Fate[] = [
  'asIs',
  'asIs',
  'asIs',
  'outOfTheFight',
  'obviouslyDead',
  'captured',
  'offTable',
  'leaving',
  'duckBack',
  'prone',
];

const pointNear = (c: Vec, r: number) =>
  fc
    .tuple(fc.double({ min: -r, max: r, noNaN: true }), fc.double({ min: -r, max: r, noNaN: true }))
    .map(([dx, dy]): Vec => [
      Math.round(Math.min(35.5, Math.max(0.5, c[0] + dx)) * 100) / 100,
      Math.round(Math.min(35.5, Math.max(0.5, c[1] + dy)) * 100) / 100,
    ]);

const table = fc.record({
  seed: fc.integer({ min: 0, max: 1_000_000 }),
  fates: fc.array(fc.constantFrom(...FATES), { minLength: 12, maxLength: 12 }),
  pick: fc.nat(),
});

/**
 * A random skirmish with the first side's first figure able to act (its group active), the others left in
 * the given fates, and dice scripted for the purposes given (the rest seeded).
 */
function setUp(
  seed: number,
  fates: Fate[],
  pick: number,
  script: Partial<Record<Purpose, number[][]>>,
): { s: GameState; me: FigureState; foe: FigureState } | undefined {
  const s0 = randomSkirmish(`agree-${seed}`, { minFigures: 3, maxFigures: 6 });
  const mine = s0.sides[0]!.id;
  const figures: GameState['figures'] = {};
  Object.values(s0.figures).forEach((f, i) => {
    const fate = i === 0 ? 'asIs' : fates[i % fates.length]!;
    const g: FigureState = { ...f, at: [f.at[0], f.at[1]] };
    if (fate === 'prone') g.stance = 'prone';
    else if (fate !== 'asIs') {
      g.status = fate;
      if (fate === 'outOfTheFight' || fate === 'obviouslyDead' || fate === 'captured') g.stance = 'prone';
    }
    figures[g.id] = g;
  });
  const me = Object.values(figures).find((f) => f.side === mine)!;
  me.grenade = 'now';
  const foes = Object.values(figures).filter((f) => f.side !== mine && f.status !== 'offTable');
  // Each side must have somebody still fighting, or the battle is over before the command.
  const fighting = foes.filter((f) => f.status === 'carryOn' || f.status === 'duckBack');
  if (!fighting.length) return undefined;
  const foe = foes[pick % foes.length]!;
  const s: GameState = {
    ...s0,
    figures,
    dice: seededDice(`dice-${seed}`, script),
    active: { side: mine, leader: me.id, figures: [me.id], seen: [] },
  };
  return { s, me, foe };
}

const events = (
  s: GameState,
  cmd: Parameters<typeof reduce>[1],
): { ok: boolean; events: GameEvent[]; state?: GameState; error?: string } => {
  const r = reduce(s, cmd);
  return r.ok ? { ok: true, events: r.events, state: r.state } : { ok: false, events: [], error: r.error };
};

describe('the previews say what the engine then does', () => {
  it("grenade: the blast list (inside, escapes, who tests) is the engine's, and never holds anyone out of the battle", () => {
    let compared = 0;
    fc.assert(
      fc.property(table, fc.nat(), fc.double({ min: 0, max: 1, noNaN: true }), ({ seed, fates, pick }, k, r) => {
        // Two dice passed: the grenade lands on the spot.
        const set = setUp(seed, fates, pick, { throwGrenade: [[1, 1]] });
        if (!set) return;
        const { s, foe } = set;
        // Most of the time the thrower stands 3-7" from a figure of the other side and throws round it.
        if (r < 0.8) {
          const d = 3 + r * 5;
          s.figures[set.me.id] = {
            ...set.me,
            at: [
              Math.min(35, Math.max(1, foe.at[0] + d * 0.6)),
              Math.min(35, Math.max(1, foe.at[1] + (foe.at[1] > 18 ? -d : d) * 0.8)),
            ],
          };
        }
        const me = s.figures[set.me.id]!;
        const at = fc.sample(pointNear(r < 0.8 ? foe.at : me.at, 3), { seed: seed + k, numRuns: 1 })[0]!;
        const pre = blastPreview(s, worldOf(s), me, at);
        const out = events(s, { do: 'throwGrenade', figure: me.id, at });
        expect(out.ok, out.error).toBe(pre.inReach);
        if (!out.ok) return;
        const blast = out.events.find((e) => e.type === 'blast');
        expect(blast?.type).toBe('blast');
        if (blast?.type !== 'blast') return;
        compared++;
        expect(pre.inside).toEqual(blast.inside);
        expect(pre.escapes).toEqual(blast.escapes);
        for (const id of pre.inside)
          expect(['obviouslyDead', 'outOfTheFight', 'captured', 'offTable']).not.toContain(s.figures[id]!.status);
        // Those said to be harmed are the ones the engine rolls damage for.
        // (Only this blast's own damage: the Crisis Tests after it may start return fire and more hits.)
        const from = out.events.indexOf(blast);
        const until = out.events.findIndex(
          (e, i) => i > from && (e.type === 'fire' || e.type === 'blast' || (e.type === 'test' && e.test === 'crisis')),
        );
        const own = out.events.slice(from + 1, until < 0 ? undefined : until);
        const damaged = [...new Set(own.flatMap((e) => (e.type === 'damage' ? [e.figure] : [])))];
        expect(damaged.sort()).toEqual([...pre.harmed].sort());
        // Whoever the preview says takes a Crisis Test for escaping does take one.
        const tested = new Set(
          out.events.flatMap((e) => (e.type === 'test' && e.test === 'crisis' && e.figure ? [e.figure] : [])),
        );
        for (const m of pre.members)
          if (m.escape && m.reason.includes('Crisis Test')) expect(tested, m.reason).toContain(m.id);
      }),
      { numRuns: Number(process.env.AGREE_RUNS ?? 60) },
    );
    expect(compared).toBeGreaterThan(10);
  });

  it('fire: the swath allows a shot exactly when the engine takes it, at the same targets', () => {
    let fired = 0;
    fc.assert(
      fc.property(table, fc.double({ min: 0, max: 1, noNaN: true }), ({ seed, fates, pick }, r) => {
        const set = setUp(seed, fates, pick, {});
        if (!set) return;
        const { s, foe } = set;
        // Most of the time the shooter stands 4-16" off, facing the target.
        if (r < 0.7) {
          const d = 4 + r * 17;
          const at: Vec = [
            Math.min(35, Math.max(1, foe.at[0] + d * 0.3)),
            Math.min(35, Math.max(1, foe.at[1] + (foe.at[1] > 18 ? -d : d))),
          ];
          s.figures[set.me.id] = {
            ...set.me,
            at,
            facing: ((Math.atan2(foe.at[1] - at[1], foe.at[0] - at[0]) * 180) / Math.PI + 360) % 360,
          };
        }
        const me = s.figures[set.me.id]!;
        if (me.ammo === 'outOfAmmo') return;
        const sw = swathPreview(s, worldOf(s), me, foe.id, 'right');
        const most = maxFireDice(me);
        const out = events(s, { do: 'fire', figure: me.id, targets: [{ figure: foe.id, dice: most }] });
        expect(out.ok, `${out.error} / ${sw.ok ? 'ok' : sw.reason}`).toBe(sw.ok);
        if (!out.ok || !sw.ok) return;
        fired++;
        const shot = out.events.find((e) => e.type === 'fire' && e.figure === me.id);
        expect(shot?.type === 'fire' ? shot.targets.map((t) => t.figure) : []).toEqual([foe.id]);
        // A second target the swath holds is accepted too.
        const second = sw.targets.find((t) => t.id !== foe.id);
        if (second && most > 1) {
          expect(
            events(s, {
              do: 'fire',
              figure: me.id,
              targets: [
                { figure: foe.id, dice: most - 1 },
                { figure: second.id, dice: 1 },
              ],
              swath: 'right',
            }).ok,
          ).toBe(true);
        }
      }),
      { numRuns: Number(process.env.AGREE_RUNS ?? 80) },
    );
    expect(fired).toBeGreaterThan(3);
  });

  it('charge: the preview allows a charge exactly when the engine does', () => {
    let allowed = 0;
    fc.assert(
      fc.property(table, fc.double({ min: 0, max: 1, noNaN: true }), ({ seed, fates, pick }, r) => {
        const set = setUp(seed, fates, pick, {});
        if (!set) return;
        const { s, me, foe } = set;
        // Bring the two near each other often enough for charges to be possible: within a normal move's reach,
        // within a Fast Move's (a gamble on the group's throw), and beyond both.
        if (r < 0.6) {
          const d = 4 + r * 30;
          s.figures[me.id] = {
            ...me,
            at: [
              Math.min(35, Math.max(1, foe.at[0])),
              Math.min(35, Math.max(1, foe.at[1] + (foe.at[1] > 18 ? -d : d))),
            ],
          };
        }
        const c = chargePreview(s, s.figures[me.id]!, foe);
        const out = events(s, { do: 'charge', figure: me.id, target: foe.id });
        expect(out.ok, `${out.error} / ${c.text}`).toBe(c.ok);
        if (c.ok) allowed++;
      }),
      {
        numRuns: Number(process.env.AGREE_RUNS ?? 80),
        // Found by CI: 30.7" apart, out of even a Fast Move's reach, the engine used to take the charge anyway.
        examples: [[{ seed: 472941, fates: Array<Fate>(12).fill('asIs'), pick: 890235847 }, 0.6]],
      },
    );
    expect(allowed).toBeGreaterThan(3);
  });

  // One case of the move property, given the table, the number of legs and where they go: false when the
  // engine took no plain walk to compare (no set-up, refused, or stopped by In Sight / a question).
  type MoveCase = [{ seed: number; fates: Fate[]; pick: number }, number, number];
  const moveAgrees = ([{ seed, fates, pick }, legs, k]: MoveCase): boolean => {
    const set = setUp(seed, fates, pick, {});
    if (!set) return false;
    const { s, me } = set;
    const path: Vec[] = [];
    let at = me.at;
    for (let i = 0; i < legs; i++) {
      at = fc.sample(pointNear(at, 4), { seed: seed + k + i, numRuns: 1 })[0]!;
      path.push(at);
    }
    const mp = movePreview(s, me, path, false);
    const out = events(s, { do: 'move', figure: me.id, path });
    expect(out.ok, `${out.error} / ${mp.label}`).toBe(mp.made);
    if (!out.ok || out.events.some((e) => e.type === 'inSight' || e.type === 'decision')) return false;
    const end = out.state!.figures[me.id]!.at;
    expect(Math.hypot(end[0] - mp.result.at[0], end[1] - mp.result.at[1])).toBeLessThan(1e-6);
    return true;
  };

  it('move: the ruler says the path can be walked exactly when the engine walks it, and ends where it ends', () => {
    let walked = 0;
    fc.assert(
      fc.property(table, fc.integer({ min: 1, max: 3 }), fc.nat(), (t, legs, k) => {
        if (moveAgrees([t, legs, k])) walked++;
      }),
      // A fixed seed, so CI fails on a change rather than at random; AGREE_SEED and AGREE_RUNS try more tables
      // (27 Nov: 1,500 runs on seeds 20261127, 1 and 777 and 2,500 on 42 and 9 all agree).
      { numRuns: Number(process.env.AGREE_RUNS ?? 80), seed: Number(process.env.AGREE_SEED ?? 20261127) },
    );
    expect(walked).toBeGreaterThan(10);
  });

  // Found by CI (2026-11-27): the path ended on a friend's base. The engine stops a walk short of any base
  // (engine/bases.ts); the ruler used to show the end on the base, about 0.45-0.65" further on.
  const asIs = Array.from({ length: 12 }, () => 'asIs' as Fate);
  it("move, ends short of a friend's base: seed 166738, one leg, k 13", () => {
    expect(moveAgrees([{ seed: 166738, fates: asIs, pick: 0 }, 1, 13])).toBe(true);
  });
  it("move, ends short of a friend's base: seed 488312, one leg, k 13", () => {
    expect(moveAgrees([{ seed: 488312, fates: asIs, pick: 0 }, 1, 13])).toBe(true);
  });
});
