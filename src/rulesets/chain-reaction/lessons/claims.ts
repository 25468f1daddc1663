// A lesson step's claims, checked against the game itself. A step that says "birch is in sight of ames",
// "the three are one group", "1 hit in 3" or "target does not fire" states it as data beside its words;
// this file asks the engine the same question at that moment (before the step is played, or after it) and
// reports every difference. `checkClaims` walks a lesson with its solution, as `solve` does: the test
// suite runs it over every lesson, so a step can never again say what the table does not do.
import type { GameState } from '../state';
import type { GameEvent } from '../engine/events';
import type { FireTarget } from '../engine/commands';
import { coverOf, dist, geoOf, groupOfFigure, onTable, sees, worldOf } from '../engine/world';
import { computeSwath } from '../../../geometry/swath';
import { WEAPONS } from '../tables/weapons';
import { fireOdds, type FireInput } from '../rules/fire';
import { eq, frac, ZERO } from '../odds/fraction';
import { next, startLesson, tryAnswer, tryOrder, type LessonPlay } from './runner';
import type { Claim, ClaimWhen, Lesson } from './types';
import type { Vec } from '../../../geometry/shapes';
import { chargePreview } from '../view/preview/charge';
import { stepPreview } from '../view/preview/step';
import { standingView } from '../view/decisionPreview';

/** What the game says about a claim's question now, in words that read against the claim. */
function answerOf(c: Claim, s: GameState, events: readonly GameEvent[]): string | undefined {
  const w = worldOf(s);
  const fig = (id: string) => s.figures[id];
  switch (c.kind) {
    case 'sees': {
      const a = fig(c.from);
      const b = fig(c.to);
      if (!a || !b) return `no figure ${a ? c.to : c.from}`;
      const got = sees(s, w, a, b);
      return got === c.is ? undefined : `${c.from} ${got ? 'sees' : 'does not see'} ${c.to}`;
    }
    case 'group': {
      const g = groupOfFigure(s, c.members[0] ?? '', w);
      const got = [...(g?.members ?? [])].sort();
      const want = [...c.members].sort();
      return got.join(',') === want.join(',') ? undefined : `${c.members[0]}'s group is ${got.join(', ')}`;
    }
    case 'distance': {
      const a = fig(c.from);
      const b = fig(c.to);
      if (!a || !b) return `no figure ${a ? c.to : c.from}`;
      const d = dist(a.at, b.at);
      return Math.abs(d - c.inches) <= 0.5 ? undefined : `${c.from} is ${d.toFixed(1)}" from ${c.to}`;
    }
    case 'fireOdds': {
      const shooter = fig(c.figure);
      if (!shooter) return `no figure ${c.figure}`;
      const i = c.targets.findIndex((t) => t.figure === c.target);
      const odds = fireOdds(fireInput(s, shooter, c.targets), (r) =>
        r.ok ? String(r.targets[i]?.hits ?? 0) : `refused:${r.error}`,
      );
      const got = odds.get(String(c.hits)) ?? ZERO;
      return eq(got, frac(c.chance[0], c.chance[1]))
        ? undefined
        : `the chance of ${c.hits} hit(s) on ${c.target} is ${got.n}/${got.d}`;
    }
    case 'swath': {
      const shooter = fig(c.figure);
      if (!shooter) return `no figure ${c.figure}`;
      const weapon = WEAPONS[shooter.weapon];
      const r = computeSwath({
        shooter: geoOf(shooter),
        first: c.first,
        side: c.side,
        width: weapon.target,
        range: weapon.range,
        figures: onTable(s).map(geoOf),
        canSee: (a, b) => sees(s, w, s.figures[a.id]!, s.figures[b.id]!),
      });
      const got = r.ok ? r.targets.map((t) => t.id).sort() : [];
      return got.join(',') === [...c.covers].sort().join(',')
        ? undefined
        : `the swath to the ${c.side} of ${c.first} takes in ${got.join(', ') || 'nobody'}`;
    }
    case 'fires': {
      const got = events.some((e) => e.type === 'fire' && e.figure === c.figure);
      return got === c.is ? undefined : `${c.figure} ${got ? 'fired' : 'did not fire'}`;
    }
    case 'test': {
      const got = events.some(
        (e) =>
          e.type === 'test' &&
          e.test === c.test &&
          (c.figure === undefined || e.figure === c.figure || (e.figures ?? []).includes(c.figure)),
      );
      return got === c.is ? undefined : `a ${c.test} test ${got ? 'was' : 'was not'} taken`;
    }
    case 'at': {
      const f = fig(c.figure);
      if (!f) return `no figure ${c.figure}`;
      const d = dist(f.at, c.place);
      return d <= c.within + 1e-9 ? undefined : `${c.figure} stands ${d.toFixed(1)}" from the place named`;
    }
    case 'ammo': {
      const f = fig(c.figure);
      const got = f?.ammo === 'outOfAmmo' ? 'outOfAmmo' : 'loaded';
      return got === c.is ? undefined : `${c.figure} is ${got}`;
    }
    case 'status': {
      const f = fig(c.figure);
      return f?.status === c.is ? undefined : `${c.figure} is ${f?.status ?? 'not on the table'}`;
    }
    case 'inCover': {
      const f = fig(c.figure);
      const from = fig(c.from);
      if (!f || !from) return `no figure ${f ? c.from : c.figure}`;
      const r = coverOf(w, f, from);
      return r.cover === c.cover && r.concealed === c.concealed
        ? undefined
        : `${c.figure} from ${c.from}: cover ${r.cover}, concealed ${r.concealed}`;
    }
    case 'chargeOffersFire': {
      const f = fig(c.figure);
      const t = fig(c.target);
      if (!f || !t) return `no figure ${f ? c.target : c.figure}`;
      const p = chargePreview(s, f, t);
      if (!p.ok) return `the charge preview refuses: ${p.text}`;
      const got = new RegExp(`${t.id} (snap )?fires`).test(p.odds ?? '');
      return got === c.is ? undefined : `the charge preview ${got ? 'offers' : 'does not offer'} fire: ${p.odds}`;
    }
    case 'stepSees': {
      // The step preview the player sees while choosing the spot (on the table as shown: the paused mover
      // where it came into view).
      const d = s.pending?.decision;
      const o = d?.options as { stepUpTo?: number; from?: Vec } | undefined;
      if (d?.kind !== 'inSightStep' || d.figure !== c.figure || !o?.from || o.stepUpTo === undefined)
        return `no In Sight step question for ${c.figure}`;
      const sp = stepPreview(standingView(s), { figure: c.figure, from: o.from, reach: o.stepUpTo }, c.to);
      const got = sp.inView.includes(c.enemy);
      return got === c.is
        ? undefined
        : `the step preview says ${sp.inView.length ? `in sight of ${sp.inView.join(', ')}` : 'sees no enemy from there'}`;
    }
    case 'inSightThrow': {
      const t = events
        .flatMap((e) => (e.type === 'test' && e.test === 'inSight' ? (e.throws ?? []) : []))
        .find((x) => x.figure === c.figure);
      if (!t) return `${c.figure} threw no In Sight dice`;
      const temporary = t.modifiers.some((m) => m.id === 'temporaryLeader');
      return t.dice === c.dice && temporary === c.temporary
        ? undefined
        : `${c.figure} threw ${t.dice} dice${temporary ? ', one less as a temporary leader' : ', not as a temporary leader'}`;
    }
    case 'exits': {
      const got = events.some((e) => e.type === 'objective' && e.what === 'exited' && e.figure === c.figure);
      return got === c.is ? undefined : `${c.figure} ${got ? 'left' : 'did not leave'} the table by its own edge`;
    }
    case 'ended': {
      const got = s.ended !== undefined;
      return got === c.is ? undefined : got ? `the game is over: ${s.ended?.text}` : 'the game goes on';
    }
  }
}

/** The rule input for a declared shot, the way the engine builds it (the fire preview builds the same). */
export function fireInput(
  s: GameState,
  shooter: GameState['figures'][string],
  targets: readonly FireTarget[],
): FireInput {
  const w = worldOf(s);
  const activeIds = s.active?.figures ?? [];
  return {
    shooter: {
      id: shooter.id,
      rep: shooter.rep,
      weapon: shooter.weapon,
      ammo: shooter.ammo === 'outOfAmmo' ? 'outOfAmmo' : 'loaded',
      fastMoving: shooter.fastMoved && activeIds.includes(shooter.id),
    },
    targets: targets.map((t) => {
      const f = s.figures[t.figure]!;
      return {
        id: f.id,
        dice: t.dice,
        inCover: coverOf(w, f, shooter).cover,
        prone: f.stance === 'prone',
        fastMoving: f.fastMoved && activeIds.includes(f.id),
        distance: dist(shooter.at, f.at),
      };
    }),
  };
}

/** Every claim of the lesson that the game does not bear out: "step 2: birch sees ames (the game: ...)". */
export function checkClaims(lesson: Lesson): string[] {
  const problems: string[] = [];
  const started = startLesson(lesson);
  if (!started.ok) return [started.error];
  let play: LessonPlay = started.value;
  const judge = (at: number, when: ClaimWhen, p: LessonPlay, events: readonly GameEvent[]) => {
    for (const c of lesson.steps[at]?.claims ?? []) {
      if ((c.when ?? 'before') !== when) continue;
      const wrong = answerOf(c, p.state, events);
      if (wrong) problems.push(`${lesson.id} step ${at + 1}: claims ${JSON.stringify(c)}, but ${wrong}`);
    }
  };
  while (play.step < lesson.steps.length) {
    const at = play.step;
    const step = lesson.steps[at]!;
    judge(at, 'before', play, []);
    const r =
      step.kind === 'do'
        ? tryOrder(play, step.solution)
        : step.kind === 'decide'
          ? tryAnswer(play, step.solution)
          : ({ ok: true, value: next(play) } as const);
    if (!r.ok) return [...problems, `${lesson.id} step ${at + 1}: ${r.error}`];
    play = r.value;
    judge(at, 'after', play, step.kind === 'do' || step.kind === 'decide' ? play.events : []);
  }
  return problems;
}
