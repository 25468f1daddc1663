// Rep change after an Encounter in words: whether it counted as a success for the figure (and what
// spoiled it), the one die rolled, and the new Rep.
import type { EncounterVerdict, RepChangeOutcome } from '../rules/repChange';
import { DECREASE_REP_TABLE, IMPROVE_REP_TABLE } from '../tables/repChange';
import { noteOf } from './phrases';
import type { Explanation } from './types';
import { UNMET_WORDS } from './words';

function verdictText(v: EncounterVerdict | undefined, kind: RepChangeOutcome['kind']): string {
  if (kind === 'improve') return 'a good Encounter';
  if (!v || v.unmet.length === 0) return 'not a good Encounter';
  return `not a good Encounter (${v.unmet.map((u) => UNMET_WORDS[u]).join('; ')})`;
}

export function explainRepChange(r: RepChangeOutcome & { verdict?: EncounterVerdict }, who?: string): Explanation {
  const head = `Rep change${who ? ` for ${who}` : ''}: ${verdictText(r.verdict, r.kind)}`;
  const die = r.dice[0];
  let text: string;
  if (r.kind === 'none' || die === undefined) {
    text = `${head}, but with no enemies on the table nothing is rolled: Rep stays ${r.to}.`;
  } else if (r.kind === 'improve') {
    const why = r.to > r.from
      ? (die > r.from ? `over Rep ${r.from}` : `a ${IMPROVE_REP_TABLE.alwaysImproves} always counts`)
      : `not over Rep ${r.from}`;
    text = `${head}, so a die to improve: rolled ${die}, ${why}: ${r.to > r.from ? `Rep rises to ${r.to}` : `Rep stays ${r.to}`}.`;
  } else {
    let why: string;
    if (die !== DECREASE_REP_TABLE.losingFace) why = `only a ${DECREASE_REP_TABLE.losingFace} costs Rep: Rep stays ${r.to}`;
    else if (r.to === r.from) why = `but Rep never falls below ${DECREASE_REP_TABLE.floor}: Rep stays ${r.to}`;
    else why = `Rep falls to ${r.to}`;
    text = `${head}, so a die to lose Rep: rolled ${die}, ${why}.`;
  }
  const out: Explanation = { text, dice: [...r.dice], modifiers: r.modifiers.map(noteOf) };
  if (r.ref) out.table = r.ref;
  return out;
}
