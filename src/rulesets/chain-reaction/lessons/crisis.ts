// Lesson: a group's Crisis Test with the Leader Die (Stop! box, p.14). One throw for the group, read
// against each figure's own Rep, plus the leader's die: figures of one group may react differently.
import type { Lesson } from './types';

export const crisis: Lesson = {
  id: 'crisis',
  title: 'The Crisis Test: one throw, different reactions',
  book: 'p.14',
  patrol: true,
  // The gangers' own activation would shoot the Trooper the last question calls hunkered down.
  holdAfterLastOrder: true,
  topic: 'Shot at and missed: the group throws once, each figure reads it against its own Rep',
  scenario: {
    version: 1,
    description:
      "Crisis lesson: the player's Trooper (Rep 5) fires at a gang group, Boss (Rep 5), Knuckles (Rep 4) and Kid (Rep 3), and misses all three; they throw 4 and 6 with a Leader Die of 4.",
    seed: 'lesson-crisis',
    sides: [
      {
        id: 'soldiers',
        control: 'human',
        force: 'military',
        figures: [{ id: 'Trooper', rep: 5, weapon: 'AR', at: [18, 6], facing: 90 }],
      },
      {
        id: 'gang',
        control: 'ai',
        force: 'gang',
        figures: [
          { id: 'Boss', rep: 5, weapon: 'SMG', at: [17, 26], facing: 270 },
          { id: 'Knuckles', rep: 4, weapon: 'SMG', at: [18, 26], facing: 270 },
          { id: 'Kid', rep: 3, weapon: 'SMG', at: [19, 26], facing: 270 },
        ],
      },
    ],
    dice: {
      activation: [[5, 1]],
      rangedCombat: [
        [2, 2, 1],
        [5, 2, 2],
        [4, 4, 2],
        [5, 4, 3],
      ],
      damage: [[4]],
      recover: [[1, 2]],
      crisis: [
        [4, 6],
        [6, 6],
        [1, 1],
      ],
      leaderDie: [[4]],
    },
    commands: [],
  },
  steps: [
    {
      kind: 'read',
      text: 'A figure takes a Crisis Test when it is shot at and not hit, or when a friend within 4" that it can see is hit. The group throws 2d6 once, and its leader adds his Leader Die; each tested figure then reads the dice against its own Rep.',
      book: 'p.13',
      figures: ['Trooper', 'Boss', 'Knuckles', 'Kid'],
    },
    {
      kind: 'ask',
      text: "Suppose the group throws 4 and 6 and the Boss's Leader Die shows 4. How many dice does Kid (Rep 3) pass in all?",
      choices: ['None', 'One', 'Two'],
      answer: 1,
      explain:
        "Against Rep 3 both the 4 and the 6 fail, but the Leader Die is read against the leader's Rep 5 and passes: one die. The Boss (Rep 5) passes the 4 and the Leader Die, two; Knuckles (Rep 4) the same, two.",
      book: 'p.14',
    },
    {
      kind: 'do',
      text: 'Fire the Trooper at Boss first, then Knuckles, then Kid, one die each. The Trooper faces down the table, so the swath from Boss towards Kid lies on his own left (your right on the screen): the game calls it the swath to the left.',
      // One die each, or the recap below would tell shots and tests that did not happen (play-test 3, 11:
      // "2 dice at Boss, 1 die at Kid" was taken, and the recap still had Knuckles fire back).
      expect: { do: 'fire', figure: 'Trooper', target: 'Boss', dice: { Boss: 1, Knuckles: 1, Kid: 1 } },
      solution: {
        do: 'fire',
        figure: 'Trooper',
        targets: [
          { figure: 'Boss', dice: 1 },
          { figure: 'Knuckles', dice: 1 },
          { figure: 'Kid', dice: 1 },
        ],
        swath: 'left',
      },
      explain:
        'The group threw {first:crisis} with a Leader Die of {roll:leaderDie}. {said:test.crisis@Boss} {said:test.crisis@Knuckles} {said:test.crisis@Kid} One throw, read against three different Reps. Then their fire came back. Boss hit the Trooper: {said:damage} A figure hit and not killed outright takes the Recover Test: 2d6 against its own Rep, for the figure alone and with no Leader Die. {said:test.recover} The lesson on damage and the Recover Test goes through it. Then Knuckles fired back and missed, so the Trooper took his own Crisis Test: {said:test.crisis@Trooper} That put him in Hunker Down. The snap fire from Kid missed him too, and he was tested again: {saidLast:test.crisis@Trooper} He passed 2, yet stayed hunkered down: a figure already hunkered down is not lifted out of it by a later Crisis Test (a new test can make things worse, never better); only a passed Recover Test gets it going again.',
      book: 'p.14',
      figures: ['Boss', 'Knuckles', 'Kid'],
      claims: [
        { kind: 'swath', figure: 'Trooper', first: 'Boss', side: 'left', covers: ['Boss', 'Knuckles', 'Kid'] },
        { kind: 'group', members: ['Boss', 'Knuckles', 'Kid'] },
        { kind: 'test', test: 'recover', figure: 'Trooper', is: true, when: 'after' },
      ],
    },
    {
      kind: 'ask',
      text: 'Which is worse for a figure: ducking back, or hunkering down?',
      choices: ['Ducking back', 'Hunkering down'],
      answer: 1,
      explain:
        'Hunkering down is worse. A figure ducking back heads for cover within 6" (or drops prone where there is none) and may not fire until it is next active or a later test lets it. A hunkered-down figure does the same but then does nothing at all until it passes the test to recover from Hunker Down (unlike the Recover Test after a hit, its leader\'s die counts), gives itself up to an enemy within 4", and a second hunker down sends it off the field.',
      book: 'p.14',
    },
  ],
  tryInBattle:
    'In a battle, a good leader nearby lifts every weak figure of his group on a Crisis Test. Keep Rep 3 figures under a Rep 5 leader and they return fire far more often.',
};
