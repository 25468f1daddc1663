// Movement played through scenario files: the book's Fast Move example with real fastMove commands.
import { describe, expect, it } from 'vitest';
import { play } from '../crPlay';
import { book, finalOf, ofType, playBook, rolls } from './helpers';

describe('Fast Move: a group of four throws 4 and 5', () => {
  // The book's group has Reps 5, 4 and 3 (and a fourth figure, here a second Rep 4).
  const events = playBook('fast-move-group.json');

  it('the group throws once, on the first fastMove command, and each reads it against its own Rep', () => {
    expect(rolls(events, 'fastMove')).toMatchObject([{ who: ['vet', 'pro', 'reg', 'rookie'], dice: [4, 5] }]);
    expect(ofType(events, 'test')).toMatchObject([
      { test: 'fastMove', result: 'vet 16", pro 12", reg 12", rookie 8"' },
    ]);
  });

  it('Rep 5 goes 16", the Rep 4s 12" (round a corner too), the Rep 3 only 8"', () => {
    expect(ofType(events, 'move').map((m) => [m.figure, m.inches, m.fast])).toEqual([
      ['vet', 16, true],
      ['pro', 12, true],
      ['reg', 12, true],
      ['rookie', 8, true],
    ]);
    expect(finalOf(events).figures).toMatchObject({
      vet: { at: [10, 18] },
      pro: { at: [13, 22] },
      reg: { at: [20, 26] },
      rookie: { at: [19, 26] },
    });
  });

  it('a Rep 4 that passed one die may not go 13"', () => {
    const scenario = book('fast-move-group.json');
    scenario.commands[1] = {
      figure: 'pro',
      do: 'fastMove',
      path: [
        [13, 34],
        [13, 21],
      ],
    };
    const r = play(scenario);
    expect(r.illegal?.index).toBe(1);
    expect(r.illegal?.error).toMatch(/^too far: the path needs more than pro's 12" allowance/);
  });
});
