// A lesson names a building the way the table labels it: by what it is built of ("Brick, 1 floor"), never as a
// barn or a house the table does not show (play-test 10a, 36: lesson 11 said "round the barn" beside "Brick").
import { describe, expect, it } from 'vitest';
import { LESSONS } from '../../../../src/rulesets/chain-reaction/lessons';
import { buildingLabel } from '../../../../src/app/paint/terrain';

const KINDS = /\b(barns?|sheds?|houses?|cottages?|churche?s?|warehouses?|farmhouses?|huts?)\b/i;
const MADE_OF = /\b(wood frame|timber|brick|concrete) building/gi;

/** Every text a lesson shows: its description and each step's words. */
function textsOf(l: (typeof LESSONS)[number]): string[] {
  const out: string[] = [JSON.stringify((l as { description?: string }).description ?? '')];
  for (const s of l.steps) out.push(JSON.stringify(s));
  return out;
}

describe('lessons name buildings as the table labels them', () => {
  it.each(LESSONS.map((l) => [l.id, l] as const))('%s', (_id, l) => {
    const pieces = (
      (l.scenario as { terrain?: { type: string; dv?: number; floors?: number; areas?: number }[] }).terrain ?? []
    ).filter((t) => t.type === 'building');
    const labels = pieces.map((b) =>
      buildingLabel({ dv: b.dv ?? 3, floors: b.floors ?? 1, areas: b.areas ?? 1 })[0].toLowerCase(),
    );
    for (const t of textsOf(l)) {
      expect(t, 'a kind of building the table never shows').not.toMatch(KINDS);
      for (const m of t.matchAll(MADE_OF))
        expect(labels, `"${m[0]}" but the table shows ${labels.join(', ')}`).toContain(m[1]!.toLowerCase());
    }
  });
});
