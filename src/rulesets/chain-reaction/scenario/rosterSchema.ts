// The campaign roster file, checked: the same plain JSON the browser keeps and `sim --roster FILE` reads
// and writes. A wrong field is answered with one line naming it, like a bad scenario file.
import { z } from 'zod';
import { ROSTER_VERSION, type Roster } from '../solo/roster';
import { FORCES, MELEE_WEAPONS, WEAPONS } from '../../../scenario/vocab';
import { fallbackMessage, formatPath, type LooseIssue } from '../../../scenario/issues';
import { flag, idField, intIn, oneOf } from '../../../scenario/fields';
import { readJson } from '../../../scenario/jsonText';
import { err, ok, type Result } from '../../../core/result';

const member = z.object({
  id: idField('a figure id'),
  rep: intIn(2, 20),
  star: flag('a Star'),
  weapon: oneOf('weapon', WEAPONS),
  melee: oneOf('melee weapon', MELEE_WEAPONS),
});

const rosterSchema = z.object({
  version: z.literal(ROSTER_VERSION, { error: () => `expected ${ROSTER_VERSION}` }),
  force: oneOf('force', FORCES),
  star: member,
  grunts: z.array(member, { error: () => 'expected a list of Grunts' }),
  encounters: intIn(0, 1_000_000),
  nextGrunt: intIn(0, 1_000_000),
  over: z.boolean().optional(),
  history: z.array(
    z.object({
      encounter: z.number(),
      kind: z.string(),
      result: z.string(),
      won: z.boolean(),
      notes: z.array(z.string()),
      changes: z
        .object({
          lost: z.array(z.object({ id: z.string(), why: z.enum(['dead', 'captured', 'gone']) })),
          left: z.array(z.object({ id: z.string(), why: z.enum(['outranksStar', 'overStrength']) })),
          joined: z.array(z.object({ id: z.string(), rep: z.number() })),
          rep: z.array(z.object({ id: z.string(), from: z.number(), to: z.number() })),
        })
        .optional(),
    }),
  ),
});

export type RosterParse = Result<Roster>;

/** A roster from its file text; `where` names the file in the error line. */
export function parseRoster(text: string, where: string): RosterParse {
  const json = readJson(text);
  if (!json.ok) return err(`error: ${where}: ${json.error}`);
  const parsed = rosterSchema.safeParse(json.value, { error: (iss) => fallbackMessage(iss as LooseIssue) });
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    const at = first && first.path.length ? `${where}: ${formatPath(first.path)}` : where;
    return err(`error: ${at}: ${first?.message ?? 'is not a roster'}`);
  }
  if (!parsed.data.star.star) return err(`error: ${where}: star.star: the roster's Star must have "star": true`);
  const ids = [parsed.data.star.id, ...parsed.data.grunts.map((g) => g.id)];
  const twice = ids.find((id, i) => ids.indexOf(id) !== i);
  if (twice) return err(`error: ${where}: grunts: "${twice}" is on the roster twice`);
  return ok(parsed.data as Roster);
}
