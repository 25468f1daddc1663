// Lesson: shooting (Stop! box, p.20). A weapon's Range, Target and Impact; one die per point of Target,
// each added to the shooter's Rep; dice laid out high to low and handed to the targets across the swath.
import type { Lesson } from './types';

export const shooting: Lesson = {
  id: 'shooting',
  title: 'Shooting: Target dice across a swath',
  book: 'p.20',
  patrol: true,
  topic: 'How many dice a weapon throws, how they are shared between targets, and who is outgunned',
  scenario: {
    version: 1,
    description:
      "Shooting lesson: the player's Hans (Rep 4, submachine gun) fires at Charles and Billy, one die for Charles and two for Billy; he throws 3, 5 and 2.",
    seed: 'lesson-shooting',
    sides: [
      {
        id: "Hans's gang",
        control: 'human',
        force: 'gang',
        figures: [{ id: 'Hans', rep: 4, weapon: 'SMG', at: [18, 8], facing: 90 }],
      },
      {
        id: 'Pinks',
        control: 'ai',
        force: 'gang',
        figures: [
          { id: 'Charles', rep: 4, weapon: 'P', at: [18, 24], facing: 270 },
          { id: 'Billy', rep: 5, weapon: 'SAR', at: [20, 24], facing: 270 },
        ],
      },
    ],
    dice: {
      activation: [[4, 1]],
      rangedCombat: [[3, 5, 2]],
      damage: [[3]],
      recover: [[3, 4]],
      crisis: [[3, 4]],
      leaderDie: [[6]],
    },
    commands: [],
  },
  steps: [
    {
      kind: 'read',
      text: 'Every weapon has a Range (how far it shoots well), a Target number and an Impact (how hard a hit is). The Target is how many dice it throws, and also how wide it sprays: its swath is 1" wide for each point of Target, measured across from the first target. Hans\'s submachine gun has Target 3, so a 3" swath: Billy, 2" from Charles, is inside it. To shoot, the shooter needs a clear line of sight to each target.',
      book: 'p.15',
      figures: ['Hans', 'Charles', 'Billy'],
      claims: [
        { kind: 'distance', from: 'Charles', to: 'Billy', inches: 2 },
        { kind: 'swath', figure: 'Hans', first: 'Charles', side: 'left', covers: ['Charles', 'Billy'] },
        { kind: 'sees', from: 'Hans', to: 'Billy', is: true },
      ],
    },
    {
      kind: 'ask',
      text: "Hans's submachine gun has Target 3. He gives one die to Charles (his first target) and two to Billy, and throws 3, 5 and 2. Which die goes to Charles?",
      choices: [
        'The 3: the first one thrown',
        'The 5: the dice are laid out high to low and the first target takes the first',
        'The 2: the lowest',
      ],
      answer: 1,
      explain:
        "Each die is added to the shooter's Rep and read on the Ranged Combat table. The dice are lined up from highest to lowest and dealt out in the order the targets were chosen, so the first target gets the best die.",
      book: 'p.17',
    },
    {
      kind: 'do',
      text: 'Fire Hans at Charles (one die) and Billy (two dice).',
      expect: { do: 'fire', figure: 'Hans', target: 'Charles', dice: { Charles: 1, Billy: 2 } },
      solution: {
        do: 'fire',
        figure: 'Hans',
        targets: [
          { figure: 'Charles', dice: 1 },
          { figure: 'Billy', dice: 2 },
        ],
      },
      explain:
        "Hans threw {roll:rangedCombat}. {said:fire} Each die plus Rep 4: 10 or more hits, 3 to 7 misses. An 8 or a 9 hits unless one of the table's conditions turns it into a miss: a target in cover, snap fire, or a shooter that fast-moved, for either; a prone or fast-moving target, or any target after the first of the burst, for an 8; a third or later target, for a 9. Laid out high to low, the 5 went to Charles (9, his first target: a hit) and the 3 and 2 to Billy (7 and 6: misses). {said:damage}",
      book: 'p.17',
      figures: ['Hans', 'Charles', 'Billy'],
      claims: [
        { kind: 'fires', figure: 'Hans', is: true, when: 'after' },
        { kind: 'status', figure: 'Billy', is: 'duckBack', when: 'after' },
      ],
    },
    {
      kind: 'ask',
      text: 'A Rep 4 with a bolt-action rifle passes both dice on his Crisis Test, but the man shooting at him carries a submachine gun. What does he do?',
      choices: ['Returns fire: he passed both', 'Ducks back: his rifle is outgunned'],
      answer: 1,
      explain:
        'Weapons are ranked; a figure whose weapon is outranked by the shooter\'s is outgunned and behaves as if he had rolled Duck Back: off to cover within 6", or prone. A Star is never outgunned.',
      book: 'p.15',
    },
  ],
  tryInBattle:
    'In a battle, give the first target of a burst the figure you most want hit: it takes the best die. Spread dice only when each target is still likely to be hit.',
};
