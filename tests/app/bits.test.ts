import { describe, expect, it } from 'vitest';
import { tokenLook } from '../../src/rulesets/chain-reaction/view/token';
import { FrameStats } from '../../src/app/frameStats';
import { DEFAULT_SETTINGS, loadSettings, saveSettings } from '../../src/app/settings';
import { noFigureText, phaseText } from '../../src/app/statusText';
import { figureCard } from '../../src/rulesets/chain-reaction/view/figureCard';
import { canOrder, readyToFire } from '../../src/rulesets/chain-reaction/view/tablePointer';
import { App } from '../../src/app/app';
import { Controller } from '../../src/app/controller';
import { DEFAULT_OPTIONS } from '../../src/app/newBattle';
import { memoryStore } from './helpers';
import { randomSkirmish } from '../../src/rulesets/chain-reaction/sim/skirmish';
import { chainReaction } from '../../src/rulesets/chain-reaction';
import type { FigureState } from '../../src/rulesets/chain-reaction/state';

const fig = (over: Partial<FigureState> = {}): FigureState => ({
  id: 'ash',
  side: 'player',
  rep: 5,
  star: true,
  weapon: 'AR',
  melee: 'none',
  at: [1, 1],
  facing: 0,
  stance: 'standing',
  status: 'carryOn',
  ammo: 'loaded',
  starPower: 5,
  actedTurn: 0,
  moved: false,
  fastMoved: false,
  fired: false,
  hunkeredBefore: false,
  record: { hitEnemy: false, meleed: false, outOfTheFight: false, hunkeredDown: false, leftBattlefield: false },
  ...over,
});

describe('token looks', () => {
  it('show Rep, Star, weapon and its ammo, and a badge per status and stance', () => {
    const a = tokenLook(fig(), 0);
    expect([a.rep, a.star, a.weapon, a.badges, a.down]).toEqual(['5', true, 'AR', [], false]);
    const b = tokenLook(fig({ status: 'duckBack', stance: 'prone', ammo: 'outOfAmmo' }), 1);
    expect(b.badges.map((x) => x.text)).toEqual(['DB', 'PR']);
    expect(b.weapon).toBe('AR EMPTY');
    expect([a.innerRim, b.innerRim]).toEqual([false, true]);
    expect(tokenLook(fig({ grenade: 'now' }), 0).weapon).toBe('AR +G');
    // The tag is the book's code; its title spells it (play-test 7, 5: "BAR" read as the Browning automatic).
    expect(a.weaponTitle).toBe('Weapon: Assault rifle (AR)');
    expect(tokenLook(fig({ weapon: 'BAR' }), 0).weaponTitle).toBe('Weapon: Bolt-action rifle (BAR)');
    expect(b.weaponTitle).toMatch(/^Assault rifle \(AR\), out of ammo/);
    expect(tokenLook(fig({ grenade: 'now' }), 0).weaponTitle).not.toMatch(/\bit can\b/);
    const dead = tokenLook(fig({ status: 'obviouslyDead', stance: 'prone' }), 0);
    expect([dead.down, dead.cross, dead.badges.map((x) => x.text)]).toEqual([true, true, ['DEAD']]);
    expect(tokenLook(fig({ facing: 90 }), 0).key).toBe(a.key);
    // A short name: up to 7 letters whole, longer ones cut with an ellipsis so they fit over a 1" token.
    expect(tokenLook(fig({ id: 'Cole' }), 0).name).toBe('Cole');
    expect(tokenLook(fig({ id: 'Evangeline' }), 0).name).toBe('Evange…');
    expect(b.key).not.toBe(a.key);
    // Off the table or carried by a friend: not drawn at all (the table hides the token on the look's word).
    expect(tokenLook(fig({ status: 'offTable' }), 0).hidden).toBe(true);
    expect(tokenLook(fig({ carriedBy: 'cole' }), 0).hidden).toBe(true);
    expect([a.hidden, dead.hidden, b.hidden]).toEqual([undefined, undefined, undefined]);
  });
});

describe('frame timing', () => {
  it('reports mean, 95th percentile and worst over the recent frames', () => {
    const f = new FrameStats(100);
    for (let i = 1; i <= 100; i++) f.add(i / 10);
    expect(f.summary()).toEqual({ frames: 100, mean: 5.05, p95: 9.6, max: 10 });
    for (let i = 0; i < 100; i++) f.add(1);
    expect(f.summary().max).toBe(1);
    f.reset();
    expect(f.summary().frames).toBe(0);
  });
});

describe('settings', () => {
  it('survive a reload and ignore junk', () => {
    const store = memoryStore();
    expect(loadSettings(store)).toEqual(DEFAULT_SETTINGS);
    saveSettings(store, { speed: 'off', overlays: { ...DEFAULT_SETTINGS.overlays, vision: true } });
    expect(loadSettings(store).speed).toBe('off');
    expect(loadSettings(store).overlays.vision).toBe(true);
    store.setItem('chain-reaction.settings', '{"speed": "warp", "overlays": {"los": "yes"}}');
    expect(loadSettings(store)).toEqual(DEFAULT_SETTINGS);
  });
});

describe('the status lines', () => {
  it('say what the game waits for', () => {
    const app = new App();
    app.newBattle({ ...DEFAULT_OPTIONS, seed: 'status-1' });
    const ctl = new Controller(app);
    let guard = 0;
    while (!app.humanTurn() && guard++ < 100) app.stepComputer();
    const text = phaseText(app, ctl.orders());
    if (app.need()?.kind === 'command')
      expect(text).toMatch(/^Turn \d+ - activation dice .*: your part of the turn\. .* press E to pass it\.$/);
    // The sides by name, never their ids (issue 19 item 9): this skirmish's by their forces' people.
    if (app.view()?.turnState) expect(text).toMatch(/activation dice the [a-z]+ \d, the [a-z]+ \d/);
    expect(text).not.toMatch(/\b(player|enemy) \d/);
  });

  it('while the computer acts, names its side with no verb to get wrong ("the police is acting" was)', () => {
    const app = new App();
    app.newBattle({ ...DEFAULT_OPTIONS, seed: 'status-7' });
    expect(app.humanTurn()).toBe(false);
    expect(phaseText(app, new Controller(app).orders())).toBe(
      'Turn 1 - activation dice the police 4, the soldiers 3: waiting for the police to act...',
    );
  });

  it('the acting group is named without its fallen (play-test 15a: "is acting (Ash, Bo, Cole, Dex)", Cole dead)', () => {
    const app = new App();
    app.newBattle({ ...DEFAULT_OPTIONS, seed: 'words15-acting' });
    for (let i = 0; i < 200 && !app.humanTurn(); i++) app.stepComputer();
    const ctl = new Controller(app);
    const s = app.view()!;
    const side = s.sides.find((x) => x.control === 'human')!.id;
    const mine = Object.values(s.figures).filter((f) => f.side === side);
    expect(mine.length).toBeGreaterThanOrEqual(2);
    const shown = {
      ...s,
      figures: { ...s.figures, [mine[1]!.id]: { ...mine[1]!, status: 'obviouslyDead' as const } },
      active: { side, leader: mine[0]!.id, figures: mine.map((f) => f.id), seen: [] },
    };
    const fake = Object.create(app) as App;
    fake.view = () => shown;
    const text = phaseText(fake, ctl.orders());
    expect(text).toContain(
      `is acting (${mine
        .filter((_, i) => i !== 1)
        .map((f) => f.id)
        .join(', ')})`,
    );
  });

  it('once the battle is over, nothing says a figure can act', () => {
    const app = new App();
    app.newBattle({ ...DEFAULT_OPTIONS, seed: 'status-end', groupSize: 2, enemySize: 'match', terrain: 'clear' });
    const side = app.view()!.sides.find((x) => x.control === 'human')!.id;
    app.setControl(side, 'ai');
    for (let i = 0; i < 5000 && !app.session!.over; i++) app.stepComputer();
    expect(app.session!.over).toBe(true);
    const ctl = new Controller(app);
    expect(noFigureText(app)).toBe(
      'The battle is over: nobody acts any more. Undo the last command, or watch the replay, to look again.',
    );
    expect(phaseText(app, ctl.orders())).not.toMatch(/acting|can act|your part of the turn/);
  });

  it('the figure card', () => {
    expect(figureCard(fig(), {})).toBe(
      'ash ★ Star · Rep 5 · Assault rifle (48", 3 dice, Impact 3) · carrying on, standing, loaded',
    );
  });

  it("the table shows it through the game's view (figureLine), with this activation's doings for the active", () => {
    const s0 = randomSkirmish('figure-line', { minFigures: 3, maxFigures: 3 });
    const id = s0.sides[0]!.figures[0]!;
    const s = { ...s0, active: { side: s0.sides[0]!.id, leader: id, figures: [id], seen: [] } };
    const line = chainReaction.view!.figureLine!(s, id);
    expect(line).toBe(figureCard(s.figures[id]!, s));
    expect(line).toMatch(/this activation: not moved, not fired$/);
    expect(chainReaction.view!.figureLine!(s, 'nobody')).toBeUndefined();
  });
});

describe('what an order now would find (play-test 8, 1 and 2)', () => {
  const s0 = randomSkirmish('figure-line', { minFigures: 3, maxFigures: 3 });
  const id = s0.sides[0]!.figures[0]!;
  const firedOnSight = {
    ...s0,
    turn: 3,
    figures: { ...s0.figures, [id]: { ...s0.figures[id]!, fired: true, actedTurn: 2 } },
  };

  it('a figure that fired on sight in the enemy activation may fire again in its own: Fire is offered', () => {
    expect(canOrder(firedOnSight, id, 'fire')).toBe(true);
    expect(readyToFire(firedOnSight, id)).toBe(true);
  });

  it('within its own activation, a figure that has fired may not fire again', () => {
    const acting = { ...firedOnSight, active: { side: s0.sides[0]!.id, leader: id, figures: [id], seen: [] } };
    expect(canOrder(acting, id, 'fire')).toBe(false);
    const done = {
      ...firedOnSight,
      figures: { ...firedOnSight.figures, [id]: { ...firedOnSight.figures[id]!, actedTurn: 3 } },
    };
    expect(canOrder(done, id, 'fire')).toBe(false);
  });

  it('the card says "reloaded", not "fired", for a figure that only reloaded', () => {
    const active = { figures: ['ash'] };
    expect(figureCard(fig({ fired: true, reloaded: true }), { active })).toMatch(
      /this activation: not moved, reloaded$/,
    );
    expect(figureCard(fig({ fired: true }), { active })).toMatch(/this activation: not moved, fired$/);
  });
});
