// A failure while starting, loading or continuing a battle ends in one line for the menu, never in
// an exception with nothing on the page. The start is made to fail on purpose here (any failure in the
// rules while setting a battle going takes the same road).
import { describe, expect, it, vi } from 'vitest';
import { App } from '../../src/app/app';
import { DEFAULT_OPTIONS } from '../../src/app/newBattle';
import { fileText, replayDocument } from '../../src/app/gameFile';
import { battle, memoryStore } from './helpers';

const broken = vi.hoisted(() => ({ on: false }));
vi.mock('../../src/rulesets/chain-reaction/start', async (load) => {
  const real = await load<typeof import('../../src/rulesets/chain-reaction/start')>();
  return {
    ...real,
    startingState: (...a: Parameters<typeof real.startingState>) => {
      if (broken.on) throw new Error('set-up broke');
      return real.startingState(...a);
    },
  };
});

const oneLine = (line: string) => {
  expect(line).toMatch(/^error: /);
  expect(line).not.toMatch(/\n/);
  expect(line).toMatch(/set-up broke/);
};

describe('a failed start says so in one line', () => {
  it('new battle, file, autosave and campaign: one line each, nothing thrown, no half-made battle', () => {
    const store = memoryStore();
    const good = new App(store);
    expect(good.newBattle({ ...DEFAULT_OPTIONS, seed: 'fine' })).toEqual({ ok: true });
    const file = fileText(replayDocument(battle({ seed: 'fine' })));
    broken.on = true;
    try {
      const app = new App(store);
      const r = app.newBattle({ ...DEFAULT_OPTIONS, kind: 'patrol', seed: 'harbor-441' });
      expect(r.ok).toBe(false);
      if (!r.ok) {
        oneLine(r.error);
        expect(r.error).toMatch(/^error: new patrol "harbor-441": /);
      }
      expect(app.session).toBeUndefined();
      const f = app.importFile(file, 'fine.json');
      expect(f.ok).toBe(false);
      if (!f.ok) oneLine(f.error);
      const c = app.continueSaved();
      expect(c.ok).toBe(false);
      if (!c.ok) oneLine(c.error);
      expect(app.beginCampaign({ star: 'Riker', rep: 5, force: 'military', seed: 'camp' }).ok).toBe(true);
      const before = app.campaign;
      const e = app.campaignEncounter('patrol', 'random', 'day', false, 'x');
      expect(e.ok).toBe(false);
      if (!e.ok) oneLine(e.error);
      expect(app.campaign).toEqual(before);
      expect(app.session).toBeUndefined();
    } finally {
      broken.on = false;
    }
  });
});
