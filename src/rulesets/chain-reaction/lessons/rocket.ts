// Lesson: the rocket launcher against a building (Stop! box, p.27, on the Buildings rules of p.24). A building is
// split into areas with a Defensive Value; a rocket on target blasts the area it lands in, its occupants test, the
// area may cave in, and up to two may fire out of a door or window.
import type { Lesson } from './types';

export const rocket: Lesson = {
  id: 'rocket',
  title: 'A rocket into a building',
  book: 'p.27',
  topic: 'Building areas and Defensive Values; what a rocket does to the people inside',
  scenario: {
    version: 1,
    description:
      "Rocket lesson: the player's Rocketeer (Rep 5) fires at Otto, standing at the window of a two-storey building of four areas, two a floor (DV 3); Hans stands in the next ground-floor area.",
    seed: 'lesson-rocket',
    terrain: [
      {
        id: 'b1',
        type: 'building',
        polygon: [
          [8, 10],
          [20, 10],
          [20, 16],
          [8, 16],
        ],
        dv: 3,
        floors: 2,
        areas: 4,
        openings: [
          { kind: 'window', at: [11, 16] },
          { kind: 'door', at: [20, 13] },
        ],
      },
    ],
    sides: [
      {
        id: 'Blue',
        control: 'human',
        force: 'military',
        figures: [{ id: 'Rocketeer', rep: 5, weapon: 'RL', at: [11, 30], facing: 270 }],
      },
      {
        id: 'Red',
        control: 'ai',
        force: 'military',
        figures: [
          { id: 'Otto', rep: 4, weapon: 'AR', at: [11, 15.5], facing: 90 },
          { id: 'Hans', rep: 4, weapon: 'AR', at: [14.5, 14.5], facing: 90 },
        ],
      },
    ],
    dice: {
      activation: [[4, 1]],
      rangedCombat: [[6]],
      damage: [[2]],
      collapse: [[2]],
      recover: [[1, 2]],
      crisis: [[1, 2]],
    },
    commands: [],
  },
  steps: [
    {
      kind: 'read',
      text: 'This lesson\'s Stop! box, on p.27, sends you back to the Buildings rules on p.24. A building is divided into areas of roughly 6" by 6" (this one has two storeys of two areas each) and has a Defensive Value: DV 3 here. Those inside count as in cover, and the DV is what a blast must beat.',
      book: 'p.24',
      figures: ['Otto', 'Hans'],
    },
    {
      kind: 'ask',
      text: 'The Stop! box on p.27 says a rocket blasts a building on any result higher than 7 on the Ranged Combat table. The Rocketeer is Rep 5 and throws one die. What chance has he of blasting the building itself, and of landing the rocket on Otto, who stands inside in cover?',
      choices: [
        '2 in 3 either way: any die of 3 or more makes more than 7',
        '2 in 3 at the building (a die of 3 or more), but 1 in 3 at Otto: against cover an 8 or a 9 misses, so only a 5 or a 6 (making 10 or 11) lands it on him',
        '1 in 6 either way: only a 6',
      ],
      answer: 1,
      explain:
        'The box is right for the building: a wall is not a target in cover, so any total of 8 or more blasts it, a die of 3 or more at Rep 5, 2 chances in 3. Aimed at a figure, the rocket is read like any shot at him: an 8 or 9 hits only when no condition of the table turns it into a miss, and a target in cover is one. So only a 5 or 6 lands it on Otto, 1 chance in 3. This table aims a rocket at a figure, never at a bare spot of a wall, so the fire panel shows the 1 in 3. On target, a 5" blast circle is centred on him instead of a swath, and the area he stands in takes the rocket.',
      book: 'p.20',
      claims: [
        {
          kind: 'fireOdds',
          figure: 'Rocketeer',
          targets: [{ figure: 'Otto', dice: 1 }],
          target: 'Otto',
          hits: 1,
          chance: [1, 3],
        },
        { kind: 'inCover', figure: 'Otto', from: 'Rocketeer', cover: true, concealed: true },
      ],
    },
    {
      kind: 'do',
      text: 'Fire the rocket at Otto. The building is drawn cut into its areas: Otto stands in the ground-floor area on the left, Hans in the one beside it.',
      expect: { do: 'fire', figure: 'Rocketeer', target: 'Otto' },
      solution: { do: 'fire', figure: 'Rocketeer', targets: [{ figure: 'Otto', dice: 1 }] },
      explain:
        'The rocket: {said:fire} {said:blast} {said:damage} The occupants of the building who saw it tested: {said:test.crisis} Then the area itself: {said:note} The fallen areas are drawn as rubble on the table. A rocket launcher is empty after each shot: the Rocketeer must reload before it can fire again.',
      book: 'p.24',
      figures: ['Rocketeer', 'Otto', 'Hans'],
      claims: [
        { kind: 'fires', figure: 'Rocketeer', is: true, when: 'after' },
        { kind: 'ammo', figure: 'Rocketeer', is: 'outOfAmmo', when: 'after' },
        { kind: 'test', test: 'crisis', figure: 'Hans', is: true, when: 'after' },
      ],
    },
    {
      kind: 'ask',
      text: 'A rocket bursts in a ground-floor area with another floor above it. Does the area above come down?',
      choices: [
        'Always',
        'Not necessarily: it is a roll; but once every ground-floor area is gone, all above falls',
        'Never',
      ],
      answer: 1,
      explain:
        "Not necessarily: an area with another above it caves in only on a 1-3 of one die, killing those in it and dropping the floor above, whose people test as if hit. This time the die showed {roll:collapse}, and Otto's area came down on him: {saidLast:status@Otto} But once the last ground-floor area is gone, everything above comes down.",
      book: 'p.24',
    },
    {
      kind: 'ask',
      text: 'Otto stood at a window of the building. How many figures may fire out through one door or window, and how do they count to those outside shooting back?',
      choices: [
        'As many as fit behind it, and they count as in the open',
        'Up to two, and each counts as both concealed and in cover',
        'Only one, in cover but not concealed',
      ],
      answer: 1,
      explain:
        'Up to two figures may fire from each door or window, and to those outside they count as concealed and in cover. That is why the Rocketeer needed a 5 or a 6 to land the rocket on Otto: a shot at a figure in cover misses on an 8 or a 9.',
      book: 'p.24',
    },
  ],
  tryInBattle:
    'In a battle, a rocket launcher is the way to dig enemies out of a building: it fires once and must be reloaded, so pick the area with the most of them in it.',
};
