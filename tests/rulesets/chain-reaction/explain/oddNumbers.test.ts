// Numbers a new player trips on (play-test 9, 5), each said in words a player can check: a charger already
// touching its target "moves 0.0""; the NP movement line's "1 of the group against 0 of your nearest group";
// "Cole is 0.0" from the blast and prone: escapes damage" with no reason (the rule: a blast never harms a
// figure lying prone, who takes a Crisis test instead, if still in the fight).
import { describe, expect, it } from 'vitest';
import { blastText } from '../../../../src/rulesets/chain-reaction/explain/grenade';
import { plainMoveText } from '../../../../src/rulesets/chain-reaction/explain/move';
import { App } from '../../../../src/app/app';
import { DEFAULT_OPTIONS } from '../../../../src/app/newBattle';
import type { LogBuilder } from '../../../../src/rulesets/chain-reaction/view/logModel';
import { memoryStore } from '../../../app/helpers';

describe('a blast: why each figure in it is spared or not', () => {
  const members = [
    { id: 'Cole', distance: 0, escape: 'prone' },
    { id: 'Abel', distance: 2.2, coverDv: 4 },
    { id: 'Dario', distance: 1.04, escape: 'prone' },
    { id: 'Hans', distance: 1.5, escape: 'cover', coverDv: 5 },
    { id: 'Emil', distance: 2.2, coverDv: 0 },
  ];

  it('says where, and gives the reason for the first prone figure', () => {
    expect(blastText(members, 5)).toBe(
      'Cole is at the centre of the blast, but lying prone (a blast never harms a figure lying prone): escapes damage, takes a Crisis test; ' +
        'Abel is 2.2" from the blast, and Abel\'s DV 4 cover is below Impact 5: rolls for damage; ' +
        'Dario is 1.0" from the blast, but lying prone: escapes damage, takes a Crisis test; ' +
        'Hans is 1.5" from the blast, behind DV 5 cover, at least the blast\'s Impact 5, so the cover stops the blast: escapes damage, takes a Crisis test; ' +
        'Emil is 2.2" from the blast, no cover between Emil and the blast: rolls for damage.',
    );
  });

  it('promises a Crisis test only to those who take one', () => {
    const text = blastText(members, 5, new Set(['Dario']));
    expect(text).toMatch(/^Cole is at the centre of the blast, but lying prone \([^)]*\): escapes damage; /);
    expect(text).toContain('Dario is 1.0" from the blast, but lying prone: escapes damage, takes a Crisis test;');
    expect(text).toMatch(/Hans [^;]*: escapes damage; /);
  });
});

describe('a charge that needs no move', () => {
  it('says the charger is already in contact, not that he moves 0.0"', () => {
    expect(plainMoveText('Cole', 0, 'into contact with Felix')).toBe('Cole is already in contact with Felix.');
    expect(plainMoveText('Cole', 1.26, 'into contact with Felix')).toBe('Cole moves 1.3" (into contact with Felix).');
  });
});

describe('Patrol vole-3382 (watched), turn 1: the lines play-test 9 tripped on', () => {
  it('has no move of 0.0", no "against 0", and the prone figure at the centre of the rocket says why', () => {
    const app = new App(memoryStore());
    expect(app.newBattle({ ...DEFAULT_OPTIONS, kind: 'patrol', seed: 'vole-3382', watch: true }).ok).toBe(true);
    for (let n = 0; n < 600 && !app.session!.over && app.session!.state.turn < 2; n++)
      expect(app.stepComputer()?.ok).toBe(true);
    const lines = (app.log as unknown as LogBuilder).lines().map((l) => l.text);
    const all = lines.join('\n');
    expect(all).not.toMatch(/moves 0\.0"/);
    expect(all).not.toMatch(/against 0 of/);
    expect(all).toContain('Cole is already in contact with Felix.');
    expect(all).toMatch(/none of your nearest group can act, so it outnumbers them at least 2 to 1/);
    // The rocket at a prone figure's centre: "vole-3382" threw it until walks ended a whole base clear of
    // fallen figures (fix15a); "fix15a-v-379" throws it now.
    const again = new App(memoryStore());
    expect(again.newBattle({ ...DEFAULT_OPTIONS, kind: 'patrol', seed: 'fix15a-v-379', watch: true }).ok).toBe(true);
    for (let n = 0; n < 600 && !again.session!.over && again.session!.state.turn < 2; n++)
      expect(again.stepComputer()?.ok).toBe(true);
    const other = (again.log as unknown as LogBuilder)
      .lines()
      .map((l) => l.text)
      .join('\n');
    expect(other).not.toMatch(/moves 0\.0"/);
    expect(other).not.toMatch(/against 0 of/);
    expect(other).toContain(
      'Cole is at the centre of the blast, but lying prone (a blast never harms a figure lying prone): escapes damage, takes a Crisis test;',
    );
  });
});
