// How a Chain Reaction figure's token looks, as data (core/rulesetView.ts TokenLook): Rep and Star, weapon
// with its ammo state, and badges for status and stance. The scene draws it in the side's colour and redraws
// a token only when its key changes.
import type { TokenBadge as Badge, TokenLook } from '../../../core/rulesetView';
import type { FigureState } from '../state';
import { weaponName } from '../explain/weaponWords';

export type { Badge, TokenLook };

const STATUS_BADGES: Partial<Record<FigureState['status'], Badge>> = {
  duckBack: {
    text: 'DB',
    colour: 0xe0b020,
    title: "Ducking back: out of sight of the cause until the figure's group next activates",
  },
  hunkerDown: {
    text: 'HD',
    colour: 0xe07020,
    title: "Hunkered down: takes the Recover test when the figure's group activates",
  },
  leaving: { text: 'LV', colour: 0x9050c0, title: 'Leaving the battlefield: runs for the nearest edge' },
  outOfTheFight: {
    text: 'OUT',
    colour: 0x808080,
    title: 'Out of the fight: can be retrieved by a friend or taken by an enemy',
  },
  obviouslyDead: { text: 'DEAD', colour: 0x202020, title: 'Obviously dead' },
  captured: { text: 'POW', colour: 0x606060, title: 'Captured' },
};

export function tokenLook(f: FigureState, sideIndex: number): TokenLook {
  const down = f.status === 'outOfTheFight' || f.status === 'obviouslyDead' || f.status === 'captured';
  const badges: Badge[] = [];
  const st = STATUS_BADGES[f.status];
  if (st) badges.push(st);
  if (f.stance === 'prone' && !down)
    badges.push({
      text: 'PR',
      colour: 0x8a6a3a,
      title: 'Prone: harder to hit, escapes blasts; standing up costs half a move',
    });
  if (f.meleeWith?.length)
    badges.push({ text: 'MEL', colour: 0xb02040, title: `Locked in melee with ${f.meleeWith.join(', ')}` });
  if (f.carrying) badges.push({ text: 'CAR', colour: 0x3a8a5a, title: `Carrying ${f.carrying}` });
  let weapon: string = f.weapon;
  let weaponColour = '#f4f1e8';
  // The tag keeps the book's code (BAR, SMG: what the Weapons Table and the reference list), the title spells
  // it: "BAR" is the bolt-action rifle, not the automatic rifle many players know by that name (play-test 7, 5).
  let weaponTitle = `Weapon: ${weaponName(f.weapon)} (${f.weapon})`;
  if (f.ammo === 'outOfAmmo') {
    weapon += ' EMPTY';
    weaponColour = '#ff8a7a';
    weaponTitle = `${weaponName(f.weapon)} (${f.weapon}), out of ammo: must reload before firing`;
  }
  if (f.grenade) {
    weapon += ' +G';
    weaponColour = '#9bf08a';
    weaponTitle =
      f.grenade === 'now'
        ? `Holds a readied grenade: ${f.id} can throw it now`
        : `Holds a readied grenade: ${f.id} can throw it from the next activation`;
  }
  const look = {
    innerRim: sideIndex > 0,
    down,
    cross: f.status === 'obviouslyDead',
    name: shortName(f.id),
    fullName: f.id,
    rep: String(f.rep),
    star: f.star,
    weapon,
    weaponColour,
    weaponTitle,
    badges,
  };
  const hidden = f.status === 'offTable' || !!f.carriedBy;
  return { ...look, key: JSON.stringify(look), ...(hidden ? { hidden } : {}) };
}

/** At most 7 letters, so a name fits under a 1" token at the fitted zoom without reaching the next one. */
export function shortName(id: string): string {
  return id.length <= 7 ? id : `${id.slice(0, 6)}…`;
}
