// "Why?" links and "why not?" pages: every roll purpose, test, question and status maps to a reference
// section; every event of real seeded battles does too (notes take the event before them); and every
// refusal sentence the engine can write names a rule with a page.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PURPOSES } from '../../../../src/rulesets/chain-reaction/purposes';
import { STATUSES } from '../../../../src/rulesets/chain-reaction/status';
import { DECISION_KINDS } from '../../../../src/rulesets/chain-reaction/engine/decisions';
import { GLOSSARY, searchSections, sectionById } from '../../../../src/rulesets/chain-reaction/reference/index';
import { chainReaction } from '../../../../src/rulesets/chain-reaction';
import {
  DECISION_SECTIONS,
  PURPOSE_SECTIONS,
  sectionForEvent,
  STATUS_SECTIONS,
} from '../../../../src/rulesets/chain-reaction/reference/links';
import { NOT_RULES, refusalCite } from '../../../../src/rulesets/chain-reaction/reference/refusals';
import { codeWords } from '../../../../src/rulesets/chain-reaction/explain/words';
import { playedBattles, TEST_TIMEOUT } from '../explain/battles';

const real = (id: string | undefined) => !!id && !!sectionById(id);

describe('why? links', () => {
  it('every roll purpose (and so every test), question and status has a section', () => {
    expect(PURPOSES.filter((p) => !real(PURPOSE_SECTIONS[p]))).toEqual([]);
    expect(DECISION_KINDS.filter((k) => !real(DECISION_SECTIONS[k]))).toEqual([]);
    expect(STATUSES.filter((s) => !real(STATUS_SECTIONS[s]))).toEqual([]);
  });

  it(
    'every event of seeded battles maps to a section, except notes, answers and the final tally',
    () => {
      const missing = new Set<string>();
      const types = new Set<string>();
      for (const b of playedBattles())
        for (const e of b.events) {
          types.add(e.type);
          if (e.type === 'note' || e.type === 'answer' || e.type === 'final') continue;
          const id = sectionForEvent(e);
          if (!real(id)) missing.add(`${e.type} ${JSON.stringify(e).slice(0, 120)}`);
        }
      expect([...missing]).toEqual([]);
      // The battles did exercise the main kinds of event.
      for (const t of ['roll', 'test', 'fire', 'move', 'status', 'activation', 'pef']) expect(types).toContain(t);
    },
    TEST_TIMEOUT,
  );

  it('picks the specific rule: a snap shot, a fast move, a duck back, a PEF moving', () => {
    expect(sectionForEvent({ type: 'fire', figure: 'a', weapon: 'AR', targets: [], snap: true, text: '' })).toBe(
      'snapFire',
    );
    expect(
      sectionForEvent({ type: 'move', figure: 'a', from: [0, 0], to: [1, 0], path: [], inches: 1, fast: true }),
    ).toBe('fastMove');
    expect(
      sectionForEvent({
        type: 'move',
        figure: 'a',
        from: [0, 0],
        to: [1, 0],
        path: [],
        inches: 1,
        involuntary: 'duckBack',
      }),
    ).toBe('duckBack');
    expect(sectionForEvent({ type: 'pef', pef: 'p1', action: 'moved', at: [0, 0], text: '' })).toBe('pefMovement');
    expect(sectionForEvent({ type: 'test', test: 'crisis', result: 'duckBack' })).toBe('crisisTest');
    // Outgunned fire: the Outgunned rule (p.15) is why it can do no better than Duck Back.
    expect(sectionForEvent({ type: 'test', test: 'crisis', causes: ['outgunned'], result: 'duckBack' })).toBe(
      'outgunned',
    );
    expect(sectionForEvent({ type: 'status', figure: 'a', from: 'carryOn', to: 'hunkerDown' })).toBe('hunkerDown');
  });
});

/** What a ${...} of a refusal can say: its quoted alternatives, a status in words, a collapse's detail. */
function samples(expr: string): string[] {
  if (expr.includes('codeWords(')) return STATUSES.filter((s) => s !== 'carryOn').map((s) => codeWords(s));
  if (expr === 'res.detail') return ['no area b1-0', 'area b1-0 has already come down'];
  const quoted = [...expr.matchAll(/'([^']*)'/g)].map((m) => m[1]!);
  return quoted.length && /\?/.test(expr) ? quoted : ['Jax'];
}

/** Every sentence a template literal can make: each ${...} (nested ones too) replaced by its samples. */
function fill(template: string): string[] {
  let outs = [''];
  for (let i = 0; i < template.length; i++) {
    if (template[i] === '$' && template[i + 1] === '{') {
      let depth = 1;
      const start = i + 2;
      i += 2;
      while (i < template.length && depth > 0) {
        if (template[i] === '{') depth++;
        if (template[i] === '}') depth--;
        i++;
      }
      const expr = template.slice(start, i - 1);
      i--;
      outs = outs.flatMap((o) => samples(expr).map((x) => o + x));
    } else outs = outs.map((o) => o + template[i]);
  }
  return outs;
}

/** Every refusal sentence written in the engine's sources: no(`...`) and error: `...` / '...'. */
function engineRefusals(): string[] {
  const dir = fileURLToPath(new URL('../../../../src/rulesets/chain-reaction/engine/', import.meta.url));
  const found: string[] = [];
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.ts'))) {
    const src = readFileSync(dir + name, 'utf8');
    for (const m of src.matchAll(/(?:\bno\(|error:\s*)(`(?:[^`\\]|\\.|`[^`]*`)*?`|'[^']*')/g)) {
      const lit = m[1]!;
      found.push(...fill(lit.slice(1, -1)));
    }
  }
  return found;
}

describe('why not? refusals', () => {
  it('every refusal the engine writes names its rule with a page, or is about the input, not a rule', () => {
    const refusals = engineRefusals();
    expect(refusals.length).toBeGreaterThan(40);
    const bare = refusals.filter((r) => !refusalCite(r) && !NOT_RULES.some((n) => n.test(r)));
    expect(bare).toEqual([]);
  });

  it('reads the rule, not just any word: range, sight, ducking back, activation, grenades', () => {
    expect(refusalCite('Kurt is 30.0" away, beyond Ana\'s pistol range of 12"')).toMatchObject({
      section: 'rangedWeapons',
      page: 15,
    });
    expect(refusalCite('Ana has no line of sight to Kurt')).toMatchObject({ section: 'lineOfSight', page: 16 });
    expect(refusalCite("Ana is duck back and can't act this activation")).toMatchObject({
      section: 'duckBack',
      page: 14,
    });
    expect(
      refusalCite("Ana's group may not act this turn: its leader Bo is Rep 3, under blue's activation die of 4"),
    ).toMatchObject({ section: 'turnSequence', page: 9 });
    expect(refusalCite('the spot is 7.5" away; grenades reach 6"')).toMatchObject({
      section: 'throwGrenade',
      page: 19,
    });
    expect(refusalCite('Ana is out of ammo and must reload')).toMatchObject({ section: 'tightAmmo', page: 15 });
    expect(refusalCite('no figure "zz"')).toBeUndefined();
    // The engine's own notes for figures that did not react.
    expect(
      refusalCite('B won the In Sight but can\'t fire (it faces away from E): no enemy within 6", so it ducks back.'),
    ).toMatchObject({ rule: 'facing away', section: 'lineOfSight', page: 16 });
    expect(
      refusalCite('B would fire back but can\'t: E is 30.0" away, beyond B\'s pistol range of 12".'),
    ).toMatchObject({
      rule: 'out of range',
      page: 15,
    });
  });
});

describe("the ruleset's rulesReference member (what the page's links, glossary marks and tooltip read)", () => {
  const ref = chainReaction.rulesReference!;
  it('gives the same sections, glossary and refusal rules as the reference itself', () => {
    expect(ref.glossary).toBe(GLOSSARY);
    for (const t of ref.glossary) expect(ref.section(t.section)?.id).toBe(t.section);
    expect(ref.section('no-such-section')).toBeUndefined();
    const text = 'Kurt is 30.0" away, beyond Ana\'s pistol range of 12"';
    expect(ref.cite(text)).toEqual(refusalCite(text));
    expect(ref.cite('nothing the rules say')).toBeUndefined();
  });
  it("searches as the reference does, every section with its tables among the game's tables", () => {
    expect(ref.search('')).toEqual(searchSections(''));
    expect(ref.search('duck back').map((s) => s.id)).toEqual(searchSections('duck back').map((s) => s.id));
    expect(ref.search('duck back').length).toBeGreaterThan(0);
    const listed = new Set(chainReaction.tables.list.map((t) => t.id));
    for (const s of ref.search('')) for (const t of s.tables ?? []) expect(listed.has(t), `${s.id}: ${t}`).toBe(true);
    expect(ref.about).toMatch(/Chain Reaction/);
  });
});
