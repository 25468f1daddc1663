// What a group's activation wipes from each of its figures: the marks of its last activation (moved, fast
// moved, fired, inches spent, reloaded, picked up, went prone) and a grenade readied "for later" becoming
// ready now. One place, because three readers must agree on it: the engine as the group activates
// (turn.ts activateGroup), the dry run of an order checked before activation (reduce.ts), and the plain
// battle's computer player reading its group as activation will leave it (players/plainBattle.ts).
// Status changes (a duck back over, a hunker recovered) are left to each caller: they emit or roll.
import type { FigureState } from '../state';

export function wipeActivationMarks(f: FigureState): void {
  f.moved = false;
  f.fastMoved = false;
  f.fired = false;
  delete f.spent;
  delete f.reloaded;
  delete f.pickedUp;
  delete f.wentProne;
  if (f.grenade === 'later') f.grenade = 'now';
}
