// The action-point percentile skirmish behind the shared door (core/ruleset.ts): its file, first state,
// reducer, computer player, words, tables, previews, and the sim's side (final line, queries, the table as
// text, outcome, scripted commands, controls). Registered by one line in rulesets/index.ts.
import type { FileIssue, OrderChoice, PreviewPicture, Ruleset } from '../../core/ruleset';
import type { Result } from '../../core/result';
import { apScenarioSchema, checkApScenario, type ApQuery, type ApScenario } from './scenario';
import { startingState } from './start';
import { begin, reduce } from './reduce';
import { computerCommand } from './ai';
import { eventText, chanceText } from './wording';
import { TABLE_LIST, tableText } from './reference';
import { answer, commands, controlOf, final, outcome, queries, show, turnOf } from './sim';
import { figureOf } from './figures';
import { seesVehicle, shootChance, spotChance, throwChance } from './chance';
import { testOdds, woundOdds } from './odds';
import { WEAPONS, AP_COSTS } from './tables';
import type { ApEvent, ApNeed, ApState, ApStepCommand } from './types';
import { apPlay } from './session';
import { apSoak } from './soak';
import { apView } from './view';
import { crewMarkerText, penOf, vehicleOddsText, vehicleTarget } from './vehicles';
import { gunner } from './crew';
import { lessons } from './lessons';
import { apBoard } from './board';
import type { Vec } from '../../geometry/shapes';
import { apContinuation } from './continuation';

export type ActionPoints = Ruleset<ApState, ApStepCommand, ApEvent, ApNeed, ApScenario> & {
  final: typeof final;
  queries(sc: ApScenario): readonly ApQuery[];
};

function shotPreview(state: ApState, from: string, to: string, aim = 0): PreviewPicture {
  const a = figureOf(state, from),
    b = figureOf(state, to);
  const v = state.vehicles?.find((x) => x.id === to);
  if (a && v) {
    // A vehicle: the shot's chance as the reducer rolls it, then the damage table's exact odds (vehicles.ts).
    const c = shootChance(state, a, vehicleTarget(state, v), aim);
    return {
      lines: [{ from: a.at, to: v.at, ok: true }],
      odds: { [v.id]: `${c.chance}% to hit` },
      note: `${chanceText(c)} (costs ${AP_COSTS.shoot.ap + aim} AP). If hit: ${vehicleOddsText(penOf(gunner(state, a).weapon), v.armour)}.${crewMarkerText(state, v)}`,
    };
  }
  if (!a || !b) return { note: 'no such figure' };
  const c = shootChance(state, a, b, aim);
  const w = WEAPONS[a.weapon];
  const bands = woundOdds(w.dice, 10, b.armour, state.options.fixedArmour);
  const wounds = Object.entries(bands)
    .filter(([, p]) => p > 0)
    .map(([k, p]) => `${k} ${(p * 100).toFixed(1)}%`)
    .join(', ');
  return {
    lines: [{ from: a.at, to: b.at, ok: true }],
    odds: { [b.id]: `${c.chance}% to hit` },
    note: `${chanceText(c)} (costs ${AP_COSTS.shoot.ap + aim} AP). If hit: ${wounds}.`,
  };
}

function spotPreview(state: ApState, from: string, to: string, aim = 0): PreviewPicture {
  const a = figureOf(state, from),
    b = figureOf(state, to);
  // A vehicle in the open is seen without a roll; in cover, its spot roll reads the vehicle rows (decision 61).
  const v = state.vehicles?.find((x) => x.id === to);
  if (a && v && seesVehicle(state, a, v)) return { note: 'A vehicle in the open needs no spotting: shoot at it.' };
  const t = a && v ? vehicleTarget(state, v) : b;
  if (!a || !t) return { note: 'no such figure' };
  const c = spotChance(state, a, t, aim);
  return {
    lines: [{ from: a.at, to: t.at, ok: true }],
    odds: { [t.id]: `${c.chance}% to spot` },
    note: `${chanceText(c)} (costs ${1 + aim} AP)`,
  };
}

function throwPreview(state: ApState, from: string, at: Vec): PreviewPicture {
  const a = figureOf(state, from);
  if (!a) return { note: 'no such figure' };
  const c = throwChance(state, a, at);
  return {
    circles: [
      { at, radius: 2.5 },
      { at, radius: 7.5 },
    ],
    note: `${chanceText(c)} (costs 1 AP)`,
  };
}

/** Odds in words for a d100 test keyed by its chance ("40" or "test:40"). */
function testOddsText(key: string): string {
  const n = Number(key.replace(/^test:/, ''));
  if (!Number.isFinite(n)) return '';
  const o = testOdds(Math.max(5, Math.min(95, Math.round(n))));
  return `${Math.round(o.pass * 100)}% to pass (${Math.round(o.critical * 100)}% a critical), ${Math.round(o.fumble * 100)}% a fumble`;
}

function orderBar(state: ApState, need: ApNeed): OrderChoice[] {
  if (need.kind !== 'command') return [];
  const ap = state.clock.ap;
  const once = state.clock.attacked;
  const choice = (order: string, label: string, cost: number, blocked?: string): OrderChoice => {
    const why = blocked ?? (cost > ap ? `needs ${cost} AP, ${ap} left` : undefined);
    return why
      ? { order, label: `${label} (${cost} AP)`, enabled: false, why }
      : { order, label: `${label} (${cost} AP)`, enabled: true };
  };
  return [
    choice('walk', 'Walk 3"', 1),
    choice('run', 'Run 6"', 1),
    choice('crawl', 'Crawl 1"', 1),
    choice('turn', 'Turn', 1),
    choice('kneel', 'Kneel', 1),
    choice('prone', 'Prone', 1),
    choice('stand', 'Stand', 1),
    choice('spot', 'Spot', 1),
    choice('shoot', 'Shoot', 1, once ? 'already shot or attacked once this act' : undefined),
    choice('throw', 'Throw', 1, once ? 'already shot or attacked once this act' : undefined),
    choice('attack', 'Attack', 1, once ? 'already shot or attacked once this act' : undefined),
    { order: 'endAct', label: 'End act', enabled: true },
  ];
}

export const actionPoints: ActionPoints = {
  name: 'action-points',
  title: 'Action-point percentile skirmish',
  scenario: {
    schema: apScenarioSchema,
    check: (data: unknown): Result<ApScenario, FileIssue> => checkApScenario(data),
  },
  startingState: (sc, opts) => ({ state: startingState(sc, opts), events: [] }),
  begin,
  reduce,
  decisions: [],
  computerCommand,
  wording: { event: eventText },
  tables: { list: TABLE_LIST, text: tableText },
  odds: testOddsText,
  previews: { shoot: shotPreview, spot: spotPreview, throw: throwPreview },
  orderBar,
  final,
  queries,
  answer,
  show,
  outcome,
  commands,
  controlOf,
  turnOf,
  seedOf: (sc) => sc.seed,
  turnCap: () => null,
  continuation: apContinuation,
  play: apPlay,
  view: apView,
  board: apBoard,
  soak: apSoak,
  lessons,
};

/** The name run-time loaders look for (`--rules-module`). */
export const ruleset = actionPoints;
