// Every lesson step's claims (who sees whom, groups, odds, what fires, a place, a swath side) against the
// game's own answer at that moment; and proof the check bites: the false claims the lessons used to make
// (issue 24) are caught when written back in as data.
import { describe, expect, it } from 'vitest';
import { LESSONS } from '../../../../src/rulesets/chain-reaction/lessons';
import { checkClaims } from '../../../../src/rulesets/chain-reaction/lessons/claims';
import type { Claim, Lesson } from '../../../../src/rulesets/chain-reaction/lessons/types';

const lesson = (id: string): Lesson => LESSONS.find((l) => l.id === id)!;

/** The lesson with extra claims on one step (counted from 1). */
function claiming(id: string, step: number, claims: Claim[]): Lesson {
  const l = lesson(id);
  return {
    ...l,
    steps: l.steps.map((s, i) => (i === step - 1 ? { ...s, claims: [...(s.claims ?? []), ...claims] } : s)),
  };
}

describe('every claim a lesson step makes is what the game says', () => {
  it.each(LESSONS.map((l) => [l.id, l] as const))('%s', (_id, l) => {
    expect(checkClaims(l)).toEqual([]);
  });

  it('the lessons make claims: the check is not empty', () => {
    const n = LESSONS.flatMap((l) => l.steps.flatMap((s) => s.claims ?? [])).length;
    expect(n).toBeGreaterThanOrEqual(30);
  });
});

describe('the check catches the claims the lessons used to get wrong', () => {
  it('groups step 2: "Birch meets neither rule" - but Birch sees Ames', () => {
    const got = checkClaims(claiming('groups', 2, [{ kind: 'sees', from: 'Birch', to: 'Ames', is: false }]));
    expect(got).toHaveLength(1);
    expect(got[0]).toContain('Birch sees Ames');
  });

  it("groups step 4: the viewer's left is the Gunman's right - that swath takes in only Cole", () => {
    const got = checkClaims(
      claiming('groups', 4, [
        { kind: 'swath', figure: 'Gunman', first: 'Cole', side: 'right', covers: ['Cole', 'Dent', 'Ames'] },
      ]),
    );
    expect(got).toHaveLength(1);
    expect(got[0]).toMatch(/swath to the right of Cole takes in/);
  });

  it('melee step 2: "Tony snap fires" - nothing fires', () => {
    const got = checkClaims(claiming('melee', 2, [{ kind: 'fires', figure: 'Tony', is: true, when: 'after' }]));
    expect(got).toEqual([expect.stringContaining('Tony did not fire')]);
  });

  it('rocket step 2: "any die of 3 or more" (2 in 3) - the game gives 1 in 3', () => {
    const got = checkClaims(
      claiming('rocket', 2, [
        {
          kind: 'fireOdds',
          figure: 'Rocketeer',
          targets: [{ figure: 'Otto', dice: 1 }],
          target: 'Otto',
          hits: 1,
          chance: [2, 3],
        },
      ]),
    );
    expect(got).toEqual([expect.stringContaining('is 1/3')]);
  });

  // Issue 19 items 2 and 4, as the game's own previews show them: the step preview at In Sight's step 8
  // spot, and the charge preview against an empty pistol.
  it('in-sight step 8: the step preview there says private comes into view of Watcher (not "sees no enemy")', () => {
    const got = checkClaims(
      claiming('in-sight', 8, [{ kind: 'stepSees', figure: 'Private', to: [11.8, 20.8], enemy: 'Watcher', is: false }]),
    );
    expect(got).toEqual([expect.stringContaining('the step preview says in sight of Watcher')]);
    // Back where private stood, behind the house, the same preview sees nobody: the claim can fail either way.
    const behind = checkClaims(
      claiming('in-sight', 8, [{ kind: 'stepSees', figure: 'Private', to: [13.2, 22.2], enemy: 'Watcher', is: true }]),
    );
    expect(behind).toEqual([expect.stringContaining('sees no enemy from there')]);
  });

  it('melee step 2: the charge preview offers Tony no shot ("target fires 8/27" was offered)', () => {
    const got = checkClaims(
      claiming('melee', 2, [{ kind: 'chargeOffersFire', figure: 'Lenny', target: 'Tony', is: true }]),
    );
    expect(got).toEqual([expect.stringContaining('does not offer fire: no shot whatever the test says')]);
  });

  it('a group claim and a place claim that do not hold are reported with what the game has', () => {
    const got = checkClaims(
      claiming('in-sight', 1, [
        { kind: 'group', members: ['Sarge'] },
        { kind: 'at', figure: 'Private', place: [1, 1], within: 1 },
      ]),
    );
    expect(got).toHaveLength(2);
    expect(got[0]).toContain("Sarge's group is Private, Sarge");
    expect(got[1]).toMatch(/Private stands \d+\.\d" from the place named/);
  });
});
