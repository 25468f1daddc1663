// Lesson: the turn and activation (Stop! box, p.10). Both sides throw a die; doubles are thrown again;
// the higher die goes first, and only groups whose leader's Rep reaches their side's die may act.
import type { Lesson } from './types';

const WALL = [
  [0, 16],
  [36, 16],
  [36, 19],
  [0, 19],
];

export const activation: Lesson = {
  id: 'activation',
  title: 'The turn: who acts, and when',
  book: 'p.10',
  patrol: true,
  topic: 'Activation dice, doubles thrown again, and which groups may act on a die',
  scenario: {
    version: 1,
    description:
      'Activation lesson: blue and yellow each field three lone figures of Rep 5, 4 and 3, kept apart by a long building. The first activation throw is a double, then blue 5 against yellow 4.',
    seed: 'lesson-activation',
    terrain: [{ id: 'block', type: 'building', polygon: WALL, dv: 3 }],
    sides: [
      {
        id: 'Blue',
        control: 'human',
        force: 'military',
        figures: [
          { id: 'Abe', rep: 5, weapon: 'AR', at: [6, 30], facing: 270 },
          { id: 'Bea', rep: 4, weapon: 'AR', at: [18, 30], facing: 270 },
          { id: 'Cy', rep: 3, weapon: 'AR', at: [30, 30], facing: 270 },
        ],
      },
      {
        id: 'Yellow',
        control: 'ai',
        force: 'military',
        figures: [
          { id: 'Xan', rep: 3, weapon: 'AR', at: [6, 6], facing: 90 },
          { id: 'Yuri', rep: 4, weapon: 'AR', at: [18, 6], facing: 90 },
          { id: 'Zed', rep: 5, weapon: 'AR', at: [30, 6], facing: 90 },
        ],
      },
    ],
    dice: {
      activation: [
        [3, 3],
        [5, 4],
      ],
    },
    commands: [],
  },
  steps: [
    {
      kind: 'read',
      text: 'You command Blue, the computer Yellow. Each side has three groups of one figure, led by a Rep 5, a Rep 4 and a Rep 3 (blue: Abe, Bea and Cy; yellow: Zed, Yuri and Xan, in that order). A turn opens with each side throwing one die of its own colour: that throw decides who goes first and which groups may act at all.',
      book: 'p.9',
      figures: ['Abe', 'Bea', 'Cy', 'Zed', 'Yuri', 'Xan'],
    },
    {
      kind: 'ask',
      text: 'The first throw shows 3 on both dice. What happens now?',
      choices: ['Blue goes first', 'Yellow goes first', 'Both dice are thrown again', 'Nobody acts this turn'],
      answer: 2,
      explain:
        'A tie settles nothing, so both dice are thrown again until they differ. The throws this game: {rolls:activation}. {said:activation}',
      book: 'p.9',
    },
    {
      kind: 'ask',
      text: 'The second throw gives Blue 5 and Yellow 4. Which of your groups may act this turn?',
      choices: [
        'All three, the Rep 5 first',
        'Only the group led by the Rep 5',
        'The groups led by the Rep 5 and the Rep 4',
        'None: yellow goes first',
      ],
      answer: 1,
      explain:
        "Blue's die is higher, so Blue goes first. A group may act only if its leader's Rep is at least its own side's die: with Blue's die at 5 only Abe qualifies; Bea and Cy wait for a better throw next turn.",
      book: 'p.9',
    },
    {
      kind: 'do',
      text: 'Your Rep 5 group is active. Walk Abe up into the ring marked ahead of him: drag him there.',
      expect: { do: 'move', figure: 'Abe', near: { at: [6, 24], within: 1.5 } },
      solution: {
        do: 'move',
        figure: 'Abe',
        path: [
          [6, 30],
          [6, 24],
        ],
      },
      explain:
        "You moved Abe ({said:move}) A normal move is up to 8 inches. Blue's other two figures stay put: each is a group of one whose leader's Rep (4 and 3) is lower than Blue's die of 5, so neither may act this turn.",
      book: 'p.10',
      figures: ['Abe'],
    },
    {
      kind: 'ask',
      text: 'How far may a figure go when its group acts?',
      choices: ['Up to 8" walking, or up to 16" with a Fast Move', 'Exactly 6"', 'As far as it likes'],
      answer: 0,
      explain:
        'A normal move is up to 8"; a Fast Move throws 2d6 for the group and adds 4" for each die a figure passes against its Rep, so up to 16". Moving, firing, going prone and the other actions are what a figure does when its group is active.',
      book: 'p.10',
    },
    {
      kind: 'ask',
      text: "When you end Abe's activation, which yellow groups act, and in what order?",
      choices: [
        'Only Zed (Rep 5)',
        'Zed (Rep 5), then Yuri (Rep 4)',
        'Yuri (Rep 4), then Zed (Rep 5)',
        'All three, lowest Rep first',
      ],
      answer: 1,
      explain:
        "Yellow's die was 4, so its Rep 5 and Rep 4 leaders qualify and Xan does not. Groups go one at a time from the highest Rep down, each finishing (and every reaction it causes) before the next starts.",
      book: 'p.9',
    },
    {
      kind: 'do',
      text: "End Abe's activation and watch yellow take its part of the turn.",
      expect: { do: 'endActivation' },
      solution: { do: 'endActivation' },
      explain:
        'Yellow acted in this order: {activated}. With every group that could act done, the turn ended and the next one opened with a fresh throw: {said:activation}',
      book: 'p.9',
    },
  ],
  tryInBattle:
    'In a battle, read the two activation dice before you plan: a low die lets everyone act, a high one only your best leaders. Keep your groups under leaders of high Rep and they act more often.',
};
