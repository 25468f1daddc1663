// The rules reference: every section sits on a page the book's contents give for its heading, in the
// book's order; its tables and glossary terms exist; the search finds sections by their words; and the
// wording is ours (no run of eight words copied from the book, when the book is at hand).
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  GLOSSARY,
  searchSections,
  sectionById,
  SECTIONS,
} from '../../../../src/rulesets/chain-reaction/reference/index';
import { isTableId, TABLE_IDS } from '../../../../src/rulesets/chain-reaction/tables/index';

const CONTENTS = readFileSync(fileURLToPath(new URL('../../../fixtures/book-contents.txt', import.meta.url)), 'utf8');
const BOOK = '/work/shared/rules/chain-reaction-3.1.txt';

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/<[^>]+>/g, '')
    .replace(/[“”]/g, '"')
    .replace(/[^a-z0-9&?"' ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The pages the contents give a heading: a table cell naming it, then the numbers in the next cell. */
function pagesFor(heading: string): number[] {
  const want = norm(heading);
  const pages: number[] = [];
  for (const line of CONTENTS.split('\n')) {
    const cells = line.split('\t');
    cells.forEach((c, i) => {
      if (!norm(c).includes(want)) return;
      pages.push(...(cells[i + 1]?.match(/\d+/g) ?? []).map(Number));
    });
    // The two indexes: "In Sight, 11", "Charge into Melee, 21, 35".
    const idx = line.match(/^(.+?), ([\d, ]+)$/);
    if (idx && norm(idx[1]!) === want) pages.push(...idx[2]!.split(',').map((n) => Number(n.trim())));
  }
  return pages;
}

describe('reference sections', () => {
  it('each sits on a page the book gives for its heading', () => {
    const wrong = SECTIONS.filter((s) => !pagesFor(s.toc ?? s.title).includes(s.page)).map(
      (s) =>
        `${s.id}: "${s.toc ?? s.title}" p.${s.page} (contents say ${pagesFor(s.toc ?? s.title).join(', ') || 'nothing'})`,
    );
    expect(wrong).toEqual([]);
  });

  it('follow the book: pages never go backwards, ids are unique', () => {
    const pages = SECTIONS.map((s) => s.page);
    expect(pages).toEqual([...pages].sort((a, b) => a - b));
    expect(new Set(SECTIONS.map((s) => s.id)).size).toBe(SECTIONS.length);
  });

  it('name only tables and terms that exist, and every table is in some section', () => {
    for (const s of SECTIONS) {
      for (const t of s.tables ?? []) expect(isTableId(t), `${s.id} table ${t}`).toBe(true);
      for (const t of s.terms ?? [])
        expect(
          GLOSSARY.some((g) => g.id === t),
          `${s.id} term ${t}`,
        ).toBe(true);
      expect(s.text.length).toBeGreaterThan(0);
    }
    const shown = new Set(SECTIONS.flatMap((s) => s.tables ?? []));
    expect(TABLE_IDS.filter((t) => !shown.has(t))).toEqual([]);
  });

  it('glossary terms point at real sections and their forms compile', () => {
    for (const g of GLOSSARY) {
      expect(sectionById(g.section), g.id).toBeDefined();
      for (const f of g.forms) expect(() => new RegExp(`\\b(?:${f})\\b`)).not.toThrow();
    }
    expect(new Set(GLOSSARY.map((g) => g.id)).size).toBe(GLOSSARY.length);
  });
});

describe('searchSections', () => {
  it('finds sections by words of their text, title matches first', () => {
    expect(searchSections('hunker')[0]!.id).toBe('hunkerDown');
    expect(searchSections('swath').map((s) => s.id)).toContain('swath');
    expect(searchSections('swath')[0]!.id).toBe('swath');
    expect(searchSections('grenade 6"').map((s) => s.id)).toContain('throwGrenade');
    expect(searchSections('Leader Die')[0]!.id).toBe('leaderDie');
  });

  it('needs every word, and an empty query lists everything', () => {
    expect(searchSections('')).toHaveLength(SECTIONS.length);
    expect(searchSections('zebra')).toEqual([]);
    expect(searchSections('hunker zebra')).toEqual([]);
    // A table id finds the section that shows it.
    expect(searchSections('rangedCombat').map((s) => s.id)).toContain('shootingWeapon');
  });
});

describe.runIf(existsSync(BOOK))('own words', () => {
  it('no section or glossary line repeats eight words running from the book', () => {
    const book = ` ${norm(readFileSync(BOOK, 'utf8'))} `;
    const copied: string[] = [];
    const lines = [...SECTIONS.flatMap((s) => s.text.map((t) => [s.id, t])), ...GLOSSARY.map((g) => [g.id, g.text])];
    for (const [id, line] of lines) {
      const w = norm(line!).split(' ');
      for (let i = 0; i + 8 <= w.length; i++) {
        const run = w.slice(i, i + 8).join(' ');
        if (book.includes(` ${run} `)) {
          copied.push(`${id}: "${run}"`);
          break;
        }
      }
    }
    expect(copied).toEqual([]);
  });
});
