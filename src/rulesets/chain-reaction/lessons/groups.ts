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
      "Groups lesson: the player's Gunman faces Sgt Harris (Rep 4) with three Rep 3 officers close by him, and a fourth officer, Birch, standing apart. Three officers are shot at and missed; Harris's Leader Die helps them.",
    seed: 'lesson-groups',
    sides: [
      {
        id: 'gang',
        control: 'human',
        force: 'gang',
        figures: [{ id: 'Gunman', rep: 4, weapon: 'AR', at: [18, 6], facing: 90 }],
      },
      {
        id: 'police',
        control: 'ai',
        force: 'police',
        figures: [
          { id: 'Harris', rep: 4, weapon: 'SG', at: [18, 27], facing: 270 },
          { id: 'Cole', rep: 3, weapon: 'SMG', at: [16, 24], facing: 270 },
          { id: 'Dent', rep: 3, weapon: 'SMG', at: [17, 24], facing: 270 },
          { id: 'Ames', rep: 3, weapon: 'SMG', at: [18, 24], facing: 270 },
          { id: 'Birch', rep: 3, weapon: 'SMG', at: [31, 24], facing: 270 },
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
      figures: ['Harris', 'Cole', 'Dent', 'Ames', 'Birch'],
    },
    {
      kind: 'ask',
      text: 'How many police groups are on the table?',
      choices: [
        'One: all five are police',
        'Two: Harris with Cole, Dent and Ames, and Birch alone',
        'Five: one per figure',
      ],
      answer: 1,
      explain:
        'A figure belongs to a group only when both hold: it is within 4" of another member, and it can see a member or be seen by one. On this open table Birch can see Ames plainly, so sight is not what parts them: Birch stands 13" from Ames, far beyond 4", and that alone makes him a group of his own who acts on his own.',
      book: 'p.7',
      claims: [
        { kind: 'sees', from: 'Birch', to: 'Ames', is: true },
        { kind: 'distance', from: 'Birch', to: 'Ames', inches: 13 },
        { kind: 'group', members: ['Birch'] },
        { kind: 'group', members: ['Harris', 'Cole', 'Dent', 'Ames'] },
      ],
    },
    {
      kind: 'ask',
      text: "Your Gunman will fire at Cole, Dent and Ames, one die each; Harris is not shot at. When they take their Crisis Test, does Harris's Leader Die count?",
      choices: [
        'No: only figures that are tested throw',
        'Yes: the leader throws it whether or not he is tested himself',
        'Only if Harris is a Star',
      ],
      answer: 1,
      explain:
        'The leader throws 1d6 against his own Rep; if it passes, every tested figure of his group counts one more die passed. He throws it even when he is not under fire, but never when he is alone.',
      book: 'p.8',
    },
    {
      kind: 'do',
      text: "Fire the Gunman's assault rifle at Cole first, then Dent, then Ames, one die each. The Gunman faces down the table, so the swath that runs from Cole towards Ames lies on his own left (your right as you look at the screen): the game calls it the swath to the left.",
      expect: { do: 'fire', figure: 'Gunman', target: 'Cole' },
      solution: {
        do: 'fire',
        figure: 'Gunman',
        targets: [
          { figure: 'Cole', dice: 1 },
          { figure: 'Dent', dice: 1 },
          { figure: 'Ames', dice: 1 },
        ],
        swath: 'left',
      },
      explain:
        "The three were thrown for once, as a group: {first:crisis}, read against each one's Rep. Harris's Leader Die came up {roll:leaderDie} against his Rep 4. {said:test.crisis@Cole} {said:test.crisis@Dent} {said:test.crisis@Ames}",
      book: 'p.8',
      figures: ['Gunman', 'Cole', 'Dent', 'Ames'],
      claims: [
        { kind: 'swath', figure: 'Gunman', first: 'Cole', side: 'left', covers: ['Cole', 'Dent', 'Ames'] },
        { kind: 'test', test: 'crisis', figure: 'Harris', is: false, when: 'after' },
      ],
    },
  ],
  tryInBattle:
    'In a battle, keep your figures within 4" and in sight of each other under a good leader: they act together on his Rep and his Leader Die steadies them when they are shot at. Spread out and each becomes a group of one.',
};
