// The view's plain data: the log grouped by combat phase with each test's why-table, modifiers and odds,
// the after-battle page, a hover card and a shot preview.
import { describe, expect, it } from 'vitest';
import { actionPoints } from '../../../src/rulesets/action-points';
import { passedPhases } from '../../../src/rulesets/action-points/view';
import { play, scenario, WOODS } from './helpers';

const woods = WOODS;
const r = play(
  scenario({
    terrain: [woods],
    blue: [{ id: 'vet', rank: 'veteran', at: [10, 30], facing: 270 }],
    red: [{ id: 'rec', at: [10, 10.5], facing: 90, stance: 'kneeling' }],
    dice: { spot: [[0, 5]], shoot: [[2, 4]], damage: [[6, 5]], consciousness: [[8, 8]] },
    commands: [
      { do: 'spot', figure: 'vet', target: 'rec' },
      { do: 'shoot', figure: 'vet', target: 'rec', aim: 1 },
      { do: 'endAct', figure: 'vet' },
    ],
  }),
);
const view = actionPoints.view!;

describe('the view', () => {
  it('logs by combat phase, each test with its table, modifier lines and odds', () => {
    const log = view.log(() => r.state);
    log.add(r.events);
    expect(log.groups[0]!.title).toBe('Round 1, phase 2');
    const shot = log.lines().find((l) => l.type === 'test' && l.text.includes(' shoots at '))!;
    // Words by name (no names in the file: from the weapon, numbered across the battle), the figures to light by id.
    expect(shot.text).toMatch(/^Rifleman 1 shoots at Rifleman 2: /);
    expect(shot.figures).toEqual(['vet', 'rec']);
    expect(shot.section).toBe('shooting');
    expect(shot.detail).toMatchObject({ target: 30, dice: [24], table: 'shooting' });
    expect(shot.detail!.modifiers).toEqual([
      { label: '+10%', reason: 'aimed 1 AP' },
      { label: '-20%', reason: 'target kneeling' },
      { label: '-20%', reason: 'target in soft cover' },
    ]);
    expect(shot.detail!.odds).toContain('30% to pass, 3% a critical, 5% a fumble');
    expect(log.lines().some((l) => l.type === 'roll')).toBe(false);
  });
  it('writes the after-battle page and a hover card', () => {
    const page = view.afterBattle!(r.state, r.need)!;
    expect(page).toMatchObject({ winner: 'blue', title: 'Blue wins' });
    expect(page.sides[1]!.rows[1]).toEqual(['Rifleman 2', 'unconscious', 'critical']);
    const card = view.hoverCard!(r.state, 'vet')!;
    expect(card.rows).toContainEqual(['Phases', '2, 4, 6, 8']);
  });
  it('previews a shot with the exact chance (the wounded target now lies prone)', () => {
    const p = view.preview!(r.state, 'shoot', 'vet', { target: 'rec', aim: 2 });
    expect(p?.note).toBe(
      'veteran 60%, aimed 2 AP +20%, target prone (not within 4") \u221230%, target in soft cover \u221220% = 30%',
    );
  });
});

// Play-test pt16a-22: the log began "Round 1, combat phase 3" and never said what phases 1-2 were.
describe('the log says which combat phases passed with nobody acting', () => {
  it('before the first phase anyone acts in, and between phases later', () => {
    const log = view.log(() => r.state);
    log.add(r.events);
    // The veteran (BODY 15) acts in phases 2, 4, 6, 8: phase 1 passed first.
    expect(log.groups[0]!.lines[0]!.text).toBe(
      "Phase 1 passes with nobody acting: no figure still fighting has that combat phase (BODY sets each figure's phases).",
    );
    expect(passedPhases({ round: 1, phase: 4 }, 1, 7)).toMatch(/^Phases 5-6 pass with nobody acting: /);
    expect(passedPhases({ round: 1, phase: 9 }, 2, 2)).toMatch(/^Phase 1 passes /);
    expect(passedPhases({ round: 1, phase: 1 }, 1, 2)).toBeUndefined();
    expect(passedPhases(undefined, 3, 4)).toBeUndefined();
  });
});
