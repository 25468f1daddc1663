// Play-test 4, 13: a figure with a launcher has a fourth row of choice buttons, and at 1366x768 the last row
// ("End the act") was cut by the window's bottom edge. At 1024x768, 1366x768 and 1920x1080 a person's figure
// with a launcher (menu battle, launchers and a heavy weapon handed out) is found, and every one of its choice
// buttons is inside the window without scrolling the page, the last one hit at its middle by a click there.
// Decisions 87-89: a menu battle at 1366x768 and 1024x768 with a gun vehicle (Bradley's chaingun, M1117's
// Mk 19) on one side and a landed Blackhawk on the other, both played by people: every button of the gunner
// and of the pilot is in view and hit by a click at its middle; the gun is fired by clicks at the enemy after
// the preview showed its chance, and the log's line rolls at that chance; the Blackhawk takes off and lands.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserAvailable, serve } from './app';
import { shot, waitFor } from './drive';
import { makeBattle } from '../../src/rulesets/action-points/board/newBattle';
import {
  board,
  boardBrowser,
  chooseGame,
  figurePx,
  hoverUntil,
  press,
  pressStart,
  settle,
  taken,
  version,
  waitText,
} from './boardDrive';

const run = browserAvailable();

/** The acting figure's choice keys while a person is asked for a command, else undefined. */
async function asked(page: Page): Promise<string[] | undefined> {
  return board(page, (b) => {
    const g = b.game();
    if (g.session.need.kind !== 'command' || !g.humanTurn()) return undefined;
    return g.choices().map((c: { key: string }) => c.key);
  });
}

/** Each choice button's box, the window's size, and what a click at the last button's middle would hit. */
async function measure(page: Page) {
  return page.evaluate(() => {
    const buttons = [...document.querySelectorAll<HTMLElement>('#board-choices button')];
    // Inside the bar as it shows: a button scrolled out of the bar's view counts as cut.
    const bar = document.getElementById('board-bar')!.getBoundingClientRect();
    const boxes = buttons.map((b) => {
      const r = b.getBoundingClientRect();
      const top = Math.min(r.top, r.top - bar.top);
      const bottom = Math.max(r.bottom, r.bottom + window.innerHeight - bar.bottom - 0.5);
      // What a click at its middle would hit: the button itself when nothing covers it.
      const at = document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2);
      const hit = !!at && b.contains(at);
      return { key: b.dataset.key ?? b.textContent, top, bottom, left: r.left, right: r.right, hit };
    });
    const last = buttons[buttons.length - 1]!;
    const r = last.getBoundingClientRect();
    const hit = document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2);
    return {
      boxes,
      w: window.innerWidth,
      h: window.innerHeight,
      pageScroll: document.scrollingElement!.scrollHeight - window.innerHeight,
      lastHit: !!hit && last.contains(hit),
      lastAt: [(r.left + r.right) / 2, (r.top + r.bottom) / 2] as [number, number],
      lastKey: last.dataset.key,
    };
  });
}

describe.runIf(run)('action points: every choice button in view (play-test 4, 13)', () => {
  const table = boardBrowser(() => serve());

  for (const [w, h] of [
    [1366, 768],
    [1024, 768],
    [1920, 1080],
  ] as const) {
    it(`at ${w}x${h} a figure with a launcher shows all its buttons, the last one clickable`, async () => {
      const { page, errors } = await table.open({ width: w, height: h });
      // The menu's battle with launchers, each of the person's figures given an RPG (only some carry one from
      // the menu, and the first to act may not), loaded as a file: the first person's figure shows them all.
      const file = makeBattle({ size: 6, support: 'launchers and a heavy weapon' }, 'ap-buttons-1') as {
        sides: { control: string; figures: { launcher?: string | null }[] }[];
      };
      for (const f of file.sides.find((x) => x.control === 'human')!.figures) f.launcher ??= 'rpg';
      const chooser = page.waitForEvent('filechooser');
      await page.click('#load-file');
      await (
        await chooser
      ).setFiles({
        name: 'ap-launchers.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify(file)),
      });
      await page.waitForFunction(`window.__game.scene.isActive('board')`);
      let keys: string[] | undefined;
      for (let n = 0; n < 20 && !keys; n++) {
        await settle(page);
        keys = await asked(page);
      }
      expect(keys, 'a person-played figure with a launcher').toContain('fire');
      const m = await measure(page);
      await shot(page, `ap-buttons-${w}x${h}`);
      const out = m.boxes.filter((b) => b.top < 0 || b.left < 0 || b.bottom > m.h || b.right > m.w);
      expect(out.map((b) => b.key)).toEqual([]);
      expect(m.pageScroll).toBeLessThanOrEqual(0);
      expect(m.lastKey).toBe('endAct');
      expect(m.lastHit).toBe(true);
      // And it works: the click ends the act.
      const v = await version(page);
      await page.click('#board-choices button[data-key="endAct"]', { trial: true });
      await page.mouse.click(...m.lastAt);
      await taken(page, v);
      expect(errors).toEqual([]);
      await page.close();
    }, 400_000);
  }
});

/** The person now asked: the acting figure, its side's enemies able to fight, and its enabled choice keys. */
async function actor(page: Page) {
  return board(page, (b) => {
    const g = b.game();
    const need = g.session.need;
    if (need.kind !== 'command' || !g.humanTurn()) return undefined;
    const v = g.view();
    const me = v.figures.find((f: { id: string }) => f.id === need.figure);
    const vehicles = (g.session.state.vehicles ?? []).map((x: { id: string }) => x.id);
    // Enemy figures the table shows, then enemy vehicles (drawn in the open even when no figure is spotted).
    const foes = v.figures
      .filter((f: { side: string; down?: boolean }) => f.side !== me.side && !f.down)
      .sort((p: { id: string }, q: { id: string }) => Number(vehicles.includes(p.id)) - Number(vehicles.includes(q.id)))
      .map((f: { id: string }) => f.id);
    const keys = g
      .choices()
      .filter((c: { enabled: boolean }) => c.enabled)
      .map((c: { key: string }) => c.key);
    return { figure: need.figure as string, foes: foes as string[], keys: keys as string[] };
  });
}

describe.runIf(run)("action points: the menu vehicles' guns and a helicopter by clicks (decisions 87-89)", () => {
  const table = boardBrowser(() => serve());

  for (const [w, h, gunned, gun] of [
    [1366, 768, 'Bradley', 'chaingun'],
    // The flying pilot's ten buttons once wrapped to a fourth row cut by the window's bottom edge here: the
    // bar now goes compact whenever its choices overflow it, whatever their count.
    [1024, 768, 'M1117', 'grenade machine gun'],
  ] as const) {
    it(`at ${w}x${h}: the ${gunned}'s ${gun} fired at the odds shown, the Blackhawk takes off and lands`, async () => {
      const { page, errors } = await table.open({ width: w, height: h });
      const knobs = { size: 2, table: 'clear', player1: 'person', player2: 'person', vehicle1: gunned };
      // Seed 3: the menu set the Blackhawk down on clear ground (seed 0 put its body over a pond, where it may
      // take off but never land again: the menu's vehicle spots are checked only 0.5" around their middle), and
      // the Regulars see an enemy when the Bradley's gunner first acts (seeds 1 and 2 show them nobody).
      await chooseGame(page, 'action-points', { ...knobs, vehicle2: 'Blackhawk' }, 'ap-guns-3');
      await pressStart(page);
      let fired = '';
      let flew = false;
      for (let n = 0; n < 16 && !(fired && flew); n++) {
        await settle(page);
        if (await page.isVisible('#board-seat-ok')) {
          await page.click('#board-seat-ok');
          await waitFor(page, () => !!document.querySelector<HTMLElement>('#board-cover')?.hidden);
        }
        const a = await actor(page);
        expect(a, 'a person asked for a command').toBeDefined();
        const { keys, foes } = a!;
        if (keys.includes('fire') || keys.includes('takeOff') || keys.includes('land')) {
          const m = await measure(page);
          const bad = m.boxes.filter((b) => !b.hit || b.top < 0 || b.left < 0 || b.bottom > m.h || b.right > m.w);
          expect(bad.map((b) => b.key)).toEqual([]);
          expect(m.pageScroll).toBeLessThanOrEqual(0);
        }
        if (!fired && keys.includes('fire') && foes.length) {
          await shot(page, `ap-guns-${gunned}-${w}x${h}`);
          const v = await version(page);
          await press(page, 'fire');
          await hoverUntil(page, foes[0]!, '#board-note', / away: [^(]*= \d+% \(/);
          fired = / away: [^(]*= (\d+)% \(/.exec((await page.textContent('#board-note')) ?? '')![1]!;
          await shot(page, `ap-guns-${gunned}-preview-${w}x${h}`);
          const at = await figurePx(page, foes[0]!);
          await page.mouse.click(at[0], at[1]);
          await taken(page, v);
          const line = new RegExp(`fires the ${gun} at [^:]+: [^;]*?= (\\d+)%`);
          await waitText(page, '#board-log', line);
          const got = [...((await page.textContent('#board-log')) ?? '').matchAll(new RegExp(line, 'g'))];
          expect(got.at(-1)![1]).toBe(fired);
          continue;
        }
        if (!flew && keys.includes('takeOff')) {
          let v = await version(page);
          await press(page, 'takeOff');
          await taken(page, v);
          await waitText(page, '#board-log', /The Blackhawk takes off\./);
          await shot(page, `ap-guns-flying-${w}x${h}`);
          const m = await measure(page);
          expect(m.boxes.filter((b) => !b.hit || b.bottom > m.h || b.right > m.w).map((b) => b.key)).toEqual([]);
          v = await version(page);
          await press(page, 'land');
          await taken(page, v);
          await waitText(page, '#board-log', /The Blackhawk lands\./);
          flew = true;
          await shot(page, `ap-guns-landed-${w}x${h}`);
        }
        const v = await version(page);
        await press(page, 'endAct');
        await taken(page, v);
      }
      expect(fired, `the ${gun} fired`).not.toBe('');
      expect(flew, 'the Blackhawk took off and landed').toBe(true);
      expect(errors).toEqual([]);
      await page.close();
    }, 400_000);
  }
});

describe.runIf(run)("action points: the Apache's missile at a tank by clicks (decision 92)", () => {
  const table = boardBrowser(() => serve());

  it('at 1366x768 the gunner fires a missile at the tank at the chance its preview showed', async () => {
    const { page, errors } = await table.open({ width: 1366, height: 768 });
    // The menu's battle, a tank against the Apache (pilot on the chain gun, gunner on the missiles), both
    // played by people; the Apache is put in the air in the far corner from the tank, past the missiles' 35".
    const file = makeBattle(
      { size: 4, table: 'clear', player1: 'person', player2: 'person', vehicle1: 'MBT 1', vehicle2: 'Apache/Tigre' },
      'ap-missile-1',
    ) as { vehicles: { id: string; type: string; at: [number, number]; landed?: boolean }[] };
    const tank = file.vehicles.find((x) => x.type === 'MBT 1')!;
    const apache = file.vehicles.find((x) => x.type === 'Apache/Tigre')!;
    apache.at = [tank.at[0] < 18 ? 34 : 2, 3];
    delete apache.landed;
    expect(Math.hypot(apache.at[0] - tank.at[0], apache.at[1] - tank.at[1])).toBeGreaterThan(35);
    const chooser = page.waitForEvent('filechooser');
    await page.click('#load-file');
    await (
      await chooser
    ).setFiles({ name: 'ap-missile.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
    await page.waitForFunction(`window.__game.scene.isActive('board')`);
    let fired = '';
    for (let n = 0; n < 30 && !fired; n++) {
      await settle(page);
      if (await page.isVisible('#board-seat-ok')) {
        await page.click('#board-seat-ok');
        await waitFor(page, () => !!document.querySelector<HTMLElement>('#board-cover')?.hidden);
      }
      const a = await actor(page);
      expect(a, 'a person asked for a command').toBeDefined();
      const gunner = await board(page, (b) => {
        const g = b.game();
        const f = g.session.state.figures.find((x: { id: string }) => x.id === g.session.need.figure);
        const v = (g.session.state.vehicles ?? []).find((x: { id: string }) => x.id === f?.inside);
        return !!v && v.type === 'Apache/Tigre' && v.crew.indexOf(f.id) === 1;
      });
      if (gunner && a!.keys.includes('fire')) {
        const v = await version(page);
        await press(page, 'fire');
        await hoverUntil(page, tank.id, '#board-note', / away: [^(]*= \d+% \(/).catch(async (e) => {
          await shot(page, 'ap-missile-debug');
          throw new Error(`${String(e)}; note: ${await page.textContent('#board-note')}`);
        });
        const note = (await page.textContent('#board-note')) ?? '';
        expect(note).toMatch(/^missile: 4 rounds left, 35" to 1250"/);
        expect(note).toContain('If it lands on the MBT 1: PEN 20 against armour 12');
        fired = / away: [^(]*= (\d+)% \(/.exec(note)![1]!;
        await shot(page, 'ap-missile-preview-1366x768');
        const at = await figurePx(page, tank.id);
        await page.mouse.click(at[0], at[1]);
        await taken(page, v);
        const line = /fires the missile at [^:]+: [^;]*?= (\d+)%/;
        await waitText(page, '#board-log', line);
        const got = [...((await page.textContent('#board-log')) ?? '').matchAll(new RegExp(line, 'g'))];
        expect(got.at(-1)![1]).toBe(fired);
        await shot(page, 'ap-missile-fired-1366x768');
        break;
      }
      const v = await version(page);
      await press(page, 'endAct');
      await taken(page, v);
    }
    expect(fired, 'the missile fired').not.toBe('');
    expect(errors).toEqual([]);
    await page.close();
  }, 400_000);
});
