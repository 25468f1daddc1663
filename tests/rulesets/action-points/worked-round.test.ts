// A whole worked exchange written out by hand from the tables: phase 2 the veteran (BODY 15) fires at the
// average (BODY 13) in the open and misses; phase 3 the average tests morale for the marker and fires back
// after kneeling and aiming; phase 4 the veteran, marked in turn, tests and finishes the fight.
import { describe, expect, it } from 'vitest';
import { play, scenario, texts } from './helpers';

describe('a worked exchange over three combat phases', () => {
  const r = play(
    scenario({
      blue: [{ id: 'vet', rank: 'veteran', at: [10, 30], facing: 270 }],
      red: [{ id: 'avg', at: [10, 12], facing: 90 }],
      dice: {
        // Phase 2: 60% + 2 AP aim 20% = 80%, rolled 85: a miss.
        shoot: [
          [8, 5],
          [3, 9],
          [0, 3],
        ],
        // Phase 3: avg's morale 60% (no modifiers): 44 passes. Phase 4: vet's morale 70%: 12 passes.
        morale: [
          [4, 4],
          [1, 2],
        ],
        // Phase 3: avg kneels (1 AP) and shoots with 1 AP aim: 50 + 10 + kneeling 10 = 70%, rolled 39: a hit,
        // 2d10 = 2 + 1 = 3: a light wound; the veteran drops prone.
        // Phase 4: vet (light wound: 60 - 20 = 40, prone +20, target kneeling -20, aim 1 AP +10 = 50%),
        // rolled 03: a critical (at or under 5): maximum damage 10 + 10 = 20, dead.
        damage: [[2, 1]],
      },
      commands: [
        { do: 'shoot', figure: 'vet', target: 'avg', aim: 2 },
        { do: 'kneel', figure: 'avg' },
        { do: 'shoot', figure: 'avg', target: 'vet', aim: 1 },
        { do: 'shoot', figure: 'vet', target: 'avg', aim: 1 },
      ],
    }),
  );
  it('reads as written', () => {
    expect(r.illegal).toBeUndefined();
    expect(texts(r.events).filter((l) => !l.includes(' roll for '))).toEqual([
      'Round 1, combat phase 2: vet acts.',
      'vet acts with 3 AP.',
      'vet: shoot avg for 3 AP, 0 left.',
      'vet shoots at avg: veteran 60%, aimed 2 AP +20% = 80%; rolled 85: failure.',
      'avg gets a morale marker (shot at by vet) and tests morale at the start of the next act.',
      'Round 1, combat phase 3: avg acts.',
      'avg acts with 3 AP.',
      'avg tests morale: average morale 60% = 60%; rolled 44: success.',
      'avg: kneel for 1 AP, 2 left.',
      'avg is now kneeling.',
      'avg: shoot vet for 2 AP, 0 left.',
      'avg shoots at vet: average 50%, aimed 1 AP +10%, shooter kneeling or braced +10% = 70%; rolled 39: success.',
      'vet gets a morale marker (shot at by avg) and tests morale at the start of the next act.',
      'vet takes damage 2+1 = 3: a light wound.',
      'vet suffers a light wound.',
      'Round 1, combat phase 4: vet acts.',
      'vet acts with 3 AP.',
      'vet tests morale: veteran morale 70%, own light wound \u221220% = 50%; rolled 12: success.',
      'vet: shoot avg for 2 AP, 1 left.',
      'vet shoots at avg: veteran 60%, light wound \u221220%, aimed 1 AP +10%, target kneeling \u221220%, shooter prone +20% = 50%; rolled 03: a critical success.',
      'avg gets a morale marker (shot at by vet) and tests morale at the start of the next act.',
      'avg takes maximum damage 10+10 = 20: death.',
      'avg suffers death.',
      'blue has 10 victory points (avg out of action).',
      'The game ends: red has no figure left able to act. blue wins.',
    ]);
  });
});
