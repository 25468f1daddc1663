// Chain Reaction's benchmarks, as work for `npm run bench` to time (this folder stays pure; the bench holds
// the clock). Reducer steps on a reaction-heavy skirmish (two close, evenly matched forces on an urban table,
// so nearly every command sets off In Sight tests, Crisis tests and return fire) against the bare cost of a
// step that only copies the state in and out; and complete Patrols, from the scenario to the end of the
// encounter and without keeping the event log, against their set-up alone (goal from issue 23: at least
// half the speed of the set-up alone); and the table's
// pointer frame with 40 figures (what TableScene.update works out while sight and vision follow the pointer),
// against the bare line of sight it is built on.
import type { BenchLoad, BenchSuite } from '../../../core/ruleset';
import { randomSkirmish } from './skirmish';
import { aiCommand } from '../players/plainBattle';
import { begin, reduce, runBattle } from '../game';
import { finish } from '../engine/ctx';
import { makeCtx } from '../engine/makeCtx';
import type { Command } from '../engine/commands';
import type { GameState } from '../state';
import { buildEncounter, studyEncounter } from './encounter';
import { geoOf, sightLine, worldOf } from '../engine/world';
import { lineOfSight } from '../../../geometry/los';
import { coverPreview, sightPreview, visibilityOf } from '../view/preview/sight';
import { hoverCard } from '../view/hoverCard';
import type { Vec } from '../../../geometry/shapes';

/** Plays the computer against itself, recording each state and the command given in it. */
function recordSteps(seed: string, maxSteps: number): { state: GameState; cmd: Command }[] {
  const steps: { state: GameState; cmd: Command }[] = [];
  for (let k = 0; steps.length < maxSteps && k < 200; k++) {
    let r = begin(randomSkirmish(`${seed}-${k}`, { minFigures: 5, maxFigures: 8, overall: 'urban' }), { maxTurns: 8 });
    while (r.need.kind === 'command' && steps.length < maxSteps) {
      const cmd = aiCommand(r.state, r.need);
      steps.push({ state: r.state, cmd });
      const next = reduce(r.state, cmd, { maxTurns: 8 });
      if (!next.ok) break;
      r = next;
    }
  }
  return steps;
}

function reducerLoad(): BenchLoad {
  const steps = recordSteps('bench', 400);
  const events = steps.reduce((n, st) => {
    const r = reduce(st.state, st.cmd, { maxTurns: 8 });
    return n + (r.ok ? r.events.length : 0);
  }, 0);
  return {
    name: `reducer steps/s (reaction-heavy urban skirmish, ${steps.length} steps, ${(events / steps.length).toFixed(1)} events/step)`,
    items: steps.length,
    run: (i) => reduce(steps[i]!.state, steps[i]!.cmd, { maxTurns: 8 }),
    rounds: 5,
    baseline: {
      name: 'a step that only copies the state in and out',
      run: (i) => finish(makeCtx(steps[i]!.state)),
      rounds: 5,
    },
    // Issue 23's target for the reducer: a step at least 0.3× the cost of copying its state.
    goal: { text: '≥ 0.3× a step that only copies', ratio: 0.3 },
  };
}

function patrolLoad(): BenchLoad {
  const scenarios = Array.from({ length: 24 }, (_, i) => studyEncounter('bench-patrol', i));
  let turns = 0;
  for (const s of scenarios) turns += runBattle(buildEncounter(s).state).state.turn;
  return {
    name: `complete Patrols/s per core, event log not kept (3-5 figures a side to start, generated tables, ${(turns / scenarios.length).toFixed(1)} turns on average)`,
    items: scenarios.length,
    // As the odds runner plays them (core/odds/runner.ts) and as every other game's row does: the log is
    // not kept. Keeping it holds every event of the game until the end, which cost 8-28% more here.
    run: (i) => runBattle(buildEncounter(scenarios[i]!).state, { keepEvents: false }).state.ended,
    rounds: 2,
    baseline: {
      name: 'set-up alone (table and PEFs)',
      run: (i) => buildEncounter(scenarios[i]!).state.turn,
      rounds: 3,
    },
    // A ratio, so a busy machine slows both alike; the words say the row plays without the event log, a
    // change of yardstick from the rows before issue 23 (which kept it).
    goal: { text: '≥ 0.5× the set-up alone, Patrols played without the event log', ratio: 0.5 },
  };
}

/**
 * The pointer frame on a crowded table: 20 figures a side on an urban table, the first one selected, the
 * pointer swept over every other figure and the ground half-way to it. Per frame, what the table works out
 * with sight, vision and cover shown: the sight line (to the figure or the bare point), the cover badges and
 * the hover card for a figure, and the hovered figure's vision outline, which the table works out in idle
 * time before the pointer comes (so here, too, ahead of the timing). Phaser's drawing is not in it: this
 * is the rules side of the frame, timed in Node. The baseline is the engine's bare line of sight between
 * the same two figures; the goal is a ratio to it, so a busy machine slows both alike.
 */
function pointerLoad(): BenchLoad {
  const s = randomSkirmish('bench-forty', { sizes: [20, 20], overall: 'urban' });
  const w = worldOf(s);
  const figs = Object.values(s.figures).filter((f) => f.status !== 'offTable');
  const sel = figs[0]!;
  const vision = new Map(figs.map((f) => [f.id, visibilityOf(w, f).polygon]));
  type Frame = { figure: (typeof figs)[number] } | { ground: Vec };
  const frames: Frame[] = figs
    .slice(1)
    .flatMap((f): Frame[] => [{ ground: [(sel.at[0] + f.at[0]) / 2, (sel.at[1] + f.at[1]) / 2] }, { figure: f }]);
  return {
    name: `pointer frames/s with ${figs.length} figures (sight line, cover, hover card and vision outline; no drawing)`,
    items: frames.length,
    run: (i) => {
      const fr = frames[i]!;
      if ('ground' in fr) return sightPreview(s, w, sel, fr.ground).clear;
      const h = fr.figure;
      const sp = sightPreview(s, w, sel, h);
      const c = coverPreview(w, h, sel);
      const card = hoverCard(s, w, h, sel, s.sides[0]!.id);
      return sp.clear || c.cover || card.rows.length + vision.get(h.id)!.length;
    },
    rounds: 7,
    baseline: {
      name: 'the bare line of sight between the same two figures',
      run: (i) => {
        const fr = frames[i]!;
        return 'figure' in fr
          ? sightLine(s, w, sel, fr.figure).clear
          : lineOfSight(w, geoOf(sel), { id: '(pointer)', at: fr.ground, facing: 0 }).clear;
      },
      rounds: 7,
    },
    // Measured at about 0.25× on the 2-core machine (a frame costs four bare sight lines): the goal leaves
    // room, and fails if a frame grows dearer than ten of them.
    goal: { text: '≥ 0.1× the bare line of sight', ratio: 0.1 },
  };
}

/** The suites; each load is built when its suite runs (building it plays games). */
export const crBench: readonly BenchSuite[] = [
  { suite: 'engine: reducer', load: reducerLoad },
  { suite: 'solo: complete Patrols', load: patrolLoad },
  { suite: 'table: the pointer frame with 40 figures', load: pointerLoad },
];
