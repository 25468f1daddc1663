// The game's tables as text for the table panel, and odds in words keyed by what is about to be rolled
// ("test:7" a 2d6 test against 7; "hit:5" one shot needing 5+).
import type { RulesetTable } from '../../core/ruleset';
import { QUALITY, TO_HIT, WEAPON } from './tables';
import { chanceWords, hitChance, testChance } from './odds';

export const tableList: readonly RulesetTable[] = [
  { id: 'qualities', title: 'Qualities: morale and damage' },
  { id: 'weapons', title: 'Weapons: range and shots' },
  { id: 'toHit', title: 'To hit: 3+ and its modifiers' },
  { id: 'tests', title: '2d6 tests: chance at or under a target' },
];

export function tableText(id: string): string | undefined {
  switch (id) {
    case 'qualities':
      return Object.entries(QUALITY)
        .map(([q, r]) => `${q}: morale ${r.morale}, killed on ${r.damage}+`)
        .join('\n');
    case 'weapons':
      return Object.entries(WEAPON)
        .map(
          ([w, r]) =>
            `${w}: ${r.minRange ? `${r.minRange}-` : ''}${r.range}" ${r.shots} shot${r.shots > 1 ? 's' : ''}${r.indirect ? ', indirect, high explosive' : ''}${r.pen !== undefined ? `, penetration +${r.pen}` : ''}${r.heavy ? ', front arc' : ''}`,
        )
        .join('\n');
    case 'toHit':
      return Object.entries(TO_HIT)
        .map(([k, v]) => `${k}: -${v}`)
        .concat(['7+: a 6 then 4+', '8+: a 6 then 5+', '9+: a 6 then 6', '10+: no hit'])
        .join('\n');
    case 'tests':
      return Array.from({ length: 11 }, (_, i) => i + 2)
        .map((t) => `${t}: ${chanceWords(testChance(t))}`)
        .join('\n');
    default:
      return undefined;
  }
}

export function odds(key: string): string {
  const [kind, n] = key.split(':');
  const v = Number(n);
  if (kind === 'test') return `${chanceWords(testChance(v))} to pass 2d6 at or under ${v}`;
  if (kind === 'hit') return `${chanceWords(hitChance(v))} to hit needing ${v}+`;
  return '';
}
