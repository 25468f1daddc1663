// The help text of the `sim` command-line tool.
export const USAGE = `sim: play Chain Reaction 3.1 scenario files without a screen

usage:
  sim play FILE.json [--seed S] [--summary] [--turns N]
      Check the file, play it and print one JSON event per line; the last line is {"type":"final", ...}.
      --seed S     use seed S instead of the file's "seed"
      --summary    print only the final state, as one JSON object
      --turns N    stop after at most N turns (N >= 1)
  sim batch FILE.json --runs N      (not available yet)
  sim show FILE.json                (not available yet)
  sim help                          this text

A bad file or command line prints one line "error: <where>: <problem>" on stderr and exits with status 2.`;
