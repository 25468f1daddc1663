// "Why not?" in the engine's log: a figure that wins an In Sight but does not fire says why, and the
// reference finds the rule and page in that line. Played on the book's In Sight Stop! box with scripted
// dice: the watcher starts out ducking back (or hunkered down) and wins the test.
import { describe, expect, it } from 'vitest';
import { play } from '../crPlay';
import { refusalCite } from '../../../../src/rulesets/chain-reaction/reference/refusals';
import { book, ofType } from './helpers';

function watcherWinsWhile(status: 'duckBack' | 'hunkerDown') {
  const s = structuredClone(book('in-sight-stop.json'));
  const watcher = s.sides[1]!.figures[0]!;
  (watcher as { status?: string }).status = status;
  // Walker (2 dice): no success; watcher (3 dice): three. The watcher's side wins at once.
  s.dice = {
    ...s.dice,
    inSight: [
      [5, 6],
      [1, 2, 3],
    ],
  };
  return play(s).events;
}

describe('an In Sight winner that may not fire says why, with its page', () => {
  it.each([
    [
      'duckBack',
      /watcher's side won the In Sight, but watcher is ducking back: watcher finishes that reaction instead of firing\./,
      'duckBack',
    ],
    ['hunkerDown', /watcher's side won the In Sight, but watcher is hunkered down/, 'hunkerDown'],
  ] as const)('%s', (status, words, section) => {
    const events = watcherWinsWhile(status);
    const t = ofType(events, 'test').find((x) => x.test === 'inSight')!;
    expect(t.result).toBe('red');
    // It does not fire; the log says why in one line.
    expect(ofType(events, 'fire').filter((f) => f.figure === 'watcher')).toEqual([]);
    const note = ofType(events, 'note').find((n) => words.test(n.text));
    expect(note, JSON.stringify(ofType(events, 'note'))).toBeDefined();
    expect(refusalCite(note!.text)).toMatchObject({ section, page: 14 });
  });
});
