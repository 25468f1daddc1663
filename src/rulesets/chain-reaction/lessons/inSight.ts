// Lesson: In Sight (Stop! box, p.12). A moving group comes into view; every figure of that group may
// go on up to 2" before the test; each group's leader throws for the whole group, and only one side wins.
import type { Lesson } from './types';

export const inSight: Lesson = {
  id: 'in-sight',
  title: 'In Sight: who acts first',
  book: 'p.12',
  patrol: true,
  topic: 'A group walks into view: the 2" steps, the leaders\' dice, and the winner firing first',
  scenario: {
    version: 1,
    description:
      'In Sight lesson: a blue pair (Rep 5 leader, Rep 4) behind a brick building walks round it into view of Watcher, a lone red Rep 4; the blue leader throws for both.',
    seed: 'lesson-in-sight',
    terrain: [
      {
        id: 'house',
        type: 'building',
        polygon: [
          [16, 12],
          [20, 12],
          [20, 16],
          [16, 16],
        ],
        dv: 3,
      },
    ],
    sides: [
      {
        id: 'Blue',
        control: 'human',
        force: 'military',
        figures: [
          { id: 'Sarge', rep: 5, weapon: 'AR', at: [16, 22], facing: 270 },
          { id: 'Private', rep: 4, weapon: 'AR', at: [17.5, 23], facing: 270 },
        ],
      },
      {
        id: 'Red',
        control: 'ai',
        force: 'military',
        figures: [{ id: 'Watcher', rep: 4, weapon: 'AR', at: [18, 6], facing: 90 }],
      },
    ],
    dice: {
      activation: [[4, 2]],
      inSight: [
        [1, 2, 5],
        [4, 5, 6],
      ],
      rangedCombat: [[6, 5, 2]],
      damage: [[2], [2]],
    },
    commands: [],
  },
  steps: [
    {
      kind: 'read',
      text: 'Sarge (Rep 5) and Private (Rep 4) are one group: each is within 4" of the other and can see the other. Watcher, of the red side, stands beyond the brick building; nobody can see anyone on the other side yet. Blue won the activation throw, so your group acts.',
      book: 'p.11',
      figures: ['Sarge', 'Private', 'Watcher'],
      claims: [
        { kind: 'group', members: ['Sarge', 'Private'] },
        { kind: 'sees', from: 'Sarge', to: 'Watcher', is: false },
        { kind: 'sees', from: 'Private', to: 'Watcher', is: false },
        { kind: 'sees', from: 'Watcher', to: 'Private', is: false },
      ],
    },
    {
      kind: 'do',
      text: 'Move Private first, keeping him hidden: walk him into the ring marked on the table. The building still stands between him and Watcher, and he stays within 4" of Sarge.',
      expect: { do: 'move', figure: 'Private', near: { at: [13.2, 22.2], within: 1 } },
      solution: {
        do: 'move',
        figure: 'Private',
        path: [
          [17.5, 23],
          [13.2, 22.2],
        ],
      },
      explain:
        'Private moved ({said:move}) and is still out of sight, so nothing was triggered: a test comes only when someone comes into view of an enemy that had not been seen this activation. The two are still one group.',
      book: 'p.11',
      figures: ['Private'],
      claims: [
        { kind: 'sees', from: 'Private', to: 'Watcher', is: false, when: 'after' },
        { kind: 'group', members: ['Sarge', 'Private'], when: 'after' },
      ],
    },
    {
      kind: 'do',
      text: "Now walk Sarge to the ring ahead of him and to his left, out of the building's shadow, where Watcher will see him.",
      expect: { do: 'move', figure: 'Sarge', near: { at: [13, 18], within: 1.5 } },
      solution: {
        do: 'move',
        figure: 'Sarge',
        path: [
          [16, 22],
          [14.5, 21],
          [13, 18],
        ],
      },
      explain:
        'The move paused the moment Sarge came into view of Watcher. The test is triggered there, but before anyone throws, the moving group gets a little more room.',
      book: 'p.11',
      figures: ['Sarge', 'Watcher'],
    },
    {
      kind: 'decide',
      text: 'The game asks, with a slider, how much farther Sarge goes along the path before the test (never more than 2"). Choose "Stop where Sarge came into view".',
      solution: 0,
      explain:
        'Sarge stays where he came into view. Had you chosen "Go on this far", he would have walked on along the same path he was taking, no more than 2", and never off it.',
      book: 'p.11',
    },
    {
      kind: 'ask',
      text: 'The game now asks about Private, whom nobody has seen. May he move before the test?',
      choices: [
        'No: only the figure that was seen may move',
        'Yes: every figure of the moving group may go up to 2"',
        "Only if it is the group's leader",
      ],
      answer: 1,
      explain:
        'The extra 2" belongs to the whole group that triggered the test, seen or not. A figure may use it to get a view of the enemy, or to duck out of one.',
      book: 'p.11',
    },
    {
      kind: 'ask',
      text: 'When the test is thrown, who throws the dice for Blue?',
      choices: [
        'Sarge and Private, each for itself',
        'Sarge alone, for the whole group',
        'Private, the freshest figure',
      ],
      answer: 1,
      explain:
        'Each group in sight throws once, through its leader, and the result counts for every figure of it. Sarge starts from his Rep of 5 dice, one less for being active and having moved, one less for leading as a temporary leader (he is not a Star): 3 dice, counting 1s, 2s and 3s.',
      book: 'p.12',
    },
    {
      kind: 'ask',
      text: 'Suppose Blue scores more successes. Who fires first?',
      choices: [
        'Watcher: the one who was surprised',
        'Sarge: the winners act from the highest Rep down',
        'Private: he is closest',
        'Both sides at once',
      ],
      answer: 1,
      explain:
        'Only one side wins an In Sight; a tie is thrown again. The winners act one by one from the highest Rep down (fire if they can, else charge within 6", else duck back); the losers only react afterwards.',
      book: 'p.12',
    },
    {
      kind: 'decide',
      text: 'Click the ring marked on the table to step Private there (up to 2"): from there Private can see Watcher, and he stays within 4" of Sarge.',
      solution: [11.8, 20.8],
      figures: ['Private', 'Watcher'],
      explain: 'What the dice said: {said:test.inSight} Then the winners acted: {said:fire} {said:status}',
      book: 'p.12',
      claims: [
        // What the table's own step preview says at that spot, before the click, agrees with the step.
        { kind: 'stepSees', figure: 'Private', to: [11.8, 20.8], enemy: 'Watcher', is: true },
        { kind: 'sees', from: 'Private', to: 'Watcher', is: true, when: 'after' },
        { kind: 'group', members: ['Sarge', 'Private'], when: 'after' },
        { kind: 'fires', figure: 'Sarge', is: true, when: 'after' },
        { kind: 'at', figure: 'Sarge', place: [13.4, 19], within: 0.8, when: 'after' },
      ],
    },
  ],
  tryInBattle:
    'In a battle, move the figures you want hidden first, then the one that will be seen, and use the 2" to bring the rest of the group into view. Every die your leader loses (moving, temporary leader, a concealed enemy) makes winning the In Sight harder.',
};
