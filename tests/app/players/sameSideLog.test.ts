// Same side, three people (play-test 9, 7 and play-test 8, 7): the log named every group's side "Ana, Ben and
// Cy's soldiers", so nobody could tell whose group acted. A group's heading and its activation line now name
// the person whose group it is ("Cy's soldiers: the group led by Ike"); lines about the whole side keep all three.
import { describe, expect, it } from 'vitest';
import { App } from '../../../src/app/app';
import { DEFAULT_OPTIONS } from '../../../src/app/newBattle';
import type { LogBuilder } from '../../../src/rulesets/chain-reaction/view/logModel';
import { memoryStore, peopleStep } from '../helpers';

/** Raid vole-3384, Ana, Ben and Cy on one side, played through turn 1 as the three would (default answers). */
function turnOne(): LogBuilder {
  const app = new App(memoryStore());
  const r = app.newBattle(
    { ...DEFAULT_OPTIONS, kind: 'raid', seed: 'vole-3384' },
    { mode: 'sameSide', names: ['Ana', 'Ben', 'Cy'] },
  );
  expect(r.ok).toBe(true);
  for (let i = 0; i < 300 && app.session && !app.session.over && app.session.state.turn < 2; i++)
    expect(peopleStep(app).ok).toBe(true);
  return app.log as unknown as LogBuilder;
}

describe('same side, three people: whose group acts', () => {
  it("names each group's person in its heading and its activation line", () => {
    const log = turnOne();
    const groups = log.groups.filter((g) => g.turn === 1 && g.side);
    expect(groups.map((g) => g.title)).toEqual([
      "Ana's soldiers: the group led by Ash",
      "Ben's soldiers: the group led by Eli",
      "Cy's soldiers: the group led by Ike",
    ]);
    expect(groups.map((g) => g.lines[0]!.text)).toEqual([
      "Ana's soldiers activate the group led by Ash (Rep 5): Ash, Bo, Cole, Dex.",
      "Ben's soldiers activate the group led by Eli (Rep 5): Eli, Finn, Gus, Hal.",
      "Cy's soldiers activate the group led by Ike (Rep 5): Ike, Jo, Kit, Lou.",
    ]);
    // The activation dice are the side's, thrown once for all three: that line keeps the three names.
    const dice = log.lines().find((l) => l.type === 'activation')!;
    expect(dice.text).toMatch(/Ana, Ben and Cy's soldiers 4/);
  });
});
