// The coach of "Your first Patrol": before each of the player's orders, which rules the orders open now
// bring into play, the lesson that teaches each (with the book's page), and the exact odds of what would be
// thrown. It reads the game as it stands and never gives an order: the player still chooses every one.
import type { GameState } from '../state';
import type { Need } from '../game';
import { dist, enemiesOf, groupsOf, onTable, sees, worldOf } from '../engine/world';
import { WEAPONS, type WeaponStats } from '../tables/weapons';
import { fireOdds } from '../rules/fire';
import { fastMoveOdds } from '../rules/fastMove';
import { add, frac, toPercent, ZERO, type Fraction } from '../odds/fraction';
import { patrolReconComplete } from '../rules/encounterObjectives';
import { fireInput } from './claims';
import { inWoods } from '../spots';

export interface CoachNote {
  /** The rule the order brings into play, in a few words. */
  rule: string;
  /** The lesson that teaches it (an id of LESSONS) and the book's page. */
  lesson: string;
  book: string;
  /** What it means here, with the odds. */
  text: string;
}

/** Which lesson answers each question the game may ask the player. */
const DECISION_LESSONS: Record<string, { rule: string; lesson: string; book: string }> = {
  inSightExtra: { rule: 'In Sight: the extra 2"', lesson: 'in-sight', book: 'p.11' },
  inSightStep: { rule: 'In Sight: the group steps up to 2"', lesson: 'in-sight', book: 'p.11' },
  inSightTarget: { rule: 'In Sight: whom the winner fires at', lesson: 'in-sight', book: 'p.12' },
  freeWill: { rule: "A Star's Free Will", lesson: 'stars', book: 'p.5' },
  cheatingDeath: { rule: 'A Star cheating death', lesson: 'stars', book: 'p.5' },
  captureOrDispatch: { rule: 'Capture or dispatch', lesson: 'wounded', book: 'p.18' },
  reactionGrenade: { rule: 'A grenade in reaction', lesson: 'grenades', book: 'p.18' },
};

/** The chance that 2d6 against Rep 4 (a PEF) pass both, one, none. */
function pefOdds(): string {
  const p = frac(4, 6);
  const q = frac(2, 6);
  const both = frac(p.n * p.n, p.d * p.d);
  const one = frac(2n * p.n * q.n, p.d * q.d);
  const none = frac(q.n * q.n, q.d * q.d);
  return `contact ${toPercent(both, 0)}, "something's out there" ${toPercent(one, 0)}, false alarm ${toPercent(none, 0)}`;
}

/** The coach's notes for the moment the player is asked for something. */
export function coachNotes(s: GameState, need: Need, player: string): CoachNote[] {
  if (s.ended || need.kind === 'ended' || need.kind === 'turnLimit') return [];
  if (need.kind === 'decision') {
    if (need.side !== player) return [];
    const l = DECISION_LESSONS[need.decision.kind];
    return l ? [{ ...l, text: `The game asks: ${need.decision.text}.` }] : [];
  }
  if (need.kind !== 'command' || need.side !== player) return [];
  const notes: CoachNote[] = [];
  const w = worldOf(s);
  const mine = onTable(s).filter((f) => f.side === player && f.status === 'carryOn' && !f.carriedBy);
  const acting = s.active?.side === player ? mine.filter((f) => s.active!.figures.includes(f.id)) : mine;
  const die = s.turnState?.dice[player];
  if (die !== undefined)
    notes.push({
      rule: 'Activation',
      lesson: 'activation',
      book: 'p.9',
      text: `Your die is ${die}: only groups whose leader is Rep ${die} or more may act this turn, highest Rep first.`,
    });
  const enc = s.encounter as { kind?: string; recon?: number[]; pefs?: { resolved?: unknown }[] } | undefined;
  if (enc?.kind === 'patrol') {
    const recon = enc.recon ?? [];
    notes.push({
      rule: 'The Patrol objective',
      lesson: 'patrol',
      book: 'p.30',
      text: patrolReconComplete(recon)
        ? 'Sections 1, 2 and 3 are reconnoitred: now leave the table by your own edge to win.'
        : `${reconWords(recon)} Each of sections 1, 2 and 3 is reconnoitred by ending an activation within 6" of the far edge in it.`,
    });
  }
  const pefsLeft = (enc?.pefs ?? []).filter((p) => !p.resolved).length;
  if (pefsLeft)
    notes.push({
      rule: 'PEFs',
      lesson: 'pefs',
      book: 'p.28',
      text: `${pefsLeft} PEF${pefsLeft === 1 ? '' : 's'} on the table. One that comes into your sight is resolved at once, 2d6 against Rep 4: ${pefOdds()}.`,
    });
  const leader = acting.find((f) => f.id === s.active?.leader) ?? [...acting].sort((a, b) => b.rep - a.rep)[0];
  if (leader && !leader.moved) {
    const odds = fastMoveOdds({ figures: [{ id: leader.id, rep: leader.rep, carryingWounded: !!leader.carrying }] })[
      leader.id
    ]!;
    const far = odds.get('16') ?? ZERO;
    // In woods off a road every inch costs two: the 16" are paid at half speed there (play-test 14b).
    const woodsNote = inWoods(s.terrain, leader.at)
      ? ', though off a road in woods each inch costs two, so it covers less ground'
      : '';
    notes.push({
      rule: 'Moving, and In Sight',
      lesson: 'movement',
      book: 'p.10',
      text: `A walk is 8". A Fast Move (hold Shift while you drag) throws 2d6 once for the group: ${leader.id} (Rep ${leader.rep}) gets the full 16" with chance ${toPercent(far, 0)}${woodsNote}. Coming into view of an enemy on the way starts an In Sight test (lesson In Sight, p.12).`,
    });
  }
  // A Grunt split off from the rest of the force leads only itself (play-testers met it with no lesson): it
  // acts on its own Rep's die and throws its own In Sight a die short, as a temporary leader.
  const lone = groupsOf(s, player, w)
    .filter((g) => g.members.length === 1 && g.temporary)
    .map((g) => s.figures[g.leader]!)
    .filter((f) => mine.includes(f));
  if (lone.length && mine.length > 1) {
    const who = lone.map((f) => f.id);
    const many = who.length > 1;
    const names = many ? `${who.slice(0, -1).join(', ')} and ${who[who.length - 1]}` : who[0];
    notes.push({
      rule: 'A figure on its own',
      lesson: 'alone',
      book: 'p.7',
      text: `${names} ${many ? 'stand' : 'stands'} more than 4" from, or out of sight of, the rest of your force: ${many ? 'each ' : ''}a group of one, which acts only when your die is no higher than its Rep and throws its own In Sight one die short, as a temporary leader.`,
    });
  }
  for (const f of acting) {
    if (f.fired) continue;
    if (f.ammo === 'outOfAmmo') {
      notes.push({
        rule: 'Out of ammo',
        lesson: 'weapons',
        book: 'p.15',
        text: `${f.id} is out of ammo: reloading takes this activation (walking still allowed, no Fast Move).`,
      });
      continue;
    }
    const weapon: WeaponStats = WEAPONS[f.weapon];
    const dice = weapon.blast ? 1 : Math.max(1, weapon.target);
    const targets = enemiesOf(s, f)
      .filter((e) => e.status !== 'outOfTheFight' && e.status !== 'obviouslyDead' && e.status !== 'captured')
      .filter((e) => dist(f.at, e.at) <= weapon.range && sees(s, w, f, e))
      .sort((a, b) => dist(f.at, a.at) - dist(f.at, b.at))
      .slice(0, 2);
    for (const e of targets) {
      const odds = fireOdds(fireInput(s, f, [{ figure: e.id, dice }]), (r) =>
        r.ok ? String(r.targets[0]?.hits ?? 0) : 'refused',
      );
      let hit: Fraction = ZERO;
      for (const [k, p] of odds) if (k !== '0' && k !== 'refused') hit = add(hit, p);
      notes.push({
        rule: 'Shooting',
        lesson: 'shooting',
        book: 'p.17',
        text: `${f.id} firing all ${dice} ${dice === 1 ? 'die' : 'dice'} at ${e.id} (${dist(f.at, e.at).toFixed(0)}" away) hits at least once with chance ${toPercent(hit, 0)}; a miss makes ${e.id} take a Crisis Test.`,
      });
    }
  }
  const wounded = onTable(s).filter((x) => x.side === player && x.status === 'outOfTheFight' && !x.carriedBy);
  for (const f of acting) {
    const near = wounded.find((x) => dist(x.at, f.at) <= 8);
    if (!near || f.moved || f.carrying) continue;
    notes.push({
      rule: 'Retrieving the wounded',
      lesson: 'wounded',
      book: 'p.22',
      text: f.star
        ? `${f.id}, a Star, may always go to fetch ${near.id}.`
        : `${f.id} will go to fetch ${near.id} if 1d6 passes his Rep ${f.rep}: chance ${toPercent(frac(Math.min(6, f.rep), 6), 0)}.`,
    });
    break;
  }
  return notes;
}

/** "Section 2 is reconnoitred; 1 and 3 are still to do." — which sections are done, in words (play-test 14b). */
function reconWords(recon: readonly number[]): string {
  const done = [1, 2, 3].filter((n) => recon.includes(n));
  const left = [1, 2, 3].filter((n) => !recon.includes(n));
  const list = (ns: number[]) =>
    ns.length > 1 ? `${ns.slice(0, -1).join(', ')} and ${ns[ns.length - 1]}` : `${ns[0]}`;
  if (!done.length) return 'No section is reconnoitred yet.';
  return `Section${done.length > 1 ? 's' : ''} ${list(done)} ${done.length > 1 ? 'are' : 'is'} reconnoitred; ${list(left)} ${left.length > 1 ? 'are' : 'is'} still to do.`;
}
