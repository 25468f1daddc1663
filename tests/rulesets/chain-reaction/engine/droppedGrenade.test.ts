// A readied grenade goes off where its holder falls (book p.18): the blast is resolved like any other.
import { describe, expect, it } from 'vitest';
import { ENGINE, load, ofType } from './helpers';
import { play } from '../crPlay';

describe('a readied grenade dropped by a falling figure', () => {
  it('goes off on the spot and catches the friend beside the holder', () => {
    const { events, illegal } = play(load(ENGINE, 'dropped-grenade.json'));
    expect(illegal).toBeUndefined();
    const blasts = ofType(events, 'blast');
    expect(blasts).toHaveLength(1);
    expect(blasts[0]).toMatchObject({ at: [18, 10] });
    expect((blasts[0] as { inside: string[] }).inside).toContain('friend');
    // 2 against the grenade's Impact 2: the friend is out of the fight.
    expect(ofType(events, 'damage')).toMatchObject([
      { figure: 'holder', die: 1, result: 'obviouslyDead' },
      { figure: 'friend', die: 2, impact: 2, result: 'outOfTheFight' },
    ]);
  });
});
