// Fetching a wounded friend in words: willing or not, and a Star's right to go anyway.

export function retrieveText(figure: string, willing: boolean, target: string, star: boolean): string {
  return `${figure} ${willing ? 'goes' : 'will not go'} to fetch ${target}${star ? ' (a Star may always choose to)' : ''}.`;
}
