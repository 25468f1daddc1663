// Lesson: what the Crisis results make a figure do (book pp.10 and 14): snap fire (firing back with 8s and
// 9s turned into misses), hunker down, and a second Hunker Down in one fight becoming Leave the Battlefield.
// Played: one burst sends vet to snap fire and rook to hunker down; a second burst at rook, still on the
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
      "Reactions lesson: the player's gun and mate (Rep 5) fire at vet (Rep 4) and rook (Rep 3); one group throw makes vet snap fire and rook hunker down, and a second burst at rook makes him leave the battlefield.",
    seed: 'lesson-reactions',
    sides: [
      {
        id: 'blue',
        control: 'human',
        force: 'military',
        figures: [
          { id: 'gun', rep: 5, weapon: 'AR', at: [17, 24], facing: 270 },
          { id: 'mate', rep: 5, weapon: 'AR', at: [19, 24], facing: 270 },
        ],
      },
      {
        id: 'red',
        control: 'ai',
        force: 'gang',
        figures: [
          { id: 'vet', rep: 4, weapon: 'SMG', at: [17, 14], facing: 90 },
          { id: 'rook', rep: 3, weapon: 'SMG', at: [19, 14], facing: 90 },
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
      figures: ['gun', 'mate', 'vet', 'rook'],
      claims: [{ kind: 'group', members: ['vet', 'rook'] }],
    },
    {
      kind: 'do',
      text: "Fire gun at vet (one die) and rook (two dice). The swath from vet to rook lies on gun's right, as he faces up the table.",
      expect: { do: 'fire', figure: 'gun', target: 'vet', dice: { vet: 1, rook: 2 } },
      solution: {
        do: 'fire',
        figure: 'gun',
        targets: [
          { figure: 'vet', dice: 1 },
          { figure: 'rook', dice: 2 },
        ],
        swath: 'right',
      },
      explain:
        '{said:fire} One throw for their group, {first:crisis}, read against two Reps: {said:test.crisis@vet} {said:test.crisis@rook} {said:status@rook} vet fired back in a hurry: {said:fire@vet} (a snap shot: an 8 or a 9 would have missed too). Fire goes on between two figures until one cannot answer: {said:test.crisis@gun} {saidLast:fire@gun} {saidLast:test.crisis@vet}',
      book: 'p.14',
      figures: ['gun', 'vet', 'rook'],
      claims: [
        { kind: 'fires', figure: 'vet', is: true, when: 'after' },
        { kind: 'status', figure: 'rook', is: 'hunkerDown', when: 'after' },
      ],
    },
    {
      kind: 'ask',
      text: 'rook has hunkered down once this fight. If a Crisis Test sends him to Hunker Down again, what happens?',
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
      text: 'rook lies prone where he is, so he can still be seen. Fire mate at rook with all three dice.',
      expect: { do: 'fire', figure: 'mate', target: 'rook' },
      solution: { do: 'fire', figure: 'mate', targets: [{ figure: 'rook', dice: 3 }] },
      explain: '{said:fire} {said:test.crisis@rook} {said:status@rook} {said:move@rook}',
      book: 'p.14',
      figures: ['mate', 'rook'],
      claims: [
        { kind: 'sees', from: 'mate', to: 'rook', is: true },
        { kind: 'status', figure: 'rook', is: 'leaving', when: 'after' },
      ],
    },
  ],
  tryInBattle:
    'In a battle, keep firing at a figure that has hunkered down while you can still see them: a second Hunker Down takes them off the table, and they may never come back.',
};
