import { describe, expect, it } from 'vitest';
import { battle, untilHuman } from './helpers';
import { PLAYER_SIDE } from '../../src/app/newBattle';
import type { Command } from '../../src/rulesets/chain-reaction/engine/commands';

describe('a session at the screen', () => {
  it('waits for the player or plays the computer, turn by turn', () => {
    const s = battle({ seed: 'session-1' });
    untilHuman(s);
    expect(s.waitingFor()).toBe('human');
    expect(s.need.kind).toBe('command');
    expect((s.need as { side: string }).side).toBe(PLAYER_SIDE);
    expect(s.playComputer()).toBeNull();
  });

  it('refuses an illegal command and changes nothing', () => {
    const s = battle({ seed: 'session-2' });
    untilHuman(s);
    const before = s.history.length;
    const state = s.state;
    const res = s.apply({ do: 'move', figure: 'Ivo', path: [[10, 10]] });
    expect(res.ok).toBe(false);
    expect(s.history.length).toBe(before);
    expect(s.state).toBe(state);
  });

  it("undo takes back the player's command and the computer's replies, and the same command gives the same game", () => {
    const s = battle({ seed: 'session-3' });
    untilHuman(s);
    const asked = structuredClone(s.state);
    const mark = s.history.length;
    const cmd: Command = { do: 'endActivation' };
    expect(s.apply(cmd).ok).toBe(true);
    untilHuman(s);
    const after = structuredClone(s.state);
    // Each undo goes back past the computer's moves to the player's last step (a command or a choice).
    while (s.history.length > mark) expect(s.undo()).toBe(true);
    expect(s.history.length).toBe(mark);
    expect(s.state).toEqual(asked);
    expect(s.apply(cmd).ok).toBe(true);
    untilHuman(s);
    expect(s.state).toEqual(after);
  });

  it('has nothing to undo before the player gave a command', () => {
    const s = battle({ seed: 'session-4' });
    expect(s.canUndo()).toBe(false);
    expect(s.undo()).toBe(false);
  });

  it('records who gave each step', () => {
    const s = battle({ seed: 'session-5' });
    untilHuman(s);
    s.apply({ do: 'endActivation' });
    untilHuman(s);
    const by = new Set(s.steps.map((x) => x.by));
    expect(by.has('human')).toBe(true);
    expect(s.steps.filter((x) => x.by === 'human')).toHaveLength(1);
  });
});

describe('a solo encounter from the menu', () => {
  it.each(['patrol', 'raid', 'defend'] as const)(
    '%s: the enemy side is made by the set-up and played by the computer, the same way every time',
    (kind) => {
      const a = battle({ seed: `enc-${kind}`, kind });
      expect(a.state.encounter?.kind).toBe(kind);
      expect(a.state.sides.map((x) => [x.id, x.control])).toEqual([
        [PLAYER_SIDE, 'human'],
        [expect.any(String), 'ai'],
      ]);
      const pefs = (a.state.encounter as unknown as { pefs: unknown[] }).pefs;
      expect(pefs.length).toBeGreaterThan(0);
      untilHuman(a);
      const b = battle({ seed: `enc-${kind}`, kind });
      untilHuman(b);
      expect(b.state).toEqual(a.state);
    },
  );
});
