// The exact chances behind a test the engine took, worked out again from what the event says, with the
// core's own odds functions (the same rule code walked over every throw). Shown when a log line opens:
// "what were my chances?" Tests whose inputs the event does not fully carry get no odds rather than
// wrong ones.
import type { GameEvent, RollEvent, TestEvent } from '../../rulesets/chain-reaction/engine/events';
import { crisisOdds } from '../../rulesets/chain-reaction/rules/crisis';
import { recoverOdds } from '../../rulesets/chain-reaction/rules/recover';
import { inSightOdds } from '../../rulesets/chain-reaction/rules/inSight';
import { readyGrenadeOdds } from '../../rulesets/chain-reaction/rules/grenade';
import { retrieveWoundedOdds } from '../../rulesets/chain-reaction/rules/retrieveWounded';
import { explainOdds } from '../../rulesets/chain-reaction/explain/odds';
import type { CrisisCause } from '../../rulesets/chain-reaction/tables/reactionTests';

export interface FigureFacts {
  rep: number;
  star: boolean;
}

const hasMod = (t: TestEvent, id: string) => (t.modifiers ?? []).some((m) => m.id === id);

/** Odds for a test event, given the rolls thrown for it and the figures' Rep; undefined when not known. */
export function oddsForTest(
  t: TestEvent,
  rolls: readonly RollEvent[],
  fig: (id: string) => FigureFacts | undefined,
): string | undefined {
  try {
    switch (t.test) {
      case 'crisis': {
        const f = t.figure ? fig(t.figure) : undefined;
        if (!f || f.star) return undefined; // a Star chooses by Free Will or rolls: no single answer
        const leader = rolls.find((r) => r.purpose === 'leaderDie');
        const causes = (t.causes ?? []) as CrisisCause[];
        const odds = crisisOdds({
          testers: [{ id: t.figure!, rep: f.rep, inCover: hasMod(t, 'inCover'), causes }],
          ...(leader && leader.target !== undefined
            ? { group: { leaders: [{ id: leader.who[0] ?? 'leader', rep: leader.target }], groupSize: 2 } }
            : {}),
        });
        const m = odds[t.figure!];
        return m ? explainOdds(m) : undefined;
      }
      case 'recover': {
        const f = t.figure ? fig(t.figure) : undefined;
        if (!f || f.star) return undefined;
        const reason = (t.causes?.[0] ?? 'damage') as 'damage' | 'hunkerDown';
        const leader = rolls.find((r) => r.purpose === 'leaderDie');
        return explainOdds(
          recoverOdds({
            figure: { id: t.figure!, rep: f.rep, inCover: hasMod(t, 'inCover') },
            reason,
            ...(leader && leader.target !== undefined
              ? { group: { leaders: [{ id: leader.who[0] ?? 'leader', rep: leader.target }], groupSize: 2 } }
              : {}),
          }),
        );
      }
      case 'inSight': {
        // Each leader's throw is its own count of dice, modifiers already taken off: the odds of
        // "most successes" follow from the counts alone.
        // Ties are thrown again: only each leader's first throw counts here. Two leaders only, as with
        // more than one group on a side the sides can't be told apart from the throws.
        const first = new Map<string, number>();
        for (const r of rolls)
          if (r.purpose === 'inSight' && r.who[0] && !first.has(r.who[0])) first.set(r.who[0], r.dice.length);
        if (first.size !== 2) return undefined;
        const sides = [...first.entries()].map(([leader, count]) => ({ side: leader, leader, rep: count }));
        return explainOdds(inSightOdds({ leaders: sides }), (k) =>
          k === 'tie' ? 'Tie (thrown again)' : k === 'noWinner' ? 'Nobody wins' : `${k} wins`,
        );
      }
      case 'readyGrenade': {
        const f = t.figure ? fig(t.figure) : undefined;
        return f ? explainOdds(readyGrenadeOdds({ rep: f.rep })) : undefined;
      }
      case 'retrieveWounded': {
        const f = t.figure ? fig(t.figure) : undefined;
        return f ? explainOdds(retrieveWoundedOdds({ id: t.figure!, rep: f.rep, star: f.star })) : undefined;
      }
      default:
        return undefined;
    }
  } catch {
    return undefined;
  }
}

export function isRoll(e: GameEvent): e is RollEvent {
  return e.type === 'roll';
}
