// The campaign: the first group (one Grunt per point of Star Rep, none above the Star), after-battle
// recovery, new recruits (a 6 always fails), Rep up and down by each character's own success, Grunts
// leaving when the Star's Rep falls, and the roster carried between encounters by `sim play --roster`.
import { RECRUIT_NAMES } from '../../../../src/rulesets/chain-reaction/solo/names';
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DiceBox, seededDice } from '../../../../src/core/dice/source';
import type { Purpose } from '../../../../src/rulesets/chain-reaction/purposes';
import { newRoster, rosterFigures, type Roster } from '../../../../src/rulesets/chain-reaction/solo/roster';
import { afterEncounter } from '../../../../src/rulesets/chain-reaction/solo/afterEncounter';
import { historyLine } from '../../../../src/rulesets/chain-reaction/explain/encounter';
import type { CampaignEvent } from '../../../../src/rulesets/chain-reaction/engine/soloEvents';
import type { GameState } from '../../../../src/rulesets/chain-reaction/state';
import { run } from '../../../../src/sim/run';
import { readRoster } from '../../../../src/sim/roster';
import { parseRoster } from '../../../../src/rulesets/chain-reaction/scenario/rosterSchema';
import { BARE, encounter, patrolSide } from './helpers';

const roller = (script: Partial<Record<Purpose, number[][]>>) => new DiceBox(seededDice('campaign', script));

describe('the first group', () => {
  it("rolls one recruit per point of the Star's Rep, with the force modifier", () => {
    const box = roller({ recruiting: [[1], [2], [5], [6], [6]] });
    const r = newRoster({ id: 'riker', rep: 5, weapon: 'AR', melee: 'none' }, 'military', box.roll);
    expect(r.grunts.map((g) => g.rep)).toEqual([4, 4, 5, 5, 5]);
    expect(r.grunts.map((g) => g.weapon)).toEqual(['AR', 'AR', 'SAW', 'AR', 'AR']);
    expect(box.rolls).toHaveLength(5);
  });

  it('turns away a recruit who would outrank the Star, leaving the place open', () => {
    const events: CampaignEvent[] = [];
    const r = newRoster(
      { id: 'vic', rep: 3, weapon: 'P', melee: 'one-hand' },
      'gang',
      roller({ recruiting: [[6], [2], [1]] }).roll,
      (e) => events.push(e),
    );
    // gang: −1, so 6 → 5 (Rep 4 > 3: away), 2 → 1 (Rep 3), 1 → 0 (Rep 3).
    expect(r.grunts.map((g) => g.rep)).toEqual([3, 3]);
    expect(events.map((e) => e.step)).toEqual(['recruit', 'recruit', 'turnedAway']);
  });
});

function finalWith(roster: Roster, edit: (s: GameState) => void): GameState {
  const { state } = encounter({
    generate: { encounter: 'patrol', terrain: 'clear' },
    terrain: BARE as never,
    sides: [patrolSide(1)],
  });
  const side = state.sides.find((x) => x.id === 'blue')!;
  for (const id of side.figures) delete state.figures[id];
  const figs = rosterFigures(roster, 'blue', [18, 30]);
  side.figures = figs.map((f) => f.id);
  for (const f of figs) state.figures[f.id] = f;
  (state.encounter as unknown as { enemiesSeen: boolean }).enemiesSeen = true;
  state.ended = { reason: 'objectiveMet', winner: 'blue', text: '' };
  edit(state);
  return state;
}

const roster = (starRep: number, grunts: number[]): Roster => ({
  version: 1,
  force: 'military',
  star: { id: 'riker', rep: starRep, star: true, weapon: 'AR', melee: 'none' },
  grunts: grunts.map((rep, i) => ({ id: `g${i + 1}`, rep, star: false, weapon: 'AR', melee: 'none' })),
  encounters: 0,
  nextGrunt: grunts.length,
  history: [],
});

describe('after the encounter', () => {
  it('recovery, new recruits, then Rep up and down, each by its own record', () => {
    const before = roster(5, [4, 4, 4]);
    const final = finalWith(before, (s) => {
      s.figures.g1!.status = 'obviouslyDead';
      s.figures.g2!.status = 'outOfTheFight';
      s.figures.g2!.record = { ...s.figures.g2!.record, outOfTheFight: true };
      s.figures.g3!.status = 'offTable';
      s.figures.g3!.record = { ...s.figures.g3!.record, leftBattlefield: true };
      s.figures.riker!.record = { ...s.figures.riker!.record, hitEnemy: true };
    });
    const box = roller({
      afterBattle: [
        [6, 6],
        [1, 2],
      ],
      newRecruits: [[1, 2]],
      recruiting: [[3], [3], [3], [3]],
      improveRep: [[6]],
      decreaseRep: [[1]],
    });
    const after = afterEncounter(before, final, box.roll);
    expect(box.rolls.map((r) => r.purpose)).toEqual([
      'afterBattle',
      'afterBattle',
      'newRecruits',
      'recruiting',
      'recruiting',
      'recruiting',
      'recruiting',
      'improveRep',
      'decreaseRep',
    ]);
    expect(after.star.rep).toBe(6);
    expect(after.grunts.map((g) => g.rep)).toEqual([3, 4, 4, 4, 4]);
    // The newcomers are named from the force's list, each a different name.
    const names = after.grunts.slice(1).map((g) => g.id);
    for (const n of names) expect(RECRUIT_NAMES[after.force]).toContain(n);
    expect(new Set(names).size).toBe(4);
    expect(after.encounters).toBe(1);
    expect(after.history[0]).toMatchObject({ encounter: 1, kind: 'patrol', result: 'objectiveMet', won: true });
    expect(before.grunts).toHaveLength(3);
    // The history keeps who was lost, who joined and whose Rep moved, and its line says so (play-test 8, 15):
    // g1 dead, g3 rolled 1 and 2 against Rep 4 and is back, g2 rolled 6 and 6 and is gone.
    const changes = after.history[0]!.changes!;
    expect(changes.lost).toEqual([
      { id: 'g1', why: 'dead' },
      { id: 'g2', why: 'gone' },
    ]);
    expect(changes.joined.map((j) => [j.id, j.rep])).toEqual(names.map((n) => [n, 4]));
    expect(changes.rep).toEqual([
      { id: 'riker', from: 5, to: 6 },
      { id: 'g3', from: 4, to: 3 },
    ]);
    expect(changes.left).toEqual([]);
    expect(historyLine(after.history[0]!)).toBe(
      'Encounter 1, a Patrol, was won: the objective was met. Lost: g1 (dead), g2 (did not come back). ' +
        `Joined: ${names.map((n) => `${n} (Rep 4)`).join(', ')}. Rep: riker 5 → 6, g3 4 → 3.`,
    );
    // A roster file saved with the changes reads back the same.
    const back = parseRoster(JSON.stringify(after), 'roster.json');
    expect(back.ok && back.value.history[0]!.changes).toEqual(changes);
  });

  it('a 6 never passes New Recruits, even against Rep 6', () => {
    const before = roster(6, [4]);
    const final = finalWith(before, () => {});
    const box = roller({ newRecruits: [[6, 6]], improveRep: [[1], [1]] });
    const after = afterEncounter(before, final, box.roll);
    expect(after.grunts).toHaveLength(1);
  });

  it("Grunts above the Star, or more than its Rep allows, leave when the Star's Rep falls", () => {
    const before = roster(4, [4, 4, 4, 3]);
    const final = finalWith(before, (s) => {
      s.figures.riker!.record = { ...s.figures.riker!.record, hunkeredDown: true };
    });
    // Full group: no recruits roll. Riker fails (hunkered) and rolls a 1; the Grunts fail too (no hits) but roll 6s.
    const box = roller({ decreaseRep: [[1], [6], [6], [6], [6]] });
    const after = afterEncounter(before, final, box.roll);
    expect(after.star.rep).toBe(3);
    expect(after.grunts.map((g) => [g.id, g.rep])).toEqual([['g4', 3]]);
    expect(historyLine(after.history[0]!)).toMatch(
      /Left the group: g1 \(outranked the Star\), g2 \(outranked the Star\), g3 \(outranked the Star\)\. Rep: riker 4 → 3\.$/,
    );
  });

  it('loses a Star who is dead, and the campaign is over', () => {
    const before = roster(5, [4]);
    const after = afterEncounter(
      before,
      finalWith(before, (s) => {
        s.figures.riker!.status = 'obviouslyDead';
      }),
      roller({}).roll,
    );
    expect(after.over).toBe(true);
  });
});

describe('sim play --roster', () => {
  const file = join(__dirname, '../../../fixtures/scenarios/solo/patrol-ai.json');
  const capture = (argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = run(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
    return { code, out, err };
  };

  it("recruits a first group from the file's Star, plays, and carries the roster into the next encounter", () => {
    const dir = mkdtempSync(join(tmpdir(), 'roster-'));
    const path = join(dir, 'roster.json');
    const first = capture(['play', file, '--roster', path, '--seed', 'camp-1', '--turns', '40']);
    expect(first.code).toBe(0);
    const r1 = readRoster(path, parseRoster);
    if (!r1.ok || !r1.value) throw new Error('no roster written');
    expect(r1.value.star.id).toBe('riker');
    expect(r1.value.encounters).toBe(1);
    const lines = first.out.map(
      (l) => JSON.parse(l) as { type: string; step?: string; figures?: Record<string, unknown> },
    );
    expect(lines.filter((l) => l.type === 'campaign' && l.step === 'recruit').length).toBeGreaterThan(0);
    const fielded = Object.keys(lines[lines.length - 1]!.figures!).filter((id) => id.startsWith('riker'));
    expect(fielded[0]).toBe('riker');
    const second = capture(['play', file, '--roster', path, '--seed', 'camp-2', '--summary']);
    expect(second.code).toBe(0);
    const r2 = readRoster(path, parseRoster);
    if (!r2.ok || !r2.value) throw new Error('no roster written');
    expect(r2.value.encounters).toBe(r1.value.over ? 1 : 2);
    const onTable = Object.keys((JSON.parse(second.out[0]!) as { figures: Record<string, unknown> }).figures);
    for (const m of [r1.value.star, ...r1.value.grunts]) expect(onTable).toContain(m.id);
  }, 60_000);

  it('a broken roster file is one error line and exit 2', () => {
    const dir = mkdtempSync(join(tmpdir(), 'roster-'));
    const path = join(dir, 'roster.json');
    writeFileSync(
      path,
      JSON.stringify({
        version: 1,
        force: 'military',
        star: { id: 'x', rep: 1, star: true, weapon: 'AR', melee: 'none' },
        grunts: [],
        encounters: 0,
        nextGrunt: 0,
        history: [],
      }),
    );
    const r = capture(['play', file, '--roster', path]);
    expect(r.code).toBe(2);
    expect(r.err).toEqual([`error: ${path}: star.rep: expected an integer from 2 to 20`]);
    expect(readFileSync(path, 'utf8')).toContain('"rep":1');
  });
});
