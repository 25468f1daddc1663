// "Your own dice": which sides' players throw real dice and type the faces in. The choice is written into
// the battle's file (`enteredDice`, a list of side ids; fields the contract doesn't know are ignored by
// `sim`), so a saved game or replay knows whose rolls were entered and plays back exactly.
export const ENTERED_DICE_KEY = 'enteredDice';

/** The sides whose rolls are entered, as the file says; anything malformed counts as none. */
export function enteredSidesOf(source: Record<string, unknown>): string[] {
  const v = source[ENTERED_DICE_KEY];
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
}

/** The battle's file with every side a person plays entering its own dice (or none, when off). */
export function withOwnDice(source: Record<string, unknown>, on: boolean): Record<string, unknown> {
  const { [ENTERED_DICE_KEY]: _drop, ...rest } = source;
  if (!on) return rest;
  const sides = Array.isArray(source.sides) ? (source.sides as { id?: unknown; control?: unknown }[]) : [];
  const human = sides.filter((s) => s.control === 'human' && typeof s.id === 'string').map((s) => s.id as string);
  return human.length ? { ...rest, [ENTERED_DICE_KEY]: human } : rest;
}
