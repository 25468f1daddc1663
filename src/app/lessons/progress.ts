// Which lessons the player has finished, kept in the browser's storage (a plain Map in tests). A lesson is
// 'started' once its first step is passed and 'done' once its last step is; 'done' is never taken back by
// playing the lesson again. Unreadable storage counts as no progress at all.
import type { KeyValueStore } from '../autosave';

export const PROGRESS_KEY = 'chain-reaction.lessons';

export type LessonStatus = 'done' | 'started';
export type Progress = Record<string, LessonStatus>;

export function loadProgress(store?: KeyValueStore): Progress {
  try {
    const raw = store?.getItem(PROGRESS_KEY);
    if (!raw) return {};
    const data = JSON.parse(raw) as unknown;
    if (!data || typeof data !== 'object' || Array.isArray(data)) return {};
    const out: Progress = {};
    for (const [id, v] of Object.entries(data)) if (v === 'done' || v === 'started') out[id] = v;
    return out;
  } catch {
    return {};
  }
}

/** Records a lesson's status; a finished lesson stays finished. */
export function markLesson(store: KeyValueStore | undefined, id: string, status: LessonStatus): Progress {
  const p = loadProgress(store);
  if (p[id] === 'done' && status !== 'done') return p;
  p[id] = status;
  try {
    store?.setItem(PROGRESS_KEY, JSON.stringify(p));
  } catch {
    // Storage full or refused: progress is only a convenience, the lesson itself goes on.
  }
  return p;
}

export function statusWords(s: LessonStatus | undefined): string {
  return s === 'done' ? 'done' : s === 'started' ? 'started' : 'not started';
}

/** The lessons a Patrol needs (marked `ready` in the game's list) that are not done yet; ready once there are none. */
export function patrolReadiness<L extends { id: string; ready?: boolean }>(
  progress: Progress,
  lessons: readonly L[],
): { ready: boolean; missing: L[]; needed: number } {
  const needed = lessons.filter((l) => l.ready);
  const missing = needed.filter((l) => progress[l.id] !== 'done');
  return { ready: missing.length === 0, missing, needed: needed.length };
}
