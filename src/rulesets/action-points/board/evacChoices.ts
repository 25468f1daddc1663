// The evacuation mission's buttons (decision 80): pick up a casualty in base contact, put it down, and hand it
// off within 1" of the side's own edge or a friendly vehicle; a conscious casualty may take itself off. Each
// is tried on the reducer first, so a button is never refused, and a disabled one says the rules' reason.
import type { BoardChoice } from '../../../core/board';
import { friendsOf } from '../figures';
import { VICTORY } from '../tables';
import type { ApCommand, ApState, ApStepCommand, Figure } from '../types';
import { friendlyEdge, isCasualty } from '../evacuation';
import { EDGE_WORDS } from '../wording';
import { refusal } from './crewChoices';
import { figureName } from './names';

type Choice = BoardChoice<ApStepCommand>;

function ready(state: ApState, key: string, label: string, cmd: ApCommand, title?: string): Choice {
  const no = refusal(state, cmd);
  const c: Choice = no ? { key, label, enabled: false, why: no } : { key, label, enabled: true, command: cmd };
  if (title) c.title = title;
  return c;
}

export function evacChoices(state: ApState, f: Figure): Choice[] {
  if (!state.options.evacuate) return [];
  const side = state.sides.find((s) => s.id === f.side)!;
  const where = `the ${EDGE_WORDS[friendlyEdge(state, side)]} or a friendly vehicle`;
  const worth = `${VICTORY.evacuate} points`;
  if (f.carrying) {
    const name = figureName(state, f.carrying);
    return [
      ready(
        state,
        'evacuate',
        `Carry ${name} off (1 AP, ${worth})`,
        { do: 'evacuate', figure: f.id, target: f.carrying },
        `Within 1" of ${where}`,
      ),
      ready(state, 'putDown', `Put ${name} down (free)`, { do: 'putDown', figure: f.id }),
    ];
  }
  const out: Choice[] = [];
  if (isCasualty(f))
    out.push(
      ready(
        state,
        'evacuate',
        `Leave the fight, wounded (1 AP, ${worth})`,
        { do: 'evacuate', figure: f.id, target: f.id },
        `Within 1" of ${where}`,
      ),
    );
  const hurt = friendsOf(state, f).filter(isCasualty);
  const among = hurt.filter((t) => !refusal(state, { do: 'carry', figure: f.id, target: t.id }));
  const key = 'carry';
  const label = 'Pick up a casualty (1 AP)';
  if (!among.length) {
    const reasons = hurt.map((t) => refusal(state, { do: 'carry', figure: f.id, target: t.id })!);
    const why = reasons.length
      ? [...new Set(reasons)].slice(0, 3).join('; ')
      : 'no friend with a serious or worse wound, or dead, on the table';
    out.push({ key, label, enabled: false, why });
    return out;
  }
  out.push({
    key,
    label,
    enabled: true,
    title: `Carry to ${where}: ${worth}. ${among.length} to choose from: ${among.map((id) => figureName(state, id)).join(', ')}`,
    target: {
      kind: 'figure',
      prompt: 'Pick up which friend?',
      among: among.map((t) => t.id),
      command: (id) => ({ do: 'carry', figure: f.id, target: id }),
      preview: (id) =>
        among.some((t) => t.id === id)
          ? { note: `Pick up ${figureName(state, id)} (1 AP) and carry them to ${where}: ${worth}` }
          : undefined,
    },
  });
  return out;
}
