// Lesson: line of sight, cover and concealment, and terrain (book pp.16, 24-26). Woods hide those deep
// inside them; a figure within 1" of the edge sees out and is seen, in cover and concealed. Concealment
// costs the enemy a die on the In Sight test; cover turns 8s and 9s into misses. Played: a scout rounds a
// brick building into view of a gunman at the edge of the woods, with the Concealed -1d6, then fires into cover.
import type { Lesson } from './types';

export const sight: Lesson = {
  id: 'sight',
  title: 'Sight, cover and concealment; terrain',
  book: 'p.16',
  patrol: true,
  source: 'rule',
  topic: 'Who can see whom, what woods, hills, buildings and night do, and the Concealed -1d6 on In Sight',
  scenario: {
    version: 1,
    description:
      "Sight lesson: the player's scout Sam (Rep 5) rounds a brick building into view of Lars, a gunman standing just inside the edge of a wood; a second gunman, Dirk, waits far inside it.",
    seed: 'lesson-sight',
    terrain: [
      {
        id: 'wood',
        type: 'woods',
        polygon: [
          [6, 3],
          [30, 3],
          [30, 12],
          [6, 12],
        ],
      },
      {
        id: 'barn',
        type: 'building',
        polygon: [
          [15, 18],
          [22, 18],
          [22, 23],
          [15, 23],
        ],
        dv: 3,
      },
    ],
    sides: [
      {
        id: 'Blue',
        control: 'human',
        force: 'military',
        figures: [{ id: 'Sam', rep: 5, weapon: 'AR', at: [16, 26], facing: 270 }],
      },
      {
        id: 'Red',
        control: 'ai',
        force: 'gang',
        figures: [
          { id: 'Lars', rep: 4, weapon: 'P', at: [18, 11.5], facing: 90 },
          { id: 'Dirk', rep: 4, weapon: 'P', at: [12, 7.5], facing: 90 },
        ],
      },
    ],
    dice: {
      activation: [[5, 1]],
      inSight: [
        [1, 2],
        [4, 5, 6],
      ],
      rangedCombat: [[4, 3, 2]],
      crisis: [[1, 2]],
      leaderDie: [[6]],
    },
    commands: [],
  },
  steps: [
    {
      kind: 'read',
      text: 'A figure sees in a half circle to its front, across the whole table, unless terrain, buildings or other figures are in the way. Woods hide those inside them: a figure more than 1" inside cannot be seen from outside, and inside woods nobody sees farther than 12". A figure within 1" of the edge sees out and can be seen. At night every sight line is 12" (6" in woods); fog, rain and snow do the same.',
      book: 'p.16',
      figures: ['Sam', 'Lars', 'Dirk'],
      claims: [
        { kind: 'sees', from: 'Sam', to: 'Lars', is: false },
        { kind: 'sees', from: 'Lars', to: 'Sam', is: false },
      ],
    },
    {
      kind: 'ask',
      text: 'Cover and concealment are not the same. Which does what?',
      choices: [
        'Both only make a figure harder to hit',
        'Concealment makes you harder to see (it costs the enemy a die on the In Sight test); cover makes you harder to hit (8s and 9s miss)',
        'Cover matters on the In Sight test, concealment when shot',
      ],
      answer: 1,
      explain:
        'Concealment does not stop a bullet; cover does. A stationary figure inside a building or a wood is in both; one moving in there is only concealed. A low wall between you and the shooter is cover, and behind the crest of a hill, within 1" of it, you are in cover from the far side.',
      book: 'p.16',
    },
    {
      kind: 'do',
      text: 'Walk Sam round the brick building into the ring to its left, where the edge of the wood comes into view.',
      expect: { do: 'move', figure: 'Sam', near: { at: [12, 21], within: 1.5 } },
      solution: {
        do: 'move',
        figure: 'Sam',
        path: [
          [16, 26],
          [12, 24.5],
          [12, 21],
        ],
      },
      explain:
        'Sam came into view of Lars, at the edge of the wood, and the move paused there: the In Sight test is next.',
      book: 'p.11',
      figures: ['Sam', 'Lars'],
    },
    {
      kind: 'decide',
      text: 'As in the In Sight lesson, the game asks whether Sam goes on before the test: choose "Stop where Sam came into view".',
      solution: 0,
      explain:
        '{said:inSight} {said:test.inSight} Sam lost a die for being active and moving, a die for being only a temporary leader, and a die because every enemy he could see was concealed at the edge of the wood. He still won, and fired: {said:fire} Lars stands in cover, so the 9 and the 8 missed: only 10 or more would have hit. {said:test.crisis} Being in cover also helped him on that test, and a figure ducking back can no longer be seen by the one it ducked from.',
      book: 'p.12',
      figures: ['Sam', 'Lars'],
      claims: [
        { kind: 'test', test: 'inSight', is: true, when: 'after' },
        { kind: 'status', figure: 'Lars', is: 'duckBack', when: 'after' },
        { kind: 'sees', from: 'Sam', to: 'Dirk', is: false, when: 'after' },
        { kind: 'inCover', figure: 'Lars', from: 'Sam', cover: true, concealed: true, when: 'after' },
        { kind: 'fires', figure: 'Sam', is: true, when: 'after' },
      ],
    },
    {
      kind: 'ask',
      text: 'Dirk stands 4.5" inside the wood. Why did he take no part?',
      choices: [
        'He was asleep',
        'Farther than 1" inside woods, nobody outside can see him, nor can he see out',
        'He was out of range',
      ],
      answer: 1,
      explain:
        'Only the edge of a wood is a firing line. To fight from woods, stand within 1" of the edge: you see out, and you are in cover and concealed.',
      book: 'p.26',
    },
    {
      kind: 'read',
      text: 'Other terrain: a hill blocks sight between figures on opposite sides of its crest; open ground gives nothing; water (a shallow river) stops a walking figure at its bank until its next activation; roads change nothing for figures on foot; buildings are cover and concealment for those standing still inside (moving inside, only concealment), and up to two figures may fire from each door or window.',
      book: 'p.25',
    },
  ],
  tryInBattle:
    'In a battle, end each move with your figures at the edge of woods or inside buildings: the enemy then throws a die fewer to act first when it finds you, and needs a 10 to hit.',
};
