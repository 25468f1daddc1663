// Lesson: damage and the Recover Test (book pp.13 and 18). Each hit rolls one die against the weapon's
// Impact: a 1 kills, Impact or less puts the figure out of the fight, more than Impact knocks it down and it
// takes the Recover Test (2d6 against its own Rep, alone, no Leader Die). Played: two hits on one figure,
// one over the Impact (a Recover Test passed twice: knocked down), then a hunkered-down figure recovering.
import type { Lesson } from './types';

export const damage: Lesson = {
  id: 'damage',
  title: 'Hit: the damage roll and the Recover Test',
  book: 'p.18',
  patrol: true,
  source: 'rule',
  topic: 'What a hit does: obviously dead, out of the fight, or knocked down and a Recover Test',
  scenario: {
    version: 1,
    description:
      "Damage lesson: the player's Vic (Rep 5, assault rifle) fires at Ned (Rep 4) and Lou (Rep 4) standing in the open; both are hit once, one over the Impact and one under it.",
    seed: 'lesson-damage',
    sides: [
      {
        id: 'Blue',
        control: 'human',
        force: 'military',
        figures: [{ id: 'Vic', rep: 5, weapon: 'AR', at: [18, 28], facing: 270 }],
      },
      {
        id: 'Red',
        control: 'ai',
        force: 'gang',
        figures: [
          { id: 'Ned', rep: 4, weapon: 'P', at: [17, 14], facing: 90 },
          { id: 'Lou', rep: 4, weapon: 'P', at: [19, 14], facing: 90 },
        ],
      },
    ],
    dice: {
      activation: [
        [5, 1],
        [5, 1],
      ],
      rangedCombat: [[6, 5, 2]],
      damage: [[5], [3]],
      recover: [[3, 4]],
      crisis: [[2, 3]],
      leaderDie: [[6]],
    },
    commands: [],
  },
  steps: [
    {
      kind: 'read',
      text: 'Every hit is followed by one die on the Ranged Combat Damage table, read as rolled against the Impact of the weapon that hit. A 1 is always obviously dead. Anything up to the Impact knocks the figure to the ground out of the fight. Anything over the Impact knocks it down, and it takes the Recover Test at once.',
      book: 'p.18',
      figures: ['Vic', 'Ned', 'Lou'],
    },
    {
      kind: 'ask',
      text: "Vic's assault rifle has Impact 3. A hit on Ned rolls 5 for damage. What happens to Ned?",
      choices: [
        'Obviously dead',
        'Out of the fight',
        'Knocked down, and he takes the Recover Test: 5 is more than the Impact',
      ],
      answer: 2,
      explain:
        "Over the Impact is the lucky row: the figure is knocked down but may still be fine. The Recover Test decides: 2d6 against the figure's own Rep, thrown for that figure alone, and without the Leader Die (that helps only a group recovering from Hunker Down).",
      book: 'p.18',
    },
    {
      kind: 'do',
      text: "Fire Vic at Ned (first target, one die) and Lou (two dice). The swath from Ned to Lou lies on Vic's right, as he faces up the table.",
      expect: { do: 'fire', figure: 'Vic', target: 'Ned', dice: { Ned: 1, Lou: 2 } },
      solution: {
        do: 'fire',
        figure: 'Vic',
        targets: [
          { figure: 'Ned', dice: 1 },
          { figure: 'Lou', dice: 2 },
        ],
        swath: 'right',
      },
      explain:
        "{said:fire} Ned's damage: {said:damage@Ned} So he took the Recover Test: {said:test.recover@Ned} Passing 2 means knocked down but carrying on: he lies prone and may get up when next active. Had he passed 1 he would be out of the fight, 0 obviously dead. Lou's damage: {said:damage@Lou} 3 is not more than the Impact, so no test: Lou is out of the fight, down and unable to act, until someone carries him off or the fight ends.",
      book: 'p.13',
      figures: ['Vic', 'Ned', 'Lou'],
      claims: [
        { kind: 'swath', figure: 'Vic', first: 'Ned', side: 'right', covers: ['Ned', 'Lou'] },
        { kind: 'test', test: 'recover', figure: 'Ned', is: true, when: 'after' },
        { kind: 'test', test: 'recover', figure: 'Lou', is: false, when: 'after' },
        { kind: 'status', figure: 'Lou', is: 'outOfTheFight', when: 'after' },
        { kind: 'fires', figure: 'Ned', is: false, when: 'after' },
      ],
    },
    {
      kind: 'ask',
      text: 'A figure that hunkered down is not hurt, but does nothing until it passes the test to recover from Hunker Down. How does that test differ from the Recover Test after a hit?',
      choices: [
        'It does not differ at all',
        "Its group's Leader Die helps, and 2 passed means it recovers and acts as it likes, 1 it recovers to Duck Back, 0 it leaves the battlefield",
        'It is thrown with 3d6',
      ],
      answer: 1,
      explain:
        "The same 2d6 against Rep, but a hunkered figure is still part of its group, so the leader's die counts, and a Star may choose the result by Free Will. It is tried when the figure is next active.",
      book: 'p.13',
    },
  ],
  tryInBattle:
    'In a battle, a weapon with a high Impact does more than hit harder: every damage roll at or under the Impact takes a figure out of the fight with no test to save it. Against Impact 1 pistols most hits only knock a figure down.',
};
