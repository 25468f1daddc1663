// Why a duck back or hunker down cost more movement than the cover is far (play-test 3 entry 4: "0.5" away,
// for 1.0" of movement" read as a contradiction). The cost is the path walked over the terrain: a way round
// what stands between, woods or rocky ground at 2" an inch, a doorway. Said from the move's own path.
import { moveAlongPath, type MoveLeg } from '../../../geometry/movement';
import type { GameEvent } from '../engine/events';
import type { GameState } from '../state';

type MoveEvent = Extract<GameEvent, { type: 'move' }>;

const GROUND_WORDS: Record<string, string> = {
  woods: 'woods',
  rocky: 'rocky ground',
  roadImpassable: 'impassable ground (by its road)',
};

const inches = (n: number): string => `${n.toFixed(1)}"`;

/** The move's path walked over the terrain, leg by leg. */
const walkedLegs = (e: MoveEvent, s: GameState): MoveLeg[] =>
  moveAlongPath(e.path, { allowance: 99, terrain: s.terrain, tableSize: null }).legs;

/**
 * The slow ground the legs cross: inches of each kind and what an inch of it costs, in walking order.
 * Legs shorter than `shortest` are left out.
 */
function slowStretches(legs: readonly MoveLeg[], shortest = 0): Map<string, { len: number; rate: number }> {
  const slow = new Map<string, { len: number; rate: number }>();
  for (const leg of legs) {
    if (leg.kind !== 'ground' || (leg.costPerInch ?? 1) <= 1 || leg.length < shortest) continue;
    const k = leg.ground ?? 'ground';
    const was = slow.get(k);
    slow.set(k, { len: (was?.len ?? 0) + leg.length, rate: leg.costPerInch! });
  }
  return slow;
}

/** The seek-cover line with what the movement paid for, or undefined when it says enough already. */
export function coverCostLine(e: MoveEvent, s: GameState): string | undefined {
  if (e.involuntary !== 'duckBack' && e.involuntary !== 'hunkerDown') return undefined;
  const m =
    /^(.*to the nearest cover, )(\d+(?:\.\d+)?)" away( through a doorway)?, for (\d+(?:\.\d+)?)" of movement$/.exec(
      e.why ?? '',
    );
  if (!m) return undefined;
  const away = Number(m[2]);
  const cost = Number(m[4]);
  if (cost <= away + 0.05) return undefined;
  const legs = walkedLegs(e, s);
  let length = 0;
  const paid: string[] = [];
  let opening: 'door' | 'window' | undefined;
  for (const leg of legs) {
    length += leg.length;
    if (leg.kind === 'opening') {
      // The engine's reason says "doorway" for any opening; the path knows which it was (a window costs 4").
      opening ??= leg.opening;
      paid.push(`going through the ${leg.opening === 'window' ? 'window' : 'doorway'} costs ${inches(leg.cost)}`);
    } else if (leg.kind === 'standUp') paid.push(`standing up costs ${inches(leg.cost)}`);
  }
  const parts: string[] = [];
  if (length > away + 0.1) parts.push(`the way there is ${inches(length)} long, round what stands in between`);
  for (const [k, v] of slowStretches(legs))
    parts.push(`${inches(v.len)} of it is ${GROUND_WORDS[k] ?? k}, at ${v.rate}" for each inch`);
  parts.push(...paid);
  if (!parts.length) return undefined;
  const who = e.figure;
  const through = m[3] && opening === 'window' ? ' through a window' : (m[3] ?? '');
  return `${who} moves ${inches(e.inches)} (${m[1]}${inches(away)} away${through}, for ${inches(cost)} of movement: ${parts.join('; ')}).`;
}
