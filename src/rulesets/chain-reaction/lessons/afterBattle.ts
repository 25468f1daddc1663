// Lesson: after the battle (Stop! box, p.32). A short fight, then the real after-the-encounter steps on its
// result: recovery for the wounded, new recruits, and each character's Rep up or down by how it did.
import type { Lesson } from './types';

export const afterBattle: Lesson = {
  id: 'after-battle',
  title: 'After the battle: recruits and Rep',
  book: 'p.32',
  topic: 'How a fight changes your group: who comes back, who joins, whose Rep moves',
  scenario: {
    version: 1,
    description:
      "After-battle lesson: the player's Star Riker (Rep 5) and his Grunt Mac (Rep 4) meet one Rep 4 enemy; Riker shoots him down, and the after-battle steps run on the result.",
    seed: 'lesson-after-battle',
    sides: [
      {
        id: 'Blue',
        control: 'human',
        force: 'military',
        figures: [
          { id: 'Riker', rep: 5, star: true, weapon: 'AR', at: [18, 26], facing: 270 },
          { id: 'Mac', rep: 4, weapon: 'AR', at: [21, 27], facing: 270 },
        ],
      },
      {
        id: 'Red',
        control: 'ai',
        force: 'military',
        figures: [{ id: 'Hans', rep: 4, weapon: 'AR', at: [18, 8], facing: 90 }],
      },
    ],
    dice: {
      activation: [[5, 1]],
      rangedCombat: [[6, 2, 2]],
      damage: [[2]],
      crisis: [[2, 3]],
      leaderDie: [[3]],
      newRecruits: [[2, 6]],
      recruiting: [[3]],
      improveRep: [[6]],
      decreaseRep: [[3]],
    },
    commands: [],
  },
  steps: [
    {
      kind: 'do',
      text: 'Riker and Mac have Hans in sight. Fire Riker at Hans with all three dice.',
      expect: { do: 'fire', figure: 'Riker', target: 'Hans' },
      solution: { do: 'fire', figure: 'Riker', targets: [{ figure: 'Hans', dice: 3 }] },
      explain: '{said:fire} {said:damage} {said:end}',
      book: 'p.17',
      figures: ['Riker', 'Hans'],
    },
    {
      kind: 'ask',
      text: 'The fight is over. Riker hit an enemy and was never out of the fight or hunkered down; Mac never fired. Whose Rep may go up?',
      choices: [
        'Both of theirs',
        "Riker's only: a figure must have hit or fought an enemy, and come through without faltering",
        "Nobody's: Rep never changes",
      ],
      answer: 1,
      explain:
        'A character had a successful encounter if it hit or meleed an enemy and was never out of the fight, never hunkered down, never left the field (or left anyone behind). Success earns a roll to go up; failure against enemies a roll that may take it down.',
      book: 'p.32',
    },
    {
      kind: 'demo',
      text: "The after-the-encounter steps run on this fight: recovery, new recruits, then each one's Rep.",
      demo: 'afterBattle',
      explain:
        "First, anyone out of the fight or who left the field rolls to see if he comes back (nobody needed to here). Then New Recruits: two dice against the Star's Rep; both passed fills every empty place, one passed brings one Grunt, none brings nobody (a 6 always fails). Last, each one rolls for Rep: up after a success, possibly down after a failure. What happened: {lines}",
      book: 'p.32',
    },
  ],
  tryInBattle:
    'In a campaign, play so that your figures hit the enemy and stay on their feet: that is what raises Rep. Hiding all game costs it.',
};
