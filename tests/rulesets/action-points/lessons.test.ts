// The two lessons: each reference solution solves it; wrong plays (doing nothing, walking instead of
// running, not kneeling, shooting unspotted, shooting unaimed) leave the goal unmet or are refused; the
// steps name the numbers the lesson's tables and scripted dice give.
import { describe, expect, it } from 'vitest';
import { actionPoints } from '../../../src/rulesets/action-points';
import type { ApStepCommand } from '../../../src/rulesets/action-points/types';
import { openLesson, playAsPerson } from '../../app/lessons/tableLesson';

const L = actionPoints.lessons!;
const wrong = (id: string, commands: ApStepCommand[]) =>
  playAsPerson(actionPoints, openLesson(actionPoints, id), id, commands);

describe('action-point lessons', () => {
  it('lists the phase and AP turn, and spot then shoot', () => {
    expect(L.list().map((l) => l.id)).toEqual(['phaseTurn', 'spotShoot']);
    for (const l of L.list()) expect(L.solve(l.id)).toEqual({ solved: true });
  });

  it('phaseTurn: doing nothing leaves the goal unmet once the novice has acted', () => {
    const r = wrong('phaseTurn', [
      { do: 'endAct', figure: 'f1' },
      { do: 'endAct', figure: 'f1' },
    ]);
    expect(r.refused).toBeUndefined();
    expect(r.checks.at(-1)).toMatch(/novice has had his act/);
  });

  it('phaseTurn: walking the 15" is refused for want of AP; running without kneeling misses the goal', () => {
    expect(wrong('phaseTurn', [{ do: 'walk', figure: 'f1', to: [10, 12] }]).refused).toMatch(/AP/);
    const r = wrong('phaseTurn', [
      { do: 'run', figure: 'f1', to: [10, 12] },
      { do: 'endAct', figure: 'f1' },
      { do: 'endAct', figure: 'f1' },
    ]);
    expect(r.checks).toEqual([
      'Run your veteran into the woods.',
      'Kneel in the woods.',
      'Kneel in the woods.',
      expect.stringMatching(/undo and try again/),
    ]);
  });

  it('spotShoot: a shot before the spot is refused; an unaimed shot misses the scripted 45', () => {
    expect(wrong('spotShoot', [{ do: 'shoot', figure: 'f1', target: 'f2', aim: 1 }]).refused).toMatch(
      /sight|seen|spot/,
    );
    const r = wrong('spotShoot', [
      { do: 'spot', figure: 'f1', target: 'f2' },
      { do: 'shoot', figure: 'f1', target: 'f2' },
      { do: 'endAct', figure: 'f1' },
    ]);
    expect(r.checks.slice(0, 2)).toEqual(['Spot the rifleman first.', 'Shoot at the rifleman, aiming with one AP.']);
    expect(r.checks.at(-1)).toMatch(/unhurt: undo/);
  });

  it('the steps name the BODY, phases, AP costs, chances and scripted dice', () => {
    const phase = L.steps!('phaseTurn')
      .map((s) => s.text)
      .join('\n');
    for (const bit of ['BODY 15', 'phases 2, 4, 6 and 8', 'BODY 11', 'phases 4, 6, 8 and 10', '3 AP', '15"', '5 AP'])
      expect(phase).toContain(bit);
    const spot = L.steps!('spotShoot')
      .map((s) => s.text)
      .join('\n');
    for (const bit of ['= 30%', 'give 21', '= 50%', 'give 45', 'unaimed 40%', '4 and 3 = 7', 'serious wound'])
      expect(spot).toContain(bit);
  });
});
