// A Recover test after another hit of the same shot was obviously dead (play-test 2, findings 8, 21, 25,
// 29), and Star Power told hit by hit (43). RULINGS: each hit over the Impact gets its own Recover test whatever the other hits did, and the
// worst result stands, so the dice stay; the words must not show a dead man "passing, knocked down". Played
// with scripted dice: Ivan (Rep 4, SMG, Impact 1) hits Boris twice; the damage dice 5 (over the Impact, a
// Recover test) and 1 (obviously dead); Boris throws 3 and 4 on the Recover test, 2 passed.
import { describe, expect, it } from 'vitest';
import { play } from '../crPlay';
import { book } from '../engine/helpers';
import type { Scenario } from '../../../../src/rulesets/chain-reaction/scenario/schema';
import type { GameEvent } from '../../../../src/rulesets/chain-reaction/engine/events';
import type { GameState } from '../../../../src/rulesets/chain-reaction/state';
import { chainReactionView } from '../../../../src/rulesets/chain-reaction/view/index';
import type { LogBuilder } from '../../../../src/rulesets/chain-reaction/view/logModel';
import { diceAskView } from '../../../../src/rulesets/chain-reaction/view/diceAskView';
import { soFarOf } from '../../../../src/rulesets/chain-reaction/view/decisionPreview';
import type { ChainNode } from '../../../../src/core/rulesetView';
import type { DiceAsk } from '../../../../src/core/dice/entered';

/** Ivan's shot at Boris from the Tight Ammo example's table, with these dice and names. */
function scenario(opts: {
  weapon?: string;
  star?: boolean;
  damage: number[][];
  recover: number[][];
  starPower?: number[][];
}): Scenario {
  const sc = structuredClone(book('ivan-tight-ammo.json'));
  const [reds, blues] = sc.sides;
  reds!.figures[0]!.id = 'Ivan';
  blues!.figures[0]!.id = 'Boris';
  if (opts.star) Object.assign(blues!.figures[0]!, { star: true });
  if (opts.weapon) Object.assign(reds!.figures[0]!, { weapon: opts.weapon });
  sc.dice = {
    activation: [[4, 1]],
    rangedCombat: [[6, 6, 2]],
    damage: opts.damage,
    recover: opts.recover,
    ...(opts.starPower ? { starPower: opts.starPower } : {}),
  };
  sc.commands = [{ figure: 'Ivan', do: 'fire', targets: [{ figure: 'Boris', dice: 3 }] }] as Scenario['commands'];
  return sc;
}

function run(sc: Scenario): { events: GameEvent[]; final: GameState } {
  const r = play(sc);
  expect(r.illegal).toBeUndefined();
  const events = r.events.filter((e): e is GameEvent => e.type !== 'final' && e.type !== 'answer');
  return { events, final: r.final! };
}

function logLines(events: readonly GameEvent[], s: GameState): string[] {
  const log = chainReactionView.log!(() => s) as LogBuilder;
  log.add(events);
  return log.lines().map((l) => l.text);
}

describe('a Recover test after a fatal hit of the same shot', () => {
  it('the dice are thrown as the rules say, and the line says the test cannot change the death', () => {
    const { events, final } = run(scenario({ damage: [[5], [1]], recover: [[3, 4]] }));
    // The engine still throws the test (the dice and the result stay): 2 passed, knocked down on its own.
    const rec = events.find((e) => e.type === 'test' && e.test === 'recover');
    expect(rec).toMatchObject({ figure: 'Boris', passed: 2, result: 'knockedDown' });
    expect(final.figures.Boris!.status).toBe('obviouslyDead');

    const lines = logLines(events, final);
    const recoverLine = lines.find((l) => l.startsWith('Recover test for Boris'));
    expect(recoverLine).toBe(
      'Recover test for Boris: 2 passed, which on its own would mean knocked down. Boris is already obviously ' +
        "dead from hit 2, and this test can't change that: the rules still throw it (each hit over the Impact " +
        'gets its own Recover test, and the worst result stands).',
    );
    // Nowhere does the dead man "pass" into "knocked down".
    expect(lines.join('\n')).not.toMatch(/takes the Recover test[^.]*: 2 passed, knocked down/);
    expect(lines).toContain(
      'Damage on Boris (hit 2 of 2): a 1 — obviously dead. Of the 2 hits and the Recover test below, the worst result stands: obviously dead.',
    );
  });

  // Play-test 8, 8: a question's "So far" list said "Boris is knocked to the ground and takes the Recover test:
  // 2 passed, knocked down." where the log says the test can't change the death.
  it('the "So far" list of a question after the shot says it as the log does', () => {
    const { events, final } = run(scenario({ damage: [[5], [1]], recover: [[3, 4]] }));
    const lines = soFarOf(events, final, 40);
    expect(lines.find((l) => l.startsWith('Recover test for Boris'))).toMatch(
      /which on its own would mean knocked down/,
    );
    expect(lines.join('\n')).not.toMatch(/takes the Recover test[^.]*: 2 passed, knocked down/);
  });

  it('the chains panel tells the same', () => {
    const { events, final } = run(scenario({ damage: [[5], [1]], recover: [[3, 4]] }));
    const chains = chainReactionView.chains!(events, [final]);
    const all = (ns: readonly ChainNode[]): ChainNode[] => ns.flatMap((n) => [n, ...all(n.children)]);
    const texts = chains.flatMap((a) => all(a.roots)).map((n) => n.text);
    expect(texts.find((t) => t.startsWith('Recover test for Boris'))).toMatch(/already obviously dead from hit 2/);
  });

  it('with no fatal hit the Recover line reads as before', () => {
    const { events, final } = run(
      scenario({
        damage: [[5], [6]],
        recover: [
          [3, 4],
          [6, 6],
        ],
      }),
    );
    const lines = logLines(events, final);
    expect(lines.filter((l) => l.includes('takes the Recover test'))).toEqual([
      'Boris is knocked to the ground and takes the Recover test (1 of 2, one for each hit over the Impact): 2 passed, knocked down.',
      'Boris is knocked to the ground and takes the Recover test (2 of 2, one for each hit over the Impact): 0 passed, obviously dead.',
    ]);
  });

  it('for a Star with Star Power left, the test may still count: the line says when', () => {
    // Star Power 1, 4, 5, 5: one die lowers the death to out of the fight.
    const { events, final } = run(
      scenario({ star: true, damage: [[5], [1]], recover: [[3, 4]], starPower: [[1, 4, 5, 5]] }),
    );
    const lines = logLines(events, final);
    expect(lines.find((l) => l.startsWith('Recover test for Boris'))).toBe(
      'Recover test for Boris: 2 passed, which on its own would mean knocked down. Hit 2 left Boris obviously ' +
        'dead; this test counts only if Star Power, thrown after the Recover tests, lowers that.',
    );
  });

  it('the own-dice box asking for that test says the same before the dice are thrown', () => {
    const { events, final } = run(scenario({ damage: [[5], [1]], recover: [[3, 4]] }));
    const i = events.findIndex((e) => e.type === 'roll' && e.purpose === 'recover');
    const before = events.slice(0, i);
    const ask: DiceAsk = { purpose: 'recover', count: 2, sides: 6, who: ['Boris'], owner: 'player', read: 'pass' };
    // The state the box is asked on: the step has not happened yet.
    const start = play({ ...scenario({ damage: [], recover: [] }), commands: [] } as Scenario).final!;
    const v = diceAskView(start, ask, before);
    expect(v.title).toBe('Your dice: Recover test for Boris: already dead from hit 2');
    expect(v.decides).toMatch(/^Boris is already obviously dead from hit 2, and this test can't change that/);
    // A Recover test with no fatal hit before it asks as before.
    const plain = diceAskView(
      final,
      ask,
      before.filter((e) => !(e.type === 'damage' && e.result === 'obviouslyDead')),
    );
    expect(plain.title).toBe('Your dice: Recover test for Boris');
  });
});

describe('Star Power over several hits (play-test 2, 43)', () => {
  // Play-test 8, 5: "from out of the fight to knocked down. The hit is cancelled" said two things at once: a hit
  // lowered to knocked down still knocks the Star down.
  it('lowering two hits says each, from the dice: both only knock the Star down, carrying on but prone', () => {
    // Ivan's assault rifle (Impact 3) hits Boris (a Rep 4 Star) twice: a 3 (out of the fight) and a 1
    // (obviously dead). His 4 Star Power dice are 2, 3, 3, 3: four 1-3s, three of them needed.
    const { events, final } = run(
      scenario({ weapon: 'AR', star: true, damage: [[3], [1]], recover: [], starPower: [[2, 3, 3, 3]] }),
    );
    expect(events.find((e) => e.type === 'note' && e.text.startsWith('Boris uses Star Power'))).toMatchObject({
      text: 'Boris uses Star Power: 4 dice of 1-3, which turns obviously dead into knocked down.',
    });
    expect(final.figures.Boris!.status).toBe('carryOn');
    const lines = logLines(events, final);
    expect(lines.find((l) => l.startsWith('Boris uses Star Power'))).toBe(
      'Boris uses Star Power: 4 dice of 1-3, each lowering one result a step, the worst first: hit 1 from out ' +
        'of the fight to knocked down, hit 2 from obviously dead to knocked down (3 of the 4 dice used: nothing ' +
        'was left to lower). Both hits only knock Boris down instead: Boris carries on, prone.',
    );
  });

  it('one die against a death and a Recover test: names what it lowered and what is left', () => {
    const { events, final } = run(
      scenario({ star: true, damage: [[5], [1]], recover: [[3, 4]], starPower: [[1, 4, 5, 5]] }),
    );
    expect(final.figures.Boris!.status).toBe('outOfTheFight');
    expect(logLines(events, final).find((l) => l.startsWith('Boris uses Star Power'))).toBe(
      'Boris uses Star Power: 1 die of 1-3, which lowers one result a step: hit 2 from obviously dead to out ' +
        'of the fight. Boris is left out of the fight.',
    );
  });
});
