// The action-point game's "done when" measure (issue 21): N seeded all-computer battles from the menu's
// knobs (every force, size, mission, table, light, support and vehicle in turn, a side's vehicle in two
// battles of three), each driven to its end; prints how many ended within the step cap, how many were refused,
// how many ended 0-0 with no side ever hurt (a passive battle), and how many ended before the last round.
//   npx tsx scripts/apEndRate.ts [N=500] [seed prefix]
import { actionPoints } from '../src/rulesets/action-points';
import { drive } from '../src/rulesets/action-points/play';
import { FORCES, LIGHT, MISSIONS, SUPPORT, TABLES, VEHICLE_TYPES } from '../src/rulesets/action-points/board/newBattle';

const n = Number(process.argv[2] ?? 500);
const prefix = process.argv[3] ?? 'end-rate';
const nb = actionPoints.board!.newBattle!;
let ended = 0;
let early = 0;
let passive = 0;
let won = 0;
const refused: string[] = [];
const passiveSeeds: string[] = [];
for (let i = 0; i < n; i++) {
  const seed = `${prefix}-${i}`;
  const file = nb.make(
    {
      ...nb.values,
      force1: FORCES[i % 3]!,
      force2: FORCES[Math.floor(i / 3) % 3]!,
      player1: 'computer',
      player2: 'computer',
      size: 2 + (i % 7),
      mission: MISSIONS[i % 4]!,
      table: TABLES[i % TABLES.length]!,
      light: LIGHT[Math.floor(i / 5) % 3]!,
      support: SUPPORT[i % 3]!,
      vehicle1: i % 3 === 0 ? 'none' : VEHICLE_TYPES[1 + (i % (VEHICLE_TYPES.length - 1))]!,
      vehicle2: i % 3 === 1 ? 'none' : VEHICLE_TYPES[1 + ((i * 7 + 3) % (VEHICLE_TYPES.length - 1))]!,
    },
    seed,
  );
  const sc = actionPoints.scenario.check(file);
  if (!sc.ok) throw new Error(`${seed}: ${sc.error.path}: ${sc.error.message}`);
  const r = drive(actionPoints.startingState(sc.value).state);
  if (r.illegal) refused.push(`${seed}: ${r.illegal}`);
  if (r.need.kind === 'ended') ended++;
  if (r.state.clock.round < r.state.maxRounds) early++;
  if (r.state.ended?.winner) won++;
  const hurt = r.state.figures.some((f) => f.wound !== 'none' || f.out !== null || f.evacuated);
  const points = r.state.sides.reduce((t, s) => t + s.points, 0);
  if (r.need.kind === 'ended' && !hurt && points === 0) {
    passive++;
    passiveSeeds.push(seed);
  }
}
console.log(
  `${ended}/${n} ended (${((100 * ended) / n).toFixed(1)}%), ${early} before the last round, ${won} with a winner, ${passive} passive 0-0 draws, ${refused.length} refused`,
);
if (passiveSeeds.length) console.log(`passive: ${passiveSeeds.slice(0, 10).join(' ')}`);
for (const x of refused.slice(0, 5)) console.log(`refused: ${x}`);
