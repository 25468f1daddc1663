// The faction editor of the new-battle screen (issue 20 item 2): a list-of-records knob (core/board.ts) whose
// rows start from one of the five ruled factions and change its numbers: move, the dice of each of its weapons,
// close-combat dice, the three kill numbers, group size, linked fire and its cards. Each row becomes a faction
// written into the scenario file's "factions" (so it is saved and reloaded with the battle) and played by the
// sides in order. The fields are generic; a preset renames the weapon fields after its own weapons and hides
// the ones it has not.
import type { BoardKnobValue, RecordField, RecordPreset, RecordRow, RecordsKnob } from '../../../core/board';
import { FACTIONS, FACTION_IDS, type Faction, type Weapon } from '../factions';

/** Up to four weapons per faction (the soldiers carry four). */
const WEAPON_FIELDS = ['w1', 'w2', 'w3', 'w4'] as const;

const FIELDS: RecordField[] = [
  { key: 'name', label: 'name', kind: 'text', maxLength: 24 },
  { key: 'move', label: 'move (inches)', kind: 'number', min: 1, max: 48 },
  ...WEAPON_FIELDS.map((key, i): RecordField => ({
    key,
    label: `weapon ${i + 1} dice`,
    kind: 'number',
    min: 0,
    max: 30,
  })),
  { key: 'close', label: 'close-combat dice', kind: 'number', min: 0, max: 30 },
  { key: 'open', label: 'kill number in the open', kind: 'number', min: 1, max: 200 },
  { key: 'cover', label: 'kill number in cover', kind: 'number', min: 1, max: 200 },
  { key: 'buildings', label: 'kill number in buildings', kind: 'number', min: 1, max: 200 },
  { key: 'size', label: 'group size', kind: 'number', min: 1, max: 12 },
  { key: 'linked', label: 'linked fire', kind: 'flag' },
  { key: 'single', label: 'single cards', kind: 'number', min: 0, max: 20 },
  { key: 'double', label: 'double cards', kind: 'number', min: 0, max: 20 },
  { key: 'triple', label: 'triple cards', kind: 'number', min: 0, max: 20 },
];

/** A figure's close-combat dice with this weapon when the file gives none (as the rules core reads them). */
const closeOf = (w: Weapon) => w.close ?? w.dice;

function presetOf(f: Faction): RecordPreset {
  const weapons = Object.entries(f.weapons);
  const values: Record<string, number | string | boolean> = {
    name: f.name,
    move: f.move,
    close: closeOf(f.weapons[f.weapon]!),
    open: f.kill.open,
    cover: f.kill.cover,
    buildings: f.kill.buildings,
    size: f.groupSize,
    linked: f.linkedFire,
    ...f.cards,
  };
  const labels: Record<string, string> = {};
  WEAPON_FIELDS.forEach((key, i) => {
    const w = weapons[i];
    values[key] = w ? w[1].dice : 0;
    if (w) labels[key] = `${w[0]} dice${w[1].area ? ' (6" circle)' : ''}`;
  });
  return { name: f.name, values, labels, hidden: WEAPON_FIELDS.slice(weapons.length) };
}

export const FACTION_KNOB: RecordsKnob = {
  key: 'own',
  label: 'Your factions',
  kind: 'records',
  fields: FIELDS,
  presets: FACTION_IDS.map((id) => presetOf(FACTIONS[id]!)),
  max: 6,
  hint: 'The first factions play these, in order; the rest are drawn from the five',
  // The choice under "Start from" counts only once added: the count says so as it goes (play-test 7, 18: a
  // person who never pressed Add thought the soldiers were chosen, and was dealt the creature swarm).
  counted: (n) =>
    n === 0
      ? 'None added yet: every faction is drawn at random. Pick one under "Start from" and press Add to choose it.'
      : `${n} ${n === 1 ? 'faction' : 'factions'} added: ${n === 1 ? 'it plays' : 'they play'} first, in this order.`,
};

/** The file's id of the i-th row's faction: it keeps the ruled faction it started from ("own-2-police"). */
export function editedId(i: number, base: string): string {
  return `own-${i + 1}-${base}`;
}

/** The ruled faction an edited faction's id says it started from, if it is one (its groups keep their word). */
export function editedBase(id: string): string | undefined {
  return /^own-\d+-(\w+)$/.exec(id)?.[1];
}

/** The shipped faction a row started from. */
export function baseOf(row: RecordRow): Faction {
  return Object.values(FACTIONS).find((f) => f.name === row.preset) ?? FACTIONS.soldiers!;
}

/** The rows of the knob's value (anything else reads as none). */
export function rowsOf(v: BoardKnobValue | undefined): readonly RecordRow[] {
  return Array.isArray(v) ? (v as RecordRow[]) : [];
}

/** A row as the file's faction (docs/rules-notes/action-cards/scenario.md, "factions"). */
export function factionOf(row: RecordRow): Record<string, unknown> {
  const base = baseOf(row);
  const v = row.values;
  const n = (key: string) => v[key] as number;
  // Close-combat dice left as the preset had them keep each weapon's own (a soldier's rocket still closes with
  // its 4 dice); changed, every weapon of the faction closes with the new number.
  const closeChanged = n('close') !== closeOf(base.weapons[base.weapon]!);
  const weapons = Object.fromEntries(
    Object.entries(base.weapons).map(([name, w], i) => [
      name,
      { ...w, dice: n(WEAPON_FIELDS[i]!), close: closeChanged ? n('close') : closeOf(w) },
    ]),
  );
  const name = typeof v.name === 'string' && v.name.trim() ? v.name.trim() : base.name;
  return {
    name,
    move: n('move'),
    weapons,
    weapon: base.weapon,
    kill: { open: n('open'), cover: n('cover'), buildings: n('buildings') },
    groupSize: n('size'),
    linkedFire: v.linked === true,
    cards: { single: n('single'), double: n('double'), triple: n('triple') },
    specials: [...base.specials],
  };
}

/** What the fields' own ranges can't say: a faction with no card never acts. */
export function checkFactions(values: Record<string, BoardKnobValue>): string | undefined {
  for (const [i, row] of rowsOf(values[FACTION_KNOB.key]).entries()) {
    const v = row.values;
    if ((v.single as number) + (v.double as number) + (v.triple as number) < 1)
      return `${FACTION_KNOB.label}, row ${i + 1} (${row.preset}): needs at least one card, or it never acts`;
  }
  return undefined;
}
