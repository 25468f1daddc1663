// Places and sides by name, never by id (issue 19 item 9): each piece of terrain gets a plain name from its
// kind and where it lies; sentences made with ids are shown with those names; sides are named for the
// player; distances read to a tenth. Worked examples on hand-made tables.
import { describe, expect, it } from 'vitest';
import type { TerrainPiece, Vec } from '../../../../src/geometry/shapes';
import { generateTerrainFromSeed } from '../../../../src/terrain';
import {
  agree,
  placeNames,
  plainPlaces,
  sideName,
  whereOnTable,
} from '../../../../src/rulesets/chain-reaction/explain/places';
import { endedText, shownEventText } from '../../../../src/rulesets/chain-reaction/view/names';
import { afterBattlePage } from '../../../../src/rulesets/chain-reaction/view/afterBattle';
import type { GameState } from '../../../../src/rulesets/chain-reaction/state';
import type { GameEvent } from '../../../../src/rulesets/chain-reaction/engine/events';

const box = (x0: number, y0: number, x1: number, y1: number): Vec[] => [
  [x0, y0],
  [x1, y0],
  [x1, y1],
  [x0, y1],
];

const TERRAIN: TerrainPiece[] = [
  { id: 'b1', type: 'building', polygon: box(15, 15, 21, 21), dv: 3, floors: 2, areas: 1, openings: [] },
  { id: 'w4', type: 'woods', polygon: box(25, 2, 29, 8) },
  { id: 'w5', type: 'woods', polygon: box(31, 3, 35, 9) },
  {
    id: 'h3',
    type: 'hill',
    polygon: box(2, 26, 10, 34),
    crest: [
      [3, 30],
      [9, 30],
    ],
  },
  { id: 'b16', type: 'building', polygon: box(2, 2, 6, 6), dv: 1, floors: 1, areas: 1, openings: [] },
];

const table = (over: Partial<GameState> = {}) =>
  ({
    terrain: TERRAIN,
    sides: [
      { id: 'player', force: 'military', control: 'human', figures: ['Ash'] },
      { id: 'enemy', force: 'gang', control: 'ai', figures: ['b19'] },
    ],
    figures: { Ash: {}, b19: {} },
    ...over,
  }) as unknown as GameState;

describe('places by name', () => {
  it('a piece is named by its kind and the ninth of the table it lies in', () => {
    expect(whereOnTable([18, 18], { width: 36, height: 36 })).toBe('in the middle');
    expect(whereOnTable([30, 4], { width: 36, height: 36 })).toBe('north-east');
    expect(whereOnTable([4, 18], { width: 36, height: 36 })).toBe('west');
    const names = placeNames(TERRAIN);
    expect(names.get('b1')).toBe('the two-storey building in the middle');
    expect(names.get('h3')).toBe('the hill in the south-west');
    expect(names.get('b16')).toBe('the building in the north-west');
    // Two woods in the north-east: told apart west to east.
    expect(names.get('w4')).toBe('the western woods of the two in the north-east');
    expect(names.get('w5')).toBe('the eastern woods of the two in the north-east');
  });

  it('sentences made with ids read with the names, distances to a tenth', () => {
    const s = table();
    expect(plainPlaces('Jax is inside building b1 and not at a door or window', s)).toBe(
      'Jax is inside the two-storey building in the middle and not at a door or window',
    );
    expect(plainPlaces('in woods w4: in cover and concealed', s)).toBe(
      'in the western woods of the two in the north-east: in cover and concealed',
    );
    expect(plainPlaces('blocked by hill crest h3', s)).toBe('blocked by the crest of the hill in the south-west');
    expect(plainPlaces('Objective found at b16.', s)).toBe('Objective found at the building in the north-west.');
    expect(plainPlaces('b16-pef1 is gone: a false alarm.', s)).toBe(
      'The PEF from the building in the north-west is gone: a false alarm.',
    );
    expect(plainPlaces('pef2 moves: 1 and 3 against 4.', s)).toBe('PEF 2 moves: 1 and 3 against 4.');
    expect(plainPlaces('Rafa is 1.328" from the blast and prone', s)).toBe('Rafa is 1.3" from the blast and prone');
    // A figure that happens to be called like a piece keeps its name; "building" says when it is the piece.
    const clash = table({ figures: { b1: {} } as unknown as GameState['figures'] });
    expect(plainPlaces('b1 sees Ivo; Ivo is in building b1.', clash)).toBe(
      'b1 sees Ivo; Ivo is in the two-storey building in the middle.',
    );
    // Nothing in the sentence to name: it is left as it was.
    expect(plainPlaces('Ash moves 4.0".', s)).toBe('Ash moves 4.0".');
  });
});

describe('sides by name', () => {
  it('in an encounter: your force and the enemy', () => {
    const s = table({ encounter: { kind: 'patrol', player: 'player' } });
    expect(sideName(s, 'player')).toBe('your force');
    expect(sideName(s, 'enemy')).toBe('the enemy');
  });

  // Play-test 2 finding 18: solo, the person at the screen is "you", not "the player".
  it('a solo choice reads "you choose"; the computer\'s stays the computer\'s', () => {
    const s = table();
    const said = (by: 'player' | 'policy', who: string): GameEvent => ({
      type: 'decision',
      id: 'd1',
      figure: 'Ash',
      kind: 'inSightStep',
      choice: 0,
      by,
      text: `Bo's side won the In Sight: choose whom Bo fires at: ${who} chooses to fire at Ivo.`,
    });
    expect(shownEventText(said('player', 'the player'), s)).toBe(
      "Bo's side won the In Sight: choose whom Bo fires at: you choose to fire at Ivo.",
    );
    expect(shownEventText(said('policy', 'the computer'), s)).toBe(
      "Bo's side won the In Sight: choose whom Bo fires at: the computer chooses to fire at Ivo.",
    );
  });

  // Play-test 2 finding 25: a PEF in a building seen for the first time came "from nowhere".
  it('a PEF found in a building says why one was there; one searched on entry does not', () => {
    const s = table();
    expect(plainPlaces('Walsh sees a PEF in building b1: 4 and 2 against 4 — contact!', s)).toBe(
      'Walsh sees a PEF in the two-storey building in the middle: 4 and 2 against 4 — contact! (A building first seen from within 12" hides a PEF, p.28.)',
    );
    expect(
      plainPlaces('Walsh sees a PEF in building b1 (searched on entry): 5 and 6 against 4 — false alarm.', s),
    ).toBe(
      'Walsh sees a PEF in the two-storey building in the middle (searched on entry): 5 and 6 against 4 — false alarm.',
    );
  });

  // Play-test 2 finding 24: "gang" as a word for the gangers' people.
  it('a ganger force reads "ganger", as the other forces read "guerilla"', () => {
    const s = { terrain: [], sides: [], figures: {} } as unknown as GameState;
    expect(plainPlaces('Patrol: your force against a gang force on the given table (3 terrain pieces).', s)).toBe(
      'Patrol: your force against a ganger force on the given table (3 terrain pieces).',
    );
    expect(plainPlaces('Emil (gang) is Rep 4 (die 3, -1 recruit: 2), carrying Pistol.', s)).toMatch(
      /^Emil \(ganger\) is Rep 4 /,
    );
    expect(plainPlaces('PEF 2 is 5 gang figures: Emil, Felix.', s)).toBe('PEF 2 is 5 ganger figures: Emil, Felix.');
    expect(plainPlaces('PEF 2 is 1 gang figure: Emil.', s)).toBe('PEF 2 is 1 ganger figure: Emil.');
  });

  // Play-test 3, 7: "military" as the soldiers' name in the encounter, recruit and PEF lines.
  it('a soldier force reads "soldiers", never its code word "military"', () => {
    const s = { terrain: [], sides: [], figures: {} } as unknown as GameState;
    expect(plainPlaces('Patrol: your force against a military force on the given table (3 terrain pieces).', s)).toBe(
      'Patrol: your force against a force of soldiers on the given table (3 terrain pieces).',
    );
    expect(
      plainPlaces('Zeno (military) is Rep 4 (die 2, +1 police or military recruit: 3), carrying Assault Rifle.', s),
    ).toMatch(/^Zeno \(soldier\) is Rep 4 \(die 2, \+1 police or soldier recruit = 3, .*\), carrying Assault Rifle\.$/);
    expect(plainPlaces('pef2 is 7 military figures: Emil, Felix.', s)).toBe('PEF 2 is 7 soldiers: Emil, Felix.');
    expect(plainPlaces('pef2 is 1 military figure: Emil.', s)).toBe('PEF 2 is 1 soldier: Emil.');
  });

  // Play-test 3, 22: the side's id in brackets under the encounter line.
  it('the set-up note names no side id', () => {
    const s = { terrain: [], sides: [], figures: {} } as unknown as GameState;
    const t = plainPlaces('Set-up done (side player): the PEFs go down now, then the first activation is rolled.', s);
    expect(t).toBe('Set-up done: the PEFs go down now, then the first activation is rolled.');
  });

  // Play-test 2 finding 12: "a PEF in the first from the west, building south" named nothing one could find.
  it('three pieces of one kind in one part are told apart in words a player can follow', () => {
    const row: TerrainPiece[] = [13, 16, 19].map((x, i) => ({
      id: `r${i}`,
      type: 'building',
      polygon: box(x, 28, x + 2, 32),
      dv: 1,
      floors: 1,
      areas: 1,
      openings: [],
    }));
    const names = placeNames(row);
    expect(names.get('r0')).toBe('the westernmost building in the south');
    expect(names.get('r1')).toBe('the second building from the west in the south');
    expect(names.get('r2')).toBe('the easternmost building in the south');
    const s = { terrain: row, sides: [], figures: {} } as unknown as GameState;
    expect(plainPlaces('Bo sees a PEF in building r0. r1-pef1 is gone.', s)).toBe(
      'Bo sees a PEF in the westernmost building in the south. The PEF from the second building from the west in the south is gone.',
    );
  });

  // Play-test 7, 10: "a PEF in the western building south-east" named two directions that read as contradicting
  // (and generated tables made "the southern building north", "the western building east").
  it('on generated tables a name\'s directions never contradict: one part of the table, said after "in the"', () => {
    const PART = '(?:north|south|east|west|north-east|north-west|south-east|south-west|middle of the table)';
    const one = new RegExp(`^the [a-z -]+? (?:in the ${PART}|in the middle)$`);
    const pair = /^the (?:western|eastern|northern|southern) [a-z -]+ of the two in the /;
    let pairs = 0;
    for (let i = 0; i < 30; i++)
      for (const overall of ['urban', 'wooded', 'mountain', 'clear'] as const)
        for (const name of placeNames(generateTerrainFromSeed(`words9-${i}`, { overall }).pieces).values()) {
          expect(name).toMatch(one);
          // Directions before "in the" only where they tell two or more pieces of one part apart.
          const before = name.slice(0, name.lastIndexOf(' in the '));
          if (/north|south|east|west/.test(before)) expect(name).toMatch(/ of the two in the |most |from the /);
          if (pair.test(name)) pairs += 1;
        }
    expect(pairs).toBeGreaterThan(10);
  });

  it('a side a file named keeps its name; a code word gives way to its force', () => {
    expect(sideName(table(), 'player')).toBe('the soldiers');
    expect(sideName(table(), 'enemy')).toBe('the gangers');
    const named = table({
      sides: [
        { id: 'Raiders', force: 'gang', control: 'human', figures: [] },
        { id: 'military', force: 'military', control: 'ai', figures: [] },
      ],
    });
    expect(sideName(named, 'Raiders')).toBe('Raiders');
    expect(sideName(named, 'military')).toBe('the soldiers');
    // A side a lesson calls by its people reads as they do (play-test 45).
    const people = table({ sides: [{ id: 'soldiers', force: 'military', control: 'human', figures: [] }] } as never);
    expect(sideName(people, 'soldiers')).toBe('the soldiers');
    const twins = table({
      sides: [
        { id: 'player', force: 'gang', control: 'human', figures: [] },
        { id: 'enemy', force: 'gang', control: 'ai', figures: [] },
      ],
    });
    // Play-test 2 findings 1 and 5: one person at the screen, both sides gangers: "your" and "the enemy".
    expect(sideName(twins, 'player')).toBe('your gangers');
    expect(sideName(twins, 'enemy')).toBe('the enemy gangers');
    const ended = { reason: 'sideDestroyed', winner: 'player', text: 'enemy has nobody left' };
    expect(endedText(twins, ended)).toBe(
      'The enemy gangers have nobody left able to fight: your gangers hold the field.',
    );
    const activation: GameEvent = {
      type: 'activation',
      turn: 1,
      dice: { player: 6, enemy: 3 },
      order: ['player', 'enemy'],
      text: 'Turn 1: activation dice player 6, enemy 3; player acts first, with groups led by Rep 6 or better.',
    };
    expect(shownEventText(activation, twins)).toBe(
      'Turn 1: activation dice your gangers 6, the enemy gangers 3; your gangers act first, with groups led by Rep 6 or better.',
    );
    // Two people sharing the screen without names (hot seat): told apart by place, as before.
    const hot = table({
      sides: [
        { id: 'player', force: 'gang', control: 'human', figures: [] },
        { id: 'enemy', force: 'gang', control: 'human', figures: [] },
      ],
    });
    expect(sideName(hot, 'enemy')).toBe("the second side's gangers");
  });

  it('the log names the sides in the activation and activate lines, and places in the rest', () => {
    const s = table({ encounter: { kind: 'patrol', player: 'player' } });
    const activation: GameEvent = {
      type: 'activation',
      turn: 1,
      dice: { player: 6, enemy: 3 },
      order: ['player', 'enemy'],
      text: 'Turn 1: activation dice player 6, enemy 3; player acts first, with groups led by Rep 6 or better.',
    };
    expect(shownEventText(activation, s)).toBe(
      'Turn 1: activation dice your force 6, the enemy 3; your force acts first, with groups led by Rep 6 or better.',
    );
    const activate: GameEvent = {
      type: 'activate',
      side: 'enemy',
      leader: 'Pavel',
      figures: ['Pavel'],
      text: 'enemy activates the group led by Pavel (Rep 4): Pavel.',
    };
    expect(shownEventText(activate, s)).toBe('The enemy activates the group led by Pavel (Rep 4): Pavel.');
    expect(shownEventText({ type: 'note', text: 'grunt2 sees a PEF in building b16.' }, s)).toBe(
      'grunt2 sees a PEF in the building in the north-west.',
    );
  });

  it('a skirmish\'s forces are many: the verb agrees ("the gangers activate", "the soldiers act first")', () => {
    const s = table();
    const activate: GameEvent = {
      type: 'activate',
      side: 'enemy',
      leader: 'Ivo',
      figures: ['Ivo', 'Jax'],
      text: 'enemy activates the group led by Ivo (Rep 4, temporary leader): Ivo, Jax.',
    };
    expect(shownEventText(activate, s)).toBe(
      'The gangers activate the group led by Ivo (Rep 4, temporary leader): Ivo, Jax.',
    );
    const activation: GameEvent = {
      type: 'activation',
      turn: 1,
      dice: { player: 1, enemy: 3 },
      order: ['enemy', 'player'],
      text: 'Turn 1: activation dice enemy 3, player 1; enemy acts first, with groups led by Rep 3 or better.',
    };
    expect(shownEventText(activation, s)).toBe(
      'Turn 1: activation dice the gangers 3, the soldiers 1; the gangers act first, with groups led by Rep 3 or better.',
    );
    // A side a file named with a plural name is many: "Raiders activate", not "Raiders activates" (issue 19).
    const named = table({ sides: [{ id: 'Raiders', force: 'gang', control: 'ai', figures: [] }] } as never);
    expect(
      shownEventText({ ...activate, side: 'Raiders', text: 'Raiders activates the group led by Ivo: Ivo.' }, named),
    ).toBe('Raiders activate the group led by Ivo: Ivo.');
  });

  it('the end: who holds the field by name, and the page names each side and its force in words', () => {
    const s = table({
      turn: 4,
      figures: { Ash: { status: 'carryOn', rep: 4 }, b19: { status: 'obviouslyDead', rep: 3 } },
    } as unknown as Partial<GameState>);
    const ended = { reason: 'sideDestroyed', winner: 'player', text: 'Nobody is left ... player holds the field.' };
    expect(endedText(s, ended)).toBe('The gangers have nobody left able to fight: the soldiers hold the field.');
    const page = afterBattlePage({ ...s, ended }, { kind: 'ended', winner: 'player' } as never)!;
    const words = JSON.stringify([page.title, page.text, page.sides.map((x) => [x.name, x.detail])]);
    expect(words).not.toMatch(/\b(player|enemy|military|gang)\b/);
    expect(page.sides.map((x) => [x.name, x.detail])).toEqual([
      ['The soldiers', 'at the screen'],
      ['The gangers', 'the computer'],
    ]);
  });
});

describe('figures are people, and plural names take plural verbs (issue 19, words brief 5)', () => {
  const s = { terrain: [], table: { width: 36, height: 36 }, figures: {} } as never;
  it.each([
    ['Bo disables its readied grenade.', 'Bo disables the readied grenade.'],
    [
      'Bo throws its readied grenade at Ivo in reaction, 4.0" (2, 5 vs Rep 4): passed.',
      'Bo throws the readied grenade at Ivo in reaction, 4.0" (2, 5 vs Rep 4): passed.',
    ],
    [
      'Bo falls with a readied grenade: it goes off where it drops.',
      'Bo falls with a readied grenade, which goes off where Bo drops.',
    ],
    [
      'Jax comes up short on a fast-move charge: no melee, and it forfeits its fire (too far).',
      'Jax comes up short on a fast-move charge: no melee, and Jax may not fire either (too far).',
    ],
    [
      "too far; Jax reloaded this activation, so it can't Fast Move to close the distance",
      "too far; Jax reloaded this activation, so Jax can't Fast Move to close the distance",
    ],
    [
      'Jax can\'t reach 6" from Ivo (9.0" away): the group\'s Fast Move throw (3, 6) gives it 2" of move',
      'Jax can\'t reach 6" from Ivo (9.0" away): the group\'s Fast Move throw (3, 6) gives Jax 2" of move',
    ],
    ["Ash can't fire from its door or window: Bo and Cy already fill it", "Ash can't fire from that door or window"],
    ['Ivo already has two enemies in melee at its rear', "Ivo already has two enemies in melee at Ivo's rear"],
    ['Ash goes to floor 2 of building b1 (its whole activation).', '(that takes the whole activation).'],
    [
      'Ash readies a grenade (3 vs Rep 4): it can be thrown from its next activation or in reaction.',
      "Ash readies a grenade (3 vs Rep 4): it can be thrown from Ash's next activation or in reaction.",
    ],
  ])('"%s"', (engine, shown) => {
    const out = plainPlaces(engine, s);
    expect(out).toContain(shown);
    expect(out).not.toMatch(/\bits (?:readied|fire|door|rear|front|whole|next)\b|moves it away|gives it|so it can't/);
  });

  it('a side whose own name reads as many takes the plural: "Raiders hold", "Regulars have"; "Blue holds"', () => {
    expect(agree('Raiders', 'holds', 'hold')).toBe('hold');
    expect(agree('Regulars', 'has', 'have')).toBe('have');
    expect(agree('Red Devils', 'wins', 'win')).toBe('win');
    expect(agree('Blue', 'holds', 'hold')).toBe('holds');
    expect(agree("Ana's force", 'holds', 'hold')).toBe('holds');
    expect(agree('the enemy', 'holds', 'hold')).toBe('holds');
    expect(agree('the soldiers', 'holds', 'hold')).toBe('hold');
  });
});
