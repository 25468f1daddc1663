// This game's own rules reference, in the project's words: the pages the log's "why?" opens.
export const REFERENCE: Readonly<Record<string, { title: string; text: string }>> = {
  cards: {
    title: 'The card turn',
    text:
      'Each turn, cards are drawn from the action deck and laid out in order: one per faction still playing, and ' +
      'never fewer than four. They are played one after another. A faction card lets its owner act: a single card ' +
      'gives one action, a double two and a triple three, shared out over the groups as the owner likes (one group ' +
      'may take them all). Actions not taken are lost. A Special Event card gives the faction with fewest figures a ' +
      'free single action (tied factions each get one). When the deck runs out the discards are shuffled back.',
  },
  move: {
    title: 'Moving',
    text:
      "One figure of the group is measured in a straight line, up to the faction's move; the others are set down " +
      'around it. The line stops on the edge of the first feature it enters (scrub, rubble, trees, rocks, a ' +
      'building, water) and just past the first wall, fence or river it crosses. Leaving a feature, the move is ' +
      'measured from its edge. Touching an enemy base ends the move and locks both groups in hand to hand.',
  },
  shoot: {
    title: 'Shooting and kill numbers',
    text:
      'A group shoots at one enemy group that any of its figures can see. Trees, rocks and buildings hide what is ' +
      'behind them, as do walls and wooden fences away from the figures at them, and every other group blocks as a ' +
      "whole. There is no range. All the group's dice are added up: every full kill number in the total kills one " +
      'figure and the rest is wasted. The kill number depends on the cover most of the target group is in. Factions ' +
      'with linked fire add up all their shots at one target on one card before counting kills.',
  },
  blast: {
    title: 'Area weapons',
    text:
      'An area weapon is rolled once and placed as a 6" circle; the same total counts against every group with a ' +
      'figure inside it, friend or foe, each at its own cover.',
  },
  special: {
    title: 'Special actions',
    text:
      'Anything that is not a move or a shot is a special action. When it needs luck, roll a die for each figure ' +
      'helping: any 6 succeeds. Searching a building for the item is one; burrowing underground and taking off or ' +
      'landing a helicopter are others.',
  },
  handToHand: {
    title: 'Hand to hand',
    text:
      'Groups in base contact are locked: they cannot move and may only shoot into their own fight. Fights are ' +
      'settled after each double or triple card. Every faction adds up its close-combat dice at once against the ' +
      'open kill number, or against the cover of a position its enemy is holding. With three or more factions, even ' +
      'dice hit the chosen target and odd dice are shared among the rest. Afterwards a lone survivor keeps the ' +
      'ground; otherwise attackers fall back a full move from a held position, or everyone falls back.',
  },
};
