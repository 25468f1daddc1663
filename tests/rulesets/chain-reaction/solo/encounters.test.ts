// Each Encounter's objective and ending: Patrol (recon the far edge in sections 1-3, then leave by the
// player's own edge), Raid (find the objective by the PEF rule, then take it from its guards), Defend (the enemy's
// objective roll; the enemy reaching it, or being beaten, or the defenders holding out), and the
// endings every encounter shares: the player's force destroyed or gone from the table.
import { describe, expect, it } from 'vitest';
import { begin, reduce, type Step } from '../../../../src/rulesets/chain-reaction/game';
import type { Command } from '../../../../src/rulesets/chain-reaction/engine/commands';
import type { GameState } from '../../../../src/rulesets/chain-reaction/state';
import type { GameEvent } from '../../../../src/rulesets/chain-reaction/engine/events';
import type { Vec } from '../../../../src/geometry/shapes';
import { soloOf } from '../../../../src/rulesets/chain-reaction/solo/types';
import { BARE, encounter, ofType, patrolSide, type FileInput } from './helpers';

type Ok = Step & { ok: true };

function start(input: FileInput, pefs: Vec[] = []): { r: Ok; log: GameEvent[] } {
  const { state } = encounter(input);
  const enc = soloOf(state)!;
  enc.pefs = pefs.map((at, i) => ({ id: `pef${i + 1}`, at, section: 2 }));
  const r = begin(state);
  return { r, log: [...r.events] };
}

function act(s: { r: Ok; log: GameEvent[] }, cmd: Command, before?: (st: GameState) => void): void {
  if (before) before(s.r.state);
  const next = reduce(s.r.state, cmd);
  if (!next.ok) throw new Error(next.error);
  s.r = next;
  s.log.push(...next.events);
}

const place = (id: string, at: Vec) => (st: GameState) => {
  st.figures[id]!.at = at;
};
const pass: Command = { do: 'endActivation' };

describe('Patrol', () => {
  const input: FileInput = {
    generate: { encounter: 'patrol', terrain: 'clear' },
    terrain: BARE as never,
    sides: [patrolSide(1, 30, 'script', 6)],
    dice: {
      activation: [
        [6, 1],
        [6, 1],
        [6, 1],
        [6, 1],
        [6, 1],
      ],
    },
  };

  it('counts a section once a figure ends an activation within 6" of the far edge there; three make the recon', () => {
    const s = start(input);
    act(s, pass, place('star', [6, 7]));
    expect(soloOf(s.r.state)!.recon).toEqual([]);
    act(s, pass, place('star', [6, 3]));
    act(s, pass, place('star', [18, 5.5]));
    act(s, pass, place('star', [30, 2]));
    expect(soloOf(s.r.state)!.recon).toEqual([1, 2, 3]);
    expect(
      ofType(s.log, 'objective')
        .filter((e) => e.what === 'recon')
        .map((e) => e.section),
    ).toEqual([1, 2, 3]);
  });

  it("then wins by leaving the table by the player's own edge", () => {
    const s = start(input);
    for (const at of [
      [6, 3],
      [18, 3],
      [30, 3],
    ] as Vec[])
      act(s, pass, place('star', at));
    act(
      s,
      {
        do: 'move',
        figure: 'star',
        path: [
          [30, 30],
          [30, 35.5],
        ],
      },
      place('star', [30, 30]),
    );
    expect(s.r.state.figures.star!.status).toBe('offTable');
    expect(s.r.state.ended).toMatchObject({ reason: 'objectiveMet', winner: 'blue' });
    expect(ofType(s.log, 'end')).toHaveLength(1);
  });

  it('leaving before the recon is done loses', () => {
    const s = start(input);
    act(s, pass, place('star', [6, 3]));
    act(
      s,
      {
        do: 'move',
        figure: 'star',
        path: [
          [6, 32],
          [6, 35.5],
        ],
      },
      place('star', [6, 32]),
    );
    expect(s.r.state.ended).toMatchObject({ reason: 'playerLeft', winner: 'enemy' });
  });

  it('a force with nobody able to fight loses', () => {
    const { state } = encounter({ ...input, sides: [patrolSide(2, 30, 'script', 6)] });
    state.figures.star!.status = 'outOfTheFight';
    state.figures.g1!.status = 'obviouslyDead';
    const r = begin(state);
    expect(r.need).toMatchObject({ kind: 'ended', reason: 'playerDestroyed', winner: 'enemy' });
    expect(ofType(r.events, 'end')).toHaveLength(1);
  });

  it('out of time ends once its last turn is over: the turn after is never begun, no dice are rolled for it', () => {
    const { state } = encounter(input);
    soloOf(state)!.turnLimit = 2;
    const s = { r: begin(state), log: [] as GameEvent[] };
    s.log.push(...s.r.events);
    while (s.r.need.kind === 'command') act(s, pass);
    expect(s.r.state.ended).toMatchObject({ reason: 'timeUp' });
    expect(s.r.state.turn).toBe(2);
    expect(ofType(s.log, 'turn').map((e) => e.turn)).toEqual([1, 2]);
    expect(ofType(s.log, 'activation').map((e) => e.turn)).toEqual([1, 2]);
    expect(ofType(s.log, 'end')).toHaveLength(1);
  });
});

describe('Raid', () => {
  const raid = (dice: FileInput['dice']): FileInput => ({
    generate: { encounter: 'raid', terrain: 'clear' },
    terrain: BARE as never,
    sides: [patrolSide(1, 30, 'script', 18)],
    dice: {
      activation: [
        [6, 1],
        [6, 1],
        [6, 1],
      ],
      ...dice,
    },
  });

  it('finds the objective on an enemy PEF when a d6 is at most the PEFs resolved so far', () => {
    // At night only the near PEF is in sight at first.
    // The enemy's activation die is 5 while the script lasts, so PEFs only move on the seeded dice later.
    const s = start(
      {
        ...raid({
          activation: [
            [6, 5],
            [6, 5],
            [6, 5],
          ],
          pefResolution: [
            [1, 1],
            [1, 2],
          ],
          objective: [[2], [2]],
          howManyEnemy: [
            [1, 1],
            [1, 1],
          ],
        }),
        light: 'night',
      },
      [
        [18, 20],
        [6, 2],
        [34, 2],
      ],
    );
    const enc = soloOf(s.r.state)!;
    // First contact: 2 > 1 resolved, not here. Second contact: 2 ≤ 2, found.
    expect(enc.raid?.found).toBeFalsy();
    act(s, pass, place('star', [8, 10]));
    const after = soloOf(s.r.state)!;
    // The PEF may have crept closer in the enemy's phase: the objective is wherever it was found.
    expect(after.raid).toMatchObject({ found: true, where: 'pef2', at: after.pefs[1]!.at });
    expect(
      ofType(s.log, 'roll')
        .filter((r) => r.purpose === 'objective')
        .map((r) => r.dice),
    ).toEqual([[2], [2]]);
    // The PEF that holds the objective is the objective (p.31): How Many Enemy is rolled for the first contact only.
    expect(ofType(s.log, 'roll').filter((r) => r.purpose === 'howManyEnemy')).toHaveLength(1);
    const pef2 = ofType(s.log, 'pef').find((e) => e.pef === 'pef2' && e.action === 'resolved');
    expect(pef2).toMatchObject({ result: 'contact' });
    expect(pef2).not.toHaveProperty('enemies');
  });

  it('the last PEF holds the objective whatever it resolves as, with no roll; reaching it wins', () => {
    const s = start(raid({ pefResolution: [[6, 6]] }), [[18, 14]]);
    expect(soloOf(s.r.state)!.raid).toMatchObject({ found: true, at: [18, 14], where: 'pef1' });
    expect(ofType(s.log, 'roll').filter((r) => r.purpose === 'objective')).toEqual([]);
    act(s, pass, place('star', [18, 15.5]));
    expect(s.r.state.ended).toMatchObject({ reason: 'objectiveMet', winner: 'blue' });
  });

  it('an objective still guarded is not taken: it wins only once no enemy able to fight stands within 4" of it', () => {
    // The near PEF is a contact (objective die 6 > 1 resolved: not here); the far one, the last, holds the
    // objective and places nobody. The first contact's enemies are then put round the objective.
    const s = start(
      raid({
        pefResolution: [
          [1, 1],
          [1, 1],
        ],
        objective: [[6]],
        howManyEnemy: [[1, 1]],
      }),
      [
        [18, 20],
        [18, 4],
      ],
    );
    const enc = soloOf(s.r.state)!;
    expect(enc.raid).toMatchObject({ found: true, where: 'pef2', at: [18, 4] });
    const guards = Object.values(s.r.state.figures).filter((f) => f.side !== 'blue');
    expect(guards.length).toBeGreaterThan(0);
    act(s, pass, (st) => {
      st.figures.star!.at = [18, 5.5];
      // Park the guards where they can't shoot the star, so this test is about the objective alone.
      for (const g of guards) st.figures[g.id]!.status = 'duckBack';
      for (const [i, g] of guards.entries()) st.figures[g.id]!.at = [16 + i * 1.2, 2.5];
    });
    expect(s.r.state.ended).toBeUndefined();
    expect(soloOf(s.r.state)!.raid?.securedBy).toBeUndefined();
    expect(ofType(s.log, 'note').some((n) => /still guards it/.test(n.text))).toBe(true);
    // The guards fall: now the star standing there takes it.
    const later = structuredClone(s.r.state);
    for (const g of guards) later.figures[g.id]!.status = 'outOfTheFight';
    later.figures.star!.at = [18, 5.5];
    expect(begin(later).need).toMatchObject({ kind: 'ended', reason: 'objectiveMet', winner: 'blue' });
  });
});

describe('Defend', () => {
  const house = {
    id: 'b8',
    type: 'building',
    polygon: [
      [15, 26],
      [21, 26],
      [21, 32],
      [15, 32],
    ],
    dv: 3,
    floors: 1,
    areas: 1,
    openings: [{ kind: 'door', at: [18, 26] }],
  };
  const defend = (dice: FileInput['dice'], extra: FileInput['sides'] = []): FileInput => ({
    generate: { encounter: 'defend', terrain: 'clear' },
    terrain: [...BARE, house] as never,
    sides: [{ ...patrolSide(1, 24, 'script', 17) }, ...extra],
    dice: {
      activation: [
        [6, 1],
        [6, 1],
        [6, 1],
      ],
      ...dice,
    },
  });

  it("the section-8 buildings are the defenders' and make no PEFs", () => {
    const s = start(defend({}));
    expect(soloOf(s.r.state)!.buildings).toEqual([expect.objectContaining({ id: 'b8', exempt: true })]);
  });

  it("on the first enemy contact rolls the enemy's objective: 1-3 kill or capture", () => {
    const s = start(defend({ pefResolution: [[1, 1]], objective: [[3]], howManyEnemy: [[1, 1]] }), [
      [18, 10],
      [30, 6],
    ]);
    expect(soloOf(s.r.state)!.defend).toMatchObject({ kind: 'killOrCapture', found: false });
  });

  it('4-6 rescue or recover: the enemy finds its target by the Raid rule, and getting into that building unopposed wins it', () => {
    const s = start(defend({ pefResolution: [[1, 1]], objective: [[5], [1]], howManyEnemy: [[1, 1]] }), [
      [18, 10],
      [30, 6],
    ]);
    const enc = soloOf(s.r.state)!;
    expect(enc.defend).toMatchObject({ kind: 'rescueOrRecover', found: true, building: 'b8' });
    // An enemy still on its feet (the first contact may have been shot down in its In Sight).
    const foe = s.r.state.sides
      .find((x) => x.id === 'enemy')!
      .figures.find((id) => s.r.state.figures[id]!.status === 'carryOn')!;
    act(s, pass, (st) => {
      st.figures.star!.at = [18, 20];
      st.figures[foe]!.at = [18, 29];
    });
    expect(s.r.state.ended).toMatchObject({ reason: 'enemyObjective', winner: 'enemy' });
  });

  it('is won when every PEF is resolved and no enemy is left fighting', () => {
    const s = start(
      defend({
        pefResolution: [
          [6, 6],
          [6, 6],
        ],
      }),
      [
        [18, 10],
        [30, 6],
      ],
    );
    expect(s.r.state.ended).toMatchObject({ reason: 'enemyBeaten', winner: 'blue' });
  });

  it('is won by holding out to the turn limit', () => {
    const { state } = encounter(defend({ pefResolution: [[6, 6]] }));
    const enc = soloOf(state)!;
    enc.pefs = [{ id: 'pef1', at: [30, 2], section: 3 }];
    enc.turnLimit = 2;
    // Out of sight behind a wall of houses: nothing resolves, nothing comes.
    state.terrain = [
      ...state.terrain,
      {
        id: 'bx',
        type: 'building',
        polygon: [
          [0, 14],
          [36, 14],
          [36, 16],
          [0, 16],
        ],
        dv: 3,
        floors: 1,
        areas: 1,
        openings: [],
      },
    ];
    enc.buildings = enc.buildings.filter((b) => b.id === 'b8');
    let r: Ok = begin(state);
    while (r.need.kind === 'command') {
      const n = reduce(r.state, pass);
      if (!n.ok) throw new Error(n.error);
      r = n;
    }
    expect(r.state.ended).toMatchObject({ reason: 'heldOut', winner: 'blue' });
    // Held out once turn 2 is over: turn 3 is never begun.
    expect(r.state.turn).toBe(2);
  });
});
