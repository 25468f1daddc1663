// Fetching a wounded friend in words: willing or not, and a Star's right to go anyway.

export function retrieveText(figure: string, willing: boolean, target: string, star: boolean): string {
  return `${figure} ${willing ? 'goes' : 'will not go'} to fetch ${target}${star ? ' (a Star may always choose to)' : ''}.`;
}

/** The question when a figure reaches an enemy who is out of the fight (RULINGS: the player's choice). */
export function captureQuestion(figure: string, enemy: string): string {
  return `${figure} reaches ${enemy}, who is out of the fight: take ${enemy} prisoner or dispatch`;
}
