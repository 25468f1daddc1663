// The objective panel's facts, read from the state: Patrol sections reconned and the edge home, the Raid's
// objective once found and whether an enemy still able to fight stands within 4" of it, Defend's aim and
// turns left; and the panel's words made from them.
import { describe, expect, it } from 'vitest';
import { objectiveFacts } from '../../../../src/rulesets/chain-reaction/solo/objectiveFacts';
import { objectivePanel } from '../../../../src/rulesets/chain-reaction/explain/objectivePanel';
import { begin } from '../../../../src/rulesets/chain-reaction/game';
import { soloOf } from '../../../../src/rulesets/chain-reaction/solo/types';
import type { GameState } from '../../../../src/rulesets/chain-reaction/state';
import { BARE, encounter, patrolSide } from './helpers';
import { chainReaction } from '../../../../src/rulesets/chain-reaction';
import { App } from '../../../../src/app/app';
import { DEFAULT_OPTIONS } from '../../../../src/app/newBattle';
import { memoryStore } from '../../../app/helpers';
import { turnLimitText } from '../../../../src/rulesets/chain-reaction/view/encounterText';
import { npObjectiveReachedText } from '../../../../src/rulesets/chain-reaction/explain/objectives';

function started(kind: 'patrol' | 'raid' | 'defend', deploy = false): GameState {
  const e = encounter({
    generate: { encounter: kind, terrain: 'clear', ...(deploy ? { deploy } : {}) },
    terrain: BARE,
    sides: [patrolSide(3, 33)],
  });
  const s = begin(e.state).state;
  // On a bare table the PEFs are in sight and resolve at once: each test sets the progress it reads.
  const enc = soloOf(s)!;
  delete enc.raid;
  delete enc.defend;
  for (const p of enc.pefs) delete p.resolved;
  return s;
}

const text = (s: GameState) =>
  objectivePanel(objectiveFacts(s)!)
    .lines.map((l) => `${l.mark}: ${l.text}`)
    .join('\n');

describe('objective facts', () => {
  it('a plain battle has none', () => {
    const s = started('patrol');
    expect(objectiveFacts({ ...s, encounter: undefined })).toBeUndefined();
  });

  it('Patrol: which of sections 1-3 are reconned, and the way home once all are', () => {
    const s = started('patrol');
    soloOf(s)!.recon = [1, 3];
    const f = objectiveFacts(s)!;
    expect(f).toMatchObject({
      kind: 'patrol',
      sections: [
        { section: 1, reconned: true },
        { section: 2, reconned: false },
        { section: 3, reconned: true },
      ],
      reconComplete: false,
      reconWithin: 6,
      exitSections: [7, 8, 9],
      turnLimit: 30,
    });
    expect(text(s)).toContain('todo: Section 2 not yet reconned');
    expect(text(s)).toContain('done: Section 1 reconned');
    soloOf(s)!.recon = [1, 2, 3];
    expect(objectiveFacts(s)).toMatchObject({ reconComplete: true });
    expect(text(s)).toMatch(/Recon complete: report back off your own edge/);
  });

  it("Patrol: a section whose far-edge strip is all impassable says it can't be reconned, and so can't be won (play-test 11a, 3; 15a)", () => {
    // Play-test 11a's Patrol "lynx-1202" had impassable ground over sections 2 and 3 along the far edge; such a
    // table is now rolled again (terrain/reach.ts), so only a loaded file can have one: the same ground is laid
    // on a fresh Patrol's table here.
    const app = new App(memoryStore());
    expect(app.newBattle({ ...DEFAULT_OPTIONS, kind: 'patrol', seed: 'fix15c-panel' }).ok).toBe(true);
    const s = app.session!.state as GameState;
    s.terrain = [
      ...s.terrain,
      {
        id: 'hill-a',
        type: 'impassable',
        polygon: [
          [12, 0],
          [36, 0],
          [36, 7],
          [12, 7],
        ],
      },
    ];
    soloOf(s)!.recon = [1];
    expect(objectiveFacts(s)).toMatchObject({
      sections: [
        { section: 1, reconned: true },
        { section: 2, reconned: false, closed: true },
        { section: 3, reconned: false, closed: true },
      ],
    });
    expect(text(s)).toContain(
      'todo: Section 2 can\'t be reconned: within 6" of the far edge there is no spot a figure can stand on and reach',
    );
    expect(text(s)).toContain(
      "warn: So this Patrol can't be won: the recon can never be completed. Leaving by your own edge gives the enemy the win; holding on to the last turn leaves it unfinished, with no winner.",
    );
    // On an open table no section is closed.
    expect(objectiveFacts(started('patrol'))).toMatchObject({
      sections: [{ section: 1 }, { section: 2 }, { section: 3 }],
    });
    expect(text(started('patrol'))).not.toMatch(/can't be reconned/);
  });

  it('Patrol won by reporting back: the last step is ticked, not left open (play-test 4 finding 5)', () => {
    const s = started('patrol');
    soloOf(s)!.recon = [1, 2, 3];
    s.ended = { reason: 'objectiveMet', winner: soloOf(s)!.player, text: 'Patrol: … The player wins.' };
    expect(text(s)).toContain('done: Recon complete and the patrol has reported back.');
    expect(text(s)).not.toContain('todo: Recon complete');
  });

  it('Raid: unknown, then found and guarded while an enemy able to fight is within 4", then unguarded', () => {
    const s = started('raid');
    const enc = soloOf(s)!;
    expect(objectiveFacts(s)).toMatchObject({ kind: 'raid', found: false, guards: [], pefsLeft: 3 });
    expect(text(s)).toMatch(/not found yet \(3 PEFs left/);
    enc.raid = { found: true, at: [18, 6], where: 'pef2' };
    const guard = { ...s.figures.star!, id: 'en1', side: enc.np, at: [18, 9.5] as [number, number] };
    s.figures.en1 = guard;
    expect(objectiveFacts(s)).toMatchObject({ found: true, at: [18, 6], where: 'pef2', guards: ['en1'] });
    expect(text(s)).toMatch(/warn: Still guarded by en1 \(within 4"\)/);
    guard.status = 'outOfTheFight';
    expect(objectiveFacts(s)).toMatchObject({ guards: [] });
    guard.status = 'carryOn';
    guard.at = [18, 10.5];
    expect(objectiveFacts(s)).toMatchObject({ guards: [] });
    expect(text(s)).toMatch(/Unguarded: get a figure within 2"/);
  });

  it('Raid: with every PEF resolved and the objective not found, buildings still to look at keep it open', () => {
    // Play-test 11c: "the last PEF does" beside "0 PEFs left on the table", with the objective not found.
    const s = started('raid');
    const enc = soloOf(s)!;
    for (const p of enc.pefs) p.resolved = 'contact';
    enc.buildings = [
      { id: 'b1', approached: false, searchOnEntry: false, entered: false, exempt: false } as (typeof enc.buildings)[0],
    ];
    expect(objectiveFacts(s)).toMatchObject({ pefsLeft: 0, buildingsLeft: 1 });
    expect(text(s)).toMatch(
      /todo: Objective not found yet: no PEF is left on the table, but 1 building not yet looked at may still make one/,
    );
    enc.buildings[0]!.approached = true;
    expect(objectiveFacts(s)).toMatchObject({ buildingsLeft: 0 });
    expect(text(s)).toMatch(/warn: Objective not found, and nothing is left that could hold it/);
    enc.buildings[0]!.searchOnEntry = true;
    expect(text(s)).toMatch(/no PEF is left on the table, but 1 building/);
  });

  it('Defend lost on turn 1: no count-down of turns to hold out under the finished game (play-test 13c)', () => {
    const s = started('defend');
    soloOf(s)!.defend = { kind: 'rescueOrRecover', found: true, building: 'b3', resolved: 1, achievedBy: 'Hugo' };
    s.ended = { reason: 'objectiveMet', winner: soloOf(s)!.np, text: 'x' };
    expect(text(s)).not.toMatch(/to hold out/);
    expect(text(s)).toMatch(/info: The encounter ended on turn 1 of 20\./);
  });

  it('the enemy set down inside the building it came for, never having acted, is said to be set down there', () => {
    expect(npObjectiveReachedText('Hugo', 'b3', true)).toBe(
      'Hugo was set down inside building b3 as its PEF turned into enemies, and no defender is inside: the enemy takes what it came for.',
    );
    expect(npObjectiveReachedText('Hugo', 'b3')).toBe(
      'Hugo gets into building b3 with no defender inside: the enemy takes what it came for.',
    );
  });

  it('Defend: the aim once known, the building once found, and the turns left to hold out', () => {
    const s = started('defend');
    expect(objectiveFacts(s)).toMatchObject({ kind: 'defend', turn: 1, turnLimit: 20, turnsLeft: 19 });
    expect(text(s)).toMatch(/learnt when the first enemy is found/);
    expect(text(s)).toMatch(/Turn 1 of 20: 19 turns after this one to hold out/);
    soloOf(s)!.defend = { kind: 'rescueOrRecover', found: true, building: 'b3', resolved: 1 };
    s.turn = 20;
    expect(objectiveFacts(s)).toMatchObject({ aim: 'rescueOrRecover', building: 'b3', turnsLeft: 0 });
    expect(text(s)).toMatch(/building b3/);
    expect(text(s)).toMatch(/the last turn/);
    // Play-test 3, 24: the end is found as turn 21 begins; no "Turn 21 of 20: the last turn to hold out".
    s.turn = 21;
    expect(text(s)).not.toMatch(/Turn 21|the last turn/);
    expect(text(s)).toMatch(/done: All 20 turns held out\./);
    // Held out as turn 20 ends (the turn after is never begun): the same line, not "the last turn".
    s.turn = 20;
    s.ended = { reason: 'heldOut', winner: soloOf(s)!.player, text: 'x' };
    expect(text(s)).not.toMatch(/the last turn/);
    expect(text(s)).toMatch(/done: All 20 turns held out\./);
  });

  // Play-test 8, 12: the line above the log said the enemy wins by getting into the building you defend, while
  // the panel said its aim was unknown. They tell one story now, as far as it is known.
  it('Defend: the line above the log and the panel tell the same story of what the enemy came for', () => {
    const s = started('defend');
    const banner = () => turnLimitText(s)!;
    expect(banner()).toMatch(
      /^Defend: you win by holding out for 20 turns, or sooner if every PEF is resolved with no enemy left able to fight\. What the enemy came for is learnt when the first enemy is found: to kill or capture your group/,
    );
    expect(banner()).not.toMatch(/the building you defend/);
    expect(text(s)).toMatch(
      /todo: What it came for is learnt when the first enemy is found: to kill or capture your group, or to take someone or something from a building\./,
    );
    soloOf(s)!.defend = { kind: 'killOrCapture', found: false, resolved: 1 };
    expect(banner()).toMatch(/The enemy came to kill or capture your group: it wins if your force is gone\.$/);
    expect(banner()).not.toMatch(/building/);
    expect(text(s)).toMatch(/warn: The enemy wants to kill or capture your group\./);
    soloOf(s)!.defend = { kind: 'rescueOrRecover', found: false, resolved: 1 };
    expect(banner()).toMatch(
      /from a building it has not found yet: it wins by getting into that building while none of yours inside is carrying on/,
    );
    expect(text(s)).toMatch(/It has not yet found which building/);
    soloOf(s)!.defend = { kind: 'rescueOrRecover', found: true, building: 'b3', resolved: 1 };
    expect(banner()).toMatch(/from the building it came for: it wins by getting into that building/);
  });

  it("the table's marks: the Raid's spot once found, its guard ring red while guarded; Defend's spot once known", () => {
    const s = started('raid');
    const marks = () => chainReaction.view!.objective!(s)!.marks;
    expect(marks()).toEqual([]);
    soloOf(s)!.raid = { found: true, at: [18, 6], where: 'pef2' };
    s.figures.en1 = { ...s.figures.star!, id: 'en1', side: soloOf(s)!.np, at: [18, 9.5] };
    expect(marks()).toEqual([
      {
        at: [18, 6],
        colour: 0xffd700,
        rings: [
          { r: 4, colour: 0xff4d4d, dashed: true },
          { r: 2, colour: 0xffd700, shaded: true },
        ],
      },
    ]);
    s.figures.en1.status = 'outOfTheFight';
    expect(marks()![0]!.rings[0]!.colour).toBe(0xffd700);
    const d = started('defend');
    expect(chainReaction.view!.objective!(d)!.marks).toEqual([]);
    soloOf(d)!.defend = { kind: 'rescueOrRecover', found: true, building: 'b3', resolved: 1, at: [20, 20] };
    expect(chainReaction.view!.objective!(d)!.marks).toEqual([
      { at: [20, 20], colour: 0xff6b5b, rings: [{ r: 1.2, colour: 0xff6b5b }] },
    ]);
  });

  it('while setting up, the limit is announced and no turn is counted', () => {
    const s = started('patrol', true);
    expect(objectiveFacts(s)).toMatchObject({ deploying: true, turn: 0 });
    expect(text(s)).toMatch(/Setting up\. Then 30 turns at most/);
  });

  it('a Raid being set up says its PEFs go down when the battle starts, not that none is left (play-test 14a)', () => {
    const s = started('raid', true);
    expect(objectiveFacts(s)).toMatchObject({ kind: 'raid', deploying: true });
    expect(text(s)).toMatch(/Objective not found yet: the PEFs go down when the battle starts/);
    expect(text(s)).not.toMatch(/no PEF is left/);
  });
});
