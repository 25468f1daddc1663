// After the encounter (book pp.23, 31-32), in the book's order: After the Battle Recovery for those out of
// the fight or who left the battlefield (the obviously dead and the captured are gone), New Recruits to
// fill empty places, each character's Rep up or down by its own success, and the Grunts who must go
// when the Star's Rep no longer covers them.
import type { Roller } from '../../../core/dice/roll';
import { resolveAfterBattle } from '../rules/afterBattle';
import { resolveNewRecruits } from '../rules/newRecruits';
import { gruntsWhoLeave, recruitGrunts } from '../rules/recruiting';
import { resolveRepChange, type EncounterRecord } from '../rules/repChange';
import type { GameState } from '../state';
import { recruitInto, rosterMembers, type Emit, type Roster, type RosterChanges } from './roster';
import { soloOf } from './types';
import {
  absenceRollText,
  gruntLeavesText,
  lostText,
  newRecruitsText,
  repChangeText,
  starLostText,
  turnedAwayText,
} from '../explain/afterBattle';

const STILL_THERE = new Set(['outOfTheFight', 'hunkerDown']);

/** What one member did, read from the figure's record and where the encounter left it. */
function recordOf(final: GameState, id: string): EncounterRecord {
  const f = final.figures[id]!;
  const enc = soloOf(final);
  const exited = enc?.exited.includes(id) ?? false;
  const behind =
    exited && Object.values(final.figures).some((o) => o.side === f.side && o.id !== id && STILL_THERE.has(o.status));
  return {
    hitOrMeleed: f.record.hitEnemy || f.record.meleed,
    wasOutOfTheFight: f.record.outOfTheFight,
    hunkeredDown: f.record.hunkeredDown,
    leftTheBattlefield: f.record.leftBattlefield,
    leftSomeoneBehind: behind,
  };
}

/** `elsewhere`: names used by other groups of a shared campaign, which new recruits must not take. */
export function afterEncounter(
  roster: Roster,
  final: GameState,
  roll: Roller,
  emit: Emit = () => {},
  elsewhere: ReadonlySet<string> = new Set(),
): Roster {
  const out: Roster = structuredClone(roster);
  const enc = soloOf(final);
  const notes: string[] = [];
  const say = (e: Parameters<Emit>[0]) => {
    notes.push(e.text);
    emit(e);
  };
  const played = rosterMembers(out).filter((m) => final.figures[m.id]);
  const gone = new Set<string>();
  const changes: RosterChanges = { lost: [], left: [], joined: [], rep: [] };

  // 1. After the Battle Recovery.
  for (const m of played) {
    const f = final.figures[m.id]!;
    if (f.status === 'obviouslyDead' || f.status === 'captured') {
      gone.add(m.id);
      changes.lost.push({ id: m.id, why: f.status === 'captured' ? 'captured' : 'dead' });
      say({ type: 'campaign', step: 'lost', figure: m.id, result: f.status, text: lostText(m.id, f.status) });
      continue;
    }
    const absence = f.record.outOfTheFight
      ? 'outOfTheFight'
      : f.record.leftBattlefield
        ? 'leftTheBattlefield'
        : undefined;
    if (!absence) continue;
    const r = resolveAfterBattle({ rep: m.rep, absence, who: m.id }, roll);
    if (!r.returns) {
      gone.add(m.id);
      changes.lost.push({ id: m.id, why: 'gone' });
    }
    say({
      type: 'campaign',
      step: 'afterBattle',
      figure: m.id,
      result: r.result,
      text: absenceRollText(m.id, absence, r.dice, m.rep, r.returns),
    });
  }
  const starGone = gone.has(out.star.id);
  out.grunts = out.grunts.filter((g) => !gone.has(g.id));

  if (starGone) {
    out.over = true;
    say({ type: 'campaign', step: 'starLost', figure: out.star.id, text: starLostText(out.star.id) });
  } else {
    // 2. New Recruits.
    const nr = resolveNewRecruits({ starRep: out.star.rep, grunts: out.grunts.length, who: out.star.id }, roll);
    if (nr.rolled) {
      say({
        type: 'campaign',
        step: 'newRecruits',
        figure: out.star.id,
        result: nr.result,
        text: newRecruitsText(nr),
      });
      if (nr.openings > 0) {
        const r = recruitGrunts({ starRep: out.star.rep, force: out.force, count: nr.openings }, roll);
        const before = out.grunts.length;
        recruitInto(out, r.joined, emit, 'the group', elsewhere);
        for (const g of out.grunts.slice(before)) changes.joined.push({ id: g.id, rep: g.rep });
        for (const t of r.turnedAway)
          say({ type: 'campaign', step: 'turnedAway', to: t.rep, text: turnedAwayText(t.rep) });
      }
    }
    // 3. Rep up or down, for those who played and are still here.
    for (const m of [out.star, ...out.grunts].filter((x) => played.some((p) => p.id === x.id))) {
      const rc = resolveRepChange(
        { rep: m.rep, record: recordOf(final, m.id), enemiesOnTable: enc?.enemiesSeen ?? true, who: m.id },
        roll,
      );
      if (rc.kind === 'none') continue;
      say({
        type: 'campaign',
        step: rc.kind === 'improve' ? 'improveRep' : 'decreaseRep',
        figure: m.id,
        from: rc.from,
        to: rc.to,
        text: repChangeText(m.id, rc.verdict.success, rc.verdict.unmet, rc.dice[0], rc.from, rc.to),
      });
      if (rc.to !== rc.from) changes.rep.push({ id: m.id, from: rc.from, to: rc.to });
      m.rep = rc.to;
    }
    // 4. Grunts the Star's Rep no longer covers.
    for (const l of gruntsWhoLeave(out.star.rep, out.grunts)) {
      out.grunts = out.grunts.filter((g) => g.id !== l.id);
      changes.left.push({ id: l.id, why: l.reason });
      say({
        type: 'campaign',
        step: 'gruntLeaves',
        figure: l.id,
        result: l.reason,
        text: gruntLeavesText(l.id, l.rep, l.reason),
      });
    }
  }
  out.encounters += 1;
  out.history.push({
    encounter: out.encounters,
    kind: enc?.kind ?? 'battle',
    result: final.ended?.reason ?? 'unfinished',
    won: !!enc && final.ended?.winner === enc.player,
    notes,
    changes,
  });
  return out;
}
