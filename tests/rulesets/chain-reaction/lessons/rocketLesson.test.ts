// Lesson 17 "A rocket into a building" (play-test 4, 16): the step about the rocket's chance marks the p.27 Stop!
// box's "higher than 7 blasts a building" as right for the building itself and says why a figure inside in cover
// is hit only on a 5 or 6; and the collapse that kills Otto is said as the collapse, not "the hit was fatal", in
// the log and in the step 4 recap.
import { describe, expect, it } from 'vitest';
import { rocket } from '../../../../src/rulesets/chain-reaction/lessons/rocket';
import { recruiting } from '../../../../src/rulesets/chain-reaction/lessons/recruiting';
import { next, startLesson, tryOrder } from '../../../../src/rulesets/chain-reaction/lessons/runner';

describe('lesson 17, a rocket into a building', () => {
  it("gives the box's 2 in 3 for the building and 1 in 3 for Otto in cover", () => {
    const ask = rocket.steps[1]!;
    if (ask.kind !== 'ask') throw new Error('step 2 is not a question');
    const right = ask.choices[ask.answer]!;
    expect(right).toMatch(/^2 in 3 at the building .* but 1 in 3 at Otto/);
    expect(ask.text).toMatch(/Stop! box on p\.27 .* higher than 7/);
    expect(ask.explain).toMatch(/The box is right for the building/);
  });

  it('says Otto died in the collapse, in the log and in the recap', () => {
    const started = startLesson(rocket);
    if (!started.ok) throw new Error(started.error);
    let p = next(next(started.value));
    const step = rocket.steps[2]!;
    if (step.kind !== 'do') throw new Error('step 3 is not an order');
    const fired = tryOrder(p, step.solution);
    if (!fired.ok) throw new Error(fired.error);
    p = fired.value;
    const said = p.said ?? [];
    expect(said.at(-2)).toMatch(/^The rocket brings down 2 areas of .* \(2: it caves in\)\.$/);
    expect(said.at(-1)).toBe('Otto is now obviously dead (was out of the fight): killed as the area caved in.');
    expect(said.join('\n')).not.toMatch(/the hit was fatal/);
    p = next(p);
    expect(p.explained).toMatch(
      /This time the die showed 2, and Otto's area came down on him: Otto is now obviously dead \(was out of the fight\): killed as the area caved in\./,
    );
  });

  // Play-test 8, 13: the header said "Stop! box p.27", step 1 "See p.24" with nothing to link them; the cave-in
  // rule (Firing at Buildings) is on p.24, not p.27; and step 5 asked where a force begins (p.25), off the topic.
  it('ties the p.27 box to the p.24 rules, and every step is about buildings and rockets', () => {
    expect(rocket.book).toBe('p.27');
    const first = rocket.steps[0]!;
    expect(first.text).toMatch(/Stop! box, on p\.27, sends you back to the Buildings rules on p\.24/);
    expect(first.book).toBe('p.24');
    const caveIn = rocket.steps.find((s) => /come down\?/.test(s.text))!;
    expect(caveIn.book).toBe('p.24');
    for (const s of rocket.steps) expect(s.text).not.toMatch(/sections|where does your force begin/i);
    const last = rocket.steps.at(-1)!;
    if (last.kind !== 'ask') throw new Error('the last step is not a question');
    expect(last.text).toMatch(/window/);
    expect(last.choices[last.answer]).toBe('Up to two, and each counts as both concealed and in cover');
  });
});

// Play-test 8, 14: the recruiting lesson names the forces as the menu does (Soldiers, Police, Gangers, ...).
describe('lesson 3, recruiting your first group', () => {
  it("uses the menu's force names, not gang or military", () => {
    const words = recruiting.steps.map((s) => `${s.text} ${'explain' in s ? s.explain : ''}`).join(' ');
    expect(words).toMatch(/soldiers, police, gangers, guerillas or militia/);
    expect(words).not.toMatch(/\b(?:gangs?|military)\b/i);
  });
});
