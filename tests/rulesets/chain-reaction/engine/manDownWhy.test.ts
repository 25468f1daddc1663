// A friend within 4" of a man hit who takes no Man Down test is told why (play-test 10a, 1: "Kurt, 2.1" from
// Lev, takes none" with Jax's base across the line between them). The words ride on the hit's damage line.
import { describe, expect, it } from 'vitest';
import { runBattle } from '../../../../src/rulesets/chain-reaction/game';
import { buildEncounter, studyEncounter } from '../../../../src/rulesets/chain-reaction/sim/encounter';
import { randomSkirmish } from '../../../../src/rulesets/chain-reaction/sim/skirmish';

type Ev = { type: string; figure?: string; test?: string; causes?: string[]; text?: string };

/** The damage line about `down` that names `friend`, and whether `friend` took a Man Down test soon after. */
function look(events: Ev[], down: string, friend: string) {
  const at = events.findIndex((e) => e.type === 'damage' && e.figure === down && e.text?.includes(`${friend}, `));
  const next = events.findIndex((e, i) => i > at && e.type === 'fire');
  const tested = events
    .slice(at, next < 0 ? undefined : next)
    .some((e) => e.test === 'crisis' && e.figure === friend && e.causes?.includes('manDown'));
  return { text: events[at]?.text, tested };
}

describe('a Man Down test not taken says why', () => {
  it('a friend base in the line: Zeno does not see Abel fall', () => {
    const out = runBattle(buildEncounter(studyEncounter('fp-patrol', 0, 'patrol')).state);
    const { text, tested } = look(out.events as Ev[], 'Abel', 'Zeno');
    expect(text).toContain(
      'Damage on Abel: 2, at or under Impact 3 — out of the fight. Zeno, 2.0" away, does not see Abel fall (Yuri is in the way), so takes no Man Down test.',
    );
    expect(tested).toBe(false);
  });

  it('woods in the line', () => {
    const out = runBattle(randomSkirmish('fp-sk-0'));
    const { text, tested } = look(out.events as Ev[], 'red3', 'red6');
    expect(text).toContain(
      'red6, 3.7" away, does not see red3 fall (woods are in the way), so takes no Man Down test.',
    );
    expect(tested).toBe(false);
  });

  it('a friend already leaving the battlefield', () => {
    // Raid 5 of "fix15a-raid": Pavel is leaving when Igor beside him falls. (Raid 23 of "fp-raid" showed
    // this until moves ended a whole base clear of fallen figures; Defend 2 until leave12.)
    const events = runBattle(buildEncounter(studyEncounter('fix15a-raid', 5, 'raid')).state).events as Ev[];
    const line = events.find((e) => e.type === 'damage' && /already leaving/.test(e.text ?? ''));
    expect(line?.text).toMatch(/\. (\w+) is already leaving the battlefield, so takes no Man Down test\.$/);
  });
});
