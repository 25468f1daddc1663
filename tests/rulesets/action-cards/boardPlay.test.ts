// The action-card skirmish at the plain table, played only through what the board offers: seeded people pressing
// random enabled choices (app/board/playByChoices.ts) in the shared session, two to six factions, all people and
// people beside the computer, to the end with no step stuck or refused; over the runs every kind of choice is
// pressed. And the new-battle knobs: every combination makes a file the game's checker takes, and `sim play`
// runs one written to disk.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { playByChoices } from '../../../src/app/board/playByChoices';
import { withOwnDice } from '../../../src/app/dice/ownDice';
import { Session } from '../../../src/app/session';
import { actionCards } from '../../../src/rulesets/action-cards';
import { SCENARIO_KINDS, TABLE_KINDS } from '../../../src/rulesets/action-cards/board/newBattle';
import { FACTIONS } from '../../../src/rulesets/action-cards/factions';
import { run } from '../../../src/sim/run';

const board = actionCards.board!;
const make = board.newBattle!.make;

function session(src: Record<string, unknown>) {
  const sc = actionCards.scenario.check(src);
  if (!sc.ok) throw new Error(`${sc.error.path}: ${sc.error.message}`);
  return new Session(actionCards, sc.value, src);
}

describe('playing by the board alone', { timeout: 120_000 }, () => {
  it('plays every size of battle, all people and people with the computer, to the end', () => {
    const pressed = new Set<string>();
    let games = 0;
    for (let factions = 2; factions <= 6; factions++)
      for (const people of [factions, 1 + (factions % 2)])
        for (const k of [0, 1]) {
          const seed = `board-${factions}-${people}-${k}`;
          const made = make(
            {
              factions,
              people,
              scenario: SCENARIO_KINDS[(factions + k) % 3]!,
              table: TABLE_KINDS[(factions + people + k) % 5]!,
            },
            seed,
          );
          // Every other game the people throw their own dice and type the faces in.
          const src = withOwnDice(made, k === 1);
          const s = session(src);
          const r = seedrandom(seed);
          const res = playByChoices(s, () => r());
          expect(res.stuck, `${seed}: ${res.stuck}`).toBeUndefined();
          expect(res.over, seed).toBe(true);
          expect(s.need.kind).toBe('ended');
          for (const st of res.steps) pressed.add(st.key);
          games++;
        }
    expect(games).toBe(20);
    // Over these games a person moved, charged, shot, placed a blast, searched, burrowed, ended cards, chose
    // casualties all three ways and entered the faces of their own dice.
    for (const key of [
      'faces',
      'move',
      'charge',
      'shoot',
      'blast',
      'special:search',
      'special:burrow',
      'endCard',
      'nearest',
      'farthest',
      'pick',
    ])
      expect(pressed, key).toContain(key);
  });
});

describe('a new battle from the menu', () => {
  it('makes a file the checker takes for every knob combination, with the sides and groups asked for', () => {
    let n = 0;
    for (let factions = 2; factions <= 6; factions++)
      for (const scenario of SCENARIO_KINDS)
        for (const table of TABLE_KINDS) {
          const people = n % (factions + 1);
          const src = make({ factions, people, scenario, table }, `knobs-${n++}`);
          const sc = actionCards.scenario.check(src);
          expect(sc.ok, JSON.stringify(!sc.ok && sc.error)).toBe(true);
          if (!sc.ok) continue;
          expect(sc.value.sides).toHaveLength(factions);
          expect(sc.value.sides.filter((x) => x.control === 'human')).toHaveLength(people);
          for (const x of sc.value.sides)
            for (const g of x.groups) expect(g.figures).toHaveLength(FACTIONS[x.faction]!.groupSize);
          const { state } = actionCards.startingState(sc.value);
          const aim = state.objective.aim;
          expect(aim).toBe(['lastStanding', 'holdBuilding', 'search'][SCENARIO_KINDS.indexOf(scenario)]);
          if (aim === 'holdBuilding')
            expect(state.terrain.areas.find((a) => a.id === state.objective.building)?.kind).toBe('building');
          if (aim === 'search') expect(state.objective.item).toBeDefined();
        }
  });

  it('gives the same file for the same seed and knobs, and a bad knob falls back to its default', () => {
    const v = { factions: 3, people: 1, scenario: 'hold the building', table: 'urban' };
    expect(make(v, 'same')).toEqual(make(v, 'same'));
    const odd = make({ factions: 40, people: -3, scenario: 'chess', table: 'moon' }, 'odd') as { sides: unknown[] };
    expect(odd.sides).toHaveLength(6);
    expect(actionCards.scenario.check(odd).ok).toBe(true);
  });

  it('`sim play` runs a made file written to disk to its final line', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ac-board-'));
    const file = join(dir, 'battle.json');
    writeFileSync(
      file,
      JSON.stringify(make({ factions: 4, people: 0, scenario: 'search the buildings', table: 'urban' }, 'sim')),
    );
    const out: string[] = [];
    const err: string[] = [];
    const code = run(['play', file], { out: (l) => out.push(l), err: (l) => err.push(l) });
    expect(err).toEqual([]);
    expect(code).toBe(0);
    const last = JSON.parse(out[out.length - 1]!);
    expect(last.type).toBe('final');
    expect(last.unfinished).toBeUndefined();
  });
});
