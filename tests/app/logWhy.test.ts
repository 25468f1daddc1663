// Every line of the log links to a rules section: played over every one of the book's examples (scripted
// dice), each line shown carries a section that exists; and the examples' key moments land on the right
// rule - Ahmed outgunned by Qwan's SMG (p.16) on Outgunned, Pvt. Smith's Recover test on the Recover Test.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LogBuilder, type LogLine } from '../../src/rulesets/chain-reaction/view/logModel';
import type { GameEvent } from '../../src/rulesets/chain-reaction/engine/events';
import { sectionById } from '../../src/rulesets/chain-reaction/reference/index';
import { BOOK, playBook } from '../rulesets/chain-reaction/engine/helpers';

function logOf(file: string): LogLine[] {
  const events = playBook(file) as GameEvent[];
  const log = new LogBuilder(() => ({ rep: 4, star: false }));
  log.add(events.filter((e) => e.type !== 'final' && e.type !== 'answer'));
  return log.lines();
}

const FILES = readdirSync(BOOK).filter((f) => f.endsWith('.json'));

describe('why? on every log line of the book examples', () => {
  it.each(FILES)('%s', (file) => {
    const lines = logOf(file);
    expect(lines.length).toBeGreaterThan(0);
    const bare = lines.filter((l) => !l.section || !sectionById(l.section)).map((l) => `${l.type}: ${l.text}`);
    expect(bare).toEqual([]);
  });

  it("Ahmed's Crisis test, outgunned by Qwan's SMG, links to Outgunned (p.15)", () => {
    const lines = logOf('ahmed-and-qwan.json');
    const ahmed = lines.find((l) => l.type === 'test' && /ahmed/i.test(l.text) && /outgunned/i.test(l.text));
    expect(ahmed, lines.map((l) => l.text).join('\n')).toBeDefined();
    expect(ahmed!.section).toBe('outgunned');
    expect(sectionById('outgunned')!.page).toBe(15);
  });

  it("Pvt. Smith's Recover test links to the Recover Test (p.13)", () => {
    const lines = logOf('pvt-smith.json');
    const recover = lines.filter((l) => l.type === 'test' && /recover/i.test(l.text));
    expect(recover.length).toBeGreaterThan(0);
    for (const l of recover) expect(l.section).toBe('recoverTest');
  });
});
