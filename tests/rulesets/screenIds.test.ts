// No internal id reaches the screen from the games' view layers (the house rule: names, never "b6", "side0",
// "s0g1-2"). Chain Reaction: the sight note and the "why not" of a refused order over seeded tables, and on a
// table whose buildings and figures share ids ("b6" both), where the building in the way was once named as
// the figure in brackets. The action-card game: its after-battle page, hover cards and order titles over
// seeded games played to the end.
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { playByChoices } from '../../src/app/board/playByChoices';
import { Session } from '../../src/app/session';
import { actionCards } from '../../src/rulesets/action-cards';
import { randomFile } from '../../src/rulesets/action-cards/randomGame';
import type { AcState } from '../../src/rulesets/action-cards/state';
import { sightLine, worldOf } from '../../src/rulesets/chain-reaction/engine/world';
import { randomSkirmish } from '../../src/rulesets/chain-reaction/sim/skirmish';
import type { GameState } from '../../src/rulesets/chain-reaction/state';
import { sightNote, sightPreview } from '../../src/rulesets/chain-reaction/view/preview/sight';
import { withBlocker } from '../../src/rulesets/chain-reaction/view/whyNot';
import { shownEventText } from '../../src/rulesets/chain-reaction/view/names';
import { cantFireBackSightText } from '../../src/rulesets/chain-reaction/explain/fire';

const ID_LIKE = /\b[a-z]+\d+\b/g;

/** The ids in a text: any id-like token not in `allowed`, and any of `ids` standing as a whole word. */
function idsIn(text: string, ids: Iterable<string>, allowed: ReadonlySet<string> = new Set()): string[] {
  const out = [...text.matchAll(ID_LIKE)].map((m) => m[0]).filter((t) => !allowed.has(t));
  for (const id of ids) {
    if (allowed.has(id)) continue;
    const esc = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    if (new RegExp(`(?<![\\w-])${esc}(?![\\w-])`).test(text)) out.push(id);
  }
  return [...new Set(out)];
}

/** A Chain Reaction table whose figures take the buildings' ids: blue's are b1.., as a file may name them. */
function sharedIds(seed: string): GameState {
  const s = randomSkirmish(seed, { sizes: [12, 6], overall: 'urban' });
  const figures: GameState['figures'] = {};
  const rename = new Map<string, string>();
  Object.values(s.figures).forEach((f) => {
    const id = f.side === 'blue' ? `b${rename.size + 1}` : f.id;
    rename.set(f.id, id);
    figures[id] = { ...f, id };
  });
  return {
    ...s,
    figures,
    sides: s.sides.map((x) => ({ ...x, figures: x.figures.map((id) => rename.get(id) ?? id) })),
  };
}

describe('Chain Reaction: sight words name what is in the way, never by id', () => {
  const tables = [
    ...['ids-1', 'ids-2'].map((seed) => randomSkirmish(seed, { minFigures: 5, maxFigures: 7, overall: 'urban' })),
    randomSkirmish('ids-3', { minFigures: 5, maxFigures: 7, overall: 'wooded' }),
    sharedIds('ids-shared-1'),
    sharedIds('ids-shared-2'),
  ];

  it.each(tables.map((s, i) => [i, s] as const))('every pair and spot (table %i)', (_i, s) => {
    const w = worldOf(s);
    const figs = Object.values(s.figures);
    const pieces = s.terrain.map((t) => t.id);
    const sides = s.sides.map((x) => x.id);
    let blocked = 0;
    const bad: string[] = [];
    const check = (text: string, shown: string[]) => {
      // A figure's id is its name in this game; only the ones the sentence is about may appear.
      const found = idsIn(text, [...pieces, ...sides, ...figs.map((f) => f.id)], new Set(shown));
      if (found.length || text.includes('[')) bad.push(`${found.join(' ')}: ${text}`);
    };
    for (const a of figs)
      for (const b of figs) {
        if (a === b) continue;
        const sp = sightPreview(s, w, a, b);
        if (sp.clear) continue;
        blocked++;
        // The blocker is a figure only when the rules say a figure is in the way.
        expect(sp.shape?.kind === 'figure', sp.text).toBe(sp.reason === 'figure');
        const who = sp.reason === 'figure' && sp.blocker ? [sp.blocker] : [];
        check(sightNote(sp, a.id, b.id).text, [a.id, b.id, ...who]);
        check(withBlocker(s, w, a, b, 'no line of sight'), [a.id, b.id, ...who]);
        // The engine's can't-fire-back note, as the log shows it.
        const back = cantFireBackSightText(a.id, b.id, sightLine(s, w, a, b));
        check(shownEventText({ type: 'note', text: back }, s)!, [a.id, b.id, ...who]);
        const spot = sightPreview(s, w, a, [b.at[0] + 0.7, b.at[1]]);
        if (!spot.clear)
          check(sightNote(spot, a.id).text, [a.id, ...(spot.reason === 'figure' ? [spot.blocker!] : [])]);
      }
    expect(blocked).toBeGreaterThan(0);
    expect(bad.slice(0, 8)).toEqual([]);
  });
});

describe('the action-card game: its panels name sides, groups, figures and terrain in words', () => {
  it.each([2, 3, 4])('a seeded game to the end (seed %i)', (seed) => {
    const src = randomFile(seed);
    const sc = actionCards.scenario.check(src);
    if (!sc.ok) throw new Error(sc.error.message);
    const session = new Session(actionCards, sc.value, src);
    const r = seedrandom(`ids-${seed}`);
    const texts: string[] = [];
    const look = (s: AcState) => {
      for (const f of s.figures.slice(0, 12)) {
        const card = actionCards.view!.hoverCard!(s, f.id);
        if (card) texts.push(card.title, card.side, ...card.rows.flat());
        for (const order of ['shoot', 'move']) texts.push(actionCards.view!.orderTitle!(s, order, f.id) ?? '');
      }
    };
    look(session.state);
    const res = playByChoices(session, () => r());
    expect(res.over).toBe(true);
    const s = session.state;
    look(s);
    const page = actionCards.view!.afterBattle!(s, session.need)!;
    expect(page).toBeDefined();
    texts.push(
      page.title,
      page.text,
      ...page.sides.flatMap((x) => [x.name ?? '', x.detail, x.count, ...x.rows.flat()]),
    );
    const ids = [
      ...s.sides.map((x) => x.id),
      ...s.groups.map((g) => g.id),
      ...s.figures.map((f) => f.id),
      ...s.terrain.areas.map((a) => a.id),
      ...s.terrain.barriers.map((b) => b.id),
    ];
    const bad = texts.filter((t) => idsIn(t, ids).length).map((t) => `${idsIn(t, ids).join(' ')}: ${t}`);
    expect(texts.length).toBeGreaterThan(20);
    expect(bad.slice(0, 8)).toEqual([]);
  });
});
