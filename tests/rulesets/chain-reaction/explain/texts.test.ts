// Every text a player can read over seeded battles is plain words: no internal codes (camelCase such as
// tooLow or playerDestroyed), no null, undefined or NaN, and no number with more than one decimal. The
// texts are the sim's `text` fields, the log as the app's log model builds it (lines and what opens under
// them), the answers to questions, the after-battle page (its title line, counts and campaign lines), the
// what-if panel (title, knobs, result labels, as taken and with each knob moved) and every lesson as the
// lesson player shows it (title, topic, steps, choices, what the game said, the explanations, the log).
// The after-battle Rep lines must also agree with the statuses printed beside them.
import { describe, expect, it } from 'vitest';
import { LogBuilder } from '../../../../src/rulesets/chain-reaction/view/logModel';
import { countLine } from '../../../../src/rulesets/chain-reaction/view/afterBattle';
import { DiceBox, seededDice } from '../../../../src/core/dice/source';
import { choiceWords, decisionText } from '../../../../src/rulesets/chain-reaction/explain/battle';
import { endReasonWords } from '../../../../src/rulesets/chain-reaction/explain/encounter';
import { chainReaction } from '../../../../src/rulesets/chain-reaction';
import { eventText, statusWords } from '../../../../src/rulesets/chain-reaction/explain/eventText';
import { afterEncounter } from '../../../../src/rulesets/chain-reaction/solo/afterEncounter';
import type { CampaignEvent } from '../../../../src/rulesets/chain-reaction/engine/soloEvents';
import { ROSTER_VERSION, type Roster, type RosterMember } from '../../../../src/rulesets/chain-reaction/solo/roster';
import type { GameState } from '../../../../src/rulesets/chain-reaction/state';
import { playedBattles, TEST_TIMEOUT } from './battles';
import { chainReactionView } from '../../../../src/rulesets/chain-reaction/view/index';
import type { ChainNode, OddsModel } from '../../../../src/core/rulesetView';
import { LESSONS } from '../../../../src/rulesets/chain-reaction/lessons';
import { walk } from '../lessons/walk';

const figureIds = (s: GameState): Set<string> => new Set(Object.keys(s.figures));

/** What must never reach the screen, with a name for the failure message. */
const BAD: [string, RegExp][] = [
  ['internal code', /\b[a-z]+[A-Z][A-Za-z]*\b/],
  ['null', /\bnull\b/],
  ['undefined', /\bundefined\b/],
  ['NaN', /\bNaN\b/],
  ['more than one decimal', /\d\.\d{2,}/],
];

/**
 * What must not reach the screen as shown (issue 19 item 9), beyond BAD: terrain, PEF and old enemy ids
 * ("woods w4", "b19-pef1", "pef2", "enemy3"), side ids standing for a side ("player 6", "enemy acts",
 * "player against"), and labels split from code names ("obviously Dead", "recover Test", "leader Die").
 * A figure's id is its name (the file's, or the generator's), so a battle's own figure ids are allowed.
 */
const SHOWN_BAD: [string, RegExp][] = [
  // "enemy 3", "player acts first", "gang holds the field", "Patrol: player against a guerilla force" (but
  // "the enemy acts first" is a name, and "2 enemy 1/6" a count of enemies).
  [
    'side id as a name',
    /(?<![Tt]he |\d |'s )\b(?:player|enemy|military|gang|police|guerilla|militia) (?:\d|acts\b|holds\b|wins\b|side\b|against\b)/,
  ],
  // Play-test 3, 7 and 22: the soldiers' code word ("a military force", "Zeno (military)", "3 military
  // figures", "police or military recruit") and a side id in brackets ("Set-up done (side player)").
  ['force code word', /\bmilitary (?:force|figures?|recruit)\b|\(military\)|\(side [\w-]+\)/],
  ['label split from a code name', /\b[a-z]+ (?:Of|The|Test|Dead|Fight|Down|Back|Die|Ammo)\b/],
  // Play-test 4, 16, 18: a figure is not "it"; a spot is not a pair of numbers.
  // And the rest the brief after it listed: "so it ducks back", "its path", "its duck back", "between it and".
  [
    'a figure called it',
    /\bit may go\b|\bwhere it is\b|\bits path\b|\bso it (?:ducks back|charges|hunkers down)\b|\bit (?:finishes that|faces away|came into view|may still move)\b|\bits (?:duck back|group next|DV|own blast)\b|\bbetween it and\b|\b(?:ahead of|charges) it\b|\btakes it off the table\b|\bMay it move\b|\band it stays within\b|\bit is out of ammo\b|\bIts pistol\b/,
  ],
  // A weapon by its badge's code in a sentence: "carrying P", "with AR" (issue 19, words brief 3).
  ['weapon code in a sentence', /\b(?:carrying|with|armed with) (?:AR|BAP|BAR|G|MP|P|RL|SAR|SG|SAW|SMG)\b/],
  // Issue 19, words brief 5: more of the engine's sentences that call a figure "it".
  [
    'a figure called it (2)',
    /\bits (?:readied grenade|fire|door or window|whole activation)\b|\bmelee at its\b|\bfrom its next activation\b|\bmoves it away\b|\bgives it \d|\bso it can't\b|\bwhere it drops\b|\bleaves: it outranks\b/,
  ],
  // "Ben's police's best leader": a possessive on a possessive reads badly; "the best leader of Ben's police".
  ['possessive on a possessive', /\b[A-Z][\w-]*'s [a-z]+'s\b/],
  ['bare coordinates', /\b(?:at|to|of) \(\d+(?:\.\d)?, \d+(?:\.\d)?\)/],
  // Play-test 14a: "fires on sight with Assault rifle" (the table's name as a label mid-sentence), and "1.8
  // inches inside the woods, more than 1\" from its edge" (two ways of writing inches in one sentence).
  [
    'weapon name as a label mid-sentence',
    /\b(?:with|carrying|[a-z]'s) (?:Assault rifle|Heavy pistol|Bolt-action rifle|Machine pistol|Pistol|Semi-automatic rifle|Shotgun|Squad automatic weapon|Submachine gun|Rocket launcher|Hand grenade)\b/,
  ],
  ['inches written two ways', /\d inches\b[^.]*\d"|\d"[^.]*\d inches\b/],
  // A force's people are many: "the gangers activates", "the soldiers has nobody left" (play-test 1).
  [
    'plural side with a singular verb',
    /\b[Tt]he (?:[a-z]+ side's )?(?:soldiers|police|gangers|guerillas|militia) (?:is|was|has|does|[a-z]*[^s\W]s)\b/,
  ],
];
const ID_LIKE = /\b[a-z]{1,6}\d+(?:-[a-z]+\d+)*\b/g;

function problems(text: string, figures?: ReadonlySet<string>): string[] {
  const out = BAD.filter(([, re]) => re.test(text)).map(([name]) => name);
  if (!figures) return out;
  out.push(...SHOWN_BAD.filter(([, re]) => re.test(text)).map(([name]) => name));
  const ids = [...text.matchAll(ID_LIKE)].map((m) => m[0]).filter((id) => !figures.has(id));
  if (ids.length) out.push(`id-like ${ids.join(' ')}`);
  return out;
}

/**
 * Asserts every text is clean, listing all the bad ones at once (a few of each), and counts them. With the
 * battle's figure ids given, the texts are held to what is shown as well (SHOWN_BAD, no id-like token).
 */
function expectClean(texts: Iterable<string>, where: string, figures?: ReadonlySet<string>): number {
  let n = 0;
  const bad: string[] = [];
  for (const t of texts) {
    n++;
    const p = problems(t, figures);
    if (p.length) bad.push(`${where} [${p.join(', ')}]: "${t}"`);
  }
  expect(bad.slice(0, 12)).toEqual([]);
  return n;
}

function logTexts(events: Parameters<LogBuilder['add']>[0], state: GameState): string[] {
  // The log as the app builds it: with the view's words, sides and places by name.
  const log = chainReactionView.log!(() => state) as LogBuilder;
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
        n += expectClean(logTexts(b.events, b.state), `${b.seed} log`, figureIds(b.state));
      }
      expect(n).toBeGreaterThan(500);
    },
    TEST_TIMEOUT,
  );

  it(
    'with two people at the screen: the log and end page as head to head and same side word them',
    () => {
      let n = 0;
      for (const b of battles) {
        const sides = b.state.sides.map((x) => x.id);
        const enc = b.state.encounter;
        const mine = enc ? b.state.sides.find((x) => x.id === enc.player)!.figures : [];
        // A skirmish played head to head (Ana and Ben, a side each); an encounter played by two on one side,
        // each with half the group.
        const people: GameState['people'] = enc
          ? {
              mode: 'sameSide',
              players: [
                { name: 'Ana', side: enc.player, figures: mine.filter((_, i) => i % 2 === 0) },
                { name: 'Ben', side: enc.player, figures: mine.filter((_, i) => i % 2 === 1) },
              ],
            }
          : {
              mode: 'headToHead',
              players: [
                { name: 'Ana', side: sides[0]! },
                { name: 'Ben', side: sides[1]! },
              ],
            };
        const state: GameState = { ...b.state, people };
        const ids = new Set([...figureIds(state), 'Ana', 'Ben']);
        n += expectClean(logTexts(b.events, state), `${b.seed} people log`, ids);
        const need = state.ended
          ? ({ kind: 'ended', winner: state.ended.winner } as const)
          : ({ kind: 'turnLimit' } as const);
        const page = chainReactionView.afterBattle!(state, need as never);
        if (page)
          expectClean(
            [page.title, page.text, ...page.sides.flatMap((x) => [x.name ?? '', x.detail, x.count, ...x.rows.flat()])],
            `${b.seed} people end page`,
            ids,
          );
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
        expectClean(c.lines, `${b.seed} campaign`, new Set([...figureIds(s), ...c.roster.grunts.map((g) => g.id)]));
      }
      expect(campaigns).toBeGreaterThan(0);
      expectClean(['unfinished', 'timeUp', 'playerDestroyed', 'objectiveMet'].map(endReasonWords), 'history');
    },
    TEST_TIMEOUT,
  );

  it(
    'as shown: the end page and the chain view name sides and places, never ids',
    () => {
      let pages = 0;
      for (const b of battles) {
        const ids = figureIds(b.state);
        const need = b.state.ended
          ? ({ kind: 'ended', winner: b.state.ended.winner } as const)
          : ({ kind: 'turnLimit' } as const);
        const page = chainReactionView.afterBattle!(b.state, need as never);
        if (page) {
          pages++;
          expectClean(
            [page.title, page.text, ...page.sides.flatMap((x) => [x.name ?? '', x.detail, x.count, ...x.rows.flat()])],
            `${b.seed} end page`,
            ids,
          );
        }
        const texts: string[] = [];
        const walk = (n: ChainNode): void => {
          // (A node's `result` is a key for the panel's colours, never shown.)
          texts.push(n.text, ...n.rolls, n.odds ?? '');
          n.children.forEach(walk);
        };
        for (const a of chainReactionView.chains!(b.events, [b.state])) {
          texts.push(a.title);
          a.roots.forEach(walk);
        }
        expectClean(texts, `${b.seed} chain`, ids);
      }
      expect(pages).toBeGreaterThan(0);
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

  it(
    'the what-if panel: its title, knobs and result labels, as taken and with each knob moved',
    () => {
      const view = chainReactionView.whatIf!;
      let panels = 0;
      for (const b of battles) {
        const ids = figureIds(b.state);
        const log = chainReactionView.log!(() => b.state) as LogBuilder;
        log.add(b.events);
        const texts: string[] = [];
        const panel = (q: OddsModel) => {
          texts.push(`What if: ${q.title}`, ...view.answer(q).map((r) => r.label));
          for (const k of q.knobs) texts.push(k.label, ...(k.kind === 'choice' ? k.options : []));
        };
        for (const l of log.lines()) {
          const q = l.detail?.question as OddsModel | undefined;
          if (!q) continue;
          panels++;
          panel(q);
          for (const k of q.knobs) {
            const v = q.values[k.key];
            const moved =
              k.kind === 'flag'
                ? !v
                : k.kind === 'choice'
                  ? (k.options.find((o) => o !== v) ?? k.options[0]!)
                  : Math.min(k.max, Number(v) + 1);
            panel(view.withValue(q, k.key, moved));
          }
        }
        expectClean(texts, `${b.seed} what-if`, ids);
      }
      expect(panels).toBeGreaterThan(20);
    },
    TEST_TIMEOUT,
  );

  it.each(LESSONS.map((l) => [l.id, l] as const))('the lesson player, every step: %s', (_id, lesson) => {
    const w = walk(lesson);
    expect(w.error).toBeUndefined();
    const last = w.plays.at(-1)!;
    const ids = figureIds(last.state);
    const texts: string[] = [lesson.title, lesson.topic, lesson.tryInBattle];
    for (const st of lesson.steps) {
      texts.push(st.text);
      // The forces as the menu names them (soldiers, gangers), not the file's code words (play-test 8, 14).
      expect(st.text, `lesson ${lesson.id}`).not.toMatch(/\b(?:military|gang)\b,/);
      // (An ask step's explanation is shown filled in: it is among the plays' `explained` below.)
      if (st.kind === 'ask') texts.push(...st.choices);
    }
    for (const p of w.plays) texts.push(...(p.said ?? []), p.explained ?? '');
    // The lesson's log, as the app's log panel shows it beside the lesson.
    texts.push(
      ...logTexts(
        w.plays.flatMap((p) => p.events),
        last.state,
      ),
    );
    expectClean(texts.filter(Boolean), `lesson ${lesson.id}`, ids);
    // A figure's id is the name the lesson shows on the table and in every line: a proper name, capitalised
    // ("Vic", "Sarge", not "vic", "sarge"), in every lesson (the last five, which named figures by their part
    // in the lesson, "thrower", "left", "lead", now name them Tom, Lenny, Leo...).
    expect([...ids].filter((id) => !/^[A-Z]/.test(id))).toEqual([]);
  });
});

describe("the campaign part's endWords (the campaign panel's history lines)", () => {
  it('words every end reason as the encounter text does, in plain words', () => {
    const endWords = chainReaction.campaign!.endWords!;
    for (const r of ['unfinished', 'timeUp', 'playerDestroyed', 'objectiveMet', 'heldOut'])
      expect(endWords(r)).toBe(endReasonWords(r));
    expect(endWords('playerLeft')).toBe('left the table early');
    expect(endWords('timeUp')).not.toMatch(/[A-Z]/);
  });

  it('words each history line as one plain, true sentence (not "defend: not won (left the table early)")', () => {
    const line = chainReaction.campaign!.historyLine!;
    const reasons = ['objectiveMet', 'enemyObjective', 'playerLeft', 'playerDestroyed', 'enemyBeaten', 'heldOut'];
    const lines = [
      ...reasons.flatMap((result) =>
        ['patrol', 'raid', 'defend'].map((kind) => line({ encounter: 2, kind, won: false, result })),
      ),
      line({ encounter: 1, kind: 'patrol', won: false, result: 'timeUp' }),
      line({ encounter: 1, kind: 'battle', won: true, result: 'sideDestroyed' }),
    ];
    expectClean(lines, 'history line');
    for (const l of lines) {
      expect(l).toMatch(/^Encounter \d+, an? \w+, (?:was won|was lost|is unfinished): [a-z].*\.$/);
      expect(l).not.toMatch(/not won|\(|defend:/);
    }
    expect(line({ encounter: 3, kind: 'defend', won: false, result: 'playerLeft' })).toBe(
      'Encounter 3, a Defend, was lost: nobody of your group was still on the table able to fight, and some had left it.',
    );
    expect(line({ encounter: 4, kind: 'raid', won: true, result: 'objectiveMet' })).toBe(
      'Encounter 4, a Raid, was won: the objective was met.',
    );
    expect(line({ encounter: 5, kind: 'patrol', won: false, result: 'timeUp' })).toMatch(/is unfinished/);
  });
});
