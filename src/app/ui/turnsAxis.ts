// The labels under the odds panel's "turns the fights took" bars (oddsPanel.ts turnsChart): every bar is
// named under its middle ("round 1", "round 2", "round 3"), or by its number alone when the bars are narrow,
// and only every few bars when even numbers would crowd. Play-test pt16a-22 read a chart labelled only
// "round 1" at the left edge and "round 3" at the right, with the bar of round 2 unnamed and round 3's bar
// nowhere near its label.

export interface AxisLabel {
  /** The middle of the bar, in the chart's units. */
  x: number;
  text: string;
}

/** Labels for bars `first`..`last`, each `bw` wide with a 1-unit gap, as turnsChart draws them. */
export function turnsAxis(first: number, last: number, bw: number, word: string): AxisLabel[] {
  const span = last - first + 1;
  const words = bw >= 8 * (word.length + 3);
  // A number needs about 20 units of room; skip bars so that no two labels touch.
  const every = words ? 1 : Math.max(1, Math.ceil(20 / (bw + 1)));
  const out: AxisLabel[] = [];
  for (let i = 0; i < span; i += every)
    out.push({ x: i * (bw + 1) + bw / 2, text: words ? `${word} ${first + i}` : String(first + i) });
  return out;
}
