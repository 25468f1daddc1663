// Play-test 5, finding 6: Jax's group acts and ends its activation; Jax walked within 4" and sight of Kurt,
// who had not acted, so Kurt is now in Jax's group and acts (RULINGS "Groups and leaders"; the book's example
// of a group moving within 4" of others). The engine is right; the words said "the gangers activate the group
// led by Jax" again. Played from a small scripted scenario; the shown lines must say Kurt acts, Jax does not.
import { describe, expect, it } from 'vitest';
import { play } from '../crPlay';
import { ENGINE, load } from '../engine/helpers';
import type { Scenario } from '../../../../src/rulesets/chain-reaction/scenario/schema';
import type { GameEvent } from '../../../../src/rulesets/chain-reaction/engine/events';
import { eventText } from '../../../../src/rulesets/chain-reaction/explain/eventText';
import { shownEventText } from '../../../../src/rulesets/chain-reaction/view/names';
import { phaseText } from '../../../../src/app/statusText';
import type { App } from '../../../../src/app/app';
import type { Orders } from '../../../../src/core/rulesetView';
import { chainReaction } from '../../../../src/rulesets/chain-reaction';
import { LogBuilder } from '../../../../src/rulesets/chain-reaction/view/logModel';

const scenario = (): Scenario => load(ENGINE, 'joined-group-acts.json');

describe('a friend joining a leader who already acted', () => {
  const r = play(scenario());
  const events = r.events as GameEvent[];
  const activations = events.filter((e): e is Extract<GameEvent, { type: 'activate' }> => e.type === 'activate');

  it('the engine activates Kurt under Jax, who has acted (unchanged behaviour)', () => {
    expect(r.illegal).toBeUndefined();
    expect(activations.map((a) => [a.leader, a.figures])).toEqual([
      ['Jax', ['Jax']],
      ['Jax', ['Kurt']],
    ]);
  });

  it('the log, the plain words and the log heading say Kurt acts and Jax does not act again', () => {
    const second = activations[1]!;
    const want =
      "Kurt, who has not acted this turn, now acts in Jax's group (Jax, Rep 5, temporary leader, leads; Jax has already acted this turn and does not move again).";
    expect(shownEventText(second, r.final!)).toBe(want);
    expect(eventText(second)).toBe(want);
    // The first activation still reads as before.
    expect(shownEventText(activations[0]!, r.final!)).toMatch(/activates? the group led by Jax \(Rep 5/);
    const log = new LogBuilder((id) => {
      const f = r.final!.figures[id];
      return f ? { rep: f.rep, star: false } : undefined;
    });
    log.add(events);
    const titles = log.groups.map((g) => g.title);
    expect(titles).toContain('White: the group led by Jax');
    expect(titles).toContain("White: Kurt, in Jax's group (Jax has already acted)");
    expect(log.lines().map((l) => l.text)).toContain(want);
  });

  it("the action bar, while Kurt acts, says he joined Jax's group and Jax has already acted", () => {
    const s = r.final!;
    expect(s.active).toMatchObject({ leader: 'Jax', figures: ['Kurt'] });
    // The bar reads only these parts of the app: the state, what it waits for, who plays the side.
    const app = {
      view: () => s,
      need: () => ({ kind: 'command', side: 'white' }),
      session: { ruleset: chainReaction, controlOf: () => 'human', history: [] },
      replaying: false,
      players: { mode: 'solo', players: [] },
    } as unknown as App;
    const text = phaseText(app, { choices: [], figures: new Set() } as unknown as Orders);
    expect(text).toContain(
      'acting now - Kurt, who joined your group led by Jax (Jax has already acted this turn and does not move again).',
    );
    expect(text).not.toContain('group led by Jax is acting');
  });
});
