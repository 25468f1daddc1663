// The player's set-up before turn 1 (pp.30-31, sections 7-9): placements checked by the engine (own figures,
// inside the zone, on ground, never over another base), "place in a line", and the battle started with the
// same dice as a game set up without deployment; a side handed to the computer and back at any moment.
import { describe, expect, it } from 'vitest';
import { buildEncounter } from '../../../../src/rulesets/chain-reaction/start';
import { begin, computerCommand, reduce } from '../../../../src/rulesets/chain-reaction/game';
import { checkPlacement, DEPLOY_ZONE, inDeployZone, lineUp } from '../../../../src/rulesets/chain-reaction/solo/deploy';
import { soloOf } from '../../../../src/rulesets/chain-reaction/solo/types';
import type { GameState } from '../../../../src/rulesets/chain-reaction/state';
import type { Command } from '../../../../src/rulesets/chain-reaction/engine/commands';
import { patrolSide, scenarioOf } from './helpers';
import { enteringDiceFor } from '../../../../src/rulesets/chain-reaction/engine/enteredDice';
import { chainReactionView } from '../../../../src/rulesets/chain-reaction/view';

const BUILDING = {
  id: 'b1',
  type: 'building' as const,
  dv: 2,
  polygon: [
    [20, 26],
    [26, 26],
    [26, 31],
    [20, 31],
  ] as [number, number][],
};

function deploying(kind: 'patrol' | 'raid' | 'defend' = 'patrol', seed = 'deploy-1') {
  const sc = scenarioOf({
    seed,
    generate: { encounter: kind, terrain: 'clear', deploy: true },
    terrain: [BUILDING],
    sides: [patrolSide(4, 33, 'script')],
  });
  const built = buildEncounter(sc);
  return { sc, built, start: begin(built.state) };
}

function step(s: GameState, cmd: Command) {
  const r = reduce(s, cmd);
  if (!r.ok) throw new Error(r.error);
  return r;
}

describe('deployment', () => {
  it('waits for the player before any PEF is placed or any activation rolled', () => {
    const { start } = deploying();
    expect(start.need).toMatchObject({ kind: 'command', side: 'blue', groups: [], deploying: true });
    expect(soloOf(start.state)!.pefs).toEqual([]);
    expect(start.state.turn).toBe(0);
  });

  it("the table's zone and its verdict on a dragged figure's spot are the engine's (view setUpZone, placing)", () => {
    const s = deploying().start.state;
    const zone = chainReactionView.setUpZone!(s)!;
    expect(zone).toContainEqual([DEPLOY_ZONE.left, DEPLOY_ZONE.top]);
    expect(zone).toContainEqual([DEPLOY_ZONE.right, DEPLOY_ZONE.bottom]);
    const spots: [number, number][] = [
      [5, 28],
      [5, 20],
      [22, 28],
      [30, 34],
    ];
    for (const at of spots) {
      const v = chainReactionView.placing!(s, 'star', at)!;
      const engine = reduce(s, { do: 'place', placements: [{ figure: 'star', at }] });
      expect(v.ok, v.text).toBe(engine.ok);
      expect(v.text).toMatch(engine.ok ? /^Place star here/ : /^Can't place here: /);
    }
    // Once the battle has started there is no zone and nothing to place.
    const started = step(s, { do: 'startBattle' }).state;
    expect(chainReactionView.setUpZone!(started)).toBeUndefined();
    expect(chainReactionView.placing!(started, 'star', [5, 28])).toBeUndefined();
  });

  it('moves a figure inside the zone, and refuses outside it, on a building wall, or over another base', () => {
    const s = deploying().start.state;
    const moved = step(s, { do: 'place', placements: [{ figure: 'star', at: [5, 28] }] });
    expect(moved.state.figures.star!.at).toEqual([5, 28]);
    expect(moved.need).toMatchObject({ deploying: true });

    const out = reduce(s, { do: 'place', placements: [{ figure: 'star', at: [5, 20] }] });
    expect(out.ok).toBe(false);
    expect(!out.ok && out.error).toMatch(/set-up zone/);
    expect(checkPlacement(s, [{ figure: 'star', at: [5, 35.2] }])?.why).toBe('outsideZone');

    const g1 = s.figures.g1!.at;
    const over = checkPlacement(s, [{ figure: 'star', at: [g1[0] + 0.6, g1[1]] }]);
    expect(over).toEqual({ why: 'overlaps', figure: 'star', other: 'g1' });
    // Bases may touch.
    expect(checkPlacement(s, [{ figure: 'star', at: [g1[0], g1[1] - 1] }])).toBeUndefined();
    // Swapping two figures in one command is fine: the check is on where everyone ends up.
    const g2 = s.figures.g2!.at;
    expect(
      checkPlacement(s, [
        { figure: 'g1', at: g2 },
        { figure: 'g2', at: g1 },
      ]),
    ).toBeUndefined();

    expect(checkPlacement(s, [{ figure: 'nobody', at: [5, 28] }])?.why).toBe('unknown');
  });

  it('"place in a line" gives every figure a legal spot, side by side, all linked within 4"', () => {
    const s = deploying().start.state;
    const line = lineUp(s);
    expect(line.map((p) => p.figure)).toEqual(['star', 'g1', 'g2', 'g3']);
    expect(checkPlacement(s, line)).toBeUndefined();
    for (const p of line) expect(inDeployZone(p.at)).toBe(true);
    for (let i = 1; i < line.length; i++) {
      const [a, b] = [line[i - 1]!.at, line[i]!.at];
      expect(Math.hypot(a[0] - b[0], a[1] - b[1])).toBeLessThanOrEqual(4);
    }
  });

  it('is refused once the battle has started, and other orders are refused before it starts', () => {
    const s = deploying().start.state;
    expect(reduce(s, { do: 'endActivation' }).ok).toBe(false);
    const started = step(s, { do: 'startBattle' });
    expect(soloOf(started.state)!.deploying).toBeUndefined();
    expect(soloOf(started.state)!.pefs).toHaveLength(3);
    expect(reduce(started.state, { do: 'place', placements: [{ figure: 'star', at: [5, 28] }] }).ok).toBe(false);
    expect(reduce(started.state, { do: 'startBattle' }).ok).toBe(false);
  });

  it('started untouched, the game is the one set up without deployment: same PEFs, same dice, same state', () => {
    for (const kind of ['patrol', 'raid', 'defend'] as const) {
      for (const seed of ['a', 'b', 'c']) {
        const { sc, start, built: b } = deploying(kind, seed);
        const built = () => b.events;
        const plain = buildEncounter({ ...sc, generate: { ...sc.generate!, deploy: undefined } });
        const direct = begin(plain.state);
        const viaDeploy = step(start.state, { do: 'startBattle' });
        const clean = (st: GameState) => JSON.stringify({ ...st, generate: undefined });
        expect(clean(viaDeploy.state)).toBe(clean(direct.state));
        const facts = (es: { type: string }[]) => es.filter((e) => e.type !== 'note').map((e) => JSON.stringify(e));
        expect(facts([...built(), ...viaDeploy.events])).toEqual(facts([...plain.events, ...direct.events]));
      }
    }
  });

  it('the PEFs are hidden from where the player actually set up, and a building entered at the start makes none', () => {
    const s = deploying('patrol', 'hide').start.state;
    const inside = step(s, { do: 'place', placements: [{ figure: 'star', at: [23, 28.5] }] });
    const started = step(inside.state, { do: 'startBattle' });
    expect(soloOf(started.state)!.buildings.find((b) => b.id === 'b1')!.exempt).toBe(true);
    const outside = step(s, { do: 'startBattle' });
    expect(soloOf(outside.state)!.buildings.find((b) => b.id === 'b1')!.exempt).toBe(false);
  });

  it('a computer-played side starts the battle at once', () => {
    const { start } = deploying();
    expect(computerCommand(start.state, start.need as never)).toEqual({ do: 'startBattle' });
  });

  it('the zone is sections 7-9, clear of the own edge', () => {
    expect(DEPLOY_ZONE.top).toBe(24);
    expect(DEPLOY_ZONE.bottom).toBeLessThan(36 - 1);
  });
});

describe('set-up with your own dice', () => {
  it("the PEFs go down with the game dice, then the first activation waits for the player's faces", () => {
    const { built } = deploying('patrol', 'deploy-own-dice');
    const player = soloOf(built.state)!.player;
    const own = enteringDiceFor(built.state, [player]);
    const plain = step(begin(built.state).state, { do: 'startBattle' });
    const r = step(begin(own).state, { do: 'startBattle' });
    // The player's die only; the enemy's comes from the game's dice (issue 19 item 6).
    expect(r.need).toMatchObject({
      kind: 'dice',
      side: player,
      ask: { purpose: 'activation', count: 1, who: [player] },
    });
    // The same PEF spots as with the game's own dice (the plain game has gone on further, so only where they lie).
    const spots = (s: GameState) => soloOf(s)!.pefs.map((p) => [p.id, p.at, p.section]);
    expect(spots(r.state)).toEqual(spots(plain.state));
    expect(soloOf(r.state)!.pefs.length).toBeGreaterThan(0);
    // A 6 for the player; the step then may wait for more of the player's faces, saying nothing yet.
    let fed = step(r.state, { do: 'dice', faces: [6] });
    const said = [...fed.events];
    for (let i = 0; fed.need.kind === 'dice' && i < 20; i++) {
      fed = step(fed.state, { do: 'dice', faces: Array<number>(fed.need.ask.count).fill(3) });
      said.push(...fed.events);
    }
    const act = said.find((e) => e.type === 'roll');
    expect(act).toMatchObject({ purpose: 'activation', who: [player, expect.any(String)], enteredDice: [0] });
    expect(act?.type === 'roll' && act.dice[0]).toBe(6);
    expect(fed.need.kind).not.toBe('dice');
  });
});

describe("the view's objective panel (what the page's objective panel draws)", () => {
  const objective = chainReactionView.objective!;

  it('offers the set-up buttons while setting up, built from the figures as they stand when pressed', () => {
    const s = deploying().start.state;
    const panel = objective(s)!;
    expect(panel.lines.length).toBeGreaterThan(0);
    expect(panel.setUp!.buttons.map((b) => b.key)).toEqual(['place-line', 'deploy-done']);
    expect(panel.setUp!.text).toMatch(/\d/);
    const moved = step(s, { do: 'place', placements: [{ figure: 'star', at: [5, 28] }] }).state;
    const place = panel.setUp!.buttons[0]!.command(moved);
    expect(place).toEqual({ do: 'place', placements: lineUp(moved) });
    const started = step(moved, panel.setUp!.buttons[1]!.command(moved)).state;
    expect(objective(started)!.setUp).toBeUndefined();
    expect(objective(started)!.title).toBe(panel.title);
  });
});
