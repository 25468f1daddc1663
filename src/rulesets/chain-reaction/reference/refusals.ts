// Why an order was refused, as a reference section with its page. The engine refuses an order with one
// sentence (from its own checks); this list reads which rule that sentence rests on, so the screen can
// add "p.16" and a "why?" link. First match wins. A test builds every refusal the engine can write
// and checks each finds its section here.
import { sectionById } from './index';

export interface Refusal {
  /** What the refusal is about, in a word or two (shown beside the page). */
  rule: string;
  section: string;
  match: RegExp;
}

export const REFUSALS: readonly Refusal[] = [
  // The state of the figure itself.
  { rule: 'ducking back', section: 'duckBack', match: /\bis (?:duck back|ducking back)\b/ },
  { rule: 'hunkered down', section: 'hunkerDown', match: /\bis hunker(?:ed)? down\b/ },
  { rule: 'facing away', section: 'lineOfSight', match: /faces? away/ },
  { rule: 'leaving', section: 'leaveBattlefield', match: /\bis (?:leaving|off table)\b/ },
  { rule: 'out of the fight', section: 'outOfTheFight', match: /\bis out of the fight(?! within)(?!: use retrieve)/ },
  { rule: 'dead', section: 'obviouslyDead', match: /\bis obviously dead\b/ },
  { rule: 'captured', section: 'autoKill', match: /\bis captured\b|use retrieve to capture or dispatch/ },
  {
    rule: 'carried',
    section: 'retrievingWounded',
    match:
      /is being carried|already carrying|out of the fight within|is not out of the fight|beyond .*'s reach this activation/,
  },
  { rule: 'locked in melee', section: 'meleeCombat', match: /locked in melee/ },
  { rule: 'melee is full', section: 'multipleMelee', match: /two enemies in melee/ },
  // Whose turn it is.
  {
    rule: 'activation',
    section: 'turnSequence',
    match:
      /acting group|may not act|highest leader Rep|part of the turn|already acted this turn|belongs to no group|has no group to act/,
  },
  // Ammunition and firing.
  {
    rule: 'out of ammo',
    section: 'tightAmmo',
    match: /out of ammo|need to reload|can't reload|reloading takes|reloaded this activation/,
  },
  { rule: 'once a turn', section: 'rangedWeapons', match: /rocket launcher has fired/ },
  { rule: 'fires once', section: 'firing', match: /already fired this activation/ },
  { rule: 'two pistols', section: 'twoWeapons', match: /second pistol/ },
  { rule: 'out of range', section: 'rangedWeapons', match: /beyond .*range/ },
  { rule: 'no line of sight', section: 'lineOfSight', match: /no line of sight|out of sight|no line of fire/ },
  { rule: 'door or window', section: 'firingFromBuildings', match: /door or window/ },
  { rule: 'swath', section: 'swath', match: /swath/ },
  {
    rule: 'not a target',
    section: 'targetSelection',
    match: /own side|may not be fired at|its own first target|is not a target/,
  },
  { rule: 'collapse', section: 'firingAtBuildings', match: /can't fire: (?:no area|area )/ },
  // Grenades.
  { rule: 'grenades', section: 'whosGotGrenade', match: /has no grenades|no gun to fire/ },
  // Holding a readied grenade already: what to do is throw it, not ready another.
  { rule: 'throw it', section: 'throwGrenade', match: /already holds a readied grenade/ },
  { rule: 'ready first', section: 'readyGrenade', match: /readied grenade|readying costs|readied too slowly/ },
  { rule: 'throw', section: 'throwGrenade', match: /thrown a grenade this turn|grenades reach 6/ },
  // Charging.
  { rule: 'charge reach', section: 'howToCharge', match: /can't reach 6"|Fast Move to close/ },
  // Movement.
  { rule: 'prone', section: 'goingProne', match: /already prone|already standing|went prone|gone prone/ },
  { rule: 'already moved', section: 'actions', match: /already moved/ },
  {
    rule: 'allowance',
    section: 'movement',
    match:
      /too far: the path needs|more than 2" from|given two steps|not a figure of .* group that can move|goes on along its own path/,
  },
  { rule: 'blocked', section: 'terrainScenery', match: /path is blocked/ },
  { rule: 'floors', section: 'enteringExiting', match: /inside a building|floor/ },
];

/** Refusals that are about the program's input, not a rule: they carry no page. */
export const NOT_RULES: readonly RegExp[] = [
  /waiting for .* to decide/,
  /not one of the choices/,
  /no decision waiting/,
  /no figure "/,
  /no figure called/,
  // Entered dice: about the faces typed in, not a rule of the game.
  /no roll is waiting for dice/,
  /to enter the dice for/,
  /^the dice for /,
  // Set-up and control commands sent to the battle's own reducer: a fault of the caller.
  /is not an order of the battle itself/,
];

export interface RefusalCite {
  rule: string;
  section: string;
  title: string;
  page: number;
}

/** The rule behind a refusal sentence, with its page; undefined when the sentence names no rule. */
export function refusalCite(text: string): RefusalCite | undefined {
  const r = REFUSALS.find((x) => x.match.test(text));
  const s = r && sectionById(r.section);
  return r && s ? { rule: r.rule, section: s.id, title: s.title, page: s.page } : undefined;
}
