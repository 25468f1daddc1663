// The help text of the `sim` command-line tool.
export const USAGE = `sim: play Chain Reaction 3.1 scenario files without a screen

usage:
  sim play FILE.json [--seed S] [--summary] [--turns N]
      Check the file, play it and print one JSON event per line; the last line is {"type":"final", ...}.
      --seed S     use seed S instead of the file's "seed"
      --summary    print only the final state, as one JSON object
      --turns N    stop after at most N turns (N >= 1; default 50 for a plain battle, an encounter
                   keeps its own limit); a run stopped so ends with "unfinished":"turnCap" on its last line
  sim play FILE.json --roster FILE
      Campaign: field the roster in FILE (or recruit a first group from the file's Star when FILE does
      not exist yet), play the encounter, then apply the after-battle steps and write FILE back.
  sim batch FILE.json --runs N [--seed S] [--turns N] [--report out.html] [--roster FILE] [--workers K]
                                     [--shard K/M]
      Play the file under N seeds (S#0, S#1, ...) on all cores, with progress on stderr; print the
      figures as one JSON object: results, end reasons, turns, casualties, reaction results, PEF outcomes.
      --turns N    each run stops after at most N turns, as for play; runs stopped so count as
                   "unfinished", with the reason "turnCap"
      --report F   also write a self-contained HTML page of charts to F
      --workers K  worker threads (default: every core; 1 plays in this thread)
      --shard K/M  play only the K-th of M equal ranges of the run numbers and print a partial
                   result (every run's summary) for sim merge
  sim compare A.json B.json --runs N [--seed S] [--turns N] [--report out.html] [--workers K]
                                     [--shard K/M] [--json]
      Play both files (any game) under N seeds each and print each outcome (a side wins, or neither)
      side by side with Wilson 95% intervals, and whether the difference is clear at 95% (pooled
      two-proportion z-test); then figures lost per run and mean turns. --json prints one JSON object;
      --report F writes a self-contained HTML page of the plots; --shard K/M as for batch.
  sim merge PART.json ... [--report out.html] [--json]
      Put the parts of a sharded batch or compare back together: prints what the unsharded run prints
      (its "ms" and "workers" are the parts' sums).
  sim show FILE.json [--seed S]
      Print the table as text, one character per inch (a generated table under seed S).
  sim lessons [--check]
      List the lessons, one JSON line each: {"lesson", "title", "book", "steps"}. With --check, play each
      lesson's reference solution and print {"lesson", "solved"} (and "why" when not); exit 1 unless all solve.
  sim help                          this text

A bad file or command line prints one line "error: <where>: <problem>" on stderr and exits with status 2.`;
