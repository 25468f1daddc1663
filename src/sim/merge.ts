// `sim merge part1.json part2.json ...`: the partial results of a sharded `sim batch` or `sim compare`
// (shard.ts) put back together, printing what one unsharded run prints (save "ms" and "workers", which add
// up the parts' own). Every part must be of the same command, files and settings, and the parts must cover
// the runs once each; anything else is one error line.
import { readFileSync } from 'node:fs';
import { rulesetNamed } from '../rulesets';
import { batchFigures, reportPage, statsOf, writeReport, type BatchPart } from './batch';
import { comparison, printComparison, type ComparePart } from './compare';
import type { PartHead } from './shard';

type Part = BatchPart | ComparePart;
type Io = { out(l: string): void; err(l: string): void };

function readPart(path: string): { ok: true; part: Part } | { ok: false; error: string } {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    const code = (e as { code?: string }).code ?? '';
    return { ok: false, error: `error: ${path}: ${code === 'ENOENT' ? 'file not found' : `cannot be read (${code})`}` };
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return {
      ok: false,
      error: `error: ${path}: not JSON (a part is what sim batch or sim compare --shard K/M prints)`,
    };
  }
  const p = data as Partial<PartHead>;
  if (
    typeof data !== 'object' ||
    data === null ||
    p.type !== 'simPart' ||
    (p.command !== 'batch' && p.command !== 'compare')
  )
    return { ok: false, error: `error: ${path}: not a part of a sharded sim batch or sim compare` };
  return { ok: true, part: data as Part };
}

/** What must agree between parts: everything but the shard's own place, time and runs. */
function settingsOf(p: Part): string {
  const skip = new Set(['shard', 'from', 'to', 'ms', 'workers', 'summaries', 'runsA', 'runsB']);
  const settings = Object.entries(p).filter(([k]) => !skip.has(k));
  return JSON.stringify([...settings, ['of', p.shard[1]]]);
}

export function mergeCommand(files: readonly string[], opts: { report?: string; json: boolean }, io: Io): number {
  const parts: { path: string; part: Part }[] = [];
  for (const path of files) {
    const r = readPart(path);
    if (!r.ok) {
      io.err(r.error);
      return 2;
    }
    parts.push({ path, part: r.part });
  }
  const first = parts[0]!;
  for (const { path, part } of parts.slice(1))
    if (settingsOf(part) !== settingsOf(first.part)) {
      io.err(
        `error: ${path}: not a part of the same run as ${first.path} (command, files, seeds, runs or shard count differ)`,
      );
      return 2;
    }
  parts.sort((x, y) => x.part.from - y.part.from);
  let next = 0;
  for (const { path, part } of parts) {
    if (part.from !== next) {
      const why =
        part.from < next ? `repeats runs ${part.from} to ${next - 1}` : `runs ${next} to ${part.from - 1} are missing`;
      io.err(`error: ${path}: ${why} (shard ${part.shard[0]}/${part.shard[1]})`);
      return 2;
    }
    next = part.to;
  }
  if (next !== first.part.runs) {
    io.err(
      `error: sim merge: runs ${next} to ${first.part.runs - 1} are missing (a shard of ${first.part.shard[1]} not given)`,
    );
    return 2;
  }
  const ms = parts.reduce((s, p) => s + p.part.ms, 0);
  const workers = parts.reduce((s, p) => s + p.part.workers, 0);
  if (first.part.command === 'compare') {
    const all = parts.map((p) => p.part as ComparePart);
    const c = comparison(
      all[0]!.a,
      all[0]!.b,
      all.flatMap((p) => p.runsA),
      all.flatMap((p) => p.runsB),
    );
    return printComparison(c, opts, io);
  }
  const batch = parts.map((p) => p.part as BatchPart);
  const head = batch[0]!;
  const ruleset = rulesetNamed(head.rules);
  if (!ruleset.ok) {
    io.err(`error: ${first.path}: ${ruleset.error.message}`);
    return 2;
  }
  const summaries = batch.flatMap((p) => p.summaries);
  const figures = batchFigures(head, { stats: statsOf(ruleset.value, summaries), ms, workers });
  io.out(JSON.stringify(figures));
  if (opts.report && !writeReport(opts.report, reportPage(ruleset.value, figures), io)) return 2;
  return 0;
}
