// Same side, a die that lets a lower Rep group act after the higher ones (play-test 10a, 22): the line under
// the table names that group too, and a click on its leader gives the group's real size, never "a group of
// one" for a leader of two. Seeded Raid engine17-h45, three people, turn 1 (die 2): Kit (Rep 4) leads Lou.
// (heron-2010 was the seed until session 17's start spots moved the same-side groups off buildings and walls.)
import { describe, expect, it } from 'vitest';
import { App } from '../../../src/app/app';
import { DEFAULT_OPTIONS } from '../../../src/app/newBattle';
import { memoryStore } from '../helpers';
import { phaseText } from '../../../src/app/statusText';
import { Controller } from '../../../src/app/controller';

describe('same side: the groups that may act later this turn', () => {
  const app = new App(memoryStore());
  const made = app.newBattle(
    { ...DEFAULT_OPTIONS, seed: 'engine17-h45', kind: 'raid' },
    { mode: 'sameSide', names: ['Ana', 'Ben', 'Cy'] },
  );
  const s = app.session!;
  const why = (id: string) => s.ruleset.view!.whyNotOrders!(s.state, s.need, id);

  it('names Kit and Lou after the Rep 5 groups on the line under the table', () => {
    expect(made.ok).toBe(true);
    const line = phaseText(app, new Controller(app).orders());
    expect(line).toMatch(/May act - Ana's group: .*; Cy's group: Ike; after them: Jo, Kit, Lou\.$/);
  });

  it('says Kit leads a group of 2, and that it may act once the Rep 5 groups are done', () => {
    expect(why('Kit')).toBe(
      'Kit may not act yet: leads a group of 2 with Lou (Rep 4); the Rep 5 groups act first, then this one.',
    );
    expect(why('Lou')).toMatch(/^Lou may not act yet: in the group led by Kit \(Rep 4\);/);
    expect(why('Kit')).not.toContain('group of one');
  });
});

describe("the browser's same-side bar seed (tests/browser/sameSideBar.test.ts)", () => {
  // Held here, so a change that moves the start fails in seconds, not after a browser's wait.
  it("same17-50, a Raid on an urban table: Eli alone in Ben's group, Gus a group of one after them", () => {
    const app = new App(memoryStore());
    const made = app.newBattle(
      { ...DEFAULT_OPTIONS, seed: 'same17-50', kind: 'raid', terrain: 'urban' },
      { mode: 'sameSide', names: ['Ana', 'Ben'] },
    );
    expect(made.ok).toBe(true);
    expect(phaseText(app, new Controller(app).orders())).toMatch(
      /press E to pass\. May act - Ana's group: Ash, Bo, Cole, Dex; Ben's group: Eli; after them: Finn, Hal, Gus\.$/,
    );
    const s = app.session!;
    expect(s.ruleset.view!.whyNotOrders!(s.state, s.need, 'Gus')).toBe(
      'Gus may not act yet: a group of one (Rep 4); the Rep 5 groups act first, then this one.',
    );
  });
});
