// Opening a game's lesson in the app's Session as a host with only the ruleset would (LessonsPart's file,
// steps, check), and playing it as the person: the person's commands one by one, the computer's and the
// file's sides played between them, the lesson's check read after each.
import type { AnyRuleset } from '../../../src/core/ruleset';
import { Session } from '../../../src/app/session';

export function openLesson(rules: AnyRuleset, id: string): Session {
  const file = rules.lessons!.file!(id) as Record<string, unknown>;
  const sc = rules.scenario.check(file);
  if (!sc.ok) throw new Error(`${rules.name} ${id}: ${sc.error.path}: ${sc.error.message}`);
  return new Session(rules, sc.value, file);
}

/** Plays every side but the person's until the person is asked again or the game is over. */
export function playOthers(s: Session): void {
  for (let i = 0; i < 1000 && !s.over && s.waitingFor() !== 'human'; i++) {
    const r = s.playComputer();
    if (!r) return;
    if (!r.ok) throw new Error(r.error);
  }
}

/**
 * The person's commands in turn, the others played before each and after the last. Returns the check's
 * words before the first command and after each one (undefined: the goal met), and the first refusal.
 */
export function playAsPerson(
  rules: AnyRuleset,
  s: Session,
  id: string,
  commands: readonly unknown[],
): { checks: (string | undefined)[]; refused?: string } {
  const check = () => rules.lessons!.check!(id, s.state);
  playOthers(s);
  const checks = [check()];
  for (const c of commands) {
    if (s.waitingFor() !== 'human') return { checks, refused: `not the person's turn for ${JSON.stringify(c)}` };
    const r = s.apply(c, 'human');
    if (!r.ok) return { checks, refused: r.error };
    playOthers(s);
    checks.push(check());
  }
  return { checks };
}

/** Every id the lesson's file gives a side, group, unit, figure or piece of terrain. */
export function idsOf(file: unknown): string[] {
  const ids: string[] = [];
  const walk = (x: unknown): void => {
    if (Array.isArray(x)) x.forEach(walk);
    else if (x && typeof x === 'object') {
      const o = x as Record<string, unknown>;
      if (typeof o['id'] === 'string') ids.push(o['id']);
      for (const [k, v] of Object.entries(o)) if (k !== 'dice' && k !== 'commands') walk(v);
    }
  };
  walk(file);
  return ids;
}
