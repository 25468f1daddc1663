// Play-test 14b (HIGH): every action-card log line's detail ended "Why? See the rules: handToHand" (or cards,
// shoot, move, blast): the section's key, not words. The "why?" now names the rule and says it, from the game's
// own reference; every section a played game's lines point to must be one that reference has, with a title in
// words and the rule's text.
import { describe, expect, it } from 'vitest';
import { actionCards } from '../../../src/rulesets/action-cards';
import { randomFile } from '../../../src/rulesets/action-cards/randomGame';
import { Session } from '../../../src/app/session';
import { playByChoices } from '../../../src/app/board/playByChoices';
import seedrandom from 'seedrandom';
import type { AcState } from '../../../src/rulesets/action-cards/state';

describe('action cards: the why of a log line is a rule in words', () => {
  it('every section the log points to has a title and text, and no title is a code word', () => {
    const seen = new Set<string>();
    for (const seed of [3, 7, 11]) {
      const src = randomFile(seed);
      const sc = actionCards.scenario.check(src);
      if (!sc.ok) throw new Error(sc.error.message);
      const session = new Session(actionCards, sc.value, src);
      playByChoices(session, seedrandom(`why-${seed}`), 400);
      const log = actionCards.view!.log(() => session.state as AcState);
      log.add(session.events() as never);
      for (const l of log.lines()) if (l.section) seen.add(l.section);
    }
    expect(seen.size).toBeGreaterThan(2);
    for (const id of seen) {
      const rule = actionCards.rulesReference?.section(id);
      expect(rule, id).toBeDefined();
      expect(rule!.title).toMatch(/^[A-Z][a-z]+( [a-z]+)*$/);
      expect(rule!.text?.join(' ').length ?? 0).toBeGreaterThan(40);
    }
  });
});
