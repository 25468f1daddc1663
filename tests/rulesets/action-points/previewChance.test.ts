// The "done when" of the action-point game: every chance shown before an action is the one then rolled
// against. Over seeded battles from the menu's knobs, played by people through the board's own choices,
// each spot, shot, throw and blow is taken with a random target; the chance its preview showed (the token's
// "NN% to hit", or the throw's "= NN%") must be the chance on the test the rules then roll.
import seedrandom from 'seedrandom';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BoardChoice, BoardPoint } from '../../../src/core/board';
import { actionPoints } from '../../../src/rulesets/action-points';
import { begin, reduce } from '../../../src/rulesets/action-points/reduce';
import type { ApNeed, ApState, ApStepCommand } from '../../../src/rulesets/action-points/types';

const board = actionPoints.board!;
const nb = board.newBattle!;
const ROLLED_ON_FOOT = /^(spot|shoot|snap|throw|attack)/;
/** With the launchers and the vehicles' blast guns and missiles too (decisions 67, 84, 87, 92). */
const ROLLED_ALL = /^(spot|shoot|snap|throw|attack|fire)/;

/** The chance a preview shows: the token's odds for a figure, the note's sum (after any clamp) for a point. */
function shown(p: { odds?: Record<string, string>; note?: string } | undefined, figure?: string): number | undefined {
  if (figure && p?.odds?.[figure]) return Number(/^(\d+)%/.exec(p.odds[figure])![1]);
  const m = /= (\d+)%(?: \(-?\d+%, held to (\d+)%\))?/.exec(p?.note ?? '');
  return m ? Number(m[2] ?? m[1]) : undefined;
}

function startOf(seed: string, more: Record<string, string> = {}): { state: ApState; need: ApNeed } {
  const file = nb.make({ ...nb.values, player1: 'person', player2: 'person', size: 3, ...more }, seed);
  const sc = actionPoints.scenario.check(file);
  if (!sc.ok) throw new Error(sc.error.message);
  const b = begin(actionPoints.startingState(sc.value).state);
  return { state: b.state, need: b.need };
}

/** One step: a rolled action with a random target when one is offered (its shown chance), else any choice. */
function pick(
  state: ApState,
  need: ApNeed,
  r: () => number,
  ROLLED = ROLLED_ON_FOOT,
): { cmd: ApStepCommand; chance?: number; key: string } | undefined {
  const all = board.choices(state, need).filter((c) => c.enabled);
  const rolled = all.filter((c) => ROLLED.test(c.key) && c.target);
  const c: BoardChoice<ApStepCommand> | undefined =
    rolled.length && r() < 0.7 ? rolled[Math.floor(r() * rolled.length)] : all[Math.floor(r() * all.length)];
  if (!c) return undefined;
  const t = c.target;
  if (!t) return { cmd: c.command!, key: c.key };
  if (t.kind === 'figure') {
    const id = t.among[Math.floor(r() * t.among.length)]!;
    return { cmd: t.command(id), chance: shown(t.preview?.(id), id), key: c.key };
  }
  if (t.kind === 'point') {
    // Near a living enemy, so throws land among figures as a person's would.
    const foes = state.figures.filter(
      (f) => f.side !== state.figures.find((g) => g.id === (need as { figure?: string }).figure)?.side,
    );
    const foe = foes[Math.floor(r() * foes.length)];
    const at: BoardPoint = foe ? [foe.at[0] + r() * 4 - 2, foe.at[1] + r() * 4 - 2] : [r() * 36, r() * 36];
    const cmd = t.command(at);
    if (!cmd.ok) return undefined;
    return { cmd: cmd.command, chance: ROLLED.test(c.key) ? shown(t.preview?.(at)) : undefined, key: c.key };
  }
  return undefined;
}

describe('preview chance == rolled chance', () => {
  it('over seeded battles played by the board’s choices, each spot, shot, throw and blow rolls against the chance its preview showed', () => {
    let checked = 0;
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 10 }), (seed) => {
        const r = seedrandom(`preview:${seed}`);
        let { state, need } = startOf(`preview:${seed}`);
        for (let n = 0; n < 250 && need.kind === 'command'; n++) {
          const actor = need.figure;
          const p = pick(state, need, r) ?? { cmd: { do: 'endAct' as const, figure: actor }, key: 'endAct' };
          const res = reduce(state, p.cmd);
          if (!res.ok) throw new Error(`${p.key}: ${res.error}`);
          if (p.chance !== undefined) {
            const test = res.events.find((e) => e.type === 'test' && e.figure === actor);
            expect(test && test.type === 'test' ? test.chance.chance : 'no test', p.key).toBe(p.chance);
            checked++;
          }
          state = res.state;
          need = res.need;
        }
      }),
      { numRuns: 6 },
    );
    // The property looked at real actions, not none.
    expect(checked).toBeGreaterThan(20);
  }, 120_000);

  it('with a vehicle on each side: shots at a vehicle and from inside one roll against the chance shown', () => {
    let checked = 0;
    let vehicleShots = 0;
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 10 }), (seed) => {
        const r = seedrandom(`preview-v:${seed}`);
        let { state, need } = startOf(`preview-v:${seed}`, { vehicle1: 'Snatch Landrover', vehicle2: 'Technical' });
        for (let n = 0; n < 250 && need.kind === 'command'; n++) {
          const actor = need.figure;
          const inside = !!state.figures.find((f) => f.id === actor)?.inside;
          const p = pick(state, need, r) ?? { cmd: { do: 'endAct' as const, figure: actor }, key: 'endAct' };
          const res = reduce(state, p.cmd);
          if (!res.ok) throw new Error(`${p.key}: ${res.error}`);
          if (p.chance !== undefined) {
            const test = res.events.find((e) => e.type === 'test' && e.figure === actor);
            expect(test && test.type === 'test' ? test.chance.chance : 'no test', p.key).toBe(p.chance);
            checked++;
            const at = 'target' in p.cmd ? p.cmd.target : '';
            if (inside || state.vehicles?.some((v) => v.id === at)) vehicleShots++;
          }
          state = res.state;
          need = res.need;
        }
      }),
      { numRuns: 6 },
    );
    expect(checked).toBeGreaterThan(20);
    expect(vehicleShots).toBeGreaterThan(0);
  }, 120_000);

  it('with the Apache (chain gun, missiles) against a tank, launchers handed out: every Fire rolls at the chance shown', () => {
    let checked = 0;
    const fired = new Set<string>();
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 10 }), (seed) => {
        const r = seedrandom(`preview-m:${seed}`);
        let { state, need } = startOf(`preview-m:${seed}`, {
          vehicle1: 'MBT 1',
          vehicle2: 'Apache/Tigre',
          support: 'launchers and a heavy weapon',
          size: '4',
        });
        for (let n = 0; n < 250 && need.kind === 'command'; n++) {
          const actor = need.figure;
          const p = pick(state, need, r, ROLLED_ALL) ?? {
            cmd: { do: 'endAct' as const, figure: actor },
            key: 'endAct',
          };
          const res = reduce(state, p.cmd);
          if (!res.ok) throw new Error(`${p.key}: ${res.error}`);
          if (p.chance !== undefined) {
            const test = res.events.find((e) => e.type === 'test' && e.figure === actor);
            expect(test && test.type === 'test' ? test.chance.chance : 'no test', p.key).toBe(p.chance);
            if (test && test.type === 'test' && test.test.startsWith('fire ')) fired.add(test.test);
            checked++;
          }
          state = res.state;
          need = res.need;
        }
      }),
      { numRuns: 6 },
    );
    expect(checked).toBeGreaterThan(20);
    // The tank gun, the chain gun or a launcher fired among them.
    expect(fired.size).toBeGreaterThan(0);
  }, 180_000);
});
