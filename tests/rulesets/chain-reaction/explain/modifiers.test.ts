// Every roll's explanation is built from the numbers that decided it: over seeded battles, each test and
// melee names exactly the modifiers that changed its dice (no more, no fewer), the dice thrown match Rep
// plus those changes, and the log shows the same modifiers the event carries.
import { describe, expect, it } from 'vitest';
import type { DiceThrow, GameEvent, RollEvent } from '../../../../src/rulesets/chain-reaction/engine/events';
import { modifierChange } from '../../../../src/rulesets/chain-reaction/explain/phrases';
import type { AppliedModifier } from '../../../../src/core/tables/types';
import { LogBuilder } from '../../../../src/rulesets/chain-reaction/view/logModel';
import { playedBattles, TEST_TIMEOUT } from './battles';

const changing = (mods: readonly AppliedModifier[]) => mods.filter((m) => modifierChange(m) !== '');
const phrase = (m: AppliedModifier) => `${modifierChange(m)} ${m.label.charAt(0).toLowerCase()}${m.label.slice(1)}`;
/** Every place a text starts naming a change: "+1d6 …", "-1 …" after a space, bracket, comma or semicolon. */
const namedChanges = (text: string) => (text.match(/(?:^|[\s(,;])[+-]\d+(?:d6)? [a-zA-Z]/g) ?? []).length;

interface Checked {
  event: GameEvent;
  rolls: RollEvent[];
}

/** Each test or melee event with the throws made just before it. */
function checkedEvents(events: readonly GameEvent[]): Checked[] {
  const out: Checked[] = [];
  let rolls: RollEvent[] = [];
  for (const e of events) {
    if (e.type === 'roll') {
      rolls.push(e);
      continue;
    }
    if (e.type === 'test' || e.type === 'melee') out.push({ event: e, rolls });
    rolls = [];
  }
  return out;
}

function modifiersOf(e: GameEvent): AppliedModifier[] {
  if (e.type === 'test') return e.modifiers ?? [];
  if (e.type === 'melee') return (e.throws ?? []).flatMap((t) => t.modifiers);
  return [];
}

function throwsOf(e: GameEvent): DiceThrow[] {
  return e.type === 'test' || e.type === 'melee' ? (e.throws ?? []) : [];
}

describe('explanations name exactly the modifiers that changed the dice', () => {
  const battles = playedBattles();

  it(
    'the battles hold the tests this checks',
    () => {
      const all = battles.flatMap((b) => checkedEvents(b.events));
      const kinds = new Set(all.map((c) => (c.event.type === 'test' ? c.event.test : c.event.type)));
      expect(kinds.has('inSight')).toBe(true);
      expect(kinds.has('crisis')).toBe(true);
      // At least one explanation in the sample does name a change, so the check below bites.
      expect(all.some((c) => changing(modifiersOf(c.event)).length > 0)).toBe(true);
    },
    TEST_TIMEOUT,
  );

  it(
    'every change is named in the sentence, and nothing else is named as one',
    () => {
      for (const b of battles) {
        for (const { event } of checkedEvents(b.events)) {
          const text = event.type === 'test' || event.type === 'melee' ? (event.text ?? '') : '';
          const mods = changing(modifiersOf(event));
          for (const m of mods) expect(text, `${b.seed}: ${text}`).toContain(phrase(m));
          expect(namedChanges(text), `${b.seed}: ${text}`).toBe(mods.length);
        }
      }
    },
    TEST_TIMEOUT,
  );

  it(
    'the tests whose dice a modifier changes say so: In Sight, melee, Crisis, Recover and charges carry their modifiers',
    () => {
      for (const b of battles) {
        for (const { event } of checkedEvents(b.events)) {
          if (event.type === 'melee') expect(event.throws?.length).toBe(2);
          if (event.type !== 'test') continue;
          if (event.test === 'inSight') expect(event.throws?.length, b.seed).toBeGreaterThan(0);
          if (['inSight', 'crisis', 'recover', 'chargeIntoMelee'].includes(event.test))
            expect(event.modifiers, `${b.seed} ${event.test}`).toBeDefined();
        }
      }
    },
    TEST_TIMEOUT,
  );

  it(
    'each figure throws Rep plus its changes in dice, and the sentence gives that Rep and count',
    () => {
      let seen = 0;
      for (const b of battles) {
        for (const { event, rolls } of checkedEvents(b.events)) {
          const text = event.type === 'test' || event.type === 'melee' ? (event.text ?? '') : '';
          for (const t of throwsOf(event)) {
            const sum = t.modifiers.reduce((s, m) => s + (m.dice ?? 0), 0);
            expect(t.dice, `${b.seed}: ${text}`).toBe(Math.max(0, t.rep + sum));
            expect(text).toContain(`${t.figure} (Rep ${t.rep}`);
            // A leader left with no dice throws none, and says so (play-test 14a: "0 successes on 0d6").
            expect(text).toContain(t.dice || event.type === 'melee' ? `on ${t.dice}d6` : `${t.figure} (Rep ${t.rep}`);
            if (!t.dice && event.type === 'test') expect(text).toContain('no dice left to throw');
            const purpose = event.type === 'melee' ? 'melee' : 'inSight';
            for (const r of rolls.filter((x) => x.purpose === purpose && x.who[0] === t.figure)) {
              expect(r.dice.length, `${b.seed}: ${text}`).toBe(t.dice);
              seen++;
            }
          }
        }
      }
      expect(seen).toBeGreaterThan(0);
    },
    TEST_TIMEOUT,
  );

  it(
    'the log line of a test lists the same modifiers as the event',
    () => {
      for (const b of battles) {
        const log = new LogBuilder((id) => {
          const f = b.state.figures[id];
          return f ? { rep: f.rep, star: f.star } : undefined;
        });
        log.add(b.events);
        const tests = b.events.filter((e) => e.type === 'test');
        const lines = log.lines().filter((l) => l.type === 'test');
        expect(lines.length).toBe(tests.length);
        lines.forEach((l, i) => {
          const e = tests[i]!;
          expect((l.detail?.modifiers ?? []).map((m) => m.label)).toEqual(
            (e.type === 'test' ? (e.modifiers ?? []) : []).map((m) => m.label),
          );
        });
      }
    },
    TEST_TIMEOUT,
  );
});
