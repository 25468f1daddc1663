// Lesson: on your own (book p.7 and p.12). A figure that walks more than 4" from every other member of its
// group is a group of one; when it then comes into view of an enemy it throws the In Sight itself, as a
// temporary leader, one die short. Played: Lee leaves the Star's group round a building and meets Watcher.
import type { Lesson } from './types';

export const alone: Lesson = {
  id: 'alone',
  title: 'On your own: when a group splits',
  book: 'p.7',
  patrol: true,
  source: 'rule',
  topic: 'A figure more than 4" from its group is a group of one, and throws its own In Sight one die short',
  scenario: {
    version: 1,
    description:
      'Alone lesson: Sarge (Rep 5 Star), Kay and Lee (Rep 4) are one group behind a brick building; Lee walks off round its corner, out of 4" of the others, into view of Watcher (Red, Rep 4), and throws the In Sight himself.',
    seed: 'lessons15-alone',
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
          { id: 'Sarge', rep: 5, star: true, weapon: 'AR', at: [18, 24], facing: 270 },
          { id: 'Kay', rep: 4, weapon: 'AR', at: [20, 25], facing: 270 },
          { id: 'Lee', rep: 4, weapon: 'AR', at: [15, 26], facing: 270 },
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
        [1, 2],
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
      text: 'Sarge, your Star (Rep 5), Kay and Lee (both Rep 4) are one group led by Sarge: each stands within 4" of another and they can see each other. While the Groups button on the toolbar is lit (key K) the table draws that as a line between each such pair and an outline round the group, with a dashed ring on its leader. Watcher, of the red side, is beyond the brick building; nobody sees anybody yet.',
      book: 'p.7',
      figures: ['Sarge', 'Kay', 'Lee', 'Watcher'],
      claims: [
        { kind: 'group', members: ['Sarge', 'Kay', 'Lee'] },
        { kind: 'distance', from: 'Lee', to: 'Sarge', inches: 3.5 },
        { kind: 'sees', from: 'Lee', to: 'Watcher', is: false },
        { kind: 'sees', from: 'Sarge', to: 'Watcher', is: false },
      ],
    },
    {
      kind: 'ask',
      text: 'Lee will walk up past the lower-left corner of the brick building to the ring, and Watcher will see him about 6" from Sarge and farther still from Kay. Standing there, is Lee still in Sarge\'s group?',
      choices: [
        'Yes: he was activated with Sarge, so he stays in his group',
        'No: he is more than 4" from every other member, so he is a group of one',
        'Yes, as long as he can still see Sarge',
      ],
      answer: 1,
      explain:
        'A figure belongs to a group only while it is within 4" of another member and one of the two can see the other: lose either and it splits off. Lee still finishes this activation with the others, but from where he stands he is on his own: his line to the group goes from the table, and his card says he stands alone.',
      book: 'p.7',
    },
    {
      kind: 'ask',
      text: 'When Lee comes into view, who throws the In Sight dice for Blue, and how many?',
      choices: [
        'Sarge, the Star who leads the activation: Rep 5, one less for moving, 4 dice',
        'Lee himself: Rep 4, one less for moving, one less as a temporary leader, 2 dice',
        'Lee himself: Rep 4, one less for moving, 3 dice',
      ],
      answer: 1,
      explain:
        'The In Sight is thrown by the leader of the group that sees the enemy, and Lee\'s group is now Lee alone, so he leads it. Only a Star leads in his own right: any other leader is a temporary one, and a temporary leader throws one die less. Within 4" of Sarge, Sarge would have thrown 4 dice for him. Watcher is alone and no Star either: his Rep 4 less one, 3 dice.',
      book: 'p.12',
    },
    {
      kind: 'do',
      text: "Walk Lee into the ring off the brick building's lower-left corner.",
      expect: { do: 'move', figure: 'Lee', near: { at: [11.5, 20], within: 1.5 } },
      solution: {
        do: 'move',
        figure: 'Lee',
        path: [
          [15, 26],
          [11.5, 20],
        ],
      },
      explain: 'The move stopped the moment Lee came into view of Watcher: the In Sight is triggered there.',
      book: 'p.11',
      figures: ['Lee', 'Watcher'],
    },
    {
      kind: 'decide',
      text: 'The game asks how much farther Lee goes before the test. Choose "Stop where Lee came into view".',
      solution: 0,
      explain: 'Lee stays where he came into view, out of 4" of Sarge and Kay.',
      book: 'p.11',
    },
    {
      kind: 'decide',
      text: 'Sarge and Kay set out in this activation with Lee, so each may still step up to 2" before the test. Keep Sarge where he is: choose "Sarge stays put".',
      solution: null,
      explain: 'Sarge stays put, too far from Lee to lend him his dice.',
      book: 'p.11',
      figures: ['Sarge'],
    },
    {
      kind: 'decide',
      text: 'Keep Kay where she is too: choose "Kay stays put".',
      solution: null,
      figures: ['Kay', 'Lee', 'Watcher'],
      explain: 'What the dice said: {said:test.inSight} Then the winner acted: {said:fire}',
      book: 'p.12',
      claims: [
        { kind: 'inSightThrow', figure: 'Lee', dice: 2, temporary: true, when: 'after' },
        { kind: 'inSightThrow', figure: 'Watcher', dice: 3, temporary: true, when: 'after' },
        { kind: 'distance', from: 'Lee', to: 'Sarge', inches: 5.5, when: 'after' },
        { kind: 'group', members: ['Lee'], when: 'after' },
        { kind: 'group', members: ['Sarge', 'Kay'], when: 'after' },
      ],
    },
  ],
  tryInBattle:
    'In a Patrol, keep your scouts within 4" of your Star: a figure on its own throws its own In Sight a die short, and, leading only itself, acts only when the activation die is no higher than its own Rep.',
};
