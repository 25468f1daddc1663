// `sim lessons`: lists the lessons (one JSON line each: id, title, the book page of its Stop! box, how many
// steps), or with --check plays each one's reference solution through the engine and says whether it solved
// (and whether every claim its steps make is what the game says: lessons/claims.ts).
import { LESSONS } from '../rulesets/chain-reaction/lessons';
import { solve } from '../rulesets/chain-reaction/lessons/runner';
import { checkClaims } from '../rulesets/chain-reaction/lessons/claims';

/** Where the lines go (the same shape as run's SimIo, named here so the two files do not import each other). */
interface LineIo {
  out(line: string): void;
  err(line: string): void;
}

/** Exit status: 0 listed (or every lesson solved), 1 a lesson not solved, 2 a bad command line. */
export function lessonsCommand(args: readonly string[], io: LineIo): number {
  const check = args.includes('--check');
  const stray = args.find((a) => a !== '--check');
  if (stray !== undefined) {
    io.err(
      `error: sim lessons: unknown ${stray.startsWith('-') ? 'option' : 'argument'} ${stray} (expected nothing or --check)`,
    );
    return 2;
  }
  if (!check) {
    for (const l of LESSONS)
      io.out(JSON.stringify({ lesson: l.id, title: l.title, book: l.book, steps: l.steps.length }));
    return 0;
  }
  let all = true;
  for (const l of LESSONS) {
    const r = solve(l);
    // A lesson that plays to its end but says something the game contradicts is not solved either.
    const wrong = r.solved ? checkClaims(l) : [];
    const solved = r.solved && wrong.length === 0;
    all &&= solved;
    const why = r.solved ? wrong.join('; ') : (r.why ?? 'not solved');
    io.out(JSON.stringify({ lesson: l.id, solved, ...(solved ? {} : { why }) }));
  }
  return all ? 0 : 1;
}
