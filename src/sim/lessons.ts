// `sim lessons`: lists the lessons (one JSON line each: id, title, the book page of its Stop! box, how many
// steps), or with --check plays each one's reference solution through the engine and says whether it solved.
// The lessons are the default ruleset's, or those of the one `--rules NAME` picks (found by its `lessons` part).
import { DEFAULT_RULES, rulesetNamed } from '../rulesets';

/** Where the lines go (the same shape as run's SimIo, named here so the two files do not import each other). */
interface LineIo {
  out(line: string): void;
  err(line: string): void;
}

/** Exit status: 0 listed (or every lesson solved), 1 a lesson not solved, 2 a bad command line. */
export function lessonsCommand(args: readonly string[], io: LineIo): number {
  let check = false;
  let rules = DEFAULT_RULES;
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '--check') check = true;
    else if (a === '--rules' && args[i + 1] !== undefined && !args[i + 1]!.startsWith('-')) rules = args[++i]!;
    else {
      io.err(
        a === '--rules'
          ? 'error: sim lessons: --rules needs a rules name'
          : `error: sim lessons: unknown ${a.startsWith('-') ? 'option' : 'argument'} ${a} (expected nothing, --check or --rules NAME)`,
      );
      return 2;
    }
  }
  const picked = rulesetNamed(rules);
  if (!picked.ok) {
    io.err(`error: sim lessons: --rules: ${picked.error.message}`);
    return 2;
  }
  const lessons = picked.value.lessons;
  const list = lessons?.list() ?? [];
  if (!check) {
    for (const l of list) io.out(JSON.stringify({ lesson: l.id, title: l.title, book: l.book, steps: l.steps }));
    return 0;
  }
  let all = true;
  for (const l of list) {
    const r = lessons!.solve(l.id);
    all &&= r.solved;
    io.out(JSON.stringify({ lesson: l.id, solved: r.solved, ...(r.solved ? {} : { why: r.why ?? 'not solved' }) }));
  }
  return all ? 0 : 1;
}
