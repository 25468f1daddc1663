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
      'In Sight lesson: a blue pair (Rep 5 leader, Rep 4) behind a house walks round it into view of a lone red Rep 4 watcher; the blue leader throws for both.',
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
        id: 'blue',
        control: 'human',
        force: 'military',
        figures: [
          { id: 'sarge', rep: 5, weapon: 'AR', at: [16, 22], facing: 270 },
          { id: 'private', rep: 4, weapon: 'AR', at: [17.5, 23], facing: 270 },
        ],
      },
      {
        id: 'red',
        control: 'ai',
        force: 'military',
        figures: [{ id: 'watcher', rep: 4, weapon: 'AR', at: [18, 6], facing: 90 }],
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
      text: 'sarge (Rep 5) and private (Rep 4) are one group: each is within 4" of the other and can see the other. A red watcher stands beyond the house; nobody can see anyone on the other side yet. Blue won the activation throw, so your group acts.',
      book: 'p.11',
      figures: ['sarge', 'private', 'watcher'],
      claims: [
        { kind: 'group', members: ['sarge', 'private'] },
        { kind: 'sees', from: 'sarge', to: 'watcher', is: false },
        { kind: 'sees', from: 'private', to: 'watcher', is: false },
        { kind: 'sees', from: 'watcher', to: 'private', is: false },
      ],
    },
    {
      kind: 'do',
      text: 'Move private first, keeping him hidden: walk him into the ring marked on the table. The house still stands between him and watcher, and he stays within 4" of sarge.',
      expect: { do: 'move', figure: 'private', near: { at: [13.2, 22.2], within: 1 } },
      solution: {
        do: 'move',
        figure: 'private',
        path: [
          [17.5, 23],
          [13.2, 22.2],
        ],
      },
      explain:
        'private moved ({said:move}) and is still out of sight, so nothing was triggered: a test comes only when someone comes into view of an enemy that had not been seen this activation. The two are still one group.',
      book: 'p.11',
      figures: ['private'],
      claims: [
        { kind: 'sees', from: 'private', to: 'watcher', is: false, when: 'after' },
        { kind: 'group', members: ['sarge', 'private'], when: 'after' },
      ],
    },
    {
      kind: 'do',
      text: "Now walk sarge to the ring ahead of him and to his left, out of the house's shadow, where watcher will see him.",
      expect: { do: 'move', figure: 'sarge', near: { at: [13, 18], within: 1.5 } },
      solution: {
        do: 'move',
        figure: 'sarge',
        path: [
          [16, 22],
          [14.5, 21],
          [13, 18],
        ],
      },
      explain:
        'The move paused the moment sarge came into view of watcher. The test is triggered there, but before anyone throws, the moving group gets a little more room.',
      book: 'p.11',
      figures: ['sarge', 'watcher'],
    },
    {
      kind: 'decide',
      text: 'The game asks, with a slider, how much farther sarge goes along the path before the test (never more than 2"). Choose "Stop where sarge came into view".',
      solution: 0,
      explain:
        'sarge stays where he came into view. Had you chosen "Go on this far", he would have walked on along the same path he was taking, no more than 2", and never off it.',
      book: 'p.11',
    },
    {
      kind: 'ask',
      text: 'The game now asks about private, whom nobody has seen. May he move before the test?',
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
      text: 'When the test is thrown, who throws the dice for blue?',
      choices: [
        'sarge and private, each for itself',
        'sarge alone, for the whole group',
        'private, the freshest figure',
      ],
      answer: 1,
      explain:
        'Each group in sight throws once, through its leader, and the result counts for every figure of it. sarge starts from its Rep of 5 dice, one less for being active and having moved, one less for leading as a temporary leader (it is not a Star): 3 dice, counting 1s, 2s and 3s.',
      book: 'p.12',
    },
    {
      kind: 'ask',
      text: 'Suppose blue scores more successes. Who fires first?',
      choices: [
        'watcher: the one who was surprised',
        'sarge: the winners act from the highest Rep down',
        'private: it is closest',
        'Both sides at once',
      ],
      answer: 1,
      explain:
        'Only one side wins an In Sight; a tie is thrown again. The winners act one by one from the highest Rep down (fire if they can, else charge within 6", else duck back); the losers only react afterwards.',
      book: 'p.12',
    },
    {
      kind: 'decide',
      text: 'Click the ring marked on the table to step private there (up to 2"): from there private can see watcher, and he stays within 4" of sarge.',
      solution: [11.8, 20.8],
      figures: ['private', 'watcher'],
      explain: 'What the dice said: {said:test.inSight} Then the winners acted: {said:fire} {said:status}',
      book: 'p.12',
      claims: [
        // What the table's own step preview says at that spot, before the click, agrees with the step.
        { kind: 'stepSees', figure: 'private', to: [11.8, 20.8], enemy: 'watcher', is: true },
        { kind: 'sees', from: 'private', to: 'watcher', is: true, when: 'after' },
        { kind: 'group', members: ['sarge', 'private'], when: 'after' },
        { kind: 'fires', figure: 'sarge', is: true, when: 'after' },
        { kind: 'at', figure: 'sarge', place: [13.4, 19], within: 0.8, when: 'after' },
      ],
    },
  ],
  tryInBattle:
    'In a battle, move the figures you want hidden first, then the one that will be seen, and use the 2" to bring the rest of the group into view. Every die your leader loses (moving, temporary leader, a concealed enemy) makes winning the In Sight harder.',
};
