// Which rule a pointer preview is about, by what the player is doing: aiming (the swath), throwing,
// charging, turning, retrieving, dragging a move (normal or fast), picking an In Sight step, or just
// pointing with a figure selected (line of sight); a preview that refuses names the rule that forbids it. The tooltip shows its page, and Q opens the
// reference there while the tooltip is up.
import type { Controller, Mode } from '../controller';
import type { PointerNote } from '../preview/note';
import { refCite } from './rulesReference';

const MODE_SECTIONS: Readonly<Record<Mode, string>> = {
  select: 'lineOfSight',
  fire: 'swath',
  throw: 'throwGrenade',
  charge: 'chargeTest',
  turn: 'facing',
  retrieve: 'retrievingWounded',
};

export function previewSection(ctl: Controller, note?: PointerNote): string {
  // A preview that says no ("can't fire at E: no line of sight") is about the rule that forbids it.
  const refused = note?.tone === 'bad' ? refCite(note.text) : undefined;
  if (refused) return refused.section;
  // Words about something else than the mode (the ground under a bare pointer) name their own rule.
  if (note?.section) return note.section;
  if (ctl.stepPick) return 'triggerInSight';
  if (ctl.drag) return ctl.drag.fast ? 'fastMove' : 'normalMovement';
  return MODE_SECTIONS[ctl.mode];
}
