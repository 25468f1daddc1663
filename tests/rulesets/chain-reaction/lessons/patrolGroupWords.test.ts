// The Patrol lesson's question on Sarge and Kay, asked in the middle of their activation: its answer agrees
// with the game beside it. Play-test 18a: the right answer said "each is now a group of one", while the hover
// card and the line under the table still named the acting group "Sarge, Kay" (a group stays one until its
// activation ends); the explanation already said "from the next activation".
import { describe, expect, it } from 'vitest';
import { LESSONS } from '../../../../src/rulesets/chain-reaction/lessons';
import { hoverCard } from '../../../../src/rulesets/chain-reaction/view/hoverCard';
import { worldOf } from '../../../../src/rulesets/chain-reaction/engine/world';
import { walk } from './walk';

describe('the Patrol lesson: are Sarge and Kay still one group?', () => {
  const lesson = LESSONS.find((l) => l.id === 'patrol')!;
  const at = lesson.steps.findIndex((s) => s.kind === 'ask' && /Sarge now stands 7"/.test(s.text));
  const { plays } = walk(lesson);
  const play = plays.find((p) => p.step === at)!;

  it('is asked while their activation goes on, and the card says the group holds until it ends', () => {
    expect(at).toBeGreaterThan(0);
    const s = play.state;
    expect(s.active?.figures).toEqual(['Sarge', 'Kay']);
    const card = hoverCard(s, worldOf(s), s.figures['Sarge']!, undefined, s.figures['Sarge']!.side);
    const group = card.rows.find(([label]) => label === 'Group')?.[1] ?? '';
    expect(group).toContain('it stays one until its activation ends');
  });

  it('its right answer says so: a group of one from the next activation, not now', () => {
    const step = lesson.steps[at]!;
    if (step.kind !== 'ask') throw new Error('not a question');
    const right = step.choices[step.answer]!;
    expect(right).not.toMatch(/\bnow\b/);
    expect(right).toMatch(/from the next activation/);
  });
});
