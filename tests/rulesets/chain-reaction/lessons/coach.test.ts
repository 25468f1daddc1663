// The coach of "Your first Patrol": on a real Patrol table it names the objective, the PEFs with the exact
// odds of 2d6 against Rep 4, the Fast Move chance; with enemies in sight, the chance of a hit as the fire
// preview works it out; every note links a lesson that exists. It has nothing to say on the enemy's turn.
import { describe, expect, it } from 'vitest';
import { LESSONS, lessonById } from '../../../../src/rulesets/chain-reaction/lessons';
import { startLesson } from '../../../../src/rulesets/chain-reaction/lessons/runner';
import { coachNotes } from '../../../../src/rulesets/chain-reaction/lessons/coach';

function begun(id: string) {
  const r = startLesson(LESSONS.find((l) => l.id === id)!);
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

describe('the Patrol coach', () => {
  it('on a Patrol table: the objective, the PEFs (4/9, 4/9, 1/9) and the Fast Move ((5/6)^2 for Rep 5)', () => {
    const p = begun('pefs');
    const notes = coachNotes(p.state, p.need, 'Blue');
    const by = (rule: string) => notes.find((n) => n.rule === rule)?.text ?? '';
    expect(by('The Patrol objective')).toContain('No section is reconnoitred yet.');
    // Play-test 14b: "Reconnoitred so far: 1, 2 of sections 1, 2 and 3" read as a count; now which are done.
    const enc = p.state.encounter as unknown as { recon: number[] };
    const once = { ...p.state, encounter: { ...enc, recon: [1, 2] } } as unknown as typeof p.state;
    expect(coachNotes(once, p.need, 'Blue').find((n) => n.rule === 'The Patrol objective')?.text).toMatch(
      /^Sections 1 and 2 are reconnoitred; 3 is still to do\. /,
    );
    expect(by('PEFs')).toContain('3 PEFs');
    expect(by('PEFs')).toContain('contact 44%, "something\'s out there" 44%, false alarm 11%');
    expect(by('Moving, and In Sight')).toContain('Sarge (Rep 5) gets the full 16" with chance 69%');
    for (const n of notes) {
      expect(lessonById(n.lesson), n.lesson).toBeDefined();
      expect(n.book).toMatch(/^p\.\d+$/);
    }
  });

  it('with enemies in sight: the chance of at least one hit (3 dice at Rep 5 in the open: 1 - (2/6)^3 = 96%)', () => {
    const p = begun('damage');
    const fire = coachNotes(p.state, p.need, 'Blue').filter((n) => n.rule === 'Shooting');
    expect(fire.map((n) => n.text)).toEqual([
      expect.stringContaining('Vic firing all 3 dice at Ned (14" away) hits at least once with chance 96%'),
      expect.stringContaining('at Lou'),
    ]);
  });

  it("says nothing when it is not the player's turn, and names the lesson for the game's questions", () => {
    const p = begun('damage');
    expect(coachNotes(p.state, p.need, 'Red')).toEqual([]);
    const asked = coachNotes(
      p.state,
      { kind: 'decision', side: 'Blue', decision: { kind: 'freeWill', text: 'choose' } } as never,
      'Blue',
    );
    expect(asked).toEqual([expect.objectContaining({ lesson: 'stars', text: 'The game asks: choose.' })]);
  });
});

// Play-testers met a Grunt split off from its group with no word on what it costs: the coach says so, and
// names the lesson that teaches it; the Fast Move note names the key.
describe('the Patrol coach: a figure on its own, and the Fast Move key', () => {
  it('Kay, 7" behind Sarge after his walk, is a group of one: the note names her (not Sarge, a Star) and the lesson', async () => {
    const { walk } = await import('./walk');
    const l = LESSONS.find((x) => x.id === 'patrol')!;
    const w = walk(l);
    const sargeWalk = l.steps.findIndex((s) => s.kind === 'do' && s.expect.figure === 'Sarge');
    const before = w.plays[sargeWalk]!;
    const after = w.plays[sargeWalk + 1]!;
    const lone = (p: typeof after) => coachNotes(p.state, p.need, 'Blue').find((n) => n.rule === 'A figure on its own');
    expect(lone(before)).toBeUndefined();
    expect(lone(after)).toMatchObject({ lesson: 'alone', book: 'p.7' });
    expect(lone(after)?.text).toMatch(
      /^Kay stands more than 4" from, or out of sight of, the rest of your force: a group of one/,
    );
    expect(lone(after)?.text).toContain('In Sight one die short, as a temporary leader');
    expect(lone(after)?.text).not.toContain('Sarge');
    const moving = coachNotes(before.state, before.need, 'Blue').find((n) => n.rule === 'Moving, and In Sight');
    expect(moving?.text).toContain('hold Shift while you drag');
  });
});
