// The one wording layer: every sentence the log, the dialogs, the sim's `text` fields and the tests show
// is made here from the facts an event or a rule result carries (ids, numbers, dice, modifiers, table
// rows). The engine and the solo rules call these functions; nothing else writes words for a rule.
export type { Explanation, ModifierNote } from './types';
export { explainOdds, oddsLabel, withOdds } from './odds';
export { explainRoll } from './roll';
export { eventText, facingWords, statusWords } from './eventText';
export { word, codeWords } from './words';
