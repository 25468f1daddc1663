// The new-battle menu's row labels and hints for the way of playing chosen: one person is "you" against
// the computer; with two or more at the screen the rows name them ("Ana's force", "Ben's force") and never
// say "you" or "the computer" for a side a person plays. Pure words; menuPanel.ts puts them on the rows.
import { cleanNames, namesList } from '../players/players';
import type { PlayChoice } from '../players/setup';

/** A loaded file's battle is not changed by the box: the file names the sides whose dice are typed in. */
// Short: the menu must keep its Start button inside a 1024x768 window (readable2.test).
const FILE_DICE = '. A loaded file keeps its own choice';

/**
 * What "your own dice" covers (play-test 3, 21; play-test 4, 22): your side's dice, and in an encounter the
 * table's (a PEF's move and what it turns out to be, how many enemies), which belong to no side, so the
 * person running a solo game throws them as at a real table; the computer throws for its own figures and
 * for the recruits it adds to its side, and for the damage your hits do to them (damage is thrown for the figure
 * hit: engine/enteredDice.ts rollOwner); where the PEFs start is thrown by the game as the table is set up, before
 * anyone throws at it (pt15a: the menu said the PEFs' dice were all yours). A battle loaded from a file keeps the file's own choice (play-test
 * 10a, 18: the box was ticked, the file's dice were thrown by the game, and nothing said why).
 */
export const OWN_DICE_HINT =
  "you throw real dice for your side and type the faces in, and in an encounter the table's (PEF moves and contacts, how many enemies); the game throws where PEFs start, and the computer for its figures, its recruits and the damage your hits do" +
  FILE_DICE;

export type MenuRow = 'force' | 'enemyForce' | 'group' | 'star' | 'enemySize' | 'watch' | 'ownDice' | 'deploy';

export interface RowWords {
  label: string;
  hint?: string;
  /** The row's control is off in this way of playing (Watch with people at the screen). */
  off?: boolean;
  /** Opposing figures: the words of its first option ("As many as yours"). */
  match?: string;
}

const SOLO: Record<MenuRow, RowWords> = {
  force: { label: 'Your force' },
  enemyForce: {
    label: 'Enemy force',
    hint: "skirmish only: an encounter's enemy is the book's foe for your force, met as PEFs",
  },
  group: { label: 'Your group', hint: 'figures, your Star included' },
  star: { label: 'Your Star' },
  enemySize: { label: 'Enemy figures', match: 'As many as yours' },
  watch: { label: 'Watch', hint: 'the computer plays your side too' },
  ownDice: {
    label: 'Your own dice',
    hint: OWN_DICE_HINT,
  },
  deploy: { label: 'Set up', hint: 'encounters: place your group in sections 7-9 before turn 1' },
};

/** Each row's words for the menu's choice of players. */
export function menuWords(c: PlayChoice): Record<MenuRow, RowWords> {
  if (c.mode === 'solo') return SOLO;
  const names = cleanNames(c.names);
  const own = (n: string) => `${n}'s`;
  if (c.mode === 'headToHead') {
    const [a, b] = [names[0] ?? 'Player 1', names[1] ?? 'Player 2'];
    return {
      force: { label: `${own(a)} force` },
      enemyForce: { label: `${own(b)} force` },
      group: { label: `${own(a)} group`, hint: `figures, ${own(a)} Star included` },
      star: { label: 'Each Star', hint: `${a} and ${b} each lead with a Star` },
      enemySize: { label: `${own(b)} figures`, match: `As many as ${own(a)}` },
      watch: { label: 'Watch', hint: `off: ${a} and ${b} each play their own side`, off: true },
      ownDice: {
        label: 'Real dice',
        hint: `${a} and ${b} throw real dice for their sides and type the faces in${FILE_DICE}`,
      },
      deploy: { label: 'Set up', hint: 'encounters only (head to head is a skirmish)' },
    };
  }
  const all = namesList(names);
  return {
    // A label column is narrow: "Ana and Ben's force" fits, longer lists go in the hint.
    force: { label: all.length > 12 ? 'Shared force' : `${own(all)} force`, hint: `${all} share it` },
    enemyForce: {
      label: 'Opposing force',
      hint: `skirmish only: an encounter's foe is the book's foe for ${own(all)} force, met as PEFs`,
    },
    group: { label: 'Each group', hint: 'figures for each person, their Star included' },
    star: { label: 'Each Star' },
    enemySize: { label: 'Opposing figures', match: `As many as ${own(all)}` },
    watch: { label: 'Watch', hint: `off: ${all} each play their own group`, off: true },
    ownDice: {
      label: 'Real dice',
      hint: `${all} throw real dice for their side and type the faces in, and in an encounter the table's (PEF moves and contacts, how many enemies); the game throws where PEFs start, and for the other side's figures, its recruits and the damage their hits do${FILE_DICE}`,
    },
    deploy: { label: 'Set up', hint: `encounters: ${all} place their groups in sections 7-9 before turn 1` },
  };
}
