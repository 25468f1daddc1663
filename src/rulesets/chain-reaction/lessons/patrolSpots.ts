// The five spots the Patrol lesson's demo checks against the recon rule (demos.ts says what each one finds;
// patrol.ts marks them on the table while the demo step and its lines are up).
export const PATROL_SPOTS: readonly { at: [number, number]; where: string }[] = [
  { at: [6, 4], where: '4" from the far edge, on the left' },
  { at: [18, 7], where: '7" from the far edge, in the middle' },
  { at: [18, 5.5], where: '5.5" from the far edge, in the middle' },
  { at: [30, 2], where: '2" from the far edge, on the right' },
  { at: [30, 20], where: '20" from the far edge, on the right' },
];
