// The keyboard and mouse controls, listed once: the help overlay prints this list and the key handler
// follows it, so the two can't drift apart.
export interface Shortcut {
  keys: string;
  what: string;
}

export const SHORTCUTS: readonly Shortcut[] = [
  { keys: 'Click', what: 'Select a figure - yours to give orders, any other to see what it sees' },
  {
    keys: 'Drag a figure',
    what: 'Move it along the path you draw (the ruler shows inches used and why); hold Shift for a fast move. Drag through a door to enter a building.',
  },
  {
    keys: 'M',
    what: 'Group move on or off: dragging one figure moves the others of its group that can still move, in formation',
  },
  { keys: 'F', what: 'Fire: click an enemy to aim, click others in the swath to spread the dice, Enter to fire' },
  { keys: 'S', what: 'While aiming: switch the swath to the other side of the first target' },
  { keys: 'G', what: 'Ready a grenade; once readied, G again to throw it (click where it lands)' },
  { keys: 'C', what: 'Charge into melee: click the enemy' },
  { keys: 'T', what: 'Turn to face: click a point' },
  { keys: 'P', what: 'Go prone / stand up' },
  { keys: 'R', what: 'Reload' },
  { keys: 'B', what: 'Retrieve a figure out of the fight (a wounded friend, or take an enemy prisoner)' },
  { keys: 'E', what: "End the acting group's activation (before one acts: pass the next group in line)" },
  { keys: 'X', what: 'The reaction chains: each cause, its tests with dice and odds, and what they set off' },
  { keys: 'Tab', what: 'Select the next figure that can act' },
  { keys: 'Z or Ctrl+Z', what: 'Undo back to your last command or choice' },
  { keys: 'Space', what: 'Skip the animation' },
  { keys: 'Esc', what: 'Cancel the current order, then clear the selection' },
  {
    keys: 'L V K O W N',
    what: 'Overlays: sight line, vision, groups and links, cover badges, weapon ranges, sections',
  },
  { keys: 'Wheel, = and -, 0', what: 'Zoom in and out, fit the table to the window' },
  { keys: 'Arrow keys, or drag empty ground', what: 'Pan the table' },
  { keys: 'Q', what: 'Rules reference: every section of the book with its page, searchable; "why?" links open it' },
  { keys: 'H or ?', what: 'This help' },
];
