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
    expect(OWN_DICE_HINT).toMatch(/the table's too \(the PEFs' and how many enemies: no side's/);
    expect(OWN_DICE_HINT).toMatch(/the computer throws for its own figures and its recruits\. /);
    const same = menuWords({ mode: 'sameSide', names: ['Uma', 'Vik'] } as Parameters<typeof menuWords>[0]);
    expect(same.ownDice.hint).toMatch(
      /the table's too .*the game throws for the other side's figures and its recruits\. /,
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
