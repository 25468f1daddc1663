// The engine soak's cases for this game: random all-computer skirmishes (ranks, weapons, kit, launchers and
// places from the case's seed) and the rules a finished game must not have broken.
import type { SoakPart } from '../../core/ruleset';
import { DiceBox, seededDice } from '../../core/dice/source';
import { checkApScenario } from './scenario';
import { startingState } from './start';
import { CARRIED_LAUNCHERS, RANKS, WEAPON_NAMES } from './tables';
import { canAct } from './figures';
import { FINAL_STATUSES, type ApEvent, type ApState } from './types';
import { statusOf } from './figures';
import { MENU_VEHICLES, type MenuVehicle } from './board/newBattle';

const GUNS = WEAPON_NAMES.filter((w) => w !== 'knife' && w !== 'gpmg' && w !== 'hmg');

const VEHICLE_LIST = Object.values(MENU_VEHICLES);

/** A vehicle for the side: at x 34 on its line, facing as its figures do, its last figure the crew. */
function soakVehicle(side: { id: string; figures: { id: string; at: number[]; facing: number }[] }, m: MenuVehicle) {
  const last = side.figures.at(-1)!;
  return {
    id: `${side.id}v`,
    side: side.id,
    type: m.type,
    at: [34, last.at[1]!],
    facing: last.facing,
    crew: [last.id],
    weapons: m.weapons,
    ...(m.landed ? { landed: true } : {}),
  };
}

/** A random all-computer file for case `seed` (its own dice pick the forces). */
export function randomSkirmish(seed: string, minFigures = 2, maxFigures = 6, missions = false): unknown {
  const box = new DiceBox(seededDice(`${seed}:forces`));
  const d = (sides: number) => box.roll({ purpose: 'setup', count: 1, sides })[0]!;
  const side = (id: string, y: number, facing: number) => ({
    id,
    control: 'ai',
    figures: Array.from({ length: minFigures + d(maxFigures - minFigures + 1) - 1 }, (_, i) => ({
      id: `${id}${i + 1}`,
      rank: RANKS[d(4) - 1],
      weapon: GUNS[d(GUNS.length) - 1],
      ...(d(3) === 1 ? { armour: d(2) === 1 ? 'light' : 'full' } : {}),
      ...(d(4) === 1 ? { grenades: d(2) } : {}),
      // About one figure in five carries a launcher or blast heavy weapon (decision 67), of any kind.
      ...(d(5) === 1 ? { launcher: CARRIED_LAUNCHERS[d(CARRIED_LAUNCHERS.length) - 1] } : {}),
      at: [2 + i * 5 + d(3), y + d(4)],
      facing,
    })),
  });
  const sides = [side('blue', 28, 270), side('red', 2, 90)];
  // One case in four: a side gets a vehicle of the menu's (decisions 87-89: its guns, a helicopter landed),
  // beyond its figures' line, crewed by its last figure.
  const vehicles = d(4) === 1 ? [soakVehicle(sides[d(2) - 1]!, VEHICLE_LIST[d(VEHICLE_LIST.length) - 1]!)] : [];
  return {
    version: 1,
    rules: 'action-points',
    seed,
    generate: { terrain: 'random' },
    sides,
    ...(vehicles.length ? { vehicles } : {}),
    // Every third case plays both missions, so a soak also carries casualties off and treats them.
    ...(missions ? { options: { firstAid: true, evacuate: true } } : {}),
  };
}

export const apSoak: SoakPart<ApState, ApEvent> = {
  case(i, base, opts) {
    const seed = `${base}-${i}`;
    const sc = checkApScenario(randomSkirmish(seed, opts.minFigures ?? 2, opts.maxFigures ?? 6, i % 3 === 2));
    if (!sc.ok) throw new Error(`soak case ${seed}: ${sc.error.path}: ${sc.error.message}`);
    return {
      seed,
      tags: { figures: String(sc.value.sides[0]!.figures.length + sc.value.sides[1]!.figures.length) },
      state: startingState(sc.value),
    };
  },
  broken(_initial, events, final) {
    if (final.clock.ap < 0 || final.clock.ap > 3) return `AP out of range: ${final.clock.ap}`;
    for (const f of final.figures)
      if (!(FINAL_STATUSES as readonly string[]).includes(statusOf(f))) return `bad status of ${f.id}`;
    for (const e of events)
      if (e.type === 'test' && (e.chance.chance < 5 || e.chance.chance > 95))
        return `${e.test} of ${e.figure} at ${e.chance.chance}%`;
    for (const side of final.sides) {
      // A conscious figure with a serious wound that was evacuated left the fight able to act: no kill points.
      const downs = final.figures.filter(
        (f) => f.side !== side.id && !canAct(f) && !(f.evacuated && f.conscious && f.wound === 'serious'),
      ).length;
      const aid = final.figures.filter((f) => f.side === side.id && f.treated).length;
      const off = final.figures.filter((f) => f.side === side.id && f.evacuated).length;
      if (side.points !== 10 * downs + 10 * aid + 50 * off)
        return `${side.id} has ${side.points} points for ${downs} enemies down, ${aid} treated, ${off} evacuated`;
      if (final.figures.some((f) => f.carrying && !final.figures.some((t) => t.id === f.carrying && t.out === null)))
        return `someone carries a figure that is off the table`;
    }
    return undefined;
  },
};
