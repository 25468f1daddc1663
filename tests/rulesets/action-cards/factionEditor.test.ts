// The faction editor of the new-battle screen: rows start from a ruled faction and change its numbers; the
// battle made from them plays with the edited numbers, writes them into the file's "factions" (so a save and
// reload keeps them), and a bad value is one line naming the row and field, never a file.
import { describe, expect, it } from 'vitest';
import { newBoardBattle } from '../../../src/app/board/start';
import { readAutosave, writeAutosave } from '../../../src/app/autosave';
import type { RecordRow } from '../../../src/core/board';
import { actionCards } from '../../../src/rulesets/action-cards';
import { markLoaded } from '../../../src/rulesets/catalog';
import { FACTION_KNOB, factionOf } from '../../../src/rulesets/action-cards/board/factionEditor';
import { FACTIONS } from '../../../src/rulesets/action-cards/factions';
import type { AcState } from '../../../src/rulesets/action-cards/state';

const nb = actionCards.board!.newBattle!;
const preset = (name: string) => FACTION_KNOB.presets.find((p) => p.name === name)!;
const row = (name: string, change: Record<string, number | string | boolean> = {}): RecordRow => ({
  preset: name,
  values: { ...preset(name).values, ...change },
});
const values = (rows: RecordRow[], more: Record<string, number | string> = {}) => ({
  ...nb.values,
  factions: 2,
  people: 0,
  table: 'clear',
  own: rows,
  ...more,
});

function memory() {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
  };
}

describe('the faction editor', () => {
  it('offers the five ruled factions, each with its own weapons named and the numbers of the rulings', () => {
    expect(FACTION_KNOB.presets.map((p) => p.name)).toEqual(Object.values(FACTIONS).map((f) => f.name));
    const soldiers = preset('soldiers');
    expect(soldiers.labels).toMatchObject({ w1: 'rifle dice', w4: 'grenade dice (6" circle)' });
    expect(soldiers.values).toMatchObject({ move: 8, w3: 4, open: 6, cover: 9, buildings: 12, size: 4, linked: true });
    expect(preset('creature swarm').values).toMatchObject({ w1: 0, close: 2, open: 6, cover: 8, size: 6 });
    expect(preset('armoured aliens').hidden).toEqual(['w2', 'w3', 'w4']);
  });

  // Play-test 7, 18: the faction shown under "Start from" counted only after Add, and nothing said so.
  it('counts the factions added as it goes, and says none added means drawn at random', () => {
    expect(FACTION_KNOB.counted!(0)).toMatch(/^None added yet: every faction is drawn at random\. .*press Add/);
    expect(FACTION_KNOB.counted!(1)).toBe('1 faction added: it plays first, in this order.');
    expect(FACTION_KNOB.counted!(2)).toBe('2 factions added: they play first, in this order.');
  });

  it('an unchanged row is the ruled faction, close-combat dice of every weapon kept', () => {
    for (const f of Object.values(FACTIONS)) {
      const made = factionOf(row(f.name)) as { weapons: Record<string, { dice: number; close: number }> };
      for (const [name, w] of Object.entries(f.weapons)) {
        expect(made.weapons[name]!.dice).toBe(w.dice);
        expect(made.weapons[name]!.close).toBe(w.close ?? w.dice);
      }
      expect(made).toMatchObject({ move: f.move, kill: f.kill, groupSize: f.groupSize, linkedFire: f.linkedFire });
    }
  });

  it('plays the edited numbers, writes them into the file, and keeps them through a save and reload', () => {
    const edited = row('police', {
      name: 'Marshals',
      move: 5,
      w1: 3,
      close: 4,
      open: 17,
      cover: 19,
      buildings: 23,
      size: 5,
      linked: true,
      single: 2,
      double: 2,
      triple: 2,
    });
    const r = newBoardBattle(actionCards, values([row('soldiers'), edited]), 'editor-1');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const { session } = r.value;
    const st = session.state as AcState;
    const side = st.sides[1]!;
    expect(side.faction).toMatchObject({
      name: 'Marshals',
      move: 5,
      kill: { open: 17, cover: 19, buildings: 23 },
      groupSize: 5,
      linkedFire: true,
      cards: { single: 2, double: 2, triple: 2 },
    });
    const figs = st.figures.filter((f) => f.side === side.id);
    expect(figs).toHaveLength(10);
    expect(figs.every((f) => f.dice === 3 && f.closeDice === 4)).toBe(true);
    // The unchanged soldiers keep their support weapon and rocket (and the rocket's four close dice).
    const rocket = st.figures.find((f) => f.side === st.sides[0]!.id && f.weapon === 'rocket')!;
    expect([rocket.dice, rocket.closeDice]).toEqual([4, 4]);
    // Saved and reloaded, the same numbers.
    markLoaded(actionCards);
    const store = memory();
    writeAutosave(store, session, 'editor');
    const back = readAutosave(store);
    expect(back.ok ? 'ok' : back.error).toBe('ok');
    if (!back.ok) return;
    const again = back.value.session.state as AcState;
    expect(again.sides[1]!.faction).toEqual(side.faction);
    expect(back.value.session.ruleset.board!.view(again).sides.map((s) => s.name)).toEqual(['Soldiers', 'Marshals']);
  });

  it('more rows than factions asked for: every row plays', () => {
    const r = nb.make(values([row('police'), row('police'), row('creature swarm')]), 'editor-2');
    expect((r.sides as unknown[]).length).toBe(3);
    expect(Object.keys(r.factions as object)).toEqual(['own-1-police', 'own-2-police', 'own-3-swarm']);
  });

  it('a bad value is one line naming the row and the field, and no battle', () => {
    const bad: [RecordRow[], string][] = [
      [
        [row('police', { move: 0 })],
        'Your factions, row 1 (police): move (inches) must be a whole number from 1 to 48',
      ],
      [
        [row('soldiers'), row('armoured aliens', { open: Number.NaN })],
        'Your factions, row 2 (armoured aliens): kill number in the open must be a whole number from 1 to 200',
      ],
      [
        [row('soldiers', { w3: 2.5 })],
        'Your factions, row 1 (soldiers): rocket dice must be a whole number from 0 to 30',
      ],
      [
        [row('police', { single: 0, double: 0, triple: 0 })],
        'Your factions, row 1 (police): needs at least one card, or it never acts',
      ],
      [[{ preset: 'pirates', values: {} }], 'Your factions, row 1: unknown starting point "pirates"'],
      [Array.from({ length: 7 }, () => row('police')), 'Your factions: at most 6'],
    ];
    for (const [rows, line] of bad) {
      const r = newBoardBattle(actionCards, values(rows), 'editor-bad');
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).toBe(`error: new battle: ${line}`);
    }
  });
});
