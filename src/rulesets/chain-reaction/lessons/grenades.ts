// Lesson: grenades (Stop! box, p.20). Ready it, throw it, and the 5" blast: figures inside escape by being
// prone or behind cover at least as strong as the Impact; the rest roll for damage.
import type { Lesson } from './types';

export const grenades: Lesson = {
  id: 'grenades',
  title: 'Grenades: the blast and how to escape it',
  book: 'p.20',
  topic: 'Readying and throwing a grenade, and the two ways out of its blast',
  scenario: {
    version: 1,
    description:
      "Grenade lesson: the player's thrower, Tom, readies a grenade (a 1: throw at once) and lobs it 5 inches; of three enemies in the circle, one is prone, one is behind a DV 3 wall, one stands in the open.",
    seed: 'lesson-grenades',
    terrain: [
      {
        id: 'wall',
        type: 'wall',
        line: [
          [16.5, 20.6],
          [20.5, 20.6],
        ],
        dv: 3,
      },
    ],
    sides: [
      {
        id: 'Blue',
        control: 'human',
        force: 'military',
        figures: [{ id: 'Tom', rep: 4, weapon: 'AR', at: [18, 14], facing: 90 }],
      },
      {
        id: 'Red',
        control: 'ai',
        force: 'gang',
        figures: [
          { id: 'Eddie', rep: 4, weapon: 'P', at: [18, 19], facing: 270 },
          { id: 'Finn', rep: 4, weapon: 'P', at: [15.7, 19], facing: 270, stance: 'prone' },
          { id: 'Shay', rep: 4, weapon: 'P', at: [18.5, 21.3], facing: 270 },
        ],
      },
    ],
    dice: {
      activation: [[4, 1]],
      readyGrenade: [[1]],
      throwGrenade: [[2, 3]],
      damage: [[2]],
      crisis: [[4, 5, 6]],
      leaderDie: [[6]],
      retrieveWounded: [[6]],
    },
    commands: [],
  },
  steps: [
    {
      kind: 'do',
      text: "A grenade must be readied before it is thrown. Ready Tom's grenade.",
      expect: { do: 'readyGrenade', figure: 'Tom' },
      solution: { do: 'readyGrenade', figure: 'Tom' },
      explain: '{said:test.readyGrenade} How soon it can be thrown depends on that roll.',
      book: 'p.18',
      figures: ['Tom'],
    },
    {
      kind: 'ask',
      text: "The grenade will land among the three red figures. Eddie stands in the open, Finn lies prone, Shay stands behind a low wall of DV 3; a grenade's Impact is 2. Who escapes the blast?",
      choices: ['Nobody: all three are inside it', 'Finn and Shay', 'Only Finn', 'Only Shay'],
      answer: 1,
      explain:
        'There are two ways out of a blast: be prone, or be behind cover whose Defensive Value is at least the Impact. Those who escape still take a Crisis Test; the rest roll for damage.',
      book: 'p.20',
    },
    {
      kind: 'do',
      text: 'Throw it onto Eddie: the ring on the table marks where it must land.',
      expect: { do: 'throwGrenade', figure: 'Tom', near: { at: [18, 19], within: 1 } },
      solution: { do: 'throwGrenade', figure: 'Tom', at: [18, 19] },
      explain: '{said:test.throwGrenade} {said:blast} {said:damage} {said:test.crisis}',
      book: 'p.19',
      claims: [
        { kind: 'test', test: 'crisis', figure: 'Finn', is: true, when: 'after' },
        { kind: 'test', test: 'crisis', figure: 'Shay', is: true, when: 'after' },
      ],
    },
  ],
  tryInBattle:
    'In a battle, a grenade is the answer to enemies behind light cover or in a building; and when one lands near your own figures, being prone already is the best defence.',
};
