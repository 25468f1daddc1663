// A figure's token colour read from the screen, for the browser tests that check whose figures are whose
// (same side: each person's group in a colour of its own).
import type { Page } from 'playwright-core';
import { cr, toPage } from './drive';
import { pixelsAt } from './pixels';

/** The palette's side colours (src/app/paint/colours.ts SIDE_COLOURS), as the table draws tokens. */
const PALETTE: Record<string, number> = {
  blue: 0x1f6fd0,
  orange: 0xe07a10,
  pink: 0xcc79a7,
  'sky blue': 0x56b4e9,
  // A third person's. A Star's Rep is written in a paler yellow (#ffe27a), too far from this one to vote.
  yellow: 0xf0e442,
};

/** The colour a figure's token is drawn in, read from the screen: the palette colour most of its base's pixels are. */
export async function tokenColour(page: Page, id: string): Promise<string> {
  const at = (await cr(
    page,
    // Where the token stands on the table: with a question open, where the paused command has got it to.
    new Function('c', `return (c.ctl?.state() ?? c.app.view()).figures[${JSON.stringify(id)}].at`) as (
      c: unknown,
    ) => number[],
  )) as number[];
  const [x, y] = await toPage(page, at);
  const [x2] = await toPage(page, [at[0]! + 0.5, at[1]!]);
  const r = Math.abs(x2 - x);
  const half = Math.ceil(r) + 2;
  const clip = { x: Math.round(x - half), y: Math.round(y - half), width: 2 * half, height: 2 * half };
  // Every pixel of the base's disc inside the rim (tokens are small at this zoom: a ring of points hit the
  // Rep, the rim and the nose); the Rep's white, yellow and black give no vote.
  const [box] = await pixelsAt(page, [[half, half]], half, clip);
  const side = 2 * half + 1;
  const rgb = box!.filter((_, k) => Math.hypot((k % side) + 0.5 - half, Math.floor(k / side) + 0.5 - half) < 0.8 * r);
  const votes = new Map<string, number>();
  for (const [r0, g0, b0] of rgb) {
    let best = '';
    let bestD = 50;
    for (const [name, n] of Object.entries(PALETTE)) {
      const d = Math.hypot(r0! - ((n >> 16) & 255), g0! - ((n >> 8) & 255), b0! - (n & 255));
      if (d < bestD) [best, bestD] = [name, d];
    }
    if (best) votes.set(best, (votes.get(best) ?? 0) + 1);
  }
  samples = JSON.stringify({ id, x, y, r, votes: [...votes] });
  return [...votes].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'none';
}
let samples = '';
/** What tokenColour last read, for a failing assertion's message. */
export function lastSamples(): string {
  return samples;
}
