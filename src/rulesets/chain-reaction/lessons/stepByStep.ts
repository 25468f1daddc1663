// Lesson: the book's step-by-step outline (p.32, beside its last Stop! box): at the start, during the
// encounter (one whole turn played: activation, a group acting, the other side, the next throw), and after.
import type { Lesson } from './types';

export const stepByStep: Lesson = {
  id: 'step-by-step',
  title: 'Step by step: a whole turn, and the encounter around it',
  book: 'p.32',
  topic: 'The outline of a game from the first Star to the last Rep roll, with one full turn played',
  scenario: {
    version: 1,
    description:
      "Step-by-step lesson: the player's Star, Leo (Rep 5), and a red patrol of two behind a building; one whole turn is played, then the after-the-encounter steps run on it.",
    seed: 'lesson-step-by-step',
    terrain: [
      {
        id: 'shop',
        type: 'building',
        polygon: [
          [12, 12],
          [24, 12],
          [24, 17],
          [12, 17],
        ],
        dv: 3,
      },
    ],
    sides: [
      {
        id: 'Blue',
        control: 'human',
        force: 'police',
        figures: [{ id: 'Leo', rep: 5, star: true, weapon: 'SMG', at: [18, 32], facing: 270 }],
      },
      {
        id: 'Red',
        control: 'ai',
        force: 'gang',
        figures: [
          { id: 'Spike', rep: 4, weapon: 'P', at: [17, 5], facing: 90 },
          { id: 'Rat', rep: 3, weapon: 'P', at: [19, 5], facing: 90 },
        ],
      },
    ],
    dice: {
      activation: [
        [5, 4],
        [2, 5],
      ],
      newRecruits: [[3, 4]],
      recruiting: [[4], [2]],
      decreaseRep: [[4]],
    },
    commands: [],
  },
  steps: [
    {
      kind: 'read',
      text: 'At the start: your Star begins at Rep 5; you choose the kind of force you lead (soldiers, police, gangers, guerillas or militia, as the menu names them), which also decides whom you will meet; and you recruit your first group (the recruiting lesson). Here Leo is a police Star and, to keep things short, alone.',
      book: 'p.32',
      figures: ['Leo'],
    },
    {
      kind: 'ask',
      text: 'During the encounter the game is played in turns. What opens every turn?',
      choices: [
        'Each side throws its activation die',
        'Every leader takes an In Sight test',
        'The side that moved last moves first',
      ],
      answer: 0,
      explain: 'The activation throw decides who goes first and which groups may act. This turn: {said:activation}',
      book: 'p.9',
    },
    {
      kind: 'do',
      text: 'Blue goes first. Walk Leo 8" up into the ring marked on the table, still hidden from the gang by the shop.',
      expect: { do: 'move', figure: 'Leo', near: { at: [18, 24], within: 1.5 } },
      solution: {
        do: 'move',
        figure: 'Leo',
        path: [
          [18, 32],
          [18, 24],
        ],
      },
      explain:
        '{said:move} Had Leo come into view of an enemy, the move would have stopped for an In Sight test and everything it set off (fire, Crisis Tests) before anything else.',
      book: 'p.10',
      figures: ['Leo'],
    },
    {
      kind: 'ask',
      text: 'Leo is done. What happens when you end his activation?',
      choices: [
        "Red's groups whose leaders reach Red's die act, highest Rep first",
        'The turn ends at once',
        'Leo may act again, as Blue won the throw',
      ],
      answer: 0,
      explain:
        "Each side's qualifying groups act one after another; when every group that may act has done so, the turn is over and a new throw opens the next.",
      book: 'p.9',
    },
    {
      kind: 'do',
      text: "End Leo's activation and watch Red's part of the turn.",
      expect: { do: 'endActivation' },
      solution: { do: 'endActivation' },
      explain: "Red's groups that acted, by leader: {activated}. Then the next turn opened: {said:activation}",
      book: 'p.9',
    },
    {
      kind: 'ask',
      text: 'After the encounter, what comes first?',
      choices: [
        'Check whether new Grunts join, then adjust Reps',
        'Adjust Reps, then recruit',
        'Recruit a whole new first group',
      ],
      answer: 0,
      explain:
        "The book's order: first those who were hurt or fled see whether they return, then new recruits, then each character's Rep goes up or down.",
      book: 'p.32',
    },
    {
      kind: 'demo',
      text: 'Say the encounter ended here. The after-the-encounter steps run on what Leo did.',
      demo: 'afterBattle',
      explain:
        'Leo never hit anyone, so this was no success for him, and with enemies about his Rep is at risk. What happened: {lines}',
      book: 'p.32',
    },
  ],
  tryInBattle:
    'Start a patrol from the menu and follow the same outline: read the activation dice, act group by group, let the reactions play out, and look at the after-battle page when it ends.',
};
