// A lesson that names a PEF names it as the log does ("PEF 1"), never by the order it was found in ("the
// second PEF"), and the figures it gives for it are the ones the log says that PEF turned out to be. Play-test
// 14b: the PEFs lesson asked about "the second PEF", which the log calls PEF 1 while its PEF 2 was another group.
import { describe, expect, it } from 'vitest';
import { LESSONS } from '../../../../src/rulesets/chain-reaction/lessons';
import type { GameEvent } from '../../../../src/rulesets/chain-reaction/engine/events';
import { walk } from './walk';

// "The next PEF" in the rules' sense (the next one resolved) is fine; an ordinal for one on the table is not,
// unless the log's number follows ("the first PEF found, PEF 3").
const ORDINAL = /\b(?:first|second|third|fourth|last) PEF\b(?! found, PEF \d)/i;

function wordsOf(step: object): string {
  const s = step as { text?: string; explain?: string; choices?: string[] };
  return [s.text ?? '', s.explain ?? '', ...(s.choices ?? [])].join(' ');
}

describe('lessons name PEFs as the log does', () => {
  const withPefs = LESSONS.filter((l) => l.steps.some((s) => /\bPEF \d/.test(wordsOf(s))));

  it('some lesson names a PEF by number: the check is not empty', () => {
    expect(withPefs.length).toBeGreaterThan(0);
  });

  it.each(LESSONS.map((l) => [l.id, l] as const))('%s: no PEF called by the order it was found in', (_id, l) => {
    for (const s of l.steps) expect(wordsOf(s)).not.toMatch(ORDINAL);
  });

  it.each(withPefs.map((l) => [l.id, l] as const))(
    "%s: a PEF's named figures are the ones it turned out to be",
    (_id, l) => {
      const w = walk(l);
      expect(w.error).toBeUndefined();
      const events = (w.plays.at(-1) as unknown as { events: GameEvent[] }).events;
      for (const s of l.steps) {
        for (const m of wordsOf(s).matchAll(/\bPEF (\d) \(([A-Z][a-z]+(?:, [A-Z][a-z]+)*(?:,? and [A-Z][a-z]+)?)\)/g)) {
          const names = m[2]!.split(/, | and |, and /);
          const found = events.find((e) => e.type === 'pef' && e.pef === `pef${m[1]}` && e.action === 'resolved');
          expect(found, m[0]).toBeDefined();
          const enemies = (found as { enemies?: string[] }).enemies ?? [];
          for (const n of names) expect(enemies, `${m[0]}: ${n}`).toContain(n);
        }
      }
    },
  );
});
