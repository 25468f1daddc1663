// What the book has that the engine lacked: lit areas at night in the scenario file (the night sight limit
// does not apply toward a figure inside one).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { play } from '../crPlay';
import { validateScenario } from '../../../../src/rulesets/chain-reaction/scenario/validate';
import { ENGINE, answers, load } from './helpers';

describe('lit areas at night ("lit" in the scenario file)', () => {
  it('16" apart at night: the figure under the lamp is seen, the one in the dark is not', () => {
    const r = play(load(ENGINE, 'lit-area-night.json'), { turns: 1 });
    expect(answers(r.events, 'before')).toEqual([true, false]);
  });

  it('without the lit area neither sees the other beyond 12"', () => {
    const s = load(ENGINE, 'lit-area-night.json');
    s.lit = [];
    expect(answers(play(s, { turns: 1 }).events, 'before')).toEqual([false, false]);
  });

  it('a lit area that is not a polygon is refused with one line naming the field', () => {
    const raw = JSON.parse(readFileSync(join(ENGINE, 'lit-area-night.json'), 'utf8')) as Record<string, unknown>;
    raw.lit = [
      [
        [1, 1],
        [2, 2],
      ],
    ];
    const r = validateScenario(raw);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(`${r.error.path}: ${r.error.message}`).toMatch(/^lit\[0\]/);
  });
});

describe('up to two figures fire from one door or window (p.24)', () => {
  it('the two nearest the window fire; the third there is refused with the reason', () => {
    const r = play(load(ENGINE, 'window-two-shooters.json'));
    expect(r.illegal?.index).toBe(2);
    expect(r.illegal?.error).toBe("cal can't fire from its door or window: ann and ben already fill it (two at most)");
  });

  it('with one of the two down, the third may fire', () => {
    const s = load(ENGINE, 'window-two-shooters.json');
    s.sides[0]!.figures[1]!.status = 'outOfTheFight';
    s.commands = [s.commands[0]!, s.commands[2]!];
    s.dice.rangedCombat = [
      [1, 2, 2],
      [2, 2, 2],
    ];
    const r = play(s);
    expect(r.illegal).toBeUndefined();
    expect(r.events.filter((e) => e.type === 'fire').map((e) => (e as { figure: string }).figure)).toEqual([
      'ann',
      'cal',
    ]);
  });
});

describe('the Challenge test as a command (p.23)', () => {
  const challengeFile = () => load(ENGINE, 'challenge.json');

  it('very difficult (Rep 4 counts 3): 2 and 5 pass one, he tries again; 3 and 6 pass one, which now counts as none: he fails', () => {
    const r = play(challengeFile());
    expect(r.illegal).toBeUndefined();
    const t = r.events.filter((e) => e.type === 'test' && e.test === 'challenge') as {
      passed: number;
      result: string;
    }[];
    expect(t.map((x) => `${x.passed}:${x.result}`)).toEqual(['1:mayRerollOrQuit', '1:fail']);
    expect(r.events.some((e) => e.type === 'note' && /jo fails/.test(e.text))).toBe(true);
  });

  it('a 6 always fails, even against Rep 7 (very easy on Rep 6), and "quit" stops after one pass', () => {
    const s = challengeFile();
    s.sides[0]!.figures[0]!.rep = 6;
    s.commands = [{ figure: 'jo', do: 'challenge', difficulty: 'veryEasy', onePass: 'quit' }];
    s.dice.challenge = [[6, 1]];
    const r = play(s);
    const t = r.events.filter((e) => e.type === 'test' && e.test === 'challenge') as {
      passed: number;
      result: string;
    }[];
    expect(t.map((x) => `${x.passed}:${x.result}`)).toEqual(['1:mayRerollOrQuit']);
    expect(r.events.some((e) => e.type === 'note' && /jo gives up/.test(e.text))).toBe(true);
  });

  it('two passed succeeds; a bad difficulty is refused with one line', () => {
    const s = challengeFile();
    s.dice.challenge = [[1, 3]];
    expect(play(s).events.some((e) => e.type === 'note' && /jo succeeds/.test(e.text))).toBe(true);
    const raw = JSON.parse(readFileSync(join(ENGINE, 'challenge.json'), 'utf8')) as {
      commands: { difficulty?: string }[];
    };
    raw.commands[0]!.difficulty = 'hard';
    const v = validateScenario(raw);
    expect(v.ok).toBe(false);
    if (!v.ok) expect(v.error.path).toBe('commands[0].difficulty');
  });
});

describe('disabling a readied grenade (p.18)', () => {
  it('takes it out of readiness when active: a throw afterwards is refused, and a second disable too', () => {
    const s = load(ENGINE, 'challenge.json');
    s.sides[0]!.figures[0]!.ammo = 'grenadeReady';
    s.commands = [
      { figure: 'jo', do: 'disableGrenade' },
      { figure: 'jo', do: 'throwGrenade', at: [10, 26] },
    ];
    const r = play(s);
    expect(r.events.some((e) => e.type === 'note' && e.text === 'jo disables its readied grenade.')).toBe(true);
    expect(r.illegal?.index).toBe(1);
    expect(r.illegal?.error).toMatch(/no readied grenade/);
    s.commands = [
      { figure: 'jo', do: 'disableGrenade' },
      { figure: 'jo', do: 'disableGrenade' },
    ];
    expect(play(s).illegal?.error).toBe('jo has no readied grenade to disable');
  });
});

describe('firing two weapons at once (p.18; "offHand" on a figure, "offHand" targets on fire)', () => {
  const file = () => load(ENGINE, 'two-pistols.json');

  it('each pistol is its own snap shot: 9 and 8 miss, 10 hits; one Crisis test after both shots', () => {
    const r = play(file());
    expect(r.illegal).toBeUndefined();
    const shots = r.events.filter((e) => e.type === 'fire') as {
      snap?: boolean;
      targets: { figure: string; hit: boolean }[];
    }[];
    expect(shots.map((s) => `${s.targets[0]!.figure}:${s.snap}:${s.targets[0]!.hit}`)).toEqual([
      'ace:true:false',
      'bob:true:true',
    ]);
    const crisis = r.events.filter((e) => e.type === 'test' && e.test === 'crisis') as {
      figure?: string;
      causes?: string[];
    }[];
    expect(crisis).toHaveLength(1);
    expect(crisis[0]!.causes).toEqual(['firedOn', 'manDown']);
  });

  it('one pistol alone is not snap fire: the same 5 and 4 hit ace', () => {
    const s = file();
    s.commands = [{ figure: 'duke', do: 'fire', targets: [{ figure: 'ace', dice: 2 }] }];
    s.dice = { activation: [[4, 1]], rangedCombat: [[5, 4]], damage: [[1], [1]] };
    const shot = play(s).events.find((e) => e.type === 'fire') as { snap?: boolean; targets: { hit: boolean }[] };
    expect(shot.snap).toBe(false);
    expect(shot.targets[0]!.hit).toBe(true);
  });

  it('only pistols, and only a figure carrying two, may do it; each error is one line', () => {
    const s = file();
    s.sides[0]!.figures[0]!.offHand = undefined;
    expect(play(s).illegal?.error).toBe('duke has no second pistol to fire');
    const raw = JSON.parse(readFileSync(join(ENGINE, 'two-pistols.json'), 'utf8')) as {
      sides: { figures: { offHand?: string; weapon?: string }[] }[];
    };
    raw.sides[0]!.figures[0]!.offHand = 'SMG';
    const v = validateScenario(raw);
    expect(v.ok).toBe(false);
    if (!v.ok)
      expect(`${v.error.path}: ${v.error.message}`).toBe(
        'sides[0].figures[0].offHand: expected a pistol-type weapon (P, BAP or MP), got SMG',
      );
    raw.sides[0]!.figures[0]!.offHand = 'P';
    raw.sides[0]!.figures[0]!.weapon = 'AR';
    const v2 = validateScenario(raw);
    expect(v2.ok).toBe(false);
  });
});

describe('a readied grenade thrown in a reaction (p.18)', () => {
  const file = () => load(ENGINE, 'reaction-grenade.json');

  it('returning fire, gus throws his readied grenade at ric instead: on the spot, ric killed', () => {
    const r = play(file());
    expect(r.illegal).toBeUndefined();
    const t = r.events.filter((e) => e.type === 'test' && e.test === 'throwGrenade') as {
      figure?: string;
      result: string;
    }[];
    expect(t.map((x) => `${x.figure}:${x.result}`)).toEqual(['gus:onSpot']);
    expect(r.events.filter((e) => e.type === 'fire').map((e) => (e as { figure: string }).figure)).toEqual(['ric']);
    expect(r.final!.figures.ric!.status).toBe('obviouslyDead');
    expect(r.final!.figures.gus!.grenade).toBeUndefined();
  });

  it('without a readied grenade, or with the cause beyond 6", he returns fire with his rifle', () => {
    const s = file();
    s.sides[1]!.figures[0]!.ammo = 'loaded';
    s.dice = {
      activation: [[5, 1]],
      rangedCombat: [
        [2, 2, 2],
        [1, 2, 2],
      ],
      crisis: [
        [1, 2],
        [6, 6],
      ],
    };
    const r = play(s);
    expect(
      r.events
        .filter((e) => e.type === 'fire')
        .map((e) => `${(e as { figure: string }).figure}:${(e as { reaction?: string }).reaction}`),
    ).toEqual(['ric:active', 'gus:returnFire']);
    const far = file();
    far.sides[0]!.figures[0]!.at = [18, 12];
    far.dice = {
      activation: [[5, 1]],
      rangedCombat: [
        [2, 2, 2],
        [1, 2, 2],
      ],
      crisis: [
        [1, 2],
        [6, 6],
      ],
    };
    const r2 = play(far);
    expect(r2.events.some((e) => e.type === 'test' && e.test === 'throwGrenade')).toBe(false);
    expect(r2.final!.figures.gus!.grenade).toBe('later');
  });
});
