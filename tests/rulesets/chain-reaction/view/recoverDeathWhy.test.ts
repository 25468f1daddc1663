// A figure knocked down by a hit over the Impact and killed by its Recover test (0 passed) was said to die
// because "the hit was fatal", though the damage line just above says the hit only knocked it down (play-test
// 17a, patrol "pt17a-01": "Damage on Dex: 6, over Impact 3 — knocked down", "Recover test: 0 passed, obviously
// dead", "Dex is now obviously dead (was ducking back): the hit was fatal."). A hit that rolled the 1 keeps
// "the hit was fatal". Read from real battles, in the log's words and in a lesson's quotes.
import { describe, expect, it } from 'vitest';
import { runBattle } from '../../../../src/rulesets/chain-reaction/game';
import { randomSkirmish } from '../../../../src/rulesets/chain-reaction/sim/skirmish';
import { wordsInOrder } from '../../../../src/rulesets/chain-reaction/view/names';
import { chainReactionView } from '../../../../src/rulesets/chain-reaction/view';
import type { GameEvent } from '../../../../src/rulesets/chain-reaction/engine/events';
import { isDamageRecover } from '../../../../src/rulesets/chain-reaction/view/damageWords';

/** How event i's death came about, read from the events: 'hit' if a damage die said obviously dead. */
function deathBy(events: readonly GameEvent[], i: number, figure: string): 'hit' | 'recover' | undefined {
  let hit = false;
  let recover = false;
  for (let j = i - 1; j >= 0; j--) {
    const x = events[j]!;
    if (x.type === 'roll' || x.type === 'stance' || x.type === 'note') continue;
    if (x.type === 'damage' && x.figure === figure) hit ||= x.result === 'obviouslyDead';
    else if (isDamageRecover(x) && x.figure === figure) recover ||= x.result === 'obviouslyDead';
    else break;
  }
  return hit ? 'hit' : recover ? 'recover' : undefined;
}

describe('why a figure is obviously dead', () => {
  it('says the Recover test when it, not the hit, killed', () => {
    const seen = { hit: 0, recover: 0 };
    for (let n = 0; n < 40 && (seen.recover < 3 || seen.hit < 3); n++) {
      const out = runBattle(randomSkirmish(`pt17a-death-${n}`));
      const events = out.events;
      const say = wordsInOrder(events, out.state);
      // The log as the screen builds it, its death lines in order.
      const log = chainReactionView.log(() => out.state);
      log.add(events);
      const logged = log.groups
        .flatMap((g) => g.lines)
        .filter((l) => l.type === 'status' && / is now obviously dead /.test(l.text))
        .map((l) => l.text);
      const deaths = events.flatMap((e, i) => (e.type === 'status' && e.to === 'obviouslyDead' ? [i] : []));
      expect(logged.length).toBe(deaths.length);
      deaths.forEach((i, k) => {
        const e = events[i]!;
        if (e.type !== 'status') return;
        const by = deathBy(events, i, e.figure);
        if (!by) return;
        seen[by] += 1;
        for (const line of [say(e), logged[k]]) {
          if (by === 'hit') expect(line).toMatch(/: the hit was fatal\.$/);
          else {
            expect(line).not.toMatch(/the hit was fatal/);
            expect(line).toMatch(/: 0 passed on the Recover test for a hit over the Impact\.$/);
          }
        }
      });
    }
    expect(seen.recover).toBeGreaterThan(0);
    expect(seen.hit).toBeGreaterThan(0);
  });
});
