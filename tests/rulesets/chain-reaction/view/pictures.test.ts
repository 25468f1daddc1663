// The table's pictures of Chain Reaction's events (view/pictures.ts, what the animator draws), over played
// fixtures with moves, shots, a grenade, In Sight and melee: each event gives the pictures of what it did,
// with the event's own figures, points and words.
import { describe, expect, it } from 'vitest';
import { eventPictures } from '../../../../src/rulesets/chain-reaction/view/pictures';
import { chainReaction } from '../../../../src/rulesets/chain-reaction';
import type { GameEvent } from '../../../../src/rulesets/chain-reaction/engine/events';
import { play } from '../crPlay';
import { ENGINE, load } from '../engine/helpers';

const FILES = ['ai-grenade.json', 'chain-in-sight-fire-crisis.json', 'melee-break-off.json', 'reaction-grenade.json'];
const events = FILES.flatMap((f) => play(load(ENGINE, f)).events) as GameEvent[];

describe('pictures of the events', () => {
  it('the view gives them', () => {
    expect(chainReaction.view!.pictures).toBe(eventPictures);
  });

  it('each kind of event is drawn from its own figures, points and words', () => {
    const seen = new Set<string>();
    for (const e of events) {
      const ps = eventPictures(e);
      for (const p of ps) {
        seen.add(p.kind);
        if (p.kind === 'float') expect(p.text).not.toMatch(/undefined|null/);
      }
      if (e.type === 'move') {
        expect(ps).toHaveLength(1);
        const g = ps[0]!;
        expect(g.kind === 'glide' && g.figure === e.figure && g.to === e.to).toBe(true);
        if (g.kind === 'glide') expect(g.path[g.path.length - 1]).toEqual(e.to);
      } else if (e.type === 'fire') {
        expect(ps[0]).toEqual({
          kind: 'shot',
          from: e.figure,
          targets: e.targets.map(({ figure, hit }) => ({ figure, hit })),
        });
        expect(ps.slice(1).map((p) => (p.kind === 'float' ? [p.figure, p.text] : []))).toEqual(
          e.targets.map((t) => [t.figure, t.hit ? 'HIT' : 'miss']),
        );
      } else if (e.type === 'blast') {
        expect(ps).toEqual([{ kind: 'blast', at: e.at, r: 2.5 }]);
      } else if (e.type === 'inSight') {
        expect(ps.map((p) => p.kind)).toEqual(['alert', 'float']);
      } else if (e.type === 'status') {
        expect(ps.length).toBe(e.to === 'carryOn' ? 0 : 1);
      } else if (e.type === 'melee') {
        expect(ps).toEqual([{ kind: 'clash', a: e.attacker, b: e.defender }]);
      } else if (e.type === 'test' && e.test === 'throwGrenade') {
        // One that never left the hand (no landing spot) draws nothing.
        if (e.at) expect(ps[0]).toMatchObject({ kind: 'throw', from: e.figure, to: e.at });
        else expect(ps).toEqual([]);
      }
    }
    // The fixtures between them bring every kind on.
    expect([...seen].sort()).toEqual(['alert', 'blast', 'clash', 'float', 'glide', 'shot', 'throw']);
  });
});
