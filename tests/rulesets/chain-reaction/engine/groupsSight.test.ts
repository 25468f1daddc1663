// The group count (engine/world.ts computeGroupsOf) asks sight either way once per close pair and hands the
// same answer to the pair's second asking. That is only right because sight either way is the same answer
// both ways round. Here, at every state of seeded games, each side's groups as the engine counts them must
// equal a count made with the plain sight test asked afresh every time (links, their sight, leaders).
import { describe, expect, it } from 'vitest';
import { begin, computerCommand, reduce } from '../../../../src/rulesets/chain-reaction/game';
import { randomSkirmish } from '../../../../src/rulesets/chain-reaction/sim/skirmish';
import { buildEncounter, randomEncounterScenario } from '../../../../src/rulesets/chain-reaction/sim/encounter';
import { groupsOf, sees, viewsIn, worldOf } from '../../../../src/rulesets/chain-reaction/engine/world';
import { computeGroups } from '../../../../src/rulesets/chain-reaction/rules/groups';
import type { GameState } from '../../../../src/rulesets/chain-reaction/state';

/** Every side's groups both ways; returns how many groups with a link were compared. */
function compare(s: GameState): number {
  const w = worldOf(s);
  let linked = 0;
  for (const side of s.sides) {
    const figs = Object.values(s.figures).filter((f) => f.side === side.id);
    const plain = computeGroups(
      viewsIn(s, figs),
      (a, b) =>
        sees(s, w, s.figures[a.id]!, s.figures[b.id]!, true) || sees(s, w, s.figures[b.id]!, s.figures[a.id]!, true),
      { previousLeaders: s.leaders, side: side.id },
    ).groups;
    const engine = groupsOf(s, side.id, w);
    expect(JSON.stringify(engine)).toBe(JSON.stringify(plain));
    linked += plain.filter((g) => g.links.length > 0).length;
  }
  return linked;
}

function play(start: GameState, maxTurns: number): number {
  let r = begin(start, { maxTurns });
  let linked = compare(r.state);
  for (let n = 0; r.need.kind === 'command' && n < 250; n++) {
    const next = reduce(r.state, computerCommand(r.state, r.need), { maxTurns });
    if (!next.ok) break;
    r = next;
    linked += compare(r.state);
  }
  return linked;
}

describe('groups counted with sight asked once a pair are the groups counted with sight asked every time', () => {
  it('close urban skirmishes (seeded)', () => {
    for (const seed of ['groups-sight-1', 'groups-sight-2']) {
      const s = randomSkirmish(seed, { minFigures: 4, maxFigures: 7, overall: 'urban' });
      expect(play(s, 5)).toBeGreaterThan(20);
    }
  });

  it('Patrols on wooded and urban tables (seeded)', () => {
    for (const [i, terrain] of (['wooded', 'urban'] as const).entries()) {
      const sc = randomEncounterScenario(`groups-sight-patrol-${i}`, {
        encounter: 'patrol',
        terrain,
        minFigures: 3,
        maxFigures: 5,
      });
      expect(play(buildEncounter(sc).state, 6)).toBeGreaterThan(20);
    }
  });
});
