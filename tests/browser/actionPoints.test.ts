// The action-point skirmish in Chromium on the plain table: a new battle chosen in the menu's Game choice and
// started from its own knobs (a person against the computer, on a seed never used before), played to its end
// by clicks: the acting figure clicked, a button pressed, its target clicked on the canvas (an enemy to spot
// or shoot, after hovering it for the preview's chance; a point to walk toward), the act ended; the end card
// names the outcome. Screenshots at the start, on a shot's preview, in the middle and at the end. A second
// battle, on the evacuation mission with launchers handed out, fires a launcher by a click on an enemy and
// carries a casualty off by the evacuation buttons (Pick up, then Carry off), to its end.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserAvailable, serve } from './app';
import { shot, waitFor } from './drive';
import {
  board,
  boardBrowser,
  chooseGame,
  clickFigure,
  figurePx,
  hover,
  over,
  pointPx,
  press as pressKey,
  pressStart,
  settle,
  taken,
  version,
  waitText,
} from './boardDrive';

const run = browserAvailable();

interface Look {
  kind: string;
  version: number;
  acting?: string;
  enabled: string[];
  /** The nearest enemy able to fight that the table shows (fog), else the place across the table, to walk toward. */
  foe?: [number, number];
  at?: [number, number];
}

async function look(page: Page): Promise<Look> {
  return board(page, (b) => {
    const g = b.game();
    const need = g.session.need;
    const v = g.view();
    const acting = need.kind === 'command' ? need.figure : undefined;
    const me = v.figures.find((f: { id: string }) => f.id === acting);
    const foes = v.figures
      .filter((f: { side: string; down?: boolean }) => me && f.side !== me.side && !f.down)
      .sort(
        (p: { at: [number, number] }, q: { at: [number, number] }) =>
          Math.hypot(p.at[0] - me!.at[0], p.at[1] - me!.at[1]) - Math.hypot(q.at[0] - me!.at[0], q.at[1] - me!.at[1]),
      );
    return {
      kind: need.kind,
      version: g.version,
      acting,
      enabled: g
        .choices()
        .filter((c: { enabled: boolean }) => c.enabled)
        .map((c: { key: string }) => c.key),
      foe: foes[0]?.at ?? (me ? [v.width - me.at[0], v.height - me.at[1]] : undefined),
      at: me?.at,
    };
  });
}

/** One choice of the person's by clicks; returns what was done. */
async function personStep(page: Page, n: number, shots: Set<string>): Promise<string> {
  const l = await look(page);
  const press = (key: string) => pressKey(page, key);

  if (l.kind === 'dice') {
    await press('dice');
    await waitFor(page, () => !!document.querySelector('#board-faces input'));
    const boxes = await page.$$('#board-faces input');
    for (const [i, box] of boxes.entries()) await box.fill(String(1 + ((n + i * 7) % 10)));
    await page.click('#board-faces-ok');
    return 'dice';
  }
  await clickFigure(page, l.acting!);
  for (const key of ['shoot-aim1', 'shoot', 'spot']) {
    if (!l.enabled.includes(key)) continue;
    await press(key);
    const among = await board(page, (b) => b.game().candidates() as string[]);
    const at = await figurePx(page, among[0]!);
    // Hover first: the preview's chance is written in the note before the click.
    await hover(page, at);
    await waitText(page, '#board-note', /% to (hit|spot)/);
    if (!shots.has(key)) {
      shots.add(key);
      await shot(page, `board-ap-${key}-preview`);
    }
    await page.mouse.click(at[0], at[1]);
    return key;
  }
  if (l.enabled.includes('walk') && l.foe && l.at && n % 4 !== 3) {
    await press('walk');
    // Toward the nearest enemy, stopping a third of the way: the click may be beyond reach (it walks as far as it can).
    const to: [number, number] = [l.at[0] + (l.foe[0] - l.at[0]) / 3, l.at[1] + (l.foe[1] - l.at[1]) / 3];
    const xy = await pointPx(page, to);
    // Hover first (the table reads the pointer where it last saw it): the preview then says the walk.
    await page.mouse.move(xy[0], xy[1], { steps: 4 });
    await waitText(page, '#board-note', /^(Walk \d|Can't walk)/);
    if (/^Can't walk/.test((await page.textContent('#board-note')) ?? '')) {
      // Hemmed in that way (a friend's base, a wall): the person thinks again and ends the act.
      await page.click('#board-cancel');
      await press('endAct');
      return 'endAct';
    }
    if (!shots.has('walk')) {
      shots.add('walk');
      await shot(page, 'board-ap-walk-preview');
    }
    await page.mouse.click(xy[0], xy[1]);
    return 'walk';
  }
  await press('endAct');
  return 'endAct';
}

interface EvacLook {
  acting?: string;
  at?: [number, number];
  enabled: string[];
  carrying: boolean;
  /** A friend of the acting figure's down with a serious or worse wound, or dead, and nobody carrying it. */
  casualty?: [number, number];
  /** The enemies the table shows (fog), nearest first. */
  foes: string[];
  /** The y of the side's own edge (the evacuation mission gives the near side the bottom edge). */
  edgeY: number;
}

async function evacLook(page: Page): Promise<EvacLook> {
  return board(page, (b) => {
    const g = b.game();
    const need = g.session.need;
    const st = g.session.state;
    const acting = need.kind === 'command' ? need.figure : undefined;
    const f = st.figures.find((x: { id: string }) => x.id === acting);
    type F = {
      id: string;
      side: string;
      at: [number, number];
      out: unknown;
      inside?: string;
      wound: string;
      carrying?: string;
    };
    const hurt = st.figures.find(
      (o: F) =>
        f &&
        o.side === f.side &&
        o.id !== f.id &&
        o.out === null &&
        !o.inside &&
        ['serious', 'critical', 'dead'].includes(o.wound) &&
        !st.figures.some((c: F) => c.carrying === o.id),
    );
    const v = g.view();
    const foes = v.figures
      .filter(
        (x: { side: string; down?: boolean; mark: string; shape?: unknown }) =>
          f && x.side !== f.side && !x.down && x.mark !== '?' && !x.shape,
      )
      .sort(
        (p: { at: [number, number] }, q: { at: [number, number] }) =>
          Math.hypot(p.at[0] - f!.at[0], p.at[1] - f!.at[1]) - Math.hypot(q.at[0] - f!.at[0], q.at[1] - f!.at[1]),
      )
      .map((x: { id: string }) => x.id);
    return {
      acting,
      at: f?.at,
      enabled: g
        .choices()
        .filter((c: { enabled: boolean }) => c.enabled)
        .map((c: { key: string }) => c.key),
      carrying: !!f?.carrying,
      casualty: hurt?.at,
      foes,
      edgeY: v.height,
    };
  });
}

/** Walk toward a point (as far as the act's AP go); false when the table says it can't. */
async function walkToward(page: Page, to: [number, number]): Promise<boolean> {
  await pressKey(page, 'walk');
  const xy = await pointPx(page, to);
  await page.mouse.move(xy[0], xy[1], { steps: 4 });
  await waitText(page, '#board-note', /^(Walk \d|Can't walk)/);
  if (/^Can't walk/.test((await page.textContent('#board-note')) ?? '')) {
    await page.click('#board-cancel');
    return false;
  }
  await page.mouse.click(xy[0], xy[1]);
  return true;
}

/**
 * One act's choice on the evacuation mission: carry a casualty off, pick one up, walk to one, leave the fight
 * wounded; else fire the launcher at an enemy it will take; else shoot or spot; else end the act.
 */
async function evacStep(page: Page, shots: Set<string>): Promise<string> {
  const l = await evacLook(page);
  if (!l.acting) throw new Error('no figure acting');
  await clickFigure(page, l.acting);
  const once = async (name: string) => {
    if (shots.has(name)) return;
    shots.add(name);
    await shot(page, `board-ap-evac-${name}`);
  };
  if (l.carrying) {
    if (l.enabled.includes('evacuate')) {
      await once('carry-off');
      await pressKey(page, 'evacuate');
      return 'evacuate';
    }
    if (l.enabled.includes('walk') && (await walkToward(page, [l.at![0], l.edgeY - 0.5]))) return 'walkEdge';
  } else if (l.enabled.includes('carry')) {
    await pressKey(page, 'carry');
    const among = await board(page, (b) => b.game().candidates() as string[]);
    const at = await figurePx(page, among[0]!);
    await hover(page, at);
    await waitText(page, '#board-note', /^Pick up /);
    await once('pick-up');
    await page.mouse.click(at[0], at[1]);
    return 'carry';
  } else if (l.casualty && l.enabled.includes('walk')) {
    // To 0.7" short of the casualty: base contact, from where it can be picked up.
    const [dx, dy] = [l.casualty[0] - l.at![0], l.casualty[1] - l.at![1]];
    const d = Math.hypot(dx, dy);
    const k = Math.max(0, (d - 0.7) / d);
    if (await walkToward(page, [l.at![0] + dx * k, l.at![1] + dy * k])) return 'walkCasualty';
  } else if (l.enabled.includes('evacuate')) {
    await pressKey(page, 'evacuate');
    return 'leave';
  }
  if (l.enabled.includes('fire')) {
    await pressKey(page, 'fire');
    for (const foe of l.foes) {
      const at = await figurePx(page, foe);
      await hover(page, at);
      await waitText(page, '#board-note', /% on target|^Can't fire there/);
      if (/^Can't fire there/.test((await page.textContent('#board-note')) ?? '')) continue;
      await once('fire-preview');
      await page.mouse.click(at[0], at[1]);
      return 'fire';
    }
    await page.click('#board-cancel');
  }
  for (const key of ['shoot-aim1', 'shoot', 'spot']) {
    if (!l.enabled.includes(key)) continue;
    await pressKey(page, key);
    const among = await board(page, (b) => b.game().candidates() as string[]);
    await page.mouse.click(...(await figurePx(page, among[0]!)));
    return key;
  }
  await pressKey(page, 'endAct');
  return 'endAct';
}

describe.runIf(run)('the action-point skirmish at the plain table', () => {
  const table = boardBrowser(() => serve());

  it('a new battle from the menu, a person against the computer, played by clicks to its end', async () => {
    const { page, errors } = await table.open();
    // A seed never used before; printed so a failure can be played again.
    const seed = `ap-browser-${Date.now().toString(36)}`;
    console.log(`action-points browser seed: ${seed}`);
    await chooseGame(page, 'action-points', { player1: 'person', player2: 'computer', size: 3 }, seed);
    await shot(page, 'board-ap-menu');
    await pressStart(page);
    await settle(page);
    await shot(page, 'board-ap-start');
    expect(await page.textContent('#board-title')).toMatch(/^Round \d of 6, phase \d+/);
    expect(await page.textContent('#board-panels')).toMatch(/Objective/);

    const shots = new Set<string>();
    const done: Record<string, number> = {};
    for (let n = 0; n < 600; n++) {
      await settle(page);
      if (await over(page)) break;
      const v = await version(page);
      const what = await personStep(page, n, shots).catch(async (e: unknown) => {
        await shot(page, 'board-ap-failed');
        const why = await board(page, (b) => {
          const g = b.game();
          return JSON.stringify({
            need: g.session.need,
            waiting: g.session.waitingFor(),
            due: g.due(),
            human: g.humanTurn(),
            selected: g.selected,
            pending: g.pending?.key,
            choices: g.choices().map((c: { key: string; enabled: boolean }) => `${c.key}${c.enabled ? '' : '-'}`),
            buttons: [...document.querySelectorAll('#board-choices button')].map((x) => x.getAttribute('data-key')),
          });
        });
        throw new Error(`step ${n}: ${String(e)}; ${why}`);
      });
      done[what] = (done[what] ?? 0) + 1;
      await taken(page, v);
      if (n === 12) await shot(page, 'board-ap-middle');
    }
    console.log(`action-points browser choices: ${JSON.stringify(done)}`);
    expect(await over(page)).toBe(true);
    await waitFor(page, () => !!document.querySelector('#board-winner'));
    await shot(page, 'board-ap-end');
    expect(await page.textContent('#board-winner')).toMatch(/won by|draw|no winner/i);
    expect(done.endAct ?? 0).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.close();
  }, 600_000);

  it('a vehicle from the menu: drawn as a rectangle, offered by Shoot, rolled at the odds its preview showed', async () => {
    let { page, errors } = await table.open();
    const knobs = { player1: 'person', player2: 'computer', size: 2, table: 'clear', vehicle2: 'Technical' };
    let shown = '';
    // Fixed seeds: the computer's side and these clicks are both seeded, so the first battle plays the same
    // every run and reaches a shot at the Technical. A battle can end, or leave the vehicle out of every shot,
    // before a figure gets one (about two of five new-seed battles did), so should a change to the game's play
    // spoil the first, the next ones are tried before calling it a failure.
    for (let battle = 0; battle < 5 && !shown; battle++) {
      const seed = `ap-vehicle-fixed-${battle}`;
      console.log(`action-points vehicle seed: ${seed}`);
      if (battle > 0) {
        await page.close();
        ({ page, errors } = await table.open());
      }
      await chooseGame(page, 'action-points', knobs, seed);
      await pressStart(page);
      for (let n = 0; n < 80 && !shown; n++) {
        await settle(page);
        if (await over(page)) break;
        const v = await version(page);
        const l = await look(page);
        // The enemy vehicle: where it truly stands (to walk toward), and whether the table draws it now.
        const car = await board(page, (b) => {
          const g = b.game();
          const real = g.session.state.vehicles[0];
          const token = g.view().figures.find((f: { id: string }) => f.id === real.id);
          return { id: real.id as string, at: real.at as [number, number], token };
        });
        if (l.kind === 'dice') throw new Error('no own dice in this battle');
        await clickFigure(page, l.acting!);
        if (l.enabled.includes('shoot')) {
          await pressKey(page, 'shoot');
          const among = await board(page, (b) => b.game().candidates() as string[]);
          if (among.includes(car.id)) {
            expect(car.token.shape).toMatchObject({ kind: 'rect' });
            const at = await figurePx(page, car.id);
            await hover(page, at);
            await waitText(page, '#board-note', /% to hit/);
            shown = /(\d+)% to hit/.exec((await page.textContent('#board-note')) ?? '')![1]!;
            await shot(page, 'board-ap-vehicle-preview');
            await page.mouse.click(at[0], at[1]);
            await taken(page, v);
            break;
          }
          await page.click('#board-cancel');
        }
        if (l.enabled.includes('walk') && l.at && n % 3 !== 2) {
          await pressKey(page, 'walk');
          const to: [number, number] = [l.at[0] + (car.at[0] - l.at[0]) / 3, l.at[1] + (car.at[1] - l.at[1]) / 3];
          const xy = await pointPx(page, to);
          await page.mouse.move(xy[0], xy[1], { steps: 4 });
          await waitText(page, '#board-note', /^(Walk \d|Can't walk)/);
          if (!/^Can't walk/.test((await page.textContent('#board-note')) ?? '')) {
            await page.mouse.click(xy[0], xy[1]);
            await taken(page, v);
            continue;
          }
          await page.click('#board-cancel');
        }
        await pressKey(page, 'endAct');
        await taken(page, v);
      }
      if (!shown) console.log(`battle ${seed}: no shot at the vehicle; over: ${String(await over(page))}`);
    }
    if (!shown) {
      await shot(page, 'board-ap-vehicle-failed');
      const tail = ((await page.textContent('#board-log')) ?? '').slice(-1500);
      throw new Error(`no shot at the vehicle; over ${String(await over(page))}; log: ${tail}`);
    }
    // The log's test line for that shot names the vehicle and the chance rolled against.
    await waitText(page, '#board-log', /shoots at the Technical: [^;]*= \d+%[^;]*; rolled/);
    const log = (await page.textContent('#board-log')) ?? '';
    const lines = [...log.matchAll(/shoots at the Technical: [^;]*= (\d+)%/gi)];
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.at(-1)![1]).toBe(shown);
    await shot(page, 'board-ap-vehicle-shot');
    expect(errors).toEqual([]);
    await page.close();
  }, 900_000);
  it('the evacuation mission with launchers: Fire at an enemy, Pick up and Carry off a casualty, to the end', async () => {
    let { page, errors } = await table.open();
    const knobs = { player1: 'person', player2: 'computer', size: 6, mission: 'evacuation', vehicle1: 'Humvee' };
    let proven = false;
    // Fixed seeds: the computer and these clicks are both seeded, so a battle plays the same every run. Not
    // every battle gives the near side a casualty it can reach and carry off before the end (about one in
    // eight played this way did, in Node), so the next seeds are tried before calling it a failure.
    for (let battle = 0; battle < 6 && !proven; battle++) {
      const seed =
        ['ap-launch-evac-0', 'ap-launch-evac-9', 'ap-launch-evac-3', 'ap-launch-evac-7'][battle] ??
        `ap-launch-evac-${battle + 20}`;
      console.log(`action-points evacuation seed: ${seed}`);
      if (battle > 0) {
        await page.close();
        ({ page, errors } = await table.open());
      }
      await chooseGame(page, 'action-points', knobs, seed);
      expect(await page.inputValue('#knob-support')).toBe('launchers');
      await pressStart(page);
      const shots = new Set<string>();
      const done: Record<string, number> = {};
      for (let n = 0; n < 900; n++) {
        await settle(page);
        if (await over(page)) break;
        const v = await version(page);
        if ((await board(page, (b) => b.game().session.need.kind as string)) !== 'command')
          throw new Error('no own dice in this battle');
        const what = await evacStep(page, shots);
        done[what] = (done[what] ?? 0) + 1;
        await taken(page, v);
      }
      console.log(`battle ${seed}: ${JSON.stringify(done)}; over: ${String(await over(page))}`);
      expect(await over(page)).toBe(true);
      proven = !!done.fire && !!done.carry && !!done.evacuate;
    }
    if (!proven) {
      await shot(page, 'board-ap-evac-failed');
      throw new Error('no battle both fired a launcher and carried a casualty off');
    }
    // The log says each: the launcher's test line, the pick-up and the carrying off for the points.
    const log = (await page.textContent('#board-log')) ?? '';
    expect(log).toMatch(/fires the (grenade launcher|RPG) at [^:]+: [^;]*= \d+%; rolled/);
    expect(log).toMatch(/picks up [^.]+ to carry off the table/);
    expect(log).toMatch(/(carries [^.]+ off by the|puts [^.]+ into) [^:]+: evacuated/);
    await waitFor(page, () => !!document.querySelector('#board-winner'));
    await shot(page, 'board-ap-evac-end');
    expect(errors).toEqual([]);
    await page.close();
  }, 1_500_000);
});
