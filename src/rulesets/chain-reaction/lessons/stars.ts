// Lesson: Stars (Stop! box, p.6). The player's Star uses Free Will on a Crisis Test, then shrugs off a
// killing hit with Star Power and Larger Than Life; Cheating Death is set against Larger Than Life.
import type { Lesson } from './types';

export const stars: Lesson = {
  id: 'stars',
  title: 'Stars: Free Will, Star Power, Larger Than Life',
  book: 'p.6',
  patrol: true,
  topic: 'What your Star can do that Grunts cannot',
  scenario: {
    version: 1,
    description:
      "Stars lesson: the player's Rep 5 Star, Riker, faces a Rep 4 rifleman, Hans, across open ground; Hans fires first and misses, Riker chooses his Crisis result, then is hit hard.",
    seed: 'lesson-stars',
    sides: [
      {
        id: 'Blue',
        control: 'human',
        force: 'military',
        figures: [{ id: 'Riker', rep: 5, star: true, weapon: 'AR', at: [18, 26], facing: 270 }],
      },
      {
        id: 'Red',
        control: 'ai',
        force: 'military',
        figures: [{ id: 'Hans', rep: 4, weapon: 'AR', at: [18, 8], facing: 90 }],
      },
    ],
    dice: {
      activation: [[4, 1]],
      rangedCombat: [
        [2, 1, 2],
        [2, 3, 2],
        [2, 1, 2],
        [6, 2, 2],
      ],
      crisis: [
        [1, 2],
        [1, 2],
      ],
      damage: [[1]],
      starPower: [[4, 4, 5, 6, 5]],
    },
    commands: [],
  },
  steps: [
    {
      kind: 'read',
      text: 'Riker is your Star: the figure that stands for you. Grunts do what their Reaction Tests tell them; a Star has four advantages over them: Star Power, Larger Than Life, Cheating Death and Free Will. Riker (Rep 5) faces Hans, a Rep 4 Grunt with the same rifle, across open ground.',
      book: 'p.4',
      figures: ['Riker', 'Hans'],
    },
    {
      kind: 'do',
      text: 'Blue won the activation throw. Fire Riker at Hans with all three dice of his assault rifle.',
      expect: { do: 'fire', figure: 'Riker', target: 'Hans' },
      solution: { do: 'fire', figure: 'Riker', targets: [{ figure: 'Hans', dice: 3 }] },
      explain:
        'Riker missed, and Hans, fired on and not hit, took a Crisis Test and fired back. That shot missed Riker too, so now Riker must take a Crisis Test: the game is asking you how he reacts.',
      book: 'p.13',
      figures: ['Riker', 'Hans'],
    },
    {
      kind: 'ask',
      text: 'A Grunt throws 2d6 against its Rep for a Crisis Test. What may Riker do instead?',
      choices: [
        'Throw three dice and keep the best two',
        'Simply choose to pass 2, 1 or 0 dice',
        'Skip the test altogether',
        'Throw again if he does not like the result',
      ],
      answer: 1,
      explain:
        'That is Free Will: on a Crisis Test (and when recovering from Hunker Down) a Star picks how many dice he passed, so picks his reaction. It does not apply to the Recover Test after a hit. A Star is never outgunned either.',
      book: 'p.5',
    },
    {
      kind: 'ask',
      text: 'Say Hans hits Riker later and the damage die reads obviously dead. Riker throws his Star Power dice and none of them helps. Hans is Rep 4, Riker Rep 5. What becomes of Riker?',
      choices: [
        'He dies',
        'He cheats death: whisked off the table, alive, one Rep lower',
        'He is out of the fight, never worse: nobody of lower Rep can kill a Star',
        'He carries on as if nothing happened',
      ],
      answer: 2,
      explain:
        'Larger Than Life: a shooter of lower Rep than the Star can at worst put him out of the fight. Cheating Death is for a killer of equal or higher Rep: the Star leaves the table alive and loses a point of Rep. Both come only after Star Power has had its go.',
      book: 'p.5',
    },
    {
      kind: 'ask',
      text: "One of Riker's Star Power dice shows a 6. What happens to that die?",
      choices: [
        'It lowers the damage one step',
        'Nothing now, and it is lost for the rest of the encounter',
        'Nothing now, but he keeps it for later',
      ],
      answer: 1,
      explain:
        'A 1, 2 or 3 lowers the damage a step; a 4 or 5 does nothing but stays in his pool; a 6 does nothing and leaves the pool until the encounter ends. A Rep 5 Star starts each encounter with five dice.',
      book: 'p.4',
    },
    {
      kind: 'decide',
      text: "The game asks for Riker's Crisis result. Choose 2 passed: he fires back.",
      solution: 2,
      explain:
        "{said:test.crisis@Riker} What followed: {said:damage} {said:note} Star Power: each of Riker's dice showing 1, 2 or 3 lowers the damage one step; a 4 or 5 is kept for later, a 6 is gone for the rest of the encounter. Here the dice were {roll:starPower}.",
      book: 'p.5',
    },
  ],
  tryInBattle:
    "In a battle, keep your Star's Free Will for the moments that matter: choose to return fire when you can win the exchange, or to hunker down when you cannot. Watch the Star Power dice you have left: each 6 thrown takes one away.",
};
