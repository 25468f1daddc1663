// The menu's rows and the table's "yours are ..." with two or more people at the screen (play-test 27 Nov,
// findings 11 and 14): they name the people, never "you", "your" or "the computer", and the colour named is
// the colour the figures are drawn in.
import { describe, expect, it } from 'vitest';
import { menuWords } from '../../../src/app/ui/menuWords';
import { figureColourIndex, yoursWords, type Players } from '../../../src/app/players/players';
import { SIDE_COLOURS, SIDE_COLOUR_WORDS, personColourIndex } from '../../../src/app/paint/colours';
import type { GameState } from '../../../src/rulesets/chain-reaction/state';

const SOLO_WORDS = /\b(you|your|yours|computer|enemy)\b/i;

describe('the menu with people at the screen', () => {
  it('head to head names Ana and Ben on every row, and Watch is off', () => {
    const w = menuWords({ mode: 'headToHead', names: ['Ana', 'Ben'] });
    expect(w.force.label).toBe("Ana's force");
    expect(w.enemyForce.label).toBe("Ben's force");
    expect(w.enemySize.label).toBe("Ben's figures");
    expect(w.enemySize.match).toBe("As many as Ana's");
    expect(w.watch.off).toBe(true);
    for (const r of Object.values(w)) expect(`${r.label} ${r.hint ?? ''}`).not.toMatch(SOLO_WORDS);
  });

  it('same side names the people sharing the force', () => {
    const w = menuWords({ mode: 'sameSide', names: ['Ana', 'Ben'] });
    expect(w.force.label).toBe("Ana and Ben's force");
    expect(w.ownDice.hint).toMatch(/^Ana and Ben throw real dice/);
    for (const r of Object.values(w)) expect(`${r.label} ${r.hint ?? ''}`).not.toMatch(SOLO_WORDS);
    expect(menuWords({ mode: 'solo', names: [] }).force.label).toBe('Your force');
  });
});

describe('whose figures are which colour', () => {
  const state = {
    sides: [
      { id: 'player', force: 'military', control: 'human', figures: ['Ash', 'Bo', 'Eli', 'Finn'] },
      { id: 'enemy', force: 'guerilla', control: 'human', figures: ['Ivo'] },
    ],
    figures: {
      Ash: { id: 'Ash', side: 'player' },
      Bo: { id: 'Bo', side: 'player' },
      Eli: { id: 'Eli', side: 'player' },
      Finn: { id: 'Finn', side: 'player' },
      Ivo: { id: 'Ivo', side: 'enemy' },
    },
  } as unknown as GameState;

  it('head to head: Ben at the screen is told orange, the colour of the second side', () => {
    const p: Players = {
      mode: 'headToHead',
      players: [
        { name: 'Ana', side: 'player' },
        { name: 'Ben', side: 'enemy' },
      ],
    };
    expect(yoursWords(p, state, 'Ben')).toBe("Ben's are orange");
    expect(yoursWords(p, state, 'Ana')).toBe("Ana's are blue");
    expect(SIDE_COLOUR_WORDS[1]).toBe('orange');
    expect(SIDE_COLOURS[1]).toBe(0xe07a10);
  });

  it("same side: each person's group is drawn in a colour of its own, and the words say which", () => {
    const people = {
      mode: 'sameSide' as const,
      players: [
        { name: 'Ana', side: 'player', figures: ['Ash', 'Bo'] },
        { name: 'Ben', side: 'player', figures: ['Eli', 'Finn'] },
      ],
    };
    const s = { ...state, people } as GameState;
    const ana = figureColourIndex(s, 'Bo', 0);
    const ben = figureColourIndex(s, 'Eli', 0);
    expect(ana).not.toBe(ben);
    // Neither is the other side's orange.
    expect([ana, ben]).not.toContain(1);
    expect(figureColourIndex(s, 'Ivo', 1)).toBe(1);
    expect(yoursWords(people, s, undefined)).toBe(
      `Ana's are ${SIDE_COLOUR_WORDS[personColourIndex(0)]}, Ben's ${SIDE_COLOUR_WORDS[personColourIndex(1)]}`,
    );
    expect(yoursWords(people, s, undefined)).toBe("Ana's are blue, Ben's pink");
  });
});
