// Which rule a pointer preview is about, by what the player is doing: aiming (the swath), throwing,
// charging, turning, retrieving, dragging a move (normal or fast), picking an In Sight step, or just
// pointing with a figure selected (line of sight). The tooltip shows its page, and Q opens the
// reference there while the tooltip is up.
import type { Controller, Mode } from '../controller';

const MODE_SECTIONS: Readonly<Record<Mode, string>> = {
  select: 'lineOfSight',
  fire: 'swath',
  throw: 'throwGrenade',
  charge: 'chargeTest',
  turn: 'facing',
  retrieve: 'retrievingWounded',
};

export function previewSection(ctl: Controller): string {
  if (ctl.stepPick) return 'triggerInSight';
  if (ctl.drag) return ctl.drag.fast ? 'fastMove' : 'normalMovement';
  return MODE_SECTIONS[ctl.mode];
}
