// Taking hits: one damage roll per hit, the Recover test after a high roll, then Star Power, Larger
// Than Life and Cheating Death for Stars. Falls the figure, drops what it carried, breaks its melees.
import { resolveHits, type DamageRoll } from '../rules/damage';
import { resolveRecover } from '../rules/recover';
import { resolveStarPower, starAdvantages, type StarDamageLevel } from '../rules/starPower';
import type { DamageKind } from '../tables/damage';
import type { FigureState } from '../state';
import type { Ctx } from './ctx';
import { setDownSpot } from './setDown';
import { WEAPONS } from '../tables/weapons';
import { damageText, droppedGrenadeText, knockedDownRecoverText } from '../explain/damage';
import { cheatDeathQuestion, starPowerText } from '../explain/starPower';

export type Fall = 'knockedDown' | 'outOfTheFight' | 'obviouslyDead' | 'cheatedDeath';

/** Applies `hits` hits of `impact` to `target`; returns how it ended, or null when there were no hits. */
export function takeHits(
  ctx: Ctx,
  target: FigureState,
  hits: number,
  impact: number,
  attacker: FigureState | undefined,
  kind: DamageKind,
): Fall | null {
  if (hits <= 0) return null;
  const rolls: DamageRoll[] = resolveHits(hits, { impact, kind, who: target.id }, ctx.roll);
  return applyDamage(ctx, target, rolls, impact, attacker);
}

/** Carries out damage rolls already made (melee rolls its own as part of the round). */
export function applyDamage(
  ctx: Ctx,
  target: FigureState,
  rolls: DamageRoll[],
  impact: number,
  attacker: FigureState | undefined,
): Fall {
  for (const r of rolls) {
    ctx.emit({
      type: 'damage',
      figure: target.id,
      by: attacker?.id ?? 'blast',
      die: r.die,
      impact,
      result: r.result,
      text: damageText(target.id, { die: r.die, impact: r.impact, result: r.result }),
    });
  }
  const levels: StarDamageLevel[] = [];
  for (const r of rolls) {
    if (r.result === 'recoverTest') continue;
    levels.push(r.result as StarDamageLevel);
  }
  // Every hit over the Impact gives its own Recover test, whatever the other hits did; the worst result
  // stands (p.18; RULINGS). No cover die: the book's own example (Hans, in cover, hit by Billy Pink) recovers on 2d6.
  const over = rolls.filter((r) => r.result === 'recoverTest').length;
  for (let i = 0; i < over; i++) {
    const rec = resolveRecover(
      { figure: { id: target.id, rep: target.rep, star: target.star }, reason: 'damage' },
      ctx.roll,
    );
    ctx.emit({
      type: 'test',
      test: 'recover',
      figure: target.id,
      causes: ['damage'],
      passed: rec.passed,
      result: rec.result,
      row: rec.table,
      modifiers: rec.modifiers,
      text: knockedDownRecoverText(
        target.id,
        rec.modifiers,
        rec.passed,
        rec.result,
        over > 1 ? { nth: i + 1, of: over } : undefined,
      ),
    });
    levels.push(rec.result as StarDamageLevel);
  }
  let fall: Fall = worstLevel(levels);
  if (target.starPower > 0 || target.star) {
    if (fall !== 'knockedDown') {
      const sp = resolveStarPower({ who: target.id, starPower: target.starPower, results: levels }, ctx.roll);
      target.starPower = sp.starPowerAfter;
      if (sp.worst) {
        // Cheating Death is offered only to a Star killed by an equal or better Rep (or by no one).
        const offered = target.star && sp.worst === 'obviouslyDead' && (!attacker || attacker.rep >= target.rep);
        const cheatDeath = offered
          ? (ctx.decide({
              kind: 'cheatDeath',
              figure: target.id,
              options: [true, false],
              fallback: true,
              text: cheatDeathQuestion(target.id, target.rep - 1),
            }) as boolean)
          : false;
        const adv = starAdvantages(sp.worst, {
          star: target.star,
          rep: target.rep,
          cheatDeath,
          ...(attacker ? { attackerRep: attacker.rep } : {}),
        });
        const was = fall;
        fall = adv.final;
        ctx.emit({
          type: 'note',
          text: starPowerText(
            target.id,
            was,
            adv.final,
            sp.reductions,
            adv.largerThanLife,
            adv.cheatingDeath,
            sp.worst,
          ),
        });
        if (adv.final === 'cheatedDeath') target.rep = adv.rep;
      }
    }
  }
  applyFall(ctx, target, fall);
  return fall;
}

function worstLevel(levels: StarDamageLevel[]): Fall {
  if (levels.includes('obviouslyDead')) return 'obviouslyDead';
  if (levels.includes('outOfTheFight')) return 'outOfTheFight';
  return 'knockedDown';
}

export function applyFall(ctx: Ctx, f: FigureState, fall: Fall): void {
  const had = f.grenade;
  if (f.stance !== 'prone') {
    f.stance = 'prone';
    ctx.emit({ type: 'stance', figure: f.id, stance: 'prone', why: 'knocked to the ground' });
  }
  if (fall === 'knockedDown') {
    ctx.touched();
    return;
  }
  if (fall === 'cheatedDeath') {
    ctx.setStatus(f, 'offTable', `cheats death and is whisked off the table (now Rep ${f.rep})`);
  } else {
    if (fall === 'outOfTheFight') f.record = { ...f.record, outOfTheFight: true };
    ctx.setStatus(f, fall, fall === 'obviouslyDead' ? 'the hit was fatal' : 'badly hurt, out of the fight');
  }
  f.hidingFrom = undefined;
  breakMelee(ctx, f);
  if (f.carrying) {
    const c = ctx.s.figures[f.carrying];
    delete f.carrying;
    if (c) {
      delete c.carriedBy;
      c.at = setDownSpot(ctx.s, f, c);
    }
  }
  ctx.touched();
  if (had) {
    // A readied grenade dropped by a falling figure goes off where it lies (p.18).
    delete f.grenade;
    ctx.emit({ type: 'note', text: droppedGrenadeText(f.id) });
    ctx.combat.blastAt(ctx, f.at, WEAPONS.G.impact, f, 0);
  }
}

export function breakMelee(ctx: Ctx, f: FigureState): void {
  for (const id of f.meleeWith ?? []) {
    const o = ctx.s.figures[id];
    if (o?.meleeWith) {
      o.meleeWith = o.meleeWith.filter((x) => x !== f.id);
      if (o.meleeWith.length === 0) delete o.meleeWith;
    }
  }
  delete f.meleeWith;
}
