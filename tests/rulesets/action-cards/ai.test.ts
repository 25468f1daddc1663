// The computer player: it links fire (both shots of a double card at one target), charges when its close dice
// are the stronger, gets out of sight of a deadly enemy, searches the building it stands in, and answers a
// casualty question with the nearest figures.
import { describe, expect, it } from 'vitest';
import { actionCards } from '../../../src/rulesets/action-cards';
import type { AcNeed } from '../../../src/rulesets/action-cards/commands';
import { groupSees } from '../../../src/rulesets/action-cards/sight';
import { SCENARIO_KINDS, makeBattle } from '../../../src/rulesets/action-cards/board/newBattle';
import { drive, play } from './drive';
import { file, row, start } from './setup';

function firstNeed(s: ReturnType<typeof start>) {
  const b = actionCards.begin(s);
  return { state: b.state, need: b.need as AcNeed & { kind: 'command' } };
}

describe('the computer player', () => {
  it('links fire: both actions of a double card at the same target', () => {
    const s = start(
      file(
        [
          {
            id: 'unit',
            control: 'ai',
            faction: 'soldiers',
            groups: [row('sec', 4, [4, 4], ['rifle', 'rifle', 'support', 'rocket'])],
          },
          // Harmless but hard to kill: only dice totalled together are likely to kill.
          {
            id: 'prey',
            faction: 'swarm',
            kill: { open: 24, cover: 24, buildings: 24 },
            groups: [row('p', 4, [4, 12])],
          },
        ],
        { deck: ['unit:double', 'prey:single', 'prey:single', 'prey:single'] },
      ),
    );
    const d = drive(s);
    const shots = d.events.filter((e) => e.type === 'pooled');
    expect(shots.map((e) => ('target' in e ? e.target : ''))).toEqual(['p', 'p']);
    expect(d.events.filter((e) => e.type === 'shot')).toHaveLength(1);
  });

  // Play-test 11c: fast burrowers spent turns "moving 0\" and stopping short of impassable ground" toward prey
  // straight across it. A move that goes nowhere is not chosen.
  it('does not charge straight into impassable ground it already touches', () => {
    const pond = {
      id: 'pond',
      type: 'impassable',
      polygon: [
        [0, 12],
        [10, 12],
        [10, 16],
        [0, 16],
      ],
    };
    const s = start(
      file(
        [
          { id: 'bugs', control: 'ai', faction: 'swarm', groups: [row('sw', 1, [5, 11.4])] },
          { id: 'prey', faction: 'police', groups: [row('p', 1, [5, 20])] },
        ],
        { terrain: [pond], deck: ['bugs:single', 'prey:single', 'prey:single', 'prey:single'] },
      ),
    );
    const { state, need } = firstNeed(s);
    const cmd = actionCards.computerCommand(state, need);
    const r = actionCards.reduce(state, cmd);
    const moves = r.ok ? r.events.filter((e) => e.type === 'move') : [];
    for (const m of moves) expect(m.type === 'move' && m.distance).toBeGreaterThan(0.1);
  });

  it('charges with a swarm whose close dice beat its shooting', () => {
    const s = start(
      file(
        [
          { id: 'bugs', control: 'ai', faction: 'swarm', groups: [row('sw', 6, [4, 4])] },
          { id: 'prey', faction: 'police', groups: [row('p', 2, [6, 11])] },
        ],
        { deck: ['bugs:single', 'prey:single', 'prey:single', 'prey:single'] },
      ),
    );
    const { state, need } = firstNeed(s);
    const cmd = actionCards.computerCommand(state, need);
    expect(cmd).toMatchObject({ do: 'move', group: 'sw' });
    const r = actionCards.reduce(state, cmd);
    expect(r.ok && r.events.some((e) => e.type === 'lock')).toBe(true);
  });

  it('gets out of the sight of a deadly enemy behind the woods beside it', () => {
    const s = start(
      file(
        [
          { id: 'cops', control: 'ai', faction: 'police', groups: [row('p', 2, [4, 4])] },
          { id: 'aliens', faction: 'aliens', groups: [row('a', 3, [4, 30])] },
        ],
        {
          terrain: [
            {
              id: 'wood',
              type: 'woods',
              polygon: [
                [9, 1],
                [16, 1],
                [16, 8],
                [9, 8],
              ],
            },
          ],
          deck: ['cops:single', 'aliens:single', 'aliens:single', 'aliens:single'],
        },
      ),
    );
    const { state, need } = firstNeed(s);
    const r = actionCards.reduce(state, actionCards.computerCommand(state, need));
    if (!r.ok) throw new Error(r.error);
    // Before: in the open under 18 alien dice. After: hidden from them.
    expect(groupSees(state, state.groups[1]!, state.groups[0]!).sees).toBe(true);
    expect(groupSees(r.state, r.state.groups[1]!, r.state.groups[0]!).sees).toBe(false);
  });

  it('searches the building it stands in when the scenario is a search', () => {
    const s = start(
      file(
        [
          { id: 'cops', control: 'ai', faction: 'police', groups: [row('p', 2, [4, 4])] },
          { id: 'others', faction: 'police', groups: [row('o', 2, [30, 30])] },
        ],
        {
          aim: { kind: 'search', item: 'shed' },
          terrain: [
            {
              id: 'shed',
              type: 'building',
              polygon: [
                [2, 2],
                [8, 2],
                [8, 7],
                [2, 7],
              ],
            },
            {
              id: 'wall',
              type: 'building',
              polygon: [
                [14, 14],
                [22, 14],
                [22, 22],
                [14, 22],
              ],
            },
          ],
          deck: ['cops:single', 'others:single', 'others:single', 'others:single'],
          dice: { special: [[6, 2]] },
        },
      ),
    );
    const { state, need } = firstNeed(s);
    const cmd = actionCards.computerCommand(state, need);
    expect(cmd).toEqual({ do: 'special', group: 'p', action: 'search' });
    const r = actionCards.reduce(state, cmd);
    expect(r.ok && r.need).toMatchObject({ kind: 'ended', winner: 'cops' });
  });

  it('answers a casualty question with the figures nearest the shooters', () => {
    const s = start(
      file(
        [
          { id: 'blue', faction: 'police', groups: [row('b', 4, [4, 4])] },
          {
            id: 'red',
            control: 'human',
            faction: 'police',
            groups: [
              {
                id: 'r',
                figures: [
                  { id: 'far', at: [4, 30] },
                  { id: 'near', at: [4, 20] },
                ],
              },
            ],
          },
        ],
        { deck: ['blue:single', 'red:single', 'red:single', 'red:single'], dice: { shoot: [[6, 1, 1, 1]] } },
      ),
    );
    const d = drive(s, [{ do: 'shoot', group: 'b', target: 'r' }]);
    expect(d.need.kind).toBe('decision');
    expect(actionCards.computerCommand(d.state, d.need as never)).toEqual({ do: 'casualties', figures: ['near'] });
  });
});

describe("the computer's blasts spare its own figures (issue 19, play-test item 4)", () => {
  /** The computer's grenadiers at the top; the prey in a row of four at y 12; its own riflemen at y `ownY`. */
  function blastTest(own: ReturnType<typeof row>) {
    const s = start(
      file(
        [
          {
            id: 'unit',
            control: 'ai',
            faction: 'soldiers',
            groups: [row('sec', 4, [4, 4], ['rifle', 'rifle', 'support', 'grenade']), own],
          },
          { id: 'prey', faction: 'swarm', groups: [row('p', 4, [4, 12])] },
        ],
        { deck: ['unit:triple', 'prey:single', 'prey:single', 'prey:single'] },
      ),
    );
    const d = drive(s);
    return d.events.filter((e) => e.type === 'blast') as Extract<(typeof d.events)[number], { type: 'blast' }>[];
  }

  it('throws no blast whose circle holds its own figures wherever it lands on the target', () => {
    // Its own riflemen stand a pace behind every figure of the prey: any blast on the prey catches them.
    const blasts = blastTest(row('own', 4, [4, 13.5]));
    for (const b of blasts) expect(b.shares.map((x) => x.side)).not.toContain('unit');
  });

  it('lands the blast on the far end of the target when the middle would catch its own', () => {
    // One of its own a pace from the prey's left end: the prey's middle is within 3" of him, its right end is not.
    const blasts = blastTest(row('own', 1, [4, 13.5]));
    expect(blasts.length).toBeGreaterThan(0);
    for (const b of blasts) {
      expect(b.shares.map((x) => x.side)).toContain('prey');
      expect(b.shares.map((x) => x.side)).not.toContain('unit');
    }
  });
});

describe('the computer closes in when nothing is in sight (play-test 49)', () => {
  it('a generated two-faction battle, computer against computer, has casualties on most seeds', () => {
    // moss-4411 put soldiers and armoured aliens out of each other's sight: both waited in cover for ten turns.
    const fought = ['moss-4411', 'moss-4411#1', 'moss-4411#2', 'moss-4411#3', 'moss-4411#4', 'moss-4411#5'].filter(
      (seed) => {
        const made = makeBattle({ factions: 2, people: 0, scenario: SCENARIO_KINDS[0], table: 'random' }, 'moss-4411');
        const d = play({ ...made, seed });
        if ('error' in d) throw new Error(d.error);
        return d.state.figures.some((f) => f.status === 'dead');
      },
    );
    expect(fought.length).toBeGreaterThanOrEqual(5);
  });
});

describe('the computer closes in when it has no shot, though an enemy is in sight (play-test 49, wren-5150)', () => {
  // moss-4411's table: the soldiers in the trees and the building at the top left, the aliens by the road at the
  // bottom, the big wood between. Before, the aliens stood on the road, or walked into a friend's base and
  // "moved 0 inches" every action, and every battle ran out of turns with both sides 15" apart.
  const made = makeBattle({ factions: 2, people: 0, scenario: SCENARIO_KINDS[0], table: 'random' }, 'moss-4411');
  const seeds = ['diag-0', 'diag-1', 'diag-2', 'diag-3', 'diag-4', 'diag-5'];
  const games = seeds.map((seed) => {
    const d = play({ ...made, seed });
    if ('error' in d) throw new Error(d.error);
    return d;
  });

  it('fights it out: most battles end with one faction left, not by the turn limit', () => {
    const decided = games.filter((d) => d.state.ended?.reason === 'one faction left');
    expect(decided.length).toBeGreaterThanOrEqual(5);
  });

  it('never spends an action on a move that goes nowhere', () => {
    for (const d of games) {
      const moves = d.events.filter((e) => e.type === 'move' && !e.surfaced);
      expect(moves.filter((e) => e.type === 'move' && e.distance < 0.5)).toEqual([]);
    }
  });
});
