// Questions a scenario file asks of the table (line of sight, cover, groups, swath, blast), answered
// before and after the commands. They let outside tests check the geometry without playing a turn.
import { z } from 'zod';
import { QUERY_NAMES, SWATH_SIDES } from './vocab';
import { intIn, objectError, oneOf, point, refField } from '../../../scenario/fields';

const figure = refField('a figure id');

const los = z.object({ ask: z.literal('los'), from: figure, to: figure });
const cover = z.object({ ask: z.literal('cover'), figure, from: figure });
const groups = z.object({ ask: z.literal('groups'), side: refField('a side id') });
const swath = z.object({ ask: z.literal('swath'), figure, first: figure, side: oneOf('swath side', SWATH_SIDES) });
/** Impact runs 1 to 5 in the weapons table (grenade 2, rocket launcher 5). */
const blast = z.object({ ask: z.literal('blast'), at: point(), impact: intIn(1, 5) });

const names = QUERY_NAMES.join(', ');

export const querySchema = z.discriminatedUnion('ask', [los, cover, groups, swath, blast], {
  error: (iss: { code?: string; input?: unknown }) => {
    if (iss.code === 'invalid_type') return objectError('a query')(iss);
    const word = (iss.input as { ask?: unknown } | undefined)?.ask;
    if (word === undefined) return `missing (expected a query: ${names})`;
    return `unknown query ${JSON.stringify(word)} (${names})`;
  },
});

export type Query = z.output<typeof querySchema>;
