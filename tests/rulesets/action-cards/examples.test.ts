// The text's worked examples, played through the reducer with scripted dice: a soldiers' section of 8d6 against
// armoured aliens, and the aliens' 12d6 answer against the section in the open and inside a building.
import { describe, expect, it } from 'vitest';
import { actionCards } from '../../../src/rulesets/action-cards';
import type { AcEvent } from '../../../src/rulesets/action-cards/events';
import { drive } from './drive';
import { file, row, start } from './setup';

const BUILDING = {
  id: 'house',
  type: 'building',
  polygon: [
    [2, 2],
    [12, 2],
    [12, 8],
    [2, 8],
  ],
};

function section(at: [number, number]) {
  return row('section', 4, at, ['rifle', 'rifle', 'support', 'rocket']);
}

function lines(ev: AcEvent[]): string[] {
  return ev.filter((e) => e.type !== 'roll').map((e) => actionCards.wording.event(e));
}

describe('the worked examples', () => {
  it('8d6 = 29 (2,2,2,3,3,5,6,6) against 24 kills one alien, 5 left over', () => {
    const s = start(
      file(
        [
          { id: 'unit', faction: 'soldiers', groups: [section([4, 20])] },
          { id: 'daleks', faction: 'aliens', groups: [row('trio', 3, [4, 30])] },
        ],
        {
          deck: ['unit:single', 'daleks:single', 'daleks:single', 'daleks:single'],
          dice: { shoot: [[2, 2, 2, 3, 3, 5, 6, 6]] },
        },
      ),
    );
    const d = drive(s, [{ do: 'shoot', group: 'section', target: 'trio' }]);
    expect(d.illegal).toBeUndefined();
    const shot = d.events.find((e) => e.type === 'shot');
    expect(shot && actionCards.wording.event(shot)).toBe(
      'section: 8d6 = 29 (2,2,2,3,3,5,6,6) against 24 (armoured aliens in the open): 1 killed, 5 left over',
    );
    expect(d.state.figures.filter((f) => f.side === 'daleks' && f.status === 'dead')).toHaveLength(1);
  });

  it('12d6 = 47 against 6 wipes out the four-man section in the open', () => {
    const s = start(
      file(
        [
          { id: 'unit', faction: 'soldiers', groups: [section([4, 20])] },
          { id: 'daleks', faction: 'aliens', groups: [row('pair', 2, [4, 30])] },
        ],
        {
          deck: ['daleks:single', 'unit:single', 'unit:single', 'unit:single'],
          dice: { shoot: [[1, 2, 2, 4, 4, 4, 4, 5, 5, 5, 5, 6]] },
        },
      ),
    );
    const d = drive(s, [{ do: 'shoot', group: 'pair', target: 'section' }]);
    const shot = d.events.find((e) => e.type === 'shot')!;
    expect(actionCards.wording.event(shot)).toBe(
      'pair: 12d6 = 47 (1,2,2,4,4,4,4,5,5,5,5,6) against 6 (soldiers in the open): 4 killed (the dice made 7, but only 4 could fall), 23 left over',
    );
    expect(d.need).toMatchObject({ kind: 'ended', winner: 'daleks' });
  });

  it('47 against 12 inside a building kills three and leaves 11 over', () => {
    const s = start(
      file(
        [
          { id: 'unit', faction: 'soldiers', groups: [section([4, 5])] },
          { id: 'daleks', faction: 'aliens', groups: [row('pair', 2, [4, 30])] },
        ],
        {
          terrain: [BUILDING],
          deck: ['daleks:single', 'unit:single', 'unit:single', 'unit:single'],
          dice: { shoot: [[1, 2, 2, 4, 4, 4, 4, 5, 5, 5, 5, 6]] },
        },
      ),
    );
    const d = drive(s, [{ do: 'shoot', group: 'pair', target: 'section' }]);
    expect(d.illegal).toBeUndefined();
    const text = lines(d.events).find((l) => l.startsWith('pair:'));
    expect(text).toBe(
      'pair: 12d6 = 47 (1,2,2,4,4,4,4,5,5,5,5,6) against 12 (soldiers in buildings): 3 killed, 11 left over',
    );
    expect(d.state.figures.filter((f) => f.side === 'unit' && f.status === 'active')).toHaveLength(1);
  });
});
