import { describe, expect, it } from 'vitest';
import { validateScenario } from '../../src/rulesets/chain-reaction/scenario/validate';
import { lineFor, validFile } from './helpers';

/** Applies `change` to a fresh valid file and returns the error line it earns. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function broken(change: (f: any) => void): string {
  const f = validFile();
  change(f);
  return lineFor(f);
}

describe('the scenario validator accepts good files', () => {
  it('accepts the two-side fixture and fills defaults', () => {
    const r = validateScenario(validFile());
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const hans = r.value.sides[1]?.figures[0];
    expect(hans).toEqual({
      id: 'hans',
      rep: 4,
      star: false,
      weapon: 'P',
      melee: 'none',
      at: [18, 6],
      facing: 90,
      stance: 'standing',
      status: 'carryOn',
      ammo: 'loaded',
    });
    // gruber has no facing: he faces the table centre from (20, 6), i.e. down and a little left.
    expect(r.value.sides[1]?.figures[1]?.facing).toBe(99);
    expect(r.value.terrain).toHaveLength(5);
    expect(r.value.commands[2]).toEqual({ do: 'endActivation' });
  });

  it('ignores fields the contract does not name, so later versions may add them', () => {
    const r = validateScenario({ ...validFile(), title: 'Night raid', author: { name: 'x' } });
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value).not.toHaveProperty('title');
  });

  it('accepts one side when "generate" supplies the enemy', () => {
    expect(
      broken((f) => {
        f.sides.pop();
        f.commands = [];
        f.queries = [];
        f.generate = { encounter: 'patrol' };
      }),
    ).toBe('ok');
  });

  it('takes the casualty of a retrieve as "target" or "wounded"', () => {
    const f = validFile();
    f.commands = [
      { figure: 'hans', do: 'retrieve', wounded: 'gruber' },
      { figure: 'hans', do: 'retrieve' },
    ];
    const r = validateScenario(f);
    expect(r.ok && r.value.commands).toEqual([
      { do: 'retrieve', figure: 'hans', target: 'gruber' },
      { do: 'retrieve', figure: 'hans' },
    ]);
  });

  it('accepts a numeric seed as its text', () => {
    const r = validateScenario({ ...validFile(), seed: 42 });
    expect(r.ok && r.value.seed).toBe('42');
  });
});

describe('each kind of bad file earns one exact line', () => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const cases: [string, (f: any) => void, string][] = [
    [
      'wrong version',
      (f) => {
        f.version = 2;
      },
      'error: version: expected 1, got 2',
    ],
    [
      'missing version',
      (f) => {
        delete f.version;
      },
      'error: version: missing (expected 1)',
    ],
    [
      'unknown weapon',
      (f) => {
        f.sides[1].figures[1].weapon = 'LASER';
      },
      'error: sides[1].figures[1].weapon: unknown weapon "LASER" (AR, BAP, BAR, G, MP, P, RL, SAR, SG, SAW, SMG)',
    ],
    [
      'Rep too high',
      (f) => {
        f.sides[1].figures[0].rep = 10;
      },
      'error: sides[1].figures[0].rep: expected an integer from 2 to 9',
    ],
    [
      'Rep too low',
      (f) => {
        f.sides[0].figures[0].rep = 1;
      },
      'error: sides[0].figures[0].rep: expected an integer from 2 to 9',
    ],
    [
      'Rep not whole',
      (f) => {
        f.sides[0].figures[0].rep = 4.5;
      },
      'error: sides[0].figures[0].rep: expected an integer from 2 to 9',
    ],
    [
      'Rep as text',
      (f) => {
        f.sides[0].figures[0].rep = '5';
      },
      'error: sides[0].figures[0].rep: expected an integer from 2 to 9, got a string ("5")',
    ],
    [
      'Rep missing',
      (f) => {
        delete f.sides[0].figures[0].rep;
      },
      'error: sides[0].figures[0].rep: missing (expected an integer from 2 to 9)',
    ],
    [
      'missing sides',
      (f) => {
        delete f.sides;
      },
      'error: sides: missing (expected a list of sides)',
    ],
    [
      'sides not a list',
      (f) => {
        f.sides = {};
      },
      'error: sides: expected a list of sides, got an object',
    ],
    [
      'no sides',
      (f) => {
        f.sides = [];
      },
      'error: sides: expected at least 1 entry in a list of sides',
    ],
    [
      'one side and no generator',
      (f) => {
        f.sides.pop();
        f.commands = [];
        f.queries = [];
      },
      'error: sides: a battle needs at least 2 sides (or "generate" to supply the enemy), got 1',
    ],
    [
      'a side with no figures',
      (f) => {
        f.sides[1].figures = [];
      },
      'error: sides[1].figures: expected at least 1 entry in a list of figures (a side may be empty only with "generate")',
    ],
    [
      'a figure that is not an object',
      (f) => {
        f.sides[0].figures[0] = 'riker';
      },
      'error: sides[0].figures[0]: expected a figure (an object), got a string ("riker")',
    ],
    [
      'duplicate figure ids across sides',
      (f) => {
        f.sides[1].figures[1].id = 'riker';
      },
      'error: sides[1].figures[1].id: duplicate figure id "riker" (also at sides[0].figures[0].id)',
    ],
    [
      'duplicate side ids',
      (f) => {
        f.sides[1].id = 'blue';
      },
      'error: sides[1].id: duplicate side id "blue" (also at sides[0].id)',
    ],
    [
      'duplicate terrain ids',
      (f) => {
        f.terrain[3].id = 'b1';
      },
      'error: terrain[3].id: duplicate terrain id "b1" (also at terrain[0].id)',
    ],
    [
      'empty id',
      (f) => {
        f.sides[0].figures[0].id = '';
      },
      'error: sides[0].figures[0].id: expected a figure id (a name of 1 to 64 characters)',
    ],
    [
      '__proto__ id',
      (f) => {
        f.sides[0].figures[0].id = '__proto__';
      },
      'error: sides[0].figures[0].id: "__proto__" cannot be used as an id',
    ],
    [
      'figure off the table',
      (f) => {
        f.sides[0].figures[0].at = [40, 3];
      },
      'error: sides[0].figures[0].at: [40, 3] is off the table (x and y must be from 0 to 36)',
    ],
    [
      'figure at a negative place',
      (f) => {
        f.sides[0].figures[0].at = [3, -0.5];
      },
      'error: sides[0].figures[0].at: [3, -0.5] is off the table (x and y must be from 0 to 36)',
    ],
    [
      'position not a pair',
      (f) => {
        f.sides[0].figures[0].at = [3];
      },
      'error: sides[0].figures[0].at: expected a point [x, y], got a list',
    ],
    [
      'path point off the table',
      (f) => {
        f.commands[0].path[1] = [18, 37];
      },
      'error: commands[0].path[1]: [18, 37] is off the table (x and y must be from 0 to 36)',
    ],
    [
      'polygon with 2 points',
      (f) => {
        f.terrain[1].polygon = [
          [1, 1],
          [2, 2],
        ];
      },
      'error: terrain[1].polygon: a polygon needs at least 3 points, got 2',
    ],
    [
      'polygon with no area',
      (f) => {
        f.terrain[1].polygon = [
          [1, 1],
          [2, 2],
          [3, 3],
        ];
      },
      "error: terrain[1].polygon: the polygon's points enclose no area",
    ],
    [
      'polygon point off the table',
      (f) => {
        f.terrain[0].polygon[2] = [50, 16];
      },
      'error: terrain[0].polygon[2]: [50, 16] is off the table (x and y must be from 0 to 36)',
    ],
    [
      'door away from the walls',
      (f) => {
        f.terrain[0].openings[0].at = [13, 13];
      },
      'error: terrain[0].openings[0].at: the door is not on the building\'s outline (it must lie within 0.5" of a wall)',
    ],
    [
      'opening without a kind',
      (f) => {
        delete f.terrain[0].openings[0].kind;
      },
      'error: terrain[0].openings[0].kind: missing (expected an opening kind: door, window)',
    ],
    [
      'empty path',
      (f) => {
        f.commands[0].path = [];
      },
      'error: commands[0].path: a path needs at least 1 point, got 0',
    ],
    [
      'unknown terrain type',
      (f) => {
        f.terrain[1].type = 'forest';
      },
      'error: terrain[1].type: unknown terrain type "forest" (building, woods, hill, wall, rocky, water, road, impassable, scrub, rubble, fence, river)',
    ],
    [
      'hill without crest',
      (f) => {
        delete f.terrain[2].crest;
      },
      'error: terrain[2].crest: missing (expected a crest (a list of [x, y] points))',
    ],
    [
      'wall DV out of range',
      (f) => {
        f.terrain[3].dv = 0;
      },
      'error: terrain[3].dv: expected an integer from 1 to 6',
    ],
    [
      'unknown force',
      (f) => {
        f.sides[1].force = 'pirates';
      },
      'error: sides[1].force: unknown force "pirates" (military, police, gang, guerilla, militia)',
    ],
    [
      'unknown control',
      (f) => {
        f.sides[1].control = 'robot';
      },
      'error: sides[1].control: unknown control "robot" (script, ai, human)',
    ],
    [
      'unknown status',
      (f) => {
        f.sides[1].figures[0].status = 'dead';
      },
      'error: sides[1].figures[0].status: unknown status "dead" (carryOn, duckBack, hunkerDown, leaving, outOfTheFight, obviouslyDead, captured, offTable)',
    ],
    [
      'unknown light',
      (f) => {
        f.light = 'dusk';
      },
      'error: light: unknown light "dusk" (day, night)',
    ],
    [
      'unknown encounter',
      (f) => {
        f.generate = { encounter: 'siege' };
      },
      'error: generate.encounter: unknown encounter "siege" (patrol, raid, defend)',
    ],
    [
      'die above 6',
      (f) => {
        f.dice.crisis = [[4, 7]];
      },
      'error: dice.crisis[0][1]: expected a die from 1 to 6',
    ],
    [
      'die of 0',
      (f) => {
        f.dice.leaderDie = [[0]];
      },
      'error: dice.leaderDie[0][0]: expected a die from 1 to 6',
    ],
    [
      'throw not a list',
      (f) => {
        f.dice.crisis = [4, 6];
      },
      "error: dice.crisis[0]: expected one roll's dice (a list like [4, 6]), got a number (4)",
    ],
    [
      'unknown dice purpose',
      (f) => {
        f.dice.explode = [[1]];
      },
      'error: dice.explode: unknown dice purpose "explode" (activation, inSight, fastMove, crisis, leaderDie, recover, rangedCombat, pitifulShot, damage, starPower, readyGrenade, throwGrenade, escapeBlast, chargeIntoMelee, melee, meleeDamage, retrieveWounded, collapse, challenge, terrain, buildings, pefPlacement, pefMovement, pefResolution, howManyEnemy, npMovement, flank, objective, recruiting, afterBattle, newRecruits, improveRep, decreaseRep)',
    ],
    [
      'unknown command',
      (f) => {
        f.commands[2] = { figure: 'riker', do: 'jump' };
      },
      'error: commands[2].do: unknown command "jump" (move, fastMove, turn, prone, stand, reload, fire, readyGrenade, throwGrenade, charge, retrieve, endActivation, changeFloor, challenge, disableGrenade)',
    ],
    [
      'command without do',
      (f) => {
        delete f.commands[0].do;
      },
      'error: commands[0].do: missing (expected a command: move, fastMove, turn, prone, stand, reload, fire, readyGrenade, throwGrenade, charge, retrieve, endActivation, changeFloor, challenge, disableGrenade)',
    ],
    [
      'command naming an unknown figure',
      (f) => {
        f.commands[0].figure = 'bob';
      },
      'error: commands[0].figure: no figure "bob" in this file',
    ],
    [
      'fire at an unknown figure',
      (f) => {
        f.commands[1].targets[0].figure = 'bob';
      },
      'error: commands[1].targets[0].figure: no figure "bob" in this file',
    ],
    [
      'fire at oneself',
      (f) => {
        f.commands[1].targets[0].figure = 'riker';
      },
      'error: commands[1].targets[0].figure: "riker" cannot fire at itself',
    ],
    [
      'same target twice',
      (f) => {
        f.commands[1].targets.push({ figure: 'hans', dice: 1 });
      },
      'error: commands[1].targets[1].figure: "hans" is already a target of this shot',
    ],
    [
      'fire with no targets',
      (f) => {
        f.commands[1].targets = [];
      },
      'error: commands[1].targets: expected at least 1 entry in a list of targets',
    ],
    [
      'fire with 0 dice',
      (f) => {
        f.commands[1].targets[0].dice = 0;
      },
      'error: commands[1].targets[0].dice: expected an integer from 1 to 6',
    ],
    [
      'charge an unknown figure',
      (f) => {
        f.commands.push({ figure: 'riker', do: 'charge', target: 'bob' });
      },
      'error: commands[3].target: no figure "bob" in this file',
    ],
    [
      'unknown query',
      (f) => {
        f.queries.push({ ask: 'weather' });
      },
      'error: queries[5].ask: unknown query "weather" (los, cover, groups, swath, blast)',
    ],
    [
      'query naming an unknown figure',
      (f) => {
        f.queries[0].to = 'bob';
      },
      'error: queries[0].to: no figure "bob" in this file',
    ],
    [
      'query naming an unknown side',
      (f) => {
        f.queries[2].side = 'green';
      },
      'error: queries[2].side: no side "green" in this file',
    ],
    [
      'blast impact out of range',
      (f) => {
        f.queries[4].impact = 9;
      },
      'error: queries[4].impact: expected an integer from 1 to 5',
    ],
    [
      'swath side',
      (f) => {
        f.queries[3].side = 'up';
      },
      'error: queries[3].side: unknown swath side "up" (left, right)',
    ],
    [
      'seed of the wrong kind',
      (f) => {
        f.seed = [1];
      },
      'error: seed: expected a seed (a string), got a list',
    ],
  ];

  it.each(cases)('%s', (_name, change, line) => {
    expect(broken(change)).toBe(line);
  });

  it('a file that is not an object is named by the file', () => {
    expect(lineFor([1, 2])).toBe('error: file.json: expected a JSON object at the top level, got a list');
    expect(lineFor(null)).toBe('error: file.json: expected a JSON object at the top level, got null');
  });

  it('every message is one line in plain words, with no zod wording', () => {
    for (const [, change] of cases) {
      const line = broken(change);
      expect(line.split('\n')).toHaveLength(1);
      expect(line).not.toMatch(/Invalid input|Too big|Too small|received/);
    }
  });
});
