// Star Power in words, hit by hit (play-test 2, 43): each die of 1-3 lowers one result a step, the worst
// first (rules/starPower.ts reduceDamage), so the line says which hit (or Recover test) each die lowered and
// what is left, where the engine's note says only "turns obviously dead into knocked down". The engine's
// note stays as it is (the fingerprint hashes it); this is rebuilt as shown, from the run of hits before it.
import { STAR_DAMAGE_LEVELS, type StarDamageLevel } from '../rules/starPower';
import type { DamageRun } from './damageWords';

const WORDS: Record<StarDamageLevel, string> = {
  knockedDown: 'knocked down',
  outOfTheFight: 'out of the fight',
  obviouslyDead: 'obviously dead',
};
const level = (l: StarDamageLevel): number => STAR_DAMAGE_LEVELS.indexOf(l);
const isLevel = (r: string): r is StarDamageLevel => (STAR_DAMAGE_LEVELS as readonly string[]).includes(r);

/** One result Star Power may lower: a hit's own result, or the Recover test a hit over the Impact gave. */
interface Item {
  label: string;
  from: StarDamageLevel;
  to: StarDamageLevel;
}

/** The results in the engine's order (hits' own results, then the Recover tests), each with its name. */
function itemsOf(run: DamageRun): Item[] | undefined {
  const items: Item[] = [];
  const overHits: number[] = [];
  run.results.forEach((r, i) => {
    if (r === 'recoverTest') overHits.push(i + 1);
    else if (isLevel(r)) items.push({ label: `hit ${i + 1}`, from: r, to: r });
  });
  const recovered = run.recovered ?? [];
  if (recovered.length !== overHits.length) return undefined;
  for (const [i, r] of recovered.entries()) {
    if (!isLevel(r)) return undefined;
    items.push({ label: `the Recover test for hit ${overHits[i]}`, from: r, to: r });
  }
  return items;
}

/** Lowers the worst result one step per die, first of the worst first, as reduceDamage does; the dice used. */
function lower(items: Item[], dice: number): number {
  let used = 0;
  while (used < dice) {
    let worst = -1;
    for (let i = 0; i < items.length; i++)
      if (level(items[i]!.to) > 0 && (worst < 0 || level(items[i]!.to) > level(items[worst]!.to))) worst = i;
    if (worst < 0) break;
    items[worst]!.to = STAR_DAMAGE_LEVELS[level(items[worst]!.to) - 1]!;
    used++;
  }
  return used;
}

/**
 * "Ash uses Star Power: 4 dice of 1-3, each lowering one result a step, the worst first: hit 2 from obviously
 * dead to knocked down, hit 1 from out of the fight to knocked down (3 of the 4 dice used). Both hits only
 * knock Ash down instead: Ash carries on, prone." Larger Than Life and Cheating Death are kept as the engine says
 * them. Undefined when the note is not a Star Power line for this run.
 */
export function starPowerLine(text: string, run: DamageRun | undefined): string | undefined {
  if (!run) return undefined;
  const who = run.figure.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const m = new RegExp(
    `^${who} uses Star Power: (\\d+) (?:die|dice) of 1-3(?:, which turns [a-z ]+? into ([a-z ]+?)|, so ${who} is still [a-z ]+?)(;.*)?\\.$`,
  ).exec(text);
  const items = m ? itemsOf(run) : undefined;
  if (!m || !items?.length) return undefined;
  const dice = Number(m[1]);
  const used = lower(items, dice);
  const changed = items.filter((x) => x.from !== x.to);
  const steps = changed.map((x) => `${x.label} from ${WORDS[x.from]} to ${WORDS[x.to]}`).join(', ');
  const spare = used < dice ? ` (${used} of the ${dice} dice used: nothing was left to lower)` : '';
  const each = dice === 1 ? 'which lowers one result a step' : 'each lowering one result a step, the worst first';
  const head = `${run.figure} uses Star Power: ${dice} ${dice === 1 ? 'die' : 'dice'} of 1-3, ${each}: ${steps}${spare}`;
  const worst = items.reduce((w, x) => (level(x.to) > level(w) ? x.to : w), 'knockedDown' as StarDamageLevel);
  const noun = items.every((x) => x.label.startsWith('hit')) ? 'hit' : 'result';
  // Lowered to knocked down is not "cancelled" (play-test 8, 5: "from out of the fight to knocked down. The hit
  // is cancelled" could not both be true): the figure is knocked down instead, and carries on.
  const all =
    items.length === 1
      ? `The ${noun} only knocks`
      : items.length === 2
        ? `Both ${noun}s only knock`
        : `All ${items.length} ${noun}s only knock`;
  let tail = `${run.figure} is left ${WORDS[worst]}`;
  if (worst === 'knockedDown')
    tail = items.every((x) => x.from !== x.to)
      ? `${all} ${run.figure} down instead: ${run.figure} carries on, prone`
      : `Nothing worse than knocked down is left: ${run.figure} carries on, knocked prone`;
  // Larger Than Life and Cheating Death, as the engine says them; the final result when they changed it.
  const rest = m[3] ?? '';
  const final =
    m[2] && m[2] !== WORDS[worst] && Object.values(WORDS).includes(m[2]) ? `, so ${run.figure} ends ${m[2]}` : '';
  return `${head}. ${tail}${rest}${final}.`;
}
