// The app soak in `npm test`: new battles played through the app by the seeded random player
// (tests/soak/appPlay.ts), split in shards so vitest runs them on both cores. Each battle is capped at a
// few steps so the whole run stays well under a minute; `npm run soak:app` plays 20,000 longer ones.
// A failure prints its case and seed; `npx tsx tests/soak/appSoakMain.ts --case N --steps S` replays it.
import { beforeAll, describe, expect, it } from 'vitest';
import { appCase, findingLine, playApp, type FindingKind, type PlayResult } from './appPlay';

export const APP_RUNS = Number(process.env.APP_SOAK_RUNS ?? 1000);
export const APP_STEPS = Number(process.env.APP_SOAK_STEPS ?? 10);

/**
 * Bugs other helpers own (issue 10). `detect` turns a check on (leave it on). A bug still open on this
 * branch's base is in KNOWN_OPEN: its findings are printed but its assertion is skipped unless
 * APP_SOAK_STRICT=1. After merging the owner's fix, take the kind out of KNOWN_OPEN (or run with
 * APP_SOAK_OPEN=kind,kind listing those still open; APP_SOAK_OPEN= for none).
 */
export const KNOWN: { kind: FindingKind; bug: string; owner: string; detect: boolean }[] = [
  {
    kind: 'knownStartNeedDecision',
    bug: '(a) a new battle throws NeedDecision while it is set up',
    owner: 'trust-flow',
    detect: true,
  },
  {
    kind: 'knownQuestionWithoutTest',
    bug: '(b) an In Sight question with no In Sight test after it',
    owner: 'trust-ui',
    detect: true,
  },
  {
    kind: 'knownModeStaysOn',
    bug: '(b) retrieve/throw/charge mode still on after its order',
    owner: 'trust-ui',
    detect: true,
  },
  {
    kind: 'knownPreviewListsDown',
    bug: '(b) the blast preview lists a figure that is down or gone',
    owner: 'trust-ui',
    detect: true,
  },
  {
    kind: 'knownStandOff',
    bug: '(c) a computer side that only passes, turn after turn',
    owner: 'trust-flow',
    detect: true,
  },
  {
    kind: 'knownBadText',
    bug: '(d) internal words, null or over-long inches on the screen',
    owner: 'wording',
    detect: true,
  },
];

/** Known bugs this soak finds on the branch's base (1,000 battles, 10 steps each). */
const KNOWN_OPEN: readonly FindingKind[] = [];
const OPEN = new Set<string>(
  process.env.APP_SOAK_OPEN === undefined ? KNOWN_OPEN : process.env.APP_SOAK_OPEN.split(',').map((x) => x.trim()),
);
const STRICT = process.env.APP_SOAK_STRICT === '1';

export function appSoakShard(shard: number, shards: number): void {
  const cases = Array.from({ length: APP_RUNS }, (_, i) => i).filter((i) => i % shards === shard);
  describe(`app soak, shard ${shard + 1} of ${shards}`, () => {
    const results: PlayResult[] = [];
    const lines = (keep: (k: FindingKind) => boolean) =>
      results.flatMap((r) => r.findings.filter((f) => keep(f.kind)).map((f) => findingLine(r, f)));

    beforeAll(() => {
      for (const i of cases) results.push(playApp(appCase(i), { steps: APP_STEPS }));
    }, 900_000);

    it(`plays ${cases.length} new battles through the app: no exception, every invariant kept, undo/redo and save/reload exact`, () => {
      expect(results).toHaveLength(cases.length);
      expect(results.reduce((a, r) => a + r.steps, 0)).toBeGreaterThan(cases.length * 2);
      expect(lines((k) => !k.startsWith('known') && !k.startsWith('note'))).toEqual([]);
    });

    it('asks the player every kind of question on the way (a Star cheating death is rarer: the long soak meets it)', () => {
      const answered: Record<string, number> = {};
      for (const r of results) for (const [k, v] of Object.entries(r.answered)) answered[k] = (answered[k] ?? 0) + v;
      const kinds = new Set(Object.keys(answered).map((k) => k.split(':')[0]));
      expect([...kinds].sort()).toEqual(
        expect.arrayContaining(['freeWill', 'inSightExtra', 'inSightStep', 'inSightTarget']),
      );
      expect(results.reduce((a, r) => a + r.undos, 0)).toBeGreaterThan(0);
      expect(results.reduce((a, r) => a + r.reloads, 0)).toBeGreaterThan(0);
    });

    for (const k of KNOWN) {
      const open = OPEN.has(k.kind) && !STRICT;
      const test = !k.detect || open ? it.skip : it;
      test(`known bug ${k.bug} [${k.kind}, owner ${k.owner}${open ? ', still open: skipped unless APP_SOAK_STRICT=1' : ''}]`, () => {
        expect(lines((x) => x === k.kind)).toEqual([]);
      });
    }

    it('reports the known bugs still open (printed, not failed)', () => {
      for (const k of KNOWN) {
        if (!OPEN.has(k.kind) || STRICT) continue;
        const found = lines((x) => x === k.kind);
        if (found.length)
          console.log(
            `app soak shard ${shard + 1}: known bug ${k.bug} (${k.owner}): ${found.length} battles, e.g.\n  ${found.slice(0, 2).join('\n  ')}`,
          );
      }
      expect(results.length).toBe(cases.length);
    });
  });
}
