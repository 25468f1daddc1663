// Driving a lesson in Chromium as a user does: the mouse and keys for each order, the engine's own dialog
// for each question, the panel's buttons for reading and asking. Shared by the lesson browser tests.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { cr, figureAt, toPage, waitFor, waitIdle } from './drive';
import { LESSONS } from '../../src/rulesets/chain-reaction/lessons/index';
import type { Lesson, LessonStep } from '../../src/rulesets/chain-reaction/lessons/types';
import type { Command, DecisionChoice } from '../../src/rulesets/chain-reaction/engine/commands';

export const lesson = (id: string): Lesson => {
  const l = LESSONS.find((x) => x.id === id);
  if (!l) throw new Error(`no lesson ${id}`);
  return l;
};

/**
 * An explanation as shown: its own words with the tokens filled from what the engine did, so every piece of
 * the written text is there and no token is left.
 */
export function expectExplained(shown: string, explain: string): void {
  for (const part of explain.split(/\{[\w:.@]+\}/)) expect(shown).toContain(part.trim());
  expect(shown).not.toMatch(/\{\w+(:[\w.@]+)?\}/);
}

/** The lesson's step number as the runner has it. */
export async function stepNo(page: Page): Promise<number> {
  return cr(page, (c) => c.app.practice?.at ?? -1);
}

export async function history(page: Page): Promise<number> {
  return cr(page, (c) => c.app.session.history.length);
}

export async function clickTable(page: Page, at: readonly number[], key?: string): Promise<void> {
  const [x, y] = await toPage(page, at);
  await page.mouse.move(x, y, { steps: 2 });
  if (key) await page.keyboard.down(key);
  await page.mouse.click(x, y);
  if (key) await page.keyboard.up(key);
}

export async function select(page: Page, figure: string): Promise<void> {
  const [x, y] = await figureAt(page, figure);
  await page.mouse.click(x, y);
  await waitFor(page, `window.__cr.ctl.selected === ${JSON.stringify(figure)}`);
}

export async function where(page: Page, figure: string): Promise<[number, number]> {
  return cr(
    page,
    new Function('c', `return c.app.view().figures[${JSON.stringify(figure)}].at`) as () => [number, number],
  );
}

/** Gives an order on the table with the mouse and keys, as the help tells a player to. */
export async function order(page: Page, cmd: Command): Promise<void> {
  switch (cmd.do) {
    case 'move':
    case 'fastMove': {
      let from = await where(page, cmd.figure);
      if (cmd.do === 'fastMove') await page.keyboard.down('Shift');
      // One drag through every point of the path, each corner taken a little tighter, as a hand does (a
      // route written at the full 8" would otherwise be refused as too long once the pixels round).
      const route = cmd.path.map((p, i, all): [number, number] => {
        const a = i === 0 ? from : all[i - 1]!;
        const b = all[i + 1];
        return b ? [p[0] + 0.1 * ((a[0] + b[0]) / 2 - p[0]), p[1] + 0.1 * ((a[1] + b[1]) / 2 - p[1])] : [p[0], p[1]];
      });
      const [ax, ay] = await toPage(page, from);
      await page.mouse.move(ax, ay);
      await page.mouse.down();
      for (const p of route) {
        for (let i = 1; i <= 8; i++) {
          const [x, y] = await toPage(page, [
            from[0] + ((p[0] - from[0]) * i) / 8,
            from[1] + ((p[1] - from[1]) * i) / 8,
          ]);
          await page.mouse.move(x, y);
        }
        from = [p[0], p[1]];
      }
      await page.mouse.up();
      if (cmd.do === 'fastMove') await page.keyboard.up('Shift');
      return;
    }
    case 'fire':
      await select(page, cmd.figure);
      await page.keyboard.press('f');
      for (const t of cmd.targets) await clickTable(page, await where(page, t.figure));
      // The dice each target gets, set with the fire panel's - and + as a player does.
      for (const t of cmd.targets) {
        const row = `#fire-panel .target[data-target="${t.figure}"]`;
        for (let guard = 0; guard < 8; guard++) {
          const now = Number(((await page.textContent(`${row} .dice`)) ?? '0').replace('d', ''));
          if (now === t.dice) break;
          await page.click(`${row} button:${now > t.dice ? 'first-of-type' : 'last-of-type'}`);
        }
      }
      await page.keyboard.press('Enter');
      return;
    case 'charge':
    case 'retrieve':
      await select(page, cmd.figure);
      await page.keyboard.press(cmd.do === 'charge' ? 'c' : 'b');
      if (cmd.target) await clickTable(page, await where(page, cmd.target));
      return;
    case 'throwGrenade':
      await select(page, cmd.figure);
      await page.keyboard.press('g');
      await clickTable(page, cmd.at);
      return;
    case 'turn': {
      await select(page, cmd.figure);
      await page.keyboard.press('t');
      const at = await where(page, cmd.figure);
      const r = (cmd.facing * Math.PI) / 180;
      await clickTable(page, [at[0] + 4 * Math.cos(r), at[1] + 4 * Math.sin(r)]);
      return;
    }
    case 'prone':
    case 'stand':
    case 'reload':
    case 'readyGrenade':
      await select(page, cmd.figure);
      await page.keyboard.press(cmd.do === 'reload' ? 'r' : cmd.do === 'readyGrenade' ? 'g' : 'p');
      return;
    case 'endActivation':
      if (cmd.figure) await select(page, cmd.figure);
      await page.keyboard.press('e');
      return;
    default:
      throw new Error(`the test can't give a ${cmd.do} order by hand`);
  }
}

/** Answers the engine's question in its dialog with the lesson's answer. */
export async function answer(page: Page, choice: DecisionChoice): Promise<void> {
  await waitFor(page, () => !!document.querySelector('#decision-dialog'));
  const button = `#decision-dialog button[data-choice='${JSON.stringify(choice)}']`;
  if (await page.$(button)) return page.click(button);
  if (typeof choice === 'number' && (await page.$('#decision-dialog input[type=range]'))) {
    await page.$eval(
      '#decision-dialog input[type=range]',
      (el, v) => {
        (el as HTMLInputElement).value = String(v);
        el.dispatchEvent(new Event('input'));
      },
      choice,
    );
    return page.click(`#decision-dialog button[data-choice='slider']`);
  }
  if (Array.isArray(choice)) return clickTable(page, choice);
  throw new Error(`no way to answer ${JSON.stringify(choice)} in the dialog`);
}

/** Plays one step as a user; returns when the runner has moved past it. */
export async function playStep(page: Page, s: LessonStep, at: number, pick?: number): Promise<void> {
  await waitIdle(page);
  await waitFor(page, `window.__cr.app.practice?.at === ${at}`);
  if (s.kind === 'ask') {
    const choice = pick ?? s.answer;
    await page.click(`#lesson-step button[data-choice="${choice}"]`);
    await waitFor(page, () => !!document.querySelector('#lesson-taught'));
    const taught = (await page.textContent('#lesson-taught')) ?? '';
    expect(taught).toContain(choice === s.answer ? 'Right.' : 'Not quite.');
    expectExplained(taught, s.explain);
    await page.click('#lesson-next');
  } else if (s.kind === 'do') {
    await order(page, s.solution);
  } else if (s.kind === 'decide') {
    await answer(page, s.solution);
  } else {
    await page.click('#lesson-next');
  }
  // On a timeout, say what the panel and the game showed (the refusal line, if any).
  await waitFor(page, `window.__cr.app.practice?.at > ${at}`, 45_000).catch(async (e: Error) => {
    const panel = await page.textContent('#lesson');
    const dialog = await page.textContent('#decision-dialog').catch(() => '');
    throw new Error(`step ${at + 1} (${s.kind}) did not pass: panel "${panel}"; dialog "${dialog}"; ${e.message}`);
  });
  if (s.kind === 'do' || s.kind === 'decide') {
    const taught = (await page.textContent('#lesson-taught')) ?? '';
    expectExplained(taught, s.explain);
    expect(taught).toMatch(/p\.\s?\d+/);
  }
}
