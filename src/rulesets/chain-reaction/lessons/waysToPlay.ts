// Lesson: ways to play and the dice (Stop! box, p.4). Solo, same side or head to head; d6 passed against
// a target, successes of 1-3, and possibilities; a demonstration throws real dice through the rules' readers.
import type { Lesson } from './types';

export const waysToPlay: Lesson = {
  id: 'ways-to-play',
  title: 'Ways to play, and reading the dice',
  book: 'p.4',
  topic: 'Solo, together or against a friend; passing dice, successes and possibilities',
  scenario: {
    version: 1,
    description:
      'Ways-to-play lesson: one Rep 4 figure a side on an empty table, there only to be looked at while the dice are explained.',
    seed: 'lesson-ways-to-play',
    sides: [
      {
        id: 'Blue',
        control: 'human',
        force: 'military',
        figures: [{ id: 'Ada', rep: 4, weapon: 'AR', at: [18, 28], facing: 270 }],
      },
      {
        id: 'Red',
        control: 'ai',
        force: 'military',
        figures: [{ id: 'Rex', rep: 4, weapon: 'AR', at: [18, 8], facing: 90 }],
      },
    ],
    dice: { activation: [[4, 1]], challenge: [[3, 5]], inSight: [[1, 4, 6, 2]] },
    commands: [],
  },
  steps: [
    {
      kind: 'read',
      text: "There are three ways to play: alone against the game's own rules (the computer runs the enemy here), with friends all on one side against those rules, or against a friend. Any scale of figures works, and any number of them.",
      book: 'p.2',
      figures: ['Ada', 'Rex'],
    },
    {
      kind: 'ask',
      text: 'You throw 2d6 against Rep 4 and score 3 and 5. How many dice did you pass?',
      choices: ['None', 'One', 'Two'],
      answer: 1,
      explain:
        'A die passes when it scores at or under the target number, usually the Rep. The 3 passes, the 5 does not: one die passed. You can pass two, one or none.',
      book: 'p.2',
    },
    {
      kind: 'ask',
      text: 'Some tests count successes instead. Which scores are successes?',
      choices: ['1, 2 or 3', '4, 5 or 6', 'Only a 6', 'Anything at or under the Rep'],
      answer: 0,
      explain: 'A success is any 1, 2 or 3, whatever the Rep. The In Sight test, for one, is decided by successes.',
      book: 'p.3',
    },
    {
      kind: 'ask',
      text: 'A table lists an event with (1-2) beside it. You throw one die and score 2. Did it happen?',
      choices: ['Yes', 'No'],
      answer: 0,
      explain:
        'The numbers in brackets are the possibilities: the scores that make the event happen. A 2 is one of them.',
      book: 'p.3',
    },
    {
      kind: 'demo',
      text: 'Now the game throws: 2d6 against Rep 4, every way those two dice can fall, and 4d6 looking for successes.',
      demo: 'dice',
      explain: '{line:1} {line:2} {line:3}',
      book: 'p.3',
    },
  ],
  tryInBattle:
    'In a battle, every test names its dice and what it reads them against; open the log to see each throw and whether it passed or how many successes it scored.',
};
