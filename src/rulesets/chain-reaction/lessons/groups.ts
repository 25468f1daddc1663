// Lesson: groups and the Leader Die (Stop! box, p.8). Figures within 4" and in sight of one another make a
// group that acts with its leader; the leader's die helps every figure of the group on a Crisis Test,
// even when the leader himself is not tested.
import type { Lesson } from './types';

export const groups: Lesson = {
  id: 'groups',
  title: 'Groups and the Leader Die',
  book: 'p.8',
  patrol: true,
  topic: "What holds a group together, and how its leader's die steadies it",
  scenario: {
    version: 1,
    description:
      "Groups lesson: the player's gunman faces Sgt Harris (Rep 4) with three Rep 3 officers close by him, and a fourth officer, birch, standing apart. Three officers are shot at and missed; Harris's Leader Die helps them.",
    seed: 'lesson-groups',
    sides: [
      {
        id: 'gang',
        control: 'human',
        force: 'gang',
        figures: [{ id: 'gunman', rep: 4, weapon: 'AR', at: [18, 6], facing: 90 }],
      },
      {
        id: 'police',
        control: 'ai',
        force: 'police',
        figures: [
          { id: 'harris', rep: 4, weapon: 'SG', at: [18, 27], facing: 270 },
          { id: 'cole', rep: 3, weapon: 'SMG', at: [16, 24], facing: 270 },
          { id: 'dent', rep: 3, weapon: 'SMG', at: [17, 24], facing: 270 },
          { id: 'ames', rep: 3, weapon: 'SMG', at: [18, 24], facing: 270 },
          { id: 'birch', rep: 3, weapon: 'SMG', at: [31, 24], facing: 270 },
        ],
      },
    ],
    dice: {
      activation: [[4, 2]],
      rangedCombat: [
        [2, 3, 2],
        [2, 2, 3],
        [3, 2, 2],
        [2, 3, 3],
      ],
      crisis: [
        [5, 3],
        [6, 6],
        [1, 1],
        [1, 1],
      ],
      leaderDie: [[4]],
    },
    commands: [],
  },
  steps: [
    {
      kind: 'read',
      text: 'A group is any number of figures acting together through a turn; one figure alone is a group too. Every group has a leader: the Star if he is in it, otherwise its highest Rep (a temporary leader). When the leader acts, his whole group acts with him.',
      book: 'p.7',
      figures: ['harris', 'cole', 'dent', 'ames', 'birch'],
    },
    {
      kind: 'ask',
      text: 'How many police groups are on the table?',
      choices: [
        'One: all five are police',
        'Two: harris with cole, dent and ames, and birch alone',
        'Five: one per figure',
      ],
      answer: 1,
      explain:
        'A figure belongs to a group only when both hold: it is within 4" of another member, and it can see a member or be seen by one. On this open table birch can see ames plainly, so sight is not what parts them: birch stands 13" from ames, far beyond 4", and that alone makes him a group of his own who acts on his own.',
      book: 'p.7',
      claims: [
        { kind: 'sees', from: 'birch', to: 'ames', is: true },
        { kind: 'distance', from: 'birch', to: 'ames', inches: 13 },
        { kind: 'group', members: ['birch'] },
        { kind: 'group', members: ['harris', 'cole', 'dent', 'ames'] },
      ],
    },
    {
      kind: 'ask',
      text: "Your gunman will fire at cole, dent and ames, one die each; harris is not shot at. When they take their Crisis Test, does harris's Leader Die count?",
      choices: [
        'No: only figures that are tested throw',
        'Yes: the leader throws it whether or not he is tested himself',
        'Only if harris is a Star',
      ],
      answer: 1,
      explain:
        'The leader throws 1d6 against his own Rep; if it passes, every tested figure of his group counts one more die passed. He throws it even when he is not under fire, but never when he is alone.',
      book: 'p.8',
    },
    {
      kind: 'do',
      text: "Fire the gunman's assault rifle at cole first, then dent, then ames, one die each. The gunman faces down the table, so the swath that runs from cole towards ames lies on his own left (your right as you look at the screen): the game calls it the swath to the left.",
      expect: { do: 'fire', figure: 'gunman', target: 'cole' },
      solution: {
        do: 'fire',
        figure: 'gunman',
        targets: [
          { figure: 'cole', dice: 1 },
          { figure: 'dent', dice: 1 },
          { figure: 'ames', dice: 1 },
        ],
        swath: 'left',
      },
      explain:
        "The three were thrown for once, as a group: {first:crisis}, read against each one's Rep. harris's Leader Die came up {roll:leaderDie} against his Rep 4. {said:test.crisis@cole} {said:test.crisis@dent} {said:test.crisis@ames}",
      book: 'p.8',
      figures: ['gunman', 'cole', 'dent', 'ames'],
      claims: [
        { kind: 'swath', figure: 'gunman', first: 'cole', side: 'left', covers: ['cole', 'dent', 'ames'] },
        { kind: 'test', test: 'crisis', figure: 'harris', is: false, when: 'after' },
      ],
    },
  ],
  tryInBattle:
    'In a battle, keep your figures within 4" and in sight of each other under a good leader: they act together on his Rep and his Leader Die steadies them when they are shot at. Spread out and each becomes a group of one.',
};
