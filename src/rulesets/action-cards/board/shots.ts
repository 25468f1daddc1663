// What a group may shoot at and what a shot would do, for the plain table's Shoot and Blast choices: the
// enemy groups it may target now (in sight, or in its own fight), and the picture before the shot — the sight
// line to every enemy group (red where blocked, with what blocks it), the target's cover and kill number and the
// exact chance of 0, 1, 2... kills from the odds module the log uses (with linked fire, the dice already held).
import type { PreviewPicture } from '../../../core/rulesetView';
import type { Vec } from '../../../geometry/shapes';
import { dist } from '../../../geometry/vec';
import { intoFightShares, isLocked, shotDice } from '../actions';
import { killNumber } from '../combat';
import { oddsRowText, splitKillOdds } from '../fightOdds';
import { killOdds, killOddsText, pct, waysOfSum } from '../odds';
import { groupCover, groupHulls, groupSees } from '../sight';
import { MEASURES } from '../tables';
import { type AcGroup, type AcState, fightOf, groupKill, groupOf, liveFigures, onTableGroups, sideOf } from '../state';
import type { Names } from './names';

/** The enemy groups this group may shoot at now. */
export function shootTargets(s: AcState, g: AcGroup): AcGroup[] {
  if (g.burrowed || liveFigures(s, g).length === 0) return [];
  if (isLocked(s, g.id))
    return fightOf(s, g.id)
      .map((id) => groupOf(s, id)!)
      .filter((t) => t.side !== g.side && liveFigures(s, t).length > 0);
  const hulls = groupHulls(s);
  return onTableGroups(s).filter((t) => {
    if (t.side === g.side || !groupSees(s, g, t, hulls).sees) return false;
    // A fight with one's own faction in it is not shot into.
    return !(isLocked(s, t.id) && fightOf(s, t.id).some((id) => groupOf(s, id)!.side === g.side));
  });
}

/** Chance of exactly k kills (index k) when `held` is already totalled and n more d6 are added. */
export function killOddsWithHeld(n: number, held: number, kill: number, figures: number): number[] {
  const ways = waysOfSum(n);
  const counts: bigint[] = new Array(figures + 1).fill(0n);
  ways.forEach((w, total) => (counts[Math.min(figures, Math.floor((held + total) / kill))]! += w));
  const all = 6n ** BigInt(n);
  return counts.map((c) => Number((c * 1_000_000_000_000n) / all) / 1e12);
}

function oddsWords(odds: readonly number[]): string {
  return odds.map((p, k) => `${k} ${k === 1 ? 'kill' : 'kills'} ${pct(p)}`).join(', ');
}

const coverWords = (c: string) => (c === 'open' ? 'in the open' : c === 'cover' ? 'in cover' : 'in hard cover');

/** A shot into someone else's fight: the exact odds on each faction in it, as the dice will be split. */
function intoFight(
  s: AcState,
  n: Names,
  t: AcGroup,
  dice: number,
  from: Vec[],
): { line: string; kill: number; odds: number[] } {
  const to = intoFightShares(s, t, fightOf(s, t.id), from);
  const odds = splitKillOdds(
    dice,
    { kill: to[0]!.kill, available: to[0]!.figs.length },
    to.slice(1).map((x) => ({ kill: x.kill, available: x.figs.length })),
  );
  const part = (i: number) =>
    `${n.side(to[i]!.side)} (${to[i]!.kill}, ${coverWords(to[i]!.cover)}): ${oddsRowText(odds[i]!)}`;
  const rest = to.slice(1).map((_, i) => part(i + 1));
  return {
    line: `${dice}d6 into the fight: even dice against ${part(0)}; odd dice dealt in turn to ${rest.join('; ')}`,
    kill: to[0]!.kill,
    odds: odds[0]!,
  };
}

/** The few words drawn on the table under a target: the kill number and the chance of at least one kill. */
export function shortOdds(kill: number, odds: readonly number[]): string {
  return `${kill} a kill: 1+ killed ${pct(1 - (odds[0] ?? 0))}`;
}

/** One line on a shot at a target: dice, kill number, cover, exact odds (into a fight: on every faction in it). */
export function shotLine(s: AcState, n: Names, g: AcGroup, t: AcGroup): string {
  return shotFacts(s, n, g, t).line;
}

/** The line, and the few words for the table under the target. */
function shotFacts(s: AcState, n: Names, g: AcGroup, t: AcGroup): { line: string; label: string } {
  const { dice, area } = shotDice(s, g);
  const from = liveFigures(s, g).map((f) => f.at);
  const figs = liveFigures(s, t).length;
  const cover = groupCover(s, t, from);
  const kill = killNumber(groupKill(s, t), cover);
  const where = `${n.group(t.id)} ${coverWords(cover)}`;
  const blast = area > 0 ? `; and ${area}d6 of area weapons in a 6" circle on it` : '';
  if (dice === 0) {
    const odds = killOdds(area, kill, figs);
    return {
      line: `${n.group(g.id)} has only area weapons: ${area}d6 against ${kill} (${where})`,
      label: shortOdds(kill, odds),
    };
  }
  const ownFight = isLocked(s, g.id);
  if (!ownFight && isLocked(s, t.id)) {
    const f = intoFight(s, n, t, dice, from);
    return { line: f.line + blast, label: `into the fight: ${shortOdds(f.kill, f.odds)}` };
  }
  const faction = sideOf(s, g.side)!.faction;
  if (faction.linkedFire && !ownFight) {
    const held = s.pool && s.pool.target === t.id ? s.pool.dice : [];
    const heldTotal = held.reduce((a, b) => a + b, 0);
    const odds = killOddsWithHeld(dice, heldTotal, kill, figs);
    const before = held.length ? `added to ${held.length} dice held (${heldTotal}), ` : '';
    return {
      line: `linked fire: ${dice}d6 ${before}against ${kill} (${where}), totalled when the faction stops shooting at it: ${oddsWords(odds)}${blast}`,
      label: `linked: ${shortOdds(kill, odds)}`,
    };
  }
  return {
    line: `${dice}d6 against ${kill} (${where}): ${killOddsText(dice, kill, figs)}${blast}`,
    label: shortOdds(kill, killOdds(dice, kill, figs)),
  };
}

/** The picture before a shot at `t`: every sight line, what blocks the hidden groups, the odds on the target. */
export function shotPicture(s: AcState, n: Names, g: AcGroup, t: AcGroup): PreviewPicture {
  const lines: NonNullable<PreviewPicture['lines']> = [];
  const hidden: string[] = [];
  const hulls = groupHulls(s);
  if (!isLocked(s, g.id))
    for (const o of onTableGroups(s)) {
      if (o.side === g.side) continue;
      const sight = groupSees(s, g, o, hulls);
      lines.push({ from: sight.from, to: sight.to, ok: sight.sees });
      if (!sight.sees) hidden.push(`${n.group(o.id)} (behind ${sight.blockedBy ? n.any(sight.blockedBy) : 'cover'})`);
    }
  const { line, label } = shotFacts(s, n, g, t);
  // One short label under the target's first figure: the full line is the note under the table.
  const first = liveFigures(s, t)[0];
  const odds: Record<string, string> = first ? { [first.id]: label } : {};
  const note = `${n.group(g.id)} at ${n.group(t.id)}: ${line}${hidden.length ? `. Out of sight: ${hidden.join(', ')}` : ''}`;
  const { dice, area } = shotDice(s, g);
  return { lines, odds, note, dice: dice + area };
}

const R = MEASURES.blastDiameter / 2;

/** The groups a 6" circle at `at` would catch (not burrowed, not in the air). */
export function caught(s: AcState, at: Vec): AcGroup[] {
  return s.groups.filter((h) => !h.burrowed && !h.flying && liveFigures(s, h).some((f) => dist(f.at, at) <= R + 1e-9));
}

/** The target of an area weapon fired at `at`: the one it may shoot with most figures inside the circle. */
export function blastTarget(s: AcState, g: AcGroup, at: Vec): AcGroup | undefined {
  const inside = (h: AcGroup) => liveFigures(s, h).filter((f) => dist(f.at, at) <= R + 1e-9).length;
  const ok = shootTargets(s, g).filter((t) => inside(t) > 0);
  return ok.sort((a, b) => inside(b) - inside(a))[0];
}

/** The picture of a blast at `at`: the circle, and the odds on every group it would catch (one's own too). */
export function blastPicture(s: AcState, n: Names, g: AcGroup, at: Vec): PreviewPicture {
  const { area } = shotDice(s, g);
  const from = liveFigures(s, g).map((f) => f.at);
  const odds: Record<string, string> = {};
  const parts: string[] = [];
  for (const h of caught(s, at)) {
    const cover = groupCover(s, h, from);
    const kill = killNumber(groupKill(s, h), cover);
    const figs = liveFigures(s, h);
    const text = `${area}d6 against ${kill} (${cover}): ${killOddsText(area, kill, figs.length)}`;
    odds[figs[0]!.id] = shortOdds(kill, killOdds(area, kill, figs.length));
    parts.push(`${n.group(h.id)}${h.side === g.side ? ' (your own!)' : ''}: ${text}`);
  }
  return {
    circles: [{ at, radius: R }],
    odds,
    note: parts.length ? `the blast catches ${parts.join('; ')}` : 'the blast would catch nobody',
    dice: area,
  };
}
