// Capture or dispatch (RULINGS, p.22): a figure that reaches an enemy out of the fight takes him prisoner or
// dispatches him, as its player chooses; the computer (and a file that says nothing) captures. A prisoner needs
// a guard, so a side whose every guard already watches six can only dispatch.
import { describe, expect, it } from 'vitest';
import { play } from '../crPlay';
import { initialState } from '../../../../src/rulesets/chain-reaction/start';
import { begin, reduce } from '../../../../src/rulesets/chain-reaction/game';
import type { Scenario } from '../../../../src/rulesets/chain-reaction/scenario/schema';
import { ENGINE, finalOf, load } from './helpers';

const file = (change: (s: Scenario) => void = () => {}): Scenario => {
  const s = load(ENGINE, 'capture-or-dispatch.json');
  change(s);
  return s;
};
const statusAfter = (s: Scenario, id: string) => finalOf(play(s).events).figures[id]!.status;

describe('capture or dispatch', () => {
  it('the file says dispatch: the enemy is dispatched', () => {
    expect(statusAfter(file(), 'foe')).toBe('obviouslyDead');
  });

  it('the file says capture, or says nothing: the enemy is taken prisoner', () => {
    expect(
      statusAfter(
        file((s) => ((s.commands[0] as { take?: string }).take = 'capture')),
        'foe',
      ),
    ).toBe('captured');
    expect(
      statusAfter(
        file((s) => delete (s.commands[0] as { take?: string }).take),
        'foe',
      ),
    ).toBe('captured');
  });

  it('a human player is asked, and each answer is carried out', () => {
    for (const [answer, want] of [
      ['capture', 'captured'],
      ['dispatch', 'obviouslyDead'],
    ] as const) {
      const sc = file((s) => {
        s.sides[0]!.control = 'human';
        delete (s.commands[0] as { take?: string }).take;
      });
      const start = begin(initialState(sc));
      const asked = reduce(start.state, { do: 'retrieve', figure: 'al', target: 'foe' });
      expect(asked.ok && asked.need.kind).toBe('decision');
      if (!asked.ok || asked.need.kind !== 'decision') return;
      expect(asked.need.decision.kind).toBe('captureOrDispatch');
      expect(asked.need.decision.text).toBe('al reaches foe, who is out of the fight: take foe prisoner or dispatch');
      const done = reduce(asked.state, { do: 'decide', choice: answer });
      expect(done.ok && done.state.figures['foe']!.status).toBe(want);
    }
  });

  it('with no guard free for another prisoner, the only way is to dispatch', () => {
    // Six prisoners already, one guard (al): the seventh cannot be kept.
    const sc = file((s) => {
      for (let i = 0; i < 6; i++) {
        s.sides[1]!.figures.push({ ...s.sides[1]!.figures[1]!, id: `pow${i}`, at: [2 + i * 2, 2], status: 'captured' });
      }
      (s.commands[0] as { take?: string }).take = 'capture';
    });
    expect(statusAfter(sc, 'foe')).toBe('obviouslyDead');
  });
});
