// The Odds panel's sentences that depend on a side's name: "Soldiers win", "North wins". Plain text, no DOM, so
// the Node tests check the words without a browser.

/**
 * Whether a side's name reads as many ("Soldiers", "Armoured aliens", "Soldiers 2") or as one ("North",
 * "Militia", "Red"): a last word ending in a single s, a number after it aside.
 */
export function pluralName(name: string): boolean {
  const words = name.trim().split(/\s+/);
  while (words.length > 1 && /^\d+$/.test(words[words.length - 1]!)) words.pop();
  const last = words[words.length - 1] ?? '';
  return /[^s]s$/i.test(last);
}

/** "Soldiers win 34% (30–38) of 500 fights played on from here." */
export function leadLine(name: string, share: string, played: number): string {
  return `${name} ${pluralName(name) ? 'win' : 'wins'} ${share} of ${played} fights played on from here.`;
}
