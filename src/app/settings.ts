// The player's display settings: animation speed and which overlays are on. Kept in localStorage so
// they survive a reload; read defensively because stored text may be old or hand-edited.
import type { KeyValueStore } from './autosave';

export const SPEEDS = ['off', 'fast', 'normal', 'slow'] as const;
export type Speed = (typeof SPEEDS)[number];

/** Milliseconds an animation of one "beat" lasts at each speed. */
export const BEAT_MS: Record<Speed, number> = { off: 0, fast: 180, normal: 420, slow: 800 };

export const OVERLAYS = ['los', 'vision', 'cohesion', 'cover', 'ranges', 'sections'] as const;
export type Overlay = (typeof OVERLAYS)[number];

export const OVERLAY_LABELS: Record<Overlay, { label: string; key: string; help: string }> = {
  los: {
    label: 'Line of sight',
    key: 'L',
    help: 'Line from the selected figure to the one under the pointer: green if it sees it, red with the blocker named if not',
  },
  vision: {
    label: 'Vision',
    key: 'V',
    help: 'The area the selected (or hovered) figure can see: its front half, cut by terrain and by night limits',
  },
  cohesion: { label: 'Groups', key: 'K', help: 'Groups and their 4" links (a link needs sight either way)' },
  cover: {
    label: 'Cover',
    key: 'O',
    help: 'Cover and concealment badges on the hovered figure, seen from the selected one',
  },
  ranges: {
    label: 'Ranges',
    key: 'W',
    help: 'The selected figure\'s weapon range, and the 6" grenade and charge reach',
  },
  sections: { label: 'Sections', key: 'N', help: 'The nine 12" sections of the table, numbered 1 to 9' },
};

export interface Settings {
  speed: Speed;
  overlays: Record<Overlay, boolean>;
  /** Before an order: say which tests it brings on and their odds. */
  coach?: boolean;
  /** New battles start with "your own dice" on (the new-battle screen remembers the last choice). */
  ownDice?: boolean;
  /** The game last chosen on the new-battle screen (a "rules" name of rulesets/catalog.ts). */
  game?: string;
}

export const DEFAULT_SETTINGS: Settings = {
  speed: 'normal',
  overlays: { los: true, vision: false, cohesion: true, cover: true, ranges: false, sections: false },
  ownDice: false,
};

const KEY = 'chain-reaction.settings';

export function loadSettings(store: KeyValueStore | undefined): Settings {
  const out: Settings = {
    speed: DEFAULT_SETTINGS.speed,
    overlays: { ...DEFAULT_SETTINGS.overlays },
    ownDice: DEFAULT_SETTINGS.ownDice,
  };
  try {
    const raw = store?.getItem(KEY);
    if (!raw) return out;
    const v = JSON.parse(raw) as Partial<Settings>;
    if (SPEEDS.includes(v.speed as Speed)) out.speed = v.speed as Speed;
    if (typeof v.ownDice === 'boolean') out.ownDice = v.ownDice;
    for (const o of OVERLAYS) if (typeof v.overlays?.[o] === 'boolean') out.overlays[o] = v.overlays[o];
    if (v.coach === true) out.coach = true;
    if (typeof v.game === 'string' && v.game) out.game = v.game;
  } catch {
    // keep the defaults
  }
  return out;
}

export function saveSettings(store: KeyValueStore | undefined, s: Settings): void {
  try {
    store?.setItem(KEY, JSON.stringify(s));
  } catch {
    /* storage full or disabled: settings are not precious */
  }
}
