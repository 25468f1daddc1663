// In Sight is for newcomers: a PEF that turns out to be figures nobody of the moving group can see (they are
// inside a building) must not set off another In Sight test with enemies the group has already met this
// activation. Play-test 18a, seed pt18a-04 (solo Patrol, set up where the group stands): Ash fires at Walt, then
// walks into the building with Boris, Cyril and Dario; two building PEFs found on the way (Emil; Felix and four
// more, all out of sight) each threw a fresh In Sight against Boris and Dario, giving Dario two more chances to
// win it and fire.
import { describe, expect, it } from 'vitest';
import { battle } from '../../../app/helpers';
import type { Command } from '../../../../src/rulesets/chain-reaction/engine/commands';

const COMMANDS: Command[] = [
  { do: 'startBattle' },
  { do: 'fire', figure: 'Ash', targets: [{ figure: 'Walt', dice: 3 }] },
  { do: 'move', figure: 'Ash', path: [[16.58564919268466, 29.518954330848132]] },
  { do: 'decide', choice: 0 },
  { do: 'decide', choice: null },
  { do: 'decide', choice: null },
  { do: 'decide', choice: null },
  { do: 'decide', choice: 'Cyril' },
] as Command[];

describe('a PEF found out of sight during a move sets off no In Sight with enemies already met', () => {
  const s = battle({ seed: 'pt18a-04', kind: 'patrol', deploy: true });
  for (const c of COMMANDS) s.apply(c);
  const events = s.events();
  const sights = events.filter((e) => e.type === 'inSight' && e.trigger === 'Ash');
  const pefs = events.filter((e) => e.type === 'pef' && e.action === 'resolved' && e.enemies?.length);

  it('finds the two building PEFs after the first In Sight (Emil; Felix and four more)', () => {
    expect(pefs.some((e) => e.type === 'pef' && e.enemies?.includes('Emil'))).toBe(true);
    expect(pefs.some((e) => e.type === 'pef' && e.enemies?.includes('Felix'))).toBe(true);
  });

  it('throws the In Sight for Ash once, with Boris, Cyril and Dario', () => {
    expect(sights.map((e) => e.type === 'inSight' && e.text)).toEqual([
      'In Sight: Ash, at (16.6, 29.8), comes into view of Boris, Cyril, Dario.',
    ]);
    expect(events.filter((e) => e.type === 'test' && e.test === 'inSight').length).toBe(5);
  });
});
