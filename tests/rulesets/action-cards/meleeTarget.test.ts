// Three factions in one fight: a person names the faction their even dice go against (a question with one
// button per faction and its exact odds), odd dice are dealt to the others; a wrong answer or any other command
// is refused in one line; the computer names the faction that loses most figures in all, not simply the biggest.
import { describe, expect, it } from 'vitest';
import { actionCards } from '../../../src/rulesets/action-cards';
import type { AcCommand, AcNeed } from '../../../src/rulesets/action-cards/commands';
import type { AcEvent } from '../../../src/rulesets/action-cards/events';
import { computerTarget, defaultTarget, targetOdds } from '../../../src/rulesets/action-cards/fights';
import type { AcState } from '../../../src/rulesets/action-cards/state';
import { file, row, start } from './setup';

/** The swarm (a person) charges the police; a second police faction joins; the swarm's double card ends. */
function threeWay(b: 'police' | 'aliens') {
  const s = start(
    file(
      [
        { id: 'a', control: 'human', faction: 'swarm', groups: [row('sw', 1, [10, 4])] },
        { id: 'b', faction: b, groups: [row('p', 3, [9, 10])] },
        { id: 'c', faction: 'police', groups: [{ id: 'q', figures: [{ id: 'q1', at: [13, 12] }] }] },
      ],
      { deck: ['c:single', 'a:double', 'b:single', 'b:single'], dice: { melee: [[2, 3], [1, 1, 1], [1]] } },
    ),
  );
  let step = actionCards.begin(s);
  const go = (cmd: AcCommand) => {
    const r = actionCards.reduce(step.state, cmd);
    if (!r.ok) throw new Error(r.error);
    step = r;
    return r;
  };
  go({ do: 'move', group: 'q', figure: 'q1', to: [11.2, 11] });
  go({ do: 'move', group: 'sw', figure: 'sw1', to: [9, 20] });
  const ended = go({ do: 'endCard' });
  return { state: ended.state as AcState, need: ended.need as AcNeed, events: ended.events as AcEvent[] };
}

describe('naming the target in a fight of three factions', () => {
  it('asks the person, shows each choice with its odds, and deals the dice as answered', () => {
    const { state, need, events } = threeWay('police');
    expect(events.some((e) => e.type === 'melee')).toBe(false);
    expect(need).toMatchObject({ kind: 'decision', side: 'a', decision: 'meleeTarget', options: ['b', 'c'] });
    const board = actionCards.board!;
    expect(board.view(state).title).toMatch(/Creature swarm name who their even dice go against in hand to hand$/);
    const choices = board.choices(state, need);
    expect(choices.map((c) => c.key)).toEqual(['target:b', 'target:c']);
    // Each button says the expected kills, from the same exact odds the computer reads.
    const expected = (t: string) =>
      targetOdds(state, need.kind === 'decision' && need.decision === 'meleeTarget' ? need.fight : [], 'a', t)
        .flatMap((r) => r.odds.map((p, k) => p * k))
        .reduce((x, y) => x + y, 0);
    expect(choices[0]!.label).toBe(`Against Police: ${expected('b').toFixed(1)} kills expected (most)`);
    expect(choices[1]!.label).toBe(`Against Police 2: ${expected('c').toFixed(1)} kills expected`);
    expect(choices[1]!.title).toMatch(/^even dice against Police 2 \(6\): 0 kills .*; odd dice to Police \(6\): /);
    // Refused: another command, a faction not in the fight.
    const other = actionCards.reduce(state, { do: 'endCard' });
    expect(other.ok ? '' : other.error).toBe(
      'endCard: a must first name the faction their dice go against in hand to hand',
    );
    const wrong = actionCards.reduce(state, { do: 'meleeTarget', target: 'a' });
    expect(wrong.ok ? '' : wrong.error).toBe('meleeTarget: "a" is not in this fight (b, c)');
    // Answered "c": the swarm's 2 goes to c, its 3 to b; the others (scripted) were not asked.
    const r = actionCards.reduce(state, choices[1]!.command!);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const melee = r.events.filter((e): e is AcEvent & { type: 'melee' } => e.type === 'melee');
    const a = melee.find((e) => e.side === 'a')!;
    expect(a.target).toBe('c');
    expect(a.shares.map((x) => [x.side, x.dice])).toEqual([
      ['c', [2]],
      ['b', [3]],
    ]);
    expect(r.need.kind).not.toBe('decision');
    expect((r.state as AcState).meleeTargets).toEqual([]);
  });

  it('the computer names the faction that loses most, not simply the biggest', () => {
    // Three armoured aliens (24 a kill) and one policeman (6): the swarm's two dice can only hurt the police.
    const { state, need } = threeWay('aliens');
    if (need.kind !== 'decision' || need.decision !== 'meleeTarget') throw new Error('expected the question');
    expect(defaultTarget(state, need.fight, 'a')).toBe('b');
    expect(computerTarget(state, need.fight, 'a')).toBe('c');
    expect(actionCards.computerCommand(state, need)).toEqual({ do: 'meleeTarget', target: 'c' });
  });
});
