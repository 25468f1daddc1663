// "Your own dice" in a session: a new battle with the switch on waits for the player's rolls (activation
// first), the computer still rolls for the enemy, and the saved replay plays back to the very same game.
// Play-test 3, 21: the box asked for the PEFs' and the enemy recruits' dice while the menu said "the computer
// rolls its own"; the menu now says which dice are yours, and each such box says why.
import { describe, expect, it } from 'vitest';
import { buildBattleScenario, DEFAULT_OPTIONS, PLAYER_SIDE } from '../../src/app/newBattle';
import { validateScenario } from '../../src/rulesets/chain-reaction/scenario/validate';
import { Session } from '../../src/app/session';
import { chainReaction } from '../../src/rulesets/chain-reaction';
import type { CrSession } from '../../src/app/crSession';
import { markLoaded } from '../../src/rulesets/catalog';
import { withOwnDice, enteredSidesOf } from '../../src/app/dice/ownDice';
import { fileText, readGameFile, replayDocument, sessionFromFile } from '../../src/app/gameFile';
import { menuWords, OWN_DICE_HINT } from '../../src/app/ui/menuWords';
import { diceAskView } from '../../src/rulesets/chain-reaction/view/diceAskView';

markLoaded(chainReaction);

function ownDiceBattle(kind: 'skirmish' | 'patrol', seed = 'own-dice'): CrSession {
  const source = withOwnDice(buildBattleScenario({ ...DEFAULT_OPTIONS, kind, seed }), true);
  const v = validateScenario(source);
  if (!v.ok) throw new Error(`${v.error.path}: ${v.error.message}`);
  return new Session(chainReaction, v.value, source);
}

type DiceNeed = Extract<CrSession['need'], { kind: 'dice' }>;

/** Plays on: the computer for its side, a fixed run of faces for every roll the player throws, and
 * "end the activation" for the player's commands, until `steps` dice were entered. `look` is shown each
 * dice box before its faces go in, and stops the play when it answers true. */
function playOn(s: CrSession, steps: number, look?: (need: DiceNeed) => boolean): number[][] {
  const entered: number[][] = [];
  let k = 0;
  for (let guard = 0; guard < 3000 && entered.length < steps && !s.over; guard++) {
    const need = s.need;
    if (need.kind === 'dice') {
      if (look?.(need)) break;
      const faces = Array.from({ length: need.ask.count }, () => ((k++ * 5 + 3) % 6) + 1);
      const r = s.apply({ do: 'dice', faces });
      if (!r.ok) throw new Error(r.error);
      entered.push(faces);
    } else if (s.waitingFor() === 'human') {
      const r =
        need.kind === 'decision'
          ? s.apply({ do: 'decide', choice: need.decision.fallback })
          : s.apply({ do: 'endActivation' });
      if (!r.ok) throw new Error(r.error);
    } else if (!s.playComputer()) break;
  }
  return entered;
}

describe('a new battle with your own dice', () => {
  it('names the human side in the file, and nothing when off', () => {
    const src = buildBattleScenario({ ...DEFAULT_OPTIONS, seed: 'own-dice' });
    expect(enteredSidesOf(withOwnDice(src, true))).toEqual([PLAYER_SIDE]);
    expect(withOwnDice(src, false)).not.toHaveProperty('enteredDice');
  });

  it("waits for the player to throw their activation die (not the enemy's) before anything happens", () => {
    const s = ownDiceBattle('skirmish');
    // Only the player's activation die: the computer's side's die is the game's (issue 19 item 6).
    expect(s.need).toMatchObject({
      kind: 'dice',
      side: PLAYER_SIDE,
      ask: { purpose: 'activation', count: 1, who: [PLAYER_SIDE] },
    });
    expect(s.waitingFor()).toBe('human');
    expect(s.apply({ do: 'dice', faces: [7] })).toEqual({
      ok: false,
      error: 'the dice for activation: 7 is not a face of a d6 (1 to 6)',
    });
  });

  for (const kind of ['skirmish', 'patrol'] as const) {
    it(`a ${kind}: the saved replay plays back to the same game, dice and all`, () => {
      const s = ownDiceBattle(kind);
      const entered = playOn(s, 12);
      expect(entered.length).toBeGreaterThan(3);
      const text = fileText(replayDocument(s));
      const file = readGameFile(text, 'own-dice.json');
      if (!file.ok) throw new Error(file.error);
      const again = sessionFromFile(file.value, 'own-dice.json');
      if (!again.ok) throw new Error(again.error);
      expect(again.value.state).toEqual(s.state);
      expect(again.value.events()).toEqual(s.events());
      const rolls = s.events().filter((e) => e.type === 'roll');
      expect(rolls.some((r) => r.type === 'roll' && r.entered)).toBe(true);
      expect(rolls.some((r) => r.type === 'roll' && !r.entered)).toBe(true);
    });
  }
});

describe('your own dice in an encounter', () => {
  it("the menu says the table's dice are yours too, and the recruits the computer's", () => {
    expect(OWN_DICE_HINT).toMatch(/the table's \(PEF moves and contacts, how many enemies\)/);
    expect(OWN_DICE_HINT).toMatch(/the computer for its figures, its recruits and the damage your hits do\. /);
    const same = menuWords({ mode: 'sameSide', names: ['Uma', 'Vik'] } as Parameters<typeof menuWords>[0]);
    expect(same.ownDice.hint).toMatch(
      /the table's .*for the other side's figures, its recruits and the damage their hits do\. /,
    );
    // A loaded file keeps its own choice, and every way of playing says so (play-test 10a, 18).
    const h2h = menuWords({ mode: 'headToHead', names: ['Uma', 'Vik'] } as Parameters<typeof menuWords>[0]);
    for (const hint of [OWN_DICE_HINT, same.ownDice.hint, h2h.ownDice.hint])
      expect(hint).toMatch(/A loaded file keeps its own choice$/);
  });

  it("no box asks for an enemy recruit's die; every box for the table's dice says why it is yours", () => {
    const boxes: string[] = [];
    let enemiesCame = 0;
    for (const seed of ['flint-3906', 'own-pef-2', 'own-pef-3']) {
      const s = ownDiceBattle('patrol', seed);
      // Up to 12 such boxes in all: once there are, the rest is not played.
      playOn(s, 3000, (need) => {
        if (boxes.length >= 12) return true;
        const st = s.state;
        const ownerless = !need.ask.who.some((id) => st.figures[id] || st.sides.some((x) => x.id === id));
        if (ownerless) boxes.push(`${need.ask.purpose}: ${diceAskView(st, need.ask, []).decides}`);
        return false;
      });
      enemiesCame += Object.values(s.state.figures).filter((f) => f.side !== PLAYER_SIDE).length;
    }
    // The play-test met PEF and recruit rolls in its first turn: so do these battles, and the enemies
    // came on the table without a box for their recruiting dice.
    expect(boxes.some((b) => /^pef/.test(b))).toBe(true);
    expect(boxes.some((b) => /^howManyEnemy/.test(b))).toBe(true);
    expect(enemiesCame).toBeGreaterThan(0);
    for (const b of boxes) {
      expect(b).not.toMatch(/^recruiting/);
      expect(b).toMatch(/the table's, for the PEF: it belongs to no side, so whoever runs the solo game throws it/);
    }
  });
});

// pt15a (LOW): with your own dice the game still threw where the PEFs start and the damage of the player's hits,
// while the menu said the PEFs' dice were the player's and the computer threw only for its figures and recruits.
// Every roll the game throws in an own-dice encounter that is not for the computer's own tests is named.
describe('the menu names every roll the game throws with your own dice', () => {
  it('where the PEFs start, and the damage of your hits on the enemy', () => {
    const named: Record<string, RegExp> = {
      pefPlacement: /the game throws where PEFs start/,
      damage: /and the damage your hits do/,
    };
    const thrown = new Set<string>();
    for (const seed of ['words16-own-1', 'words16-own-2']) {
      const s = ownDiceBattle('patrol', seed);
      playOn(s, 40);
      const st = s.state;
      for (const e of s.events()) {
        if (e.type !== 'roll' || e.entered) continue;
        const sides = e.who.map((id) => st.figures[id]?.side ?? id);
        // The table's rolls (no side's), and an enemy's damage: the hit is the player's.
        if (e.who.every((id) => !st.figures[id] && !st.sides.some((x) => x.id === id))) thrown.add(e.purpose);
        else if (e.purpose === 'damage' && sides.every((x) => x !== PLAYER_SIDE)) thrown.add(e.purpose);
      }
    }
    expect([...thrown].sort()).toEqual(['damage', 'pefPlacement']);
    for (const purpose of thrown) expect(OWN_DICE_HINT).toMatch(named[purpose]!);
  });
});
