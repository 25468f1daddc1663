// Lesson: moving (book p.10). A normal move is 8"; a Fast Move throws 2d6 once for the group and gives each
// figure 4" more per die it passes against its own Rep; going prone ends a figure's move, and standing up
// again costs half a move. Played: one group Fast Moves on one throw, read against a Rep 5 and a Rep 3.
import type { Lesson } from './types';

export const movement: Lesson = {
  id: 'movement',
  title: 'Moving: Fast Move, prone and standing',
  book: 'p.10',
  patrol: true,
  source: 'rule',
  topic: 'The 8" move, the group\'s Fast Move throw read per figure, and going prone',
  scenario: {
    version: 1,
    description:
      "Movement lesson: the player's group, Ace (Rep 5) and Bo (Rep 3), Fast Moves on one throw of 4 and 5; Sentry, of the red side, waits out of sight behind a warehouse.",
    seed: 'lesson-movement',
    terrain: [
      {
        id: 'warehouse',
        type: 'building',
        polygon: [
          [8, 3],
          [28, 3],
          [28, 9],
          [8, 9],
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
          { id: 'Ace', rep: 5, weapon: 'AR', at: [17, 32], facing: 270 },
          { id: 'Bo', rep: 3, weapon: 'AR', at: [20, 32], facing: 270 },
        ],
      },
      {
        id: 'Red',
        control: 'ai',
        force: 'military',
        figures: [{ id: 'Sentry', rep: 4, weapon: 'AR', at: [18, 1.5], facing: 270 }],
      },
    ],
    dice: { activation: [[5, 1]], fastMove: [[4, 5]] },
    commands: [],
  },
  steps: [
    {
      kind: 'read',
      text: 'A figure whose group is active may walk up to 8". A group may instead declare a Fast Move: 2d6 are thrown once for the whole group, and each figure reads both dice against its own Rep, adding 4" for each it passes, so up to 16". A figure that Fast Moves counts as moving fast whatever distance it goes: shooting at it, or by it, an 8 or a 9 misses.',
      book: 'p.10',
      figures: ['Ace', 'Bo'],
      claims: [
        { kind: 'group', members: ['Ace', 'Bo'] },
        { kind: 'sees', from: 'Ace', to: 'Sentry', is: false },
      ],
    },
    {
      kind: 'do',
      text: 'Fast Move Ace (hold Shift while you drag) into the ring far up the table, 14" away: more than a walk can reach.',
      expect: { do: 'fastMove', figure: 'Ace', near: { at: [17, 18], within: 1.5 } },
      solution: {
        do: 'fastMove',
        figure: 'Ace',
        path: [
          [17, 32],
          [17, 18],
        ],
      },
      explain:
        'The group threw once: {said:test.fastMove} {said:move} Ace (Rep 5) passed both the 4 and the 5: 8" + 4" + 4" = 16" at most.',
      book: 'p.10',
      figures: ['Ace'],
      claims: [{ kind: 'test', test: 'fastMove', is: true, when: 'after' }],
    },
    {
      kind: 'ask',
      text: 'Bo (Rep 3) Fast Moves too, in the same activation. How far may he go?',
      choices: [
        '16", like Ace',
        '8": the group\'s same 4 and 5 are read against his Rep 3, and both fail',
        'He throws his own dice',
      ],
      answer: 1,
      explain:
        'One throw for the group, read against each Rep: the 4 and the 5 pass against Rep 5 but fail against Rep 3. So Bo gains nothing: 8", though he still counts as moving fast.',
      book: 'p.10',
    },
    {
      kind: 'do',
      text: 'Fast Move Bo into the ring 8" ahead of him.',
      expect: { do: 'fastMove', figure: 'Bo', near: { at: [20, 24], within: 1.5 } },
      solution: {
        do: 'fastMove',
        figure: 'Bo',
        path: [
          [20, 32],
          [20, 24],
        ],
      },
      explain: "{said:move} No new dice: the group's throw was already made this activation.",
      book: 'p.10',
      figures: ['Bo'],
      claims: [{ kind: 'test', test: 'fastMove', is: false, when: 'after' }],
    },
    {
      kind: 'do',
      text: 'Now put Bo down flat: order him prone.',
      expect: { do: 'prone', figure: 'Bo' },
      solution: { do: 'prone', figure: 'Bo' },
      explain:
        "{said:stance} Going prone ends a figure's move. Lying down, an 8 fired at him misses, and a grenade or rocket burst does him no harm (he still takes a Crisis Test). A figure that chose to go prone may still fire this activation; one forced down by a reaction may not.",
      book: 'p.10',
      figures: ['Bo'],
    },
    {
      kind: 'ask',
      text: 'Next time Bo is active he wants to get up and walk on. How far can he go?',
      choices: ['8": standing is free', '4": standing up costs half his move', 'Not at all this turn'],
      answer: 1,
      explain: 'Regaining your feet takes half the move, so 4" of walking are left.',
      book: 'p.10',
    },
  ],
  tryInBattle:
    "In a battle, Fast Move with high-Rep groups when crossing open ground: they gain the most from the one throw, and moving fast turns the enemy's 8s and 9s into misses. Go prone where there is no cover to reach.",
};
