// Clean names for saved files: the battle's title in lower case, words joined by single dashes, nothing
// dangling ("Defend - iron (191) " -> "defend-iron-191.replay.json", not "defend-iron-191-.replay.json").
export type SaveKind = 'scenario' | 'replay' | 'roster';

export function fileName(title: string, kind: SaveKind): string {
  // A battle loaded from "duel.replay.json" saves as "duel.replay.json", not "duel-replay-json.replay.json".
  const slug = title
    .trim()
    .replace(/(\.(scenario|replay|roster))?\.json$/i, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // accents off: "Défense" -> "defense"
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || 'battle'}.${kind}.json`;
}

/** The line shown once a file has been handed to the browser to save. */
export function savedLine(name: string): string {
  return `Saved ${name} to your downloads folder.`;
}
