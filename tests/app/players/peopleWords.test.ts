// With two people at one screen (head to head, same side) every word names them and their forces: the log,
// its odds, the decision dialog's "so far" and the end page never say "player", "enemy", "you" or "the
// computer" for a side the people play (play-test 27 Nov, findings 3, 15, 19, 24). Seeded battles played
// to their end through the app, as two people taking turns.
import { describe, expect, it } from 'vitest';
import { App } from '../../../src/app/app';
import { DEFAULT_OPTIONS, type BattleOptions } from '../../../src/app/newBattle';
import { memoryStore, peopleStep } from '../helpers';
import { phaseText } from '../../../src/app/statusText';
import { Controller } from '../../../src/app/controller';

const small: BattleOptions = { ...DEFAULT_OPTIONS, groupSize: 3, enemySize: 'match', terrain: 'clear' };

/**
 * Words that stand for a side's person or force in solo play and must not appear with people at the screen.
 * "enemy" as the rules' word for whoever a figure faces ("enemy concealed", "no enemy within 12\"") stays.
 */
const SOLO_WORDS = /\b(player|players|you|your|computer)\b|\bthe enemy (wins|win|holds|acts|activates)\b|\benemy\d/i;

interface Seen {
  lines: string[];
  odds: string[];
  soFar: string[];
  questions: string[];
  /** The status line under the table at each step. */
  phases: string[];
  after?: { title: string; text: string; tone: string };
}

/** Plays to the end, whoever is asked taking the seat; collects what the screen would show. */
function play(app: App, limit = 4000): Seen {
  const seen: Seen = { lines: [], odds: [], soFar: [], questions: [], phases: [] };
  const ctl = new Controller(app);
  for (let i = 0; i < limit && app.session && !app.session.over; i++) {
    const s = app.session;
    const n = s.need;
    if (!app.hotSeat.due(s)) {
      seen.phases.push(phaseText(app, ctl.orders()));
      if (n.kind === 'decision') {
        const q = s.ruleset.view!.question!(s.state, n)!;
        seen.soFar.push(...q.soFar);
        seen.questions.push(q.text, q.choices?.fallback ?? '');
      }
    }
    const r = peopleStep(app);
    if (r.by === 'person') expect(r.ok).toBe(true);
    else if (!r.ok) break;
  }
  for (const l of app.log.lines()) {
    seen.lines.push(l.text);
    if (l.detail?.odds) seen.odds.push(l.detail.odds);
  }
  const s = app.session!;
  const page = s.ruleset.view!.afterBattle!(s.state, s.need);
  if (page) seen.after = { title: page.title, text: page.text, tone: page.tone };
  return seen;
}

describe('people named with two at the screen', () => {
  it('head to head: In Sight, choices, the recap and the end are told by Ana and Ben and their forces', () => {
    let inSights = 0;
    let choices = 0;
    for (const seed of ['h2h-w1', 'h2h-w2', 'h2h-w3']) {
      const app = new App(memoryStore());
      expect(app.newBattle({ ...small, seed }, { mode: 'headToHead', names: ['Ana', 'Ben'] }).ok).toBe(true);
      const seen = play(app);
      expect(app.session!.over).toBe(true);
      for (const t of [...seen.lines, ...seen.odds, ...seen.soFar, ...seen.questions])
        expect(t, t).not.toMatch(SOLO_WORDS);
      // "— Ana's soldiers win." and its odds "Ana's soldiers win 12/36 ..., Ben's gangers win ...".
      for (const t of seen.lines.filter((x) => x.startsWith('In Sight test:') && !x.endsWith('Nobody wins.'))) {
        expect(t).toMatch(/ — (Ana's soldiers|Ben's [a-z]+) win\.$/);
        inSights++;
      }
      for (const t of seen.odds.filter((x) => x.includes(' win ')))
        expect(t).toMatch(/^(Ana's soldiers|Ben's [a-z]+|Nobody) wins? \d/);
      // A choice made at the screen names who made it.
      // ("a Star may always choose to" says why no die was thrown: no choice made at the screen.)
      for (const t of seen.lines.filter((x) => / chooses? /.test(x) && !/a Star may always choose to/.test(x))) {
        expect(t).toMatch(/: (Ana|Ben) chooses /);
        choices++;
      }
      // "The soldiers activate", never "player activates", in the dialog's recap too.
      for (const t of seen.soFar) expect(t).not.toMatch(/^(player|enemy) /);
      expect(seen.after!.title).toMatch(/^(Ana's soldiers|Ben's [a-z]+) hold the field$/);
      // Whoever won, a person at the screen won: never the losing colour.
      expect(seen.after!.tone).toBe('good');
      // The hover card says whose a figure is by name, never "(yours)" (play-test 72).
      const st = app.session!.state;
      // Each side's first figure the card is drawn for (one off the table or gone has none).
      for (const side of st.sides) {
        const cards = side.figures.map((id) => app.session!.ruleset.view!.hoverCard!(st, id)).filter((c) => !!c);
        expect(cards.length).toBeGreaterThan(0);
        expect(cards[0]!.side).toMatch(/^(Ana's soldiers|Ben's [a-z]+)$/);
      }
    }
    expect(inSights).toBeGreaterThan(0);
    expect(choices).toBeGreaterThan(0);
  });

  it('same side: choices name the owner of the figure; the force is "Ana and Ben\'s", the other by its people', () => {
    let choices = 0;
    for (const seed of ['same-w1', 'same-w2']) {
      const app = new App(memoryStore());
      expect(app.newBattle({ ...small, seed, kind: 'patrol' }, { mode: 'sameSide', names: ['Ana', 'Ben'] }).ok).toBe(
        true,
      );
      const seen = play(app);
      for (const t of [...seen.lines, ...seen.odds, ...seen.soFar]) expect(t, t).not.toMatch(SOLO_WORDS);
      const owner = new Map(app.players.players.flatMap((p) => (p.figures ?? []).map((f) => [f, p.name] as const)));
      for (const t of seen.lines.filter((x) => / chooses? /.test(x) && /: (Ana|Ben) chooses /.test(x))) {
        // "Ash (Star) may cheat death ...: Ana chooses ..." - the person whose figure it is.
        const fig = [...owner.keys()].find((f) => t.startsWith(f) || t.includes(` ${f} `));
        if (fig) expect(t).toContain(`${owner.get(fig)} chooses`);
        choices++;
      }
      if (seen.after) expect(seen.after.title).not.toMatch(SOLO_WORDS);
      // The status line names Ana and Ben, and says "Turn 1" once the set-up is over (play-test 26).
      for (const t of seen.phases) expect(t, t).not.toMatch(/\b(your|the players')\b/i);
      // Each group by its person's name, after the instruction (play-test 4, 21: the bar's end was cut).
      expect(
        seen.phases.some((t) =>
          /^Turn \d+.*: order a figure to activate its group, or press E to pass\. May act - (Ana|Ben)'s group: /.test(
            t,
          ),
        ),
      ).toBe(true);
      // Only the placing of the figures is "Setting up"; a question after "Start battle" is asked in turn 1.
      for (const t of seen.phases.filter((x) => x.startsWith('Setting up')))
        expect(t).toMatch(/^Setting up: Ana and Ben drag their figures/);
    }
    expect(choices).toBeGreaterThan(0);
  });
});
