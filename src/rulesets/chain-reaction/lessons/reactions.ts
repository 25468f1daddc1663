// Lesson: what the Crisis results make a figure do (book pp.10 and 14): snap fire (firing back with 8s and
// 9s turned into misses), hunker down, and a second Hunker Down in one fight becoming Leave the Battlefield.
// Played: one burst sends Vet to snap fire and Rook to hunker down; a second burst at Rook, still on the
// table and prone, makes him hunker down again, and he runs for the nearest edge.
import type { Lesson } from './types';

export const reactions: Lesson = {
  id: 'reactions',
  title: 'Snap fire, Hunker Down twice, Leave the Battlefield',
  book: 'p.14',
  patrol: true,
  source: 'rule',
  topic: 'What each Crisis result makes a figure do, and why a second Hunker Down sends it running',
  scenario: {
    version: 1,
    description:
      "Reactions lesson: the player's Gun and Mate (Rep 5) fire at Vet (Rep 4) and Rook (Rep 3); one group throw makes Vet snap fire and Rook hunker down, and a second burst at Rook makes him leave the battlefield.",
    seed: 'lesson-reactions',
    sides: [
      {
        id: 'Blue',
        control: 'human',
        force: 'military',
        figures: [
          { id: 'Gun', rep: 5, weapon: 'AR', at: [17, 24], facing: 270 },
          { id: 'Mate', rep: 5, weapon: 'AR', at: [19, 24], facing: 270 },
        ],
      },
      {
        id: 'Red',
        control: 'ai',
        force: 'gang',
        figures: [
          { id: 'Vet', rep: 4, weapon: 'SMG', at: [17, 14], facing: 90 },
          { id: 'Rook', rep: 3, weapon: 'SMG', at: [19, 14], facing: 90 },
        ],
      },
    ],
    dice: {
      activation: [[5, 1]],
      rangedCombat: [
        [2, 2, 1],
        [4, 3, 2],
        [2, 2, 1],
        [2, 2, 1],
      ],
      crisis: [
        [4, 5],
        [2, 3],
        [6, 5],
        [6, 6],
      ],
      leaderDie: [[6], [6], [6]],
    },
    commands: [],
  },
  steps: [
    {
      kind: 'read',
      text: 'The Crisis Test sorts figures into results, best to worst: return fire, snap fire, outgunned (as Duck Back), duck back, hunker down, leave the battlefield. Snap fire is returning fire in a hurry: the shot is taken, but any 8 or 9 misses. A hunkered-down figure goes to cover within 6" (or drops prone) and does nothing until it passes the test to recover from Hunker Down; an enemy within 4" makes it surrender.',
      book: 'p.14',
      figures: ['Gun', 'Mate', 'Vet', 'Rook'],
      claims: [{ kind: 'group', members: ['Vet', 'Rook'] }],
    },
    {
      kind: 'do',
      text: "Fire Gun at Vet (one die) and Rook (two dice). The swath from Vet to Rook lies on Gun's right, as he faces up the table.",
      expect: { do: 'fire', figure: 'Gun', target: 'Vet', dice: { Vet: 1, Rook: 2 } },
      solution: {
        do: 'fire',
        figure: 'Gun',
        targets: [
          { figure: 'Vet', dice: 1 },
          { figure: 'Rook', dice: 2 },
        ],
        swath: 'right',
      },
      explain:
        '{said:fire} One throw for their group, {first:crisis}, read against two Reps: {said:test.crisis@Vet} {said:test.crisis@Rook} {said:status@Rook} Vet fired back in a hurry: {said:fire@Vet} (a snap shot: an 8 or a 9 would have missed too). Fire goes on between two figures until one cannot answer: {said:test.crisis@Gun} {saidLast:fire@Gun} {saidLast:test.crisis@Vet}',
      book: 'p.14',
      figures: ['Gun', 'Vet', 'Rook'],
      claims: [
        { kind: 'fires', figure: 'Vet', is: true, when: 'after' },
        { kind: 'status', figure: 'Rook', is: 'hunkerDown', when: 'after' },
      ],
    },
    {
      kind: 'ask',
      text: 'Rook has hunkered down once this fight. If a Crisis Test sends him to Hunker Down again, what happens?',
      choices: [
        'Nothing new: he stays hunkered down',
        'A second Hunker Down becomes Leave the Battlefield: he runs for the nearest table edge at Fast Move until he is off it',
        'He surrenders at once',
      ],
      answer: 1,
      explain:
        'A second Hunker Down in the same fight, at any time, is read as Leave the Battlefield. A figure that leaves the field is out of this fight, and after the battle it comes back only if it passes both dice of the recovery roll.',
      book: 'p.14',
    },
    {
      kind: 'do',
      text: 'Rook lies prone where he is, so he can still be seen. Fire Mate at Rook with all three dice.',
      expect: { do: 'fire', figure: 'Mate', target: 'Rook' },
      solution: { do: 'fire', figure: 'Mate', targets: [{ figure: 'Rook', dice: 3 }] },
      explain: '{said:fire} {said:test.crisis@Rook} {said:status@Rook} {said:move@Rook}',
      book: 'p.14',
      figures: ['Mate', 'Rook'],
      claims: [
        { kind: 'sees', from: 'Mate', to: 'Rook', is: true },
        { kind: 'status', figure: 'Rook', is: 'leaving', when: 'after' },
      ],
    },
  ],
  tryInBattle:
    'In a battle, keep firing at a figure that has hunkered down while you can still see them: a second Hunker Down takes them off the table, and they may never come back.',
};
