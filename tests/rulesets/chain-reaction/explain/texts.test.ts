// Every text a player can read over seeded battles is plain words: no internal codes (camelCase such as
// tooLow or playerDestroyed), no null, undefined or NaN, and no number with more than one decimal. The
// texts are the sim's `text` fields, the log as the app's log model builds it (lines and what opens under
// them), the answers to questions, and the after-battle page (its title line, counts and campaign lines).
// The after-battle Rep lines must also agree with the statuses printed beside them.
import { describe, expect, it } from 'vitest';
import { LogBuilder } from '../../../../src/rulesets/chain-reaction/view/logModel';
import { countLine } from '../../../../src/rulesets/chain-reaction/view/afterBattle';
import { DiceBox, seededDice } from '../../../../src/core/dice/source';
import { choiceWords, decisionText } from '../../../../src/rulesets/chain-reaction/explain/battle';
import { endReasonWords } from '../../../../src/rulesets/chain-reaction/explain/encounter';
import { eventText, statusWords } from '../../../../src/rulesets/chain-reaction/explain/eventText';
import { afterEncounter } from '../../../../src/rulesets/chain-reaction/solo/afterEncounter';
import type { CampaignEvent } from '../../../../src/rulesets/chain-reaction/engine/soloEvents';
import { ROSTER_VERSION, type Roster, type RosterMember } from '../../../../src/rulesets/chain-reaction/solo/roster';
import type { GameState } from '../../../../src/rulesets/chain-reaction/state';
import { playedBattles, TEST_TIMEOUT } from './battles';

/** What must never reach the screen, with a name for the failure message. */
const BAD: [string, RegExp][] = [
  ['internal code', /\b[a-z]+[A-Z][A-Za-z]*\b/],
  ['null', /\bnull\b/],
  ['undefined', /\bundefined\b/],
  ['NaN', /\bNaN\b/],
  ['more than one decimal', /\d\.\d{2,}/],
];

function problems(text: string): string[] {
  return BAD.filter(([, re]) => re.test(text)).map(([name]) => name);
}

/** Asserts every text is clean, listing all the bad ones at once (a few of each), and counts them. */
function expectClean(texts: Iterable<string>, where: string): number {
  let n = 0;
  const bad: string[] = [];
  for (const t of texts) {
    n++;
    const p = problems(t);
    if (p.length) bad.push(`${where} [${p.join(', ')}]: "${t}"`);
  }
  expect(bad.slice(0, 12)).toEqual([]);
  return n;
}

function logTexts(events: Parameters<LogBuilder['add']>[0], state: GameState): string[] {
  const log = new LogBuilder((id) => {
    const f = state.figures[id];
    return f ? { rep: f.rep, star: f.star } : undefined;
  });
  log.add(events);
  const out: string[] = [];
  for (const g of log.groups) {
    out.push(g.title);
    for (const l of g.lines) {
      out.push(l.text);
      const d = l.detail;
      if (!d) continue;
      out.push(...d.rolls, ...d.notes, ...d.modifiers.map((m) => `${m.label}: ${m.reason}`));
      if (d.row) out.push(d.row.text);
      if (d.odds) out.push(d.odds);
    }
  }
  return out;
}

/** The campaign's after-battle lines for the player side of a finished encounter. */
function campaignLines(state: GameState, seed: string): { roster: Roster; lines: string[] } | undefined {
  const enc = state.encounter;
  if (!enc) return undefined;
  const mine = Object.values(state.figures).filter((f) => f.side === enc.player);
  const star = mine.find((f) => f.star) ?? mine[0];
  if (!star) return undefined;
  const member = (f: (typeof mine)[number], isStar: boolean): RosterMember => ({
    id: f.id,
    rep: f.rep,
    star: isStar,
    weapon: f.weapon,
    melee: f.melee,
  });
  const side = state.sides.find((s) => s.id === enc.player)!;
  const roster: Roster = {
    version: ROSTER_VERSION,
    force: side.force as Roster['force'],
    star: member(star, true),
    grunts: mine.filter((f) => f !== star).map((f) => member(f, false)),
    encounters: 0,
    nextGrunt: 0,
    history: [],
  };
  const box = new DiceBox(seededDice(`${seed}-after`));
  const lines: string[] = [];
  afterEncounter(
    roster,
    state,
    (req) => box.roll(req),
    (e: CampaignEvent) => lines.push(e.text),
  );
  return { roster, lines };
}

describe('every text is plain words', () => {
  const battles = playedBattles();

  it(
    'sim text fields and the log as the app shows it',
    () => {
      let n = 0;
      for (const b of battles) {
        n += expectClean(
          b.events.flatMap((e) => ('text' in e && typeof e.text === 'string' ? [e.text] : [])),
          `${b.seed} event`,
        );
        n += expectClean(
          b.events.map(eventText).filter((t): t is string => !!t),
          `${b.seed} eventText`,
        );
        n += expectClean(logTexts(b.events, b.state), `${b.seed} log`);
      }
      expect(n).toBeGreaterThan(500);
    },
    TEST_TIMEOUT,
  );

  it(
    'questions and answers, whoever answers them',
    () => {
      for (const b of battles) {
        for (const e of b.events) {
          if (e.type !== 'decision') continue;
          const question = e.text.slice(0, e.text.indexOf(': the '));
          expectClean(
            [decisionText(question, e.kind, 'player', e.choice), decisionText(question, e.kind, 'policy', e.choice)],
            b.seed,
          );
        }
        if (b.state.pending) expectClean([b.state.pending.decision.text], b.seed);
      }
      // The answers a player can give that the computer never picks.
      const samples: [string, unknown][] = [
        ['inSightStep', null],
        ['inSightStep', [12.3456, 7.891]],
        ['inSightExtra', 1.983],
        ['inSightExtra', 0],
        ['inSightExtra', 0.004],
        ['freeWill', 'roll'],
        ['freeWill', 1],
        ['cheatDeath', false],
        ['inSightTarget', 'hans'],
      ];
      expectClean(
        samples.map(([k, c]) => choiceWords(k, c)),
        'answer',
      );
    },
    TEST_TIMEOUT,
  );

  it(
    'the after-battle page: the ending, the counts, the campaign lines',
    () => {
      let campaigns = 0;
      for (const b of battles) {
        const s = b.state;
        expectClean(
          [s.ended?.text ?? '', ...s.sides.map((side) => countLine(side.figures.map((id) => s.figures[id]!.status)))],
          `${b.seed} after`,
        );
        if (s.ended) expectClean([endReasonWords(s.ended.reason)], `${b.seed} history`);
        const c = campaignLines(s, b.seed);
        if (!c) continue;
        campaigns++;
        expectClean(c.lines, `${b.seed} campaign`);
      }
      expect(campaigns).toBeGreaterThan(0);
      expectClean(['unfinished', 'timeUp', 'playerDestroyed', 'objectiveMet'].map(endReasonWords), 'history');
    },
    TEST_TIMEOUT,
  );

  it(
    'the Rep lines never contradict the statuses beside them',
    () => {
      for (const b of battles) {
        const c = campaignLines(b.state, b.seed);
        if (!c) continue;
        for (const m of [c.roster.star, ...c.roster.grunts]) {
          const f = b.state.figures[m.id]!;
          const rep = c.lines.find((l) => l.startsWith(`${m.id} had`) || l.startsWith(`${m.id} fell short`));
          if (!rep) continue;
          const shown = statusWords(f.status);
          const out = f.status === 'outOfTheFight' || f.record.outOfTheFight;
          // Out of the fight on the page: the Rep line gives that as why the encounter fell short.
          if (out) expect(rep, `${b.seed}: ${shown} / ${rep}`).toContain('was put out of the fight');
          else expect(rep, `${b.seed}: ${shown} / ${rep}`).not.toContain('out of the fight');
          if (f.record.hunkeredDown) expect(rep).toContain('hunkered down');
          else expect(rep).not.toContain('hunkered down');
        }
      }
    },
    TEST_TIMEOUT,
  );
});
