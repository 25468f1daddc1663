// Lines a new player read wrong in the play-test of 27 Nov (/work/notes/playtest.md), as the log shows
// them: an In Sight won by a side's id ("— player wins", odds "enemy wins 12.6%"), and a Star's Free Will
// offered on a Recover test after damage, where the rules give it only on recovering from Hunker Down.
import { describe, expect, it } from 'vitest';
import { chainReactionView } from '../../../../src/rulesets/chain-reaction/view/index';
import type { LogBuilder } from '../../../../src/rulesets/chain-reaction/view/logModel';
import type { GameEvent } from '../../../../src/rulesets/chain-reaction/engine/events';
import type { GameState } from '../../../../src/rulesets/chain-reaction/state';
import { oddsForTest } from '../../../../src/rulesets/chain-reaction/view/testOdds';
import { explainRoll } from '../../../../src/rulesets/chain-reaction/explain/roll';
import { shownEventText } from '../../../../src/rulesets/chain-reaction/view/names';
import { inSightTestText } from '../../../../src/rulesets/chain-reaction/explain/inSight';

/** A skirmish table (no encounter): the sides go by their forces' people, "the soldiers" and "the gangers". */
const skirmish = {
  terrain: [],
  sides: [
    { id: 'player', force: 'military', control: 'human', figures: ['Ash'] },
    { id: 'enemy', force: 'gang', control: 'ai', figures: ['Ivo'] },
  ],
  figures: {
    Ash: { id: 'Ash', side: 'player', rep: 5, star: true },
    Ivo: { id: 'Ivo', side: 'enemy', rep: 4, star: false },
  },
} as unknown as GameState;

function logLines(events: GameEvent[]): { text: string; odds?: string }[] {
  const log = chainReactionView.log!(() => skirmish) as LogBuilder;
  log.add(events);
  return log.groups.flatMap((g) => g.lines.map((l) => ({ text: l.text, odds: l.detail?.odds })));
}

const throwOf = (figure: string, rep: number) => ({ figure, rep, dice: rep, modifiers: [] });

describe('play-test words', () => {
  it('an In Sight is won by the side named as the screen names it, in the line and its odds (3, 15)', () => {
    const lines = logLines([
      {
        type: 'test',
        test: 'inSight',
        figures: ['Ash', 'Ivo'],
        result: 'player',
        throws: [throwOf('Ash', 5), throwOf('Ivo', 4)],
        text: 'In Sight test: Ash (Rep 5) 3 successes on 5d6, Ivo (Rep 4) 3 successes on 4d6 (after 1 tie) — player wins.',
      },
    ]);
    const line = lines.find((l) => l.text.startsWith('In Sight test'))!;
    expect(line.text).toBe(
      'In Sight test: Ash (Rep 5) 3 successes on 5d6, Ivo (Rep 4) 3 successes on 4d6 (after 1 tie) — the soldiers win.',
    );
    expect(line.odds).toMatch(/^the soldiers win \d+\/\d+ \(\d+\.\d%\), the gangers win /);
    expect(line.odds).not.toMatch(/\b(player|enemy)\b/);
  });

  it('a won In Sight whose winners have all fired names the side too (play-test 14a: "— player wins; Ash has …")', () => {
    const [line] = logLines([
      {
        type: 'test',
        test: 'inSight',
        figures: ['Ash', 'Ivo'],
        result: 'player',
        throws: [throwOf('Ash', 5), throwOf('Ivo', 4)],
        text: 'In Sight test: Ash (Rep 5) 4 successes on 5d6, Ivo (Rep 4) 2 successes on 4d6 — player wins; Ash has already fired this activation, so does nothing more.',
      },
    ]);
    expect(line!.text).toBe(
      'In Sight test: Ash (Rep 5) 4 successes on 5d6, Ivo (Rep 4) 2 successes on 4d6 — the soldiers win; Ash has already fired this activation, so does nothing more.',
    );
  });

  it('the line before the battle says it is night, or the weather, and how far anyone is seen (play-test 14a)', () => {
    const enc = {
      type: 'encounter',
      kind: 'defend',
      player: 'player',
      np: 'enemy',
      npForce: 'guerilla',
      pieces: 15,
      text: 'Defend.',
    } as GameEvent;
    const under = (conditions: object) => shownEventText(enc, { ...skirmish, conditions } as unknown as GameState);
    expect(under({ light: 'day', weather: 'clear' })).toMatch(/\(15 terrain pieces\)\.$/);
    expect(under({ light: 'night', weather: 'clear' })).toMatch(/ It is night: nobody is seen beyond 12"\.$/);
    expect(under({ light: 'night', weather: 'clear', lit: [[[0, 0]]] })).toMatch(/beyond 12", except in a lit area\.$/);
    expect(under({ light: 'day', weather: 'rain' })).toMatch(/ It is raining: nobody is seen beyond 12"\.$/);
    expect(under({ light: 'night', weather: 'fog' })).toMatch(/ It is night and foggy: nobody is seen beyond 6"\.$/);
  });

  it('a leader left with no dice throws none: not "0 successes on 0d6" (play-test 14a)', () => {
    const concealed = { label: '-1d6 enemy concealed', change: -1 } as never;
    const t = inSightTestText(
      [
        { leader: 'Ash', rep: 5, modifiers: [], successes: 4, diceCount: 5 },
        { leader: 'Janek', rep: 1, modifiers: [concealed], successes: 0, diceCount: 0 },
      ],
      1,
      'player',
    );
    expect(t).toContain('no dice left to throw, so no successes');
    expect(t).not.toMatch(/0d6/);
  });

  it("a Star's Free Will is offered on Crisis and on recovering from Hunker Down, not after damage (17)", () => {
    const fig = (id: string) => (id === 'Ash' ? { rep: 5, star: true, side: 'player' } : undefined);
    const recover = (cause: string): GameEvent => ({
      type: 'test',
      test: 'recover',
      figure: 'Ash',
      causes: [cause],
      passed: 2,
      result: 'knockedDown',
      text: 'Ash takes the Recover test.',
    });
    const damage = oddsForTest(recover('damage'), [], fig);
    expect(damage).toMatch(/^Knocked down \d+\/36/);
    expect(damage).not.toMatch(/Free Will/);
    expect(oddsForTest(recover('hunkerDown'), [], fig)).toMatch(/\(a Star may choose by Free Will instead\)$/);
    const crisis: GameEvent = { type: 'test', test: 'crisis', figure: 'Ash', causes: ['firedOn'], result: 'carryOn' };
    expect(oddsForTest(crisis, [], fig)).toMatch(/Free Will instead\)$/);
  });

  it('the log reads a spot as a part of the table, a figure as a person, a cost as a cost (4, 5, 16, 21, 25)', () => {
    const say = (e: GameEvent) => shownEventText(e, skirmish);
    expect(
      say({
        type: 'inSight',
        trigger: 'Jax',
        at: [10.4, 10.6],
        seen: ['Ash'],
        text: 'In Sight: Jax, at (10.4, 10.6), comes into view of Ash, Bo.',
      }),
    ).toBe('In Sight: Jax, in the north-west of the table, comes into view of Ash, Bo.');
    expect(say({ type: 'note', text: 'pef1 moves 4.5" to (18, 28.2).' })).toBe(
      'PEF 1 moves 4.5" into the south of the table.',
    );
    const move: GameEvent = { type: 'move', figure: 'Jax', from: [0, 0], to: [1, 1], path: [], inches: 1.6 };
    // Play-test 2, 45: the 1.6" walked reach Lev; the 2" lift comes on top, not out of the 1.6".
    expect(say({ ...move, why: 'ducking back: picks up Lev (2" of the move)' })).toBe(
      'Jax moves 1.6" (ducking back: that reaches Lev; picking Lev up costs a further 2" of the move).',
    );
    // Play-test 44: the 8" is what the Fast Move allowed; half of it went on standing up, when he stood up.
    const leaving = (inches: number, stood = '') =>
      say({ ...move, inches, why: `leaving the battlefield at Fast Move (8")${stood}`, involuntary: 'leaving' });
    expect(leaving(4, ', standing up first')).toBe(
      'Jax moves 4.0" (leaving the battlefield: a Fast Move allowed up to 8", and standing up took half of it).',
    );
    expect(leaving(2.5, ', standing up first')).toBe(
      'Jax moves 2.5" (leaving the battlefield: a Fast Move allowed up to 8", after standing up).',
    );
    // Play-test 10a, 4: a standing man who reaches the edge after half his allowance stood up from nothing.
    expect(leaving(4)).toBe('Jax moves 4.0" (leaving the battlefield: a Fast Move allowed up to 8").');
    expect(leaving(8)).toBe('Jax moves 8.0" (leaving the battlefield: a Fast Move allowed 8").');
    expect(leaving(2.5)).toBe('Jax moves 2.5" (leaving the battlefield: a Fast Move allowed up to 8").');
    // Leave12: the way out of a building past a blank wall keeps its words inside the brackets.
    expect(leaving(6.4, '; no door or window on the straight way to the edge, so out through the window')).toBe(
      'Jax moves 6.4" (leaving the battlefield: a Fast Move allowed up to 8"; no door or window on the straight way to the edge, so out through the window).',
    );
    expect(say({ type: 'stance', figure: 'Ash', stance: 'standing', why: 'stands up: half the move' })).toBe(
      'Ash stands up (that costs half the move).',
    );
    expect(
      say({
        type: 'decision',
        id: 'inSightExtra:1',
        kind: 'inSightExtra',
        choice: null,
        by: 'player',
        text: 'Ash has come into sight of Jax and Lev: it may go up to 2.0" further along its path before the test: the player chooses to stay where it is',
      }),
    ).toBe(
      'Ash has come into sight of Jax and Lev: Ash may go up to 2.0" further along the path before the test: you choose to stay put',
    );
    // The other places a person was "it" (the brief after play-test 16).
    const note = (text: string) => say({ type: 'note', text });
    expect(
      note('Ash won the In Sight but can\'t fire (it faces away from Jax): no enemy within 6", so it ducks back.'),
    ).toBe('Ash won the In Sight but can\'t fire (Ash faces away from Jax): no enemy within 6", so Ash ducks back.');
    expect(
      note(
        'Ash won the In Sight but can\'t fire (Jax is 26.9" away, beyond Ash\'s pistol range of 12"): Jax is within 6", so it charges.',
      ),
    ).toMatch(/, so Ash charges\.$/);
    expect(note('Ash won the In Sight but is ducking back: it finishes that reaction instead of firing.')).toBe(
      'Ash won the In Sight but is ducking back: Ash finishes that reaction instead of firing.',
    );
    expect(note('Jax is now carrying on (was ducking back): ducking back ends when its group next activates.')).toBe(
      "Jax is now carrying on (was ducking back): ducking back ends when Jax's group next activates.",
    );
    expect(
      note('Jax is now carrying on (was ducking back): its duck back is done and the new test gives carry on.'),
    ).toBe("Jax is now carrying on (was ducking back): Jax's duck back is done and the new test gives carry on.");
    expect(
      note(
        'Ash reloads: that takes its activation (it may still move, no faster than normal, but not fire): loaded again.',
      ),
    ).toBe(
      "Ash reloads: that takes Ash's activation (Ash may still move, no faster than normal, but not fire): loaded again.",
    );
    expect(
      note(
        'Ash is 2.1" from the blast, no cover between it and the blast: rolls for damage; Jax is 0.0" from the blast, its DV 2 cover is below Impact 5: rolls for damage',
      ),
    ).toBe(
      'Ash is 2.1" from the blast, no cover between Ash and the blast: rolls for damage; Jax is 0.0" from the blast, and Jax\'s DV 2 cover is below Impact 5: rolls for damage',
    );
    expect(note('Ivo is now ducking back (was carrying on): ducks back from its own blast.')).toBe(
      'Ivo is now ducking back (was carrying on): ducks back from the blast of the grenade just thrown.',
    );
    expect(
      say({
        type: 'test',
        test: 'recruiting',
        figure: 'Emil',
        result: 'rep4',
        text: 'Emil (guerilla) is Rep 4 (die 6, -1 ganger, guerilla or militia recruit: 5), carrying AR.',
      }),
    ).toBe(
      'Emil (guerilla) is Rep 4 (die 6, -1 ganger, guerilla or militia recruit = 5, which the Recruiting table makes Rep 4), carrying an assault rifle.',
    );
  });
});

describe('the Raid panel', () => {
  it('says where the objective was found by name, with no id and no coordinates (39)', async () => {
    const { objectivePanel } = await import('../../../../src/rulesets/chain-reaction/explain/objectivePanel');
    const { plainPlaces } = await import('../../../../src/rulesets/chain-reaction/explain/places');
    const panel = objectivePanel({
      kind: 'raid',
      found: true,
      where: 'pef1',
      at: [34.8, 14.2],
      guards: [],
      reach: 2,
      guardReach: 4,
      pefsLeft: 0,
      turn: 3,
      turnLimit: 30,
      turnsLeft: 27,
      deploying: false,
      exited: [],
    } as never);
    const line = panel.lines.map((l) => plainPlaces(l.text, skirmish)).find((t) => t.startsWith('Objective found'));
    expect(line).toBe('Objective found at PEF 1, marked on the table.');
  });

  it('a test with three dice under the Rep says it counts only 2, and why (6)', () => {
    const rec = { purpose: 'crisis', who: ['Ivo'], dice: [4, 1, 1], read: 'pass', target: 4, passed: 2 };
    const text = explainRoll({ ...rec, scripted: false } as never).text;
    expect(text).toContain('rolled 4, 1 and 1, 3 passed against 4, counted as 2 (the most a test scores).');
    // Two dice or fewer under the Rep: the plain count, nothing added.
    const two = explainRoll({ ...rec, dice: [4, 1, 6], scripted: false } as never).text;
    expect(two).toContain('rolled 4, 1 and 6, 2 passed against 4.');
  });

  it('the side that wins the activation dice but has no leader up to its die is said to be skipped (8)', () => {
    const turn2 = { ...skirmish, turn: 2, leaders: ['Ash', 'Ivo'] } as GameState;
    const activation = (dice: Record<string, number>): GameEvent => ({
      type: 'activation',
      turn: 2,
      dice,
      order: Object.keys(dice),
      text: 'Turn 2: activation dice …',
    });
    expect(shownEventText(activation({ player: 6, enemy: 4 }), turn2)).toBe(
      "Turn 2: activation dice the soldiers 6, the gangers 4; the soldiers need Rep 6 but the soldiers' best " +
        "leader is Rep 5, so none of the soldiers' groups can act; the gangers act, with groups led by Rep 4 or better.",
    );
    expect(shownEventText(activation({ player: 6, enemy: 5 }), turn2)).toMatch(
      /the soldiers need Rep 6 .*; the gangers need Rep 5 but the gangers' best leader is Rep 4, so neither side can act: no group on the table can act yet\.$/,
    );
    // A side whose leader reaches its die acts first, as before.
    expect(shownEventText(activation({ player: 5, enemy: 4 }), turn2)).toContain(
      'the soldiers act first, with groups led by Rep 5 or better.',
    );
  });

  it('Star Power that saves nothing and a cheat of death read as two things; a 6 is said to be lost (20)', () => {
    const note = 'Ivo uses Star Power: no die of 1-3, which turns obviously dead into cheated death; and cheats death.';
    expect(shownEventText({ type: 'note', text: note }, skirmish)).toBe(
      'Ivo uses Star Power: no die of 1-3, so it saves nothing and Ivo would be obviously dead; Ivo cheats death ' +
        'instead, leaving the table alive one Rep lower.',
    );
    const roll = { purpose: 'starPower', who: ['Ivo'], dice: [6, 5], read: 'asRolled', scripted: false };
    expect(explainRoll(roll as never).text).toContain('a 6 is lost for the rest of the encounter');
    // The key is given with every Star Power throw, a 6 or not (play-test 10b: on one detail and not the next).
    const noSix = { ...roll, dice: [2, 4, 5] };
    expect(explainRoll(noSix as never).text).toContain('(1-3 lower the damage, 4-5 are kept, a 6 is lost');
  });
});
