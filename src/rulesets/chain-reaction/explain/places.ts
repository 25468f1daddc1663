// Plain names for the places on the table, in place of the terrain's ids (issue 19 item 9): "the woods in
// the north-east", "the two-storey building in the middle". A name is the kind of piece and where it lies on the
// table (north is the top edge, where y is 0); two pieces that would share a name are told apart west to
// east (or north to south). `plainPlaces` rewrites a sentence made with ids ("inside building b1", "b2-pef1
// is gone", "pef2 moves") at the moment it is shown, so the engine's events and saved games keep their ids.
import type { TerrainPiece, TableSize, Vec } from '../../../geometry/shapes';
import { tableOf } from '../../../geometry/shapes';
import { recruitReading, whose } from './phrases';

interface Placed {
  terrain: readonly TerrainPiece[];
  table?: TableSize;
  figures?: Record<string, unknown>;
}

const STOREYS = ['', '', 'two-storey ', 'three-storey ', 'four-storey '];

function kindWords(t: TerrainPiece): string {
  switch (t.type) {
    case 'building':
      return `${STOREYS[t.floors] ?? 'tall '}building`;
    case 'woods':
      return 'woods';
    case 'hill':
      return 'hill';
    case 'water':
      return t.fordable ? 'stream' : 'deep water';
    case 'road':
      return 'road';
    case 'wall':
      return t.tall ? 'tall wall' : 'wall';
    case 'fence':
      return `${t.kind} fence`;
    case 'impassable':
      return 'impassable ground';
    case 'rocky':
      return 'rocky ground';
    default:
      return t.type;
  }
}

function pointsOf(t: TerrainPiece): readonly Vec[] {
  return ('polygon' in t ? t.polygon : t.line) ?? [];
}

function centreOf(t: TerrainPiece): Vec {
  const pts = pointsOf(t);
  if (!pts.length) return [0, 0];
  let x = 0,
    y = 0;
  for (const p of pts) {
    x += p[0];
    y += p[1];
  }
  return [x / pts.length, y / pts.length];
}

/** "north-east", "west", "in the middle": the ninth of the table the point lies in. */
export function whereOnTable(p: Vec, table: TableSize): string {
  const ns = p[1] < table.height / 3 ? 'north' : p[1] > (2 * table.height) / 3 ? 'south' : '';
  const ew = p[0] < table.width / 3 ? 'west' : p[0] > (2 * table.width) / 3 ? 'east' : '';
  if (ns && ew) return `${ns}-${ew}`;
  return ns || ew || 'in the middle';
}

/**
 * A sentence's table coordinates as the part of the table they lie in: "at (10.4, 10.6)" reads "in the
 * north-west of the table", "to (12.9, 28.2)" reads "into the south-west of the table". A new player has
 * no grid to read numbers against; the figures on the table show the exact spot.
 */
export function plainPoints(text: string, s: { table?: TableSize }): string {
  const size = tableOf({ table: s.table });
  return text.replace(/ (at|to) \((-?\d+(?:\.\d+)?), (-?\d+(?:\.\d+)?)\)/g, (_m, how: string, x: string, y: string) => {
    const where = whereOnTable([Number(x), Number(y)], size);
    const part = where === 'in the middle' ? 'the middle' : `the ${where}`;
    return ` ${how === 'at' ? 'in' : 'into'} ${part} of the table`;
  });
}

/** "in the north-east", "in the middle": where a piece lies, after its kind ("the woods in the north-east"). */
function inPart(where: string): string {
  return where === 'in the middle' ? where : `in the ${where}`;
}

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth'];

const cache = new WeakMap<readonly TerrainPiece[], Map<string, string>>();

/** Each piece's plain name ("the woods in the north-east"), by id; worked out once per terrain. */
export function placeNames(terrain: readonly TerrainPiece[], table?: TableSize): Map<string, string> {
  const hit = cache.get(terrain);
  if (hit) return hit;
  const size = tableOf({ table });
  const base = new Map<string, { name: string; kind: string; where: string; at: Vec }>();
  for (const t of terrain) {
    const at = centreOf(t);
    const where = whereOnTable(at, size);
    base.set(t.id, { name: `${kindWords(t)} ${inPart(where)}`, kind: kindWords(t), where, at });
  }
  const out = new Map<string, string>();
  const byName = new Map<string, string[]>();
  for (const [id, b] of base) byName.set(b.name, [...(byName.get(b.name) ?? []), id]);
  for (const [name, ids] of byName) {
    if (ids.length === 1) {
      out.set(ids[0]!, `the ${name}`);
      continue;
    }
    // Told apart along the direction they spread most.
    const xs = ids.map((id) => base.get(id)!.at[0]);
    const ys = ids.map((id) => base.get(id)!.at[1]);
    const alongX = Math.max(...xs) - Math.min(...xs) >= Math.max(...ys) - Math.min(...ys);
    const sorted = [...ids].sort((a, b) => {
      const pa = base.get(a)!.at,
        pb = base.get(b)!.at;
      return alongX ? pa[0] - pb[0] : pa[1] - pb[1];
    });
    sorted.forEach((id, i) => {
      const [first, last] = alongX ? ['western', 'eastern'] : ['northern', 'southern'];
      const { kind, where } = base.get(id)!;
      const part = where === 'in the middle' ? 'in the middle of the table' : inPart(where);
      // Two: "the western building of the two in the south-east" (play-test 7, 10: "the western building
      // south-east" named two directions that read as contradicting).
      if (sorted.length === 2) {
        out.set(id, `the ${i === 0 ? first : last} ${kind} of the two ${part}`);
        return;
      }
      // Three or more: "the westernmost building in the south", "the second building from the west in the
      // south" (play-test 2 finding 12: "the first from the west, building south" named nothing one could find).
      const from = alongX ? 'west' : 'north';
      const which =
        i === 0
          ? `${first}most ${kind}`
          : i === sorted.length - 1
            ? `${last}most ${kind}`
            : `${ORDINALS[i] ?? `${i + 1}th`} ${kind} from the ${from}`;
      out.set(id, `the ${which} ${part}`);
    });
  }
  cache.set(terrain, out);
  return out;
}

/** The plain name of one piece, or undefined when there is no such piece. */
export function placeName(s: Placed, id: string): string | undefined {
  return placeNames(s.terrain, s.table).get(id);
}

// The words a sentence may put before a piece's id: they are part of its plain name already.
const KIND_BEFORE =
  '(?:(?:the |a )?(?:building|woods|hill crest|hill|tall wall|wall|wooden fence|wire fence|fence|deep water|water|stream|river|rocky ground|rocky|scrub|rubble|road|impassable ground|impassable) )?';

const TERMS_LOWERED = /\b(?:leader Die|hunker Down|duck Back|free Will|star Power|in Sight|carry On)\b/g;

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The sentence with every distance to a tenth, every terrain id in it given as its plain name, every PEF a building gave ("b2-pef1")
 * as "the PEF from <the building>", and the placed PEFs ("pef2") as "PEF 2". An id that is also a figure's
 * is left alone unless a kind word ("building b1") says it is the piece.
 */
export function plainPlaces(text: string, s: Placed): string {
  if (!text) return text;
  text = plainPhrases(text);
  const names = placeNames(s.terrain, s.table);
  // The geometry keeps distances to a thousandth ("1.328\""); a player reads them to a tenth.
  let out = text.replace(/\b(\d+\.\d{2,})\b/g, (m) => Number(m).toFixed(1));
  out = out.replace(/\b([\w]+)-pef(\d+)\b/g, (m, id: string, _n: string, at: number, whole: string) => {
    const n = names.get(id);
    return n ? capAt(`the PEF from ${n}`, at, whole) : m;
  });
  out = out.replace(/\bpef(\d+)\b/g, 'PEF $1');
  // A rules term keeps its capitals inside a sentence: "+1 Leader Die", not "+1 leader Die".
  out = out.replace(TERMS_LOWERED, (m) => m[0]!.toUpperCase() + m.slice(1));
  if (!names.size) return out;
  const ids = [...names.keys()].sort((a, b) => b.length - a.length).map(escape);
  const re = new RegExp(`\\b${KIND_BEFORE}(${ids.join('|')})\\b(?!-)`, 'g');
  return out.replace(re, (m, id: string, at: number, whole: string) => {
    const kindGiven = m !== id;
    if (!kindGiven && s.figures && id in s.figures) return m;
    const name = names.get(id)!;
    // "hill crest h3": the crest of that hill.
    return capAt(/hill crest/.test(m) ? `the crest of ${name}` : name, at, whole);
  });
}

/**
 * Phrases the engine's sentences keep (they are part of the recorded events) said as a player reads them:
 * figures are people, not "it" ("Ash may go up to 2" further", "stays put"); a cost in brackets says it
 * is a cost ("that reaches Lev; picking Lev up costs a further 2\" of the move"), and a stand-up does not repeat its verb.
 */
export function plainPhrases(text: string): string {
  return (
    text
      .replace(/\b([\w'-]+) has come into sight of ([^:]+): it may go /g, '$1 has come into sight of $2: $1 may go ')
      .replace(/\b(stays?) where it is\b/g, '$1 put')
      .replace(/\bdrops prone where it is\b/g, 'drops prone on the spot')
      // A PEF made in a building, not one on the table nor one searched on entry: say why it was there (play-
      // test 2 finding 25: enemies "from nowhere" on turn 1).
      .replace(
        /( sees a PEF in building [\w-]+)(?![\w-]| \(searched on entry\))([^—]*— (?:contact!|something's out there\.|false alarm\.))/g,
        '$1$2 (A building first seen from within 12" hides a PEF, p.28.)',
      )
      // The force's code word said as its people, like "guerilla": "a ganger force", "Emil (ganger)", "5
      // ganger figures", not "gang" (play-test 2 finding 24).
      .replace(/\bgang (force|figures?)\b/g, 'ganger $1')
      .replace(/ \(gang\) is Rep /g, ' (ganger) is Rep ')
      // "military" is the soldiers' code word (play-test 3, 7): "a force of soldiers", "Zeno (soldier)", "3
      // soldiers: …", as the rest of the log calls them.
      .replace(/\ba military force\b/g, 'a force of soldiers')
      .replace(/ \(military\) is Rep /g, ' (soldier) is Rep ')
      .replace(/\b(\d+) military figures?\b/g, (_m, n: string) => `${n} ${n === '1' ? 'soldier' : 'soldiers'}`)
      .replace(/\bpolice or military recruit\b/gi, (m) => `${m[0]}olice or soldier recruit`)
      // The engine's note keeps the player side's id ("Set-up done (side player)"); no id on screen (play-test 3, 22).
      .replace(/^Set-up done \(side [^)]*\): /, 'Set-up done: ')
      .replace(/\balready in cover, it stays put\b/g, 'already in cover, so stays put')
      .replace(/\(stands up: half (?:the|its) move\)/g, '(that costs half the move)')
      // The inches moved reach the wounded friend; the lift is a further 2" (play-test 2, 45: "moves 1.6" …
      // uses 2" of the move" read as a contradiction).
      .replace(
        /\bpicks up ([\w'-]+) \(2" of the move\)/g,
        'that reaches $1; picking $1 up costs a further 2" of the move',
      )
      // More figures called "it" (the brief after play-test 16): say the name, or "the path".
      .replace(/\bfurther along its path\b/g, 'further along the path')
      .replace(
        /\b([\w'-]+) has come into sight of ([^:]+):(.*?)\bstop where it came into view/g,
        '$1 has come into sight of $2:$3stop where $1 came into view',
      )
      .replace(
        /\b([\w'-]+) (is now [a-z ]+ \(was ducking back\)): ducking back ends when its group/g,
        (_m, who: string, was: string) => `${who} ${was}: ducking back ends when ${whose(who)} group`,
      )
      .replace(
        /\b([\w'-]+) (is now [a-z ]+ \(was ducking back\)): its duck back is done/g,
        (_m, who: string, was: string) => `${who} ${was}: ${whose(who)} duck back is done`,
      )
      .replace(
        /\b([\w'-]+) reloads: that takes its activation \(it may still move/g,
        (_m, who: string) => `${who} reloads: that takes ${whose(who)} activation (${who} may still move`,
      )
      .replace(
        /\b([\w'-]+) won the In Sight but ((?:[^.]|\.\d)*?)\bit (finishes|faces away)\b/g,
        '$1 won the In Sight but $2$1 $3',
      )
      .replace(
        /\b([\w'-]+) won the In Sight but ((?:[^.]|\.\d)*?), so it (\w+)/g,
        '$1 won the In Sight but $2, so $1 $3',
      )
      .replace(
        /\b([\w'-]+) is (\d+(?:\.\d+)?)" from the blast, no cover between it and the blast/g,
        '$1 is $2" from the blast, no cover between $1 and the blast',
      )
      .replace(/\b(ducks back from|hunkers down away from) its own blast\b/g, '$1 the blast of the grenade just thrown')
      .replace(
        /\b([\w'-]+) is (\d+(?:\.\d+)?)" from the blast, its DV/g,
        (_m, who: string, d: string) => `${who} is ${d}" from the blast, and ${whose(who)} DV`,
      )
      // "moves 4.0" (leaving the battlefield at Fast Move (8"))": the 8" is what the Fast Move allowed, so say
      // so; a prone figure stands up first, which the engine says (play-test 44; play-test 10a, 4: half the
      // allowance walked is no proof of it). Shorter: the edge or a block.
      .replace(
        /\bmoves (\d+(?:\.\d+)?)" \(leaving the battlefield at Fast Move \((\d+(?:\.\d+)?)"\)(, standing up first)?((?:; [^()]*)?)\)/g,
        (_m, went, fast, stood, way) =>
          leavingWords(Number(went), Number(fast), went as string, !!stood).slice(0, -1) + `${way as string})`,
      )
      // Star Power that saved nothing, then a Star's own choice to cheat death, read as one cause (play-test 20).
      .replace(
        /\b([\w'-]+) uses Star Power: (no die|\d+ dice?) of 1-3, which turns obviously dead into cheated death; and cheats death\./g,
        (_m, who: string, dice: string) =>
          `${who} uses Star Power: ${dice === 'no die' ? 'no die of 1-3, so it saves nothing' : `${dice} of 1-3, not enough`} and ${who} would be obviously dead; ${who} cheats death instead, leaving the table alive one Rep lower.`,
      )
      // Still more figures called "it" in the engine's sentences (issue 19, words brief 5): the name, or "the".
      .replace(/\b(disables|throws) its readied grenade\b/g, '$1 the readied grenade')
      .replace(
        /\b([\w'-]+) falls with a readied grenade: it goes off where it drops\./g,
        '$1 falls with a readied grenade, which goes off where $1 drops.',
      )
      .replace(
        /\b([\w'-]+) comes up short on a fast-move charge: no melee, and it forfeits its fire\b/g,
        '$1 comes up short on a fast-move charge: no melee, and $1 may not fire either',
      )
      .replace(
        /\b([\w'-]+) reloaded this activation, so it can't Fast Move\b/g,
        "$1 reloaded this activation, so $1 can't Fast Move",
      )
      .replace(
        /\b([\w'-]+) can't reach 6" from ([^()]+) \(([^)]*)\): the group's Fast Move throw \(([^)]*)\) gives it /g,
        "$1 can't reach 6\" from $2 ($3): the group's Fast Move throw ($4) gives $1 ",
      )
      .replace(/\bcan't fire from its door or window\b/g, "can't fire from that door or window")
      .replace(
        /\b([\w'-]+) already has two enemies in melee at its (rear|front)\b/g,
        (_m, who: string, end: string) => `${who} already has two enemies in melee at ${whose(who)} ${end}`,
      )
      .replace(/ \(its whole activation\)\./g, ' (that takes the whole activation).')
      .replace(
        /\b([\w'-]+) readies a grenade \(([^)]*)\): it can be thrown from its next activation\b/g,
        (_m, who: string, roll: string) =>
          `${who} readies a grenade (${roll}): it can be thrown from ${whose(who)} next activation`,
      )
      // A recruit's score, then the Rep the Recruiting table gives for it: "die 6, -1 ... = 5: Rep 4".
      .replace(
        / is Rep (\d+) \(die (\d+), ([^()]+?): (-?\d+)\)/g,
        (_m, rep: string, die: string, changes: string, score: string) =>
          ` is Rep ${rep} (${recruitReading(die, changes, score, rep)})`,
      )
  );
}

function leavingWords(went: number, fast: number, shown: string, stood: boolean): string {
  const allowed = `a Fast Move allowed ${went < fast - 0.05 ? 'up to ' : ''}${fast}"`;
  if (stood && Math.abs(went - fast / 2) < 0.05)
    return `moves ${shown}" (leaving the battlefield: ${allowed}, and standing up took half of it)`;
  if (stood) return `moves ${shown}" (leaving the battlefield: ${allowed}, after standing up)`;
  return `moves ${shown}" (leaving the battlefield: ${allowed})`;
}

/** At the start of a sentence a name takes a capital. */
function capAt(plain: string, at: number, whole: string): string {
  const start = at === 0 || /[.!?]\s+$/.test(whole.slice(0, at));
  return start ? plain[0]!.toUpperCase() + plain.slice(1) : plain;
}

/** The people of each force, as a side is called when its id is only a code word. */
const PEOPLE: Record<string, string> = {
  military: 'soldiers',
  police: 'police',
  gang: 'gangers',
  guerilla: 'guerillas',
  militia: 'militia',
};

/** Side ids a generator or a file gives that are code words, not names a person chose. */
const CODE_SIDES = new Set(['player', 'enemy', 'ai', 'human', 'computer', ...Object.keys(PEOPLE)]);

interface Sided {
  sides: readonly { id: string; force: string; control?: string }[];
  encounter?: { player: string };
  people?: { mode: string; players: readonly { name: string; side: string; figures?: readonly string[] }[] };
  figures?: Readonly<Record<string, unknown>>;
}

/** "Ana", "Ana and Ben", "Ana, Ben and Cy". */
export function namesList(names: readonly string[]): string {
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
}

/**
 * With two or more people at the screen, a side by whoever plays it: "Ana's soldiers" (head to head), "Ana
 * and Ben's soldiers" (same side); the side nobody at the screen plays by its force ("the guerillas").
 */
function peoplesSide(s: Sided, id: string, side: { force: string }): string | undefined {
  if (!s.people) return undefined;
  const people = PEOPLE[side.force] ?? side.force;
  const who = [...new Set(s.people.players.filter((p) => p.side === id).map((p) => p.name))];
  if (who.length) return `${namesList(who)}'s ${people}`;
  const twins = s.sides.filter((x) => x.force === side.force).length > 1;
  return twins ? `the other ${people}` : `the ${people}`;
}

/**
 * The side of one figure as its card names it: with several people sharing a side, the one whose figure it
 * is ("Cy's soldiers", play-test 8, 7: "Ana, Ben and Cy's soldiers" for Cy's Jo); else as `sideName` says.
 */
export function figureSideName(s: Sided, figure: string, side: string): string {
  const known = s.sides.find((x) => x.id === side);
  const sharing = (s.people?.players ?? []).filter((p) => p.side === side).length > 1;
  const person = known && sharing ? personOf(s, figure, side) : undefined;
  return person ? `${person}'s ${PEOPLE[known!.force] ?? known!.force}` : sideName(s, side);
}

/** The person at the screen who commands a figure of this side, when one can be named. */
export function personOf(s: Sided, figure: string | undefined, side: string | undefined): string | undefined {
  const ps = s.people?.players ?? [];
  const listed = figure ? ps.find((p) => p.figures?.includes(figure)) : undefined;
  if (listed) return listed.name;
  const ofSide = ps.filter((p) => p.side === side);
  return ofSide.length === 1 ? ofSide[0]!.name : undefined;
}

/**
 * A side as the screen names it (lower case, to sit inside a sentence): in a solo encounter "your force"
 * and "the enemy"; a side a file named ("blue", "Raiders") by that name; a side with a code word for an id
 * ("player", "military") by its force's people ("the gangers"), told apart by its place in the file when
 * both sides are the same force.
 */
export function sideName(s: Sided, id: string): string {
  const known = s.sides.find((x) => x.id === id);
  const named = known && peoplesSide(s, id, known);
  if (named) return named;
  // A figure's id (a roll's "who") is its name, in an encounter as in a skirmish: Spider's Crisis test is
  // not "for the enemy" (play-test 4 finding 6).
  if (!known && s.figures && id in s.figures) return id;
  if (s.encounter) return id === s.encounter.player ? 'your force' : 'the enemy';
  const i = s.sides.findIndex((x) => x.id === id);
  const side = s.sides[i];
  if (!side) return id;
  // A file's side called by its people ("soldiers") reads as they do: "the soldiers".
  if (Object.values(PEOPLE).includes(id)) return `the ${id}`;
  if (!CODE_SIDES.has(id)) return id;
  const people = PEOPLE[side.force] ?? side.force;
  const twins = s.sides.filter((x) => x.force === side.force).length > 1;
  if (!twins) return `the ${people}`;
  // Both sides the same force, one person at the screen (or Watch, which plays the first side for them, as
  // screenSide says): "your soldiers" and "the enemy soldiers", not "the first side's soldiers" (play-test 2
  // findings 1 and 5: nothing said which "side" was the player's).
  const humans = s.sides.filter((x) => x.control === 'human');
  const mine = humans.length <= 1 ? (humans[0] ?? s.sides[0])?.id : undefined;
  if (mine !== undefined) return id === mine ? `your ${people}` : `the enemy ${people}`;
  return `the ${ORDINALS[i] ?? `${i + 1}th`} side's ${people}`;
}

const PLURAL = /^(?:the |your )?(?:.+'s )?(?:other |enemy )?(?:soldiers|police|gangers|guerillas|militia)$/;

/** A name of its own that reads as many people: "Raiders", "Regulars" (not "Blue", nor "Hans's force"). */
const PLURAL_NAME = /^[A-Z][\w-]*(?: [A-Z][\w-]*)*[^s\W']s$/;

/**
 * The verb for a side named as sideName names it: a force's people are many ("the gangers activate", "the
 * soldiers hold"), and so is a side's own name that reads as many ("Raiders hold", not "Raiders holds",
 * issue 19); any other name, "your force" and "the enemy" are one ("Blue holds").
 */
export function agree(name: string, one: string, many: string): string {
  return PLURAL.test(name) || PLURAL_NAME.test(name) ? many : one;
}

/** The force in words for a heading: "soldiers", "gangers". */
export function forceWords(force: string): string {
  return PEOPLE[force] ?? force;
}
