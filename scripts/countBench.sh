#!/bin/bash
# Instructions spent by the bench's Chain Reaction work alone, for comparing two versions on a busy machine
# (wall-clock rows swing by a quarter under load; these counts repeat to about 2%). Run from the worktree:
#   scripts/countBench.sh reducer|patrols|copy|setup PASSES
# 'copy' and 'setup' are the two rows' baselines. V8 runs in its predictable mode (one thread, fixed seeds),
# and callgrind counts only from the moment the load is built and warmed (countBenchWork.ts waits for it).
which=${1:-reducer}
passes=${2:-2}
dir=/tmp/countBench
mkdir -p $dir
out=$dir/callgrind.$$
valgrind --tool=callgrind --instr-atstart=no --callgrind-out-file=$out \
  node --expose-gc --predictable --hash-seed=1 --random-seed=1 --no-memory-reducer \
  --import tsx scripts/countBenchWork.ts "$which" "$passes" $dir >$dir/log.$$ 2>&1 &
pid=$!
while [ ! -e $dir/ready-$pid ]; do
  sleep 2
  if ! kill -0 $pid 2>/dev/null; then
    cat $dir/log.$$
    exit 1
  fi
done
callgrind_control -i on $pid >/dev/null 2>&1
touch $dir/go-$pid
wait $pid
ir=$(grep -E '^(summary|totals):' $out | head -1 | awk '{print $2}')
echo "$which, $passes passes: $((ir / 1000000)) M instructions"
rm -f $out $dir/ready-$pid $dir/go-$pid $dir/log.$$
