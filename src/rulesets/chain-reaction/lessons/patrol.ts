// Lesson: the Patrol, your first Encounter (book p.30): its objective (reconnoitre sections 1, 2 and 3 by
// ending an activation within 6" of the far edge in each, then leave by your own edge), how it is set up
// and how it ends. The recon rule and the endings are the engine's own (a demonstration runs them); the
// table is a real Patrol set-up with its PEFs, and the patrol takes its first steps onto it.
import type { Lesson } from './types';
import { PATROL_SPOTS } from './patrolSpots';

export const patrol: Lesson = {
  id: 'patrol',
  title: 'The Patrol: what you are there to do, and how it ends',
  book: 'p.30',
  patrol: true,
  source: 'rule',
  topic: 'Recon sections 1, 2 and 3, then report back off your own edge; how a Patrol is won or lost',
  scenario: {
    version: 1,
    description:
      'Patrol lesson: a real Patrol set-up on a small table: Sarge (Rep 5 Star) and Kay (Rep 4) at their own edge, three PEFs placed by scripted dice behind two woods at the far edge.',
    seed: 'lesson-patrol',
    generate: { encounter: 'patrol', terrain: 'clear' },
    terrain: [
      {
        id: 'copse',
        type: 'woods',
        polygon: [
          [14, 3],
          [22, 3],
          [22, 9],
          [14, 9],
        ],
      },
      {
        id: 'thicket',
        type: 'woods',
        polygon: [
          [27, 2],
          [34, 2],
          [34, 9],
          [27, 9],
        ],
      },
    ],
    sides: [
      {
        id: 'Blue',
        control: 'human',
        force: 'military',
        figures: [
          { id: 'Sarge', rep: 5, star: true, weapon: 'AR', at: [17, 31], facing: 270 },
          { id: 'Kay', rep: 4, weapon: 'AR', at: [19, 31], facing: 270 },
        ],
      },
    ],
    dice: { pefPlacement: [[2], [3], [2]], activation: [[5, 2]] },
    commands: [],
  },
  steps: [
    {
      kind: 'read',
      text: 'In a Patrol you are the eyes and ears of the main force: killing the enemy is not the point. You win by seeing the far side of the table and getting back to report it. Your group enters by your own edge (sections 7, 8 and 9), then the PEFs are placed, and the turns begin. The objective panel beside the table keeps count.',
      book: 'p.30',
      figures: ['Sarge', 'Kay'],
    },
    {
      kind: 'ask',
      text: 'What counts as reconnoitring a section of the far edge?',
      choices: [
        'Seeing into it from anywhere',
        'A figure of yours ending one of its activations within 6" of the far edge, in that section',
        'Killing the enemies in it',
      ],
      answer: 1,
      explain:
        'You must spend an activation there: a figure ends its group\'s activation within 6" of the far edge, and that section (1, 2 or 3) is done. All three are needed, by one figure or several; then the patrol must leave the table by the edge it came in.',
      book: 'p.30',
    },
    {
      kind: 'demo',
      text: 'Press Next: the game checks five spots of a Patrol table against its recon rule (4", 7", 5.5", 2" and 20" from the far edge), then shows the lines it ends a Patrol with.',
      demo: 'patrol',
      // Each spot marked on the table: a small ring, a base's width across.
      marks: PATROL_SPOTS.map((s) => ({ at: s.at, within: 0.6 })),
      // The lines themselves are listed under this once; '{lines}' here printed them twice.
      explain: 'What the game found, spot by spot, and its end lines:',
      book: 'p.30',
    },
    {
      kind: 'ask',
      text: 'Your patrol has reconnoitred sections 1 and 2, and the enemy is closing in. What happens if all your figures now leave by your own edge?',
      choices: [
        'You win: most of the table was seen',
        'You lose: leaving before the objective is met counts as failure',
        'The encounter goes on without you',
      ],
      answer: 1,
      explain:
        'A Patrol ends when the objective is met (all three sections, then off your own edge), when your force is destroyed (nobody left able to fight), or when it leaves the table first. Figures out of the fight carried off with you are not lost.',
      book: 'p.30',
    },
    {
      kind: 'do',
      text: 'Start the patrol: walk Sarge into the ring ahead of him.',
      expect: { do: 'move', figure: 'Sarge', near: { at: [17, 24], within: 1.5 } },
      solution: {
        do: 'move',
        figure: 'Sarge',
        path: [
          [17, 31],
          [17, 24],
        ],
      },
      explain:
        '{said:move} From here it is PEFs, contact and fire fights until the far edge is seen. The PEF lesson shows what happens when the enemy acts; the Your first Patrol game on the lessons page plays a whole one with a coach.',
      book: 'p.30',
      figures: ['Sarge'],
      claims: [{ kind: 'group', members: ['Sarge', 'Kay'] }],
    },
    {
      kind: 'ask',
      text: 'Sarge now stands 7" ahead of Kay. When their group next acts, will the two still be one group?',
      choices: [
        'Yes: they entered the table together',
        'No: Kay is more than 4" from Sarge, so from the next activation each is a group of one',
        'Yes, until someone is hit',
      ],
      answer: 1,
      explain:
        'A group holds only while its figures are within 4" of one another and in sight: the line between them is gone from the table. From the next activation each acts on its own, and Kay, leading only herself, is a temporary leader: the On your own lesson showed what that costs in an In Sight.',
      book: 'p.7',
      claims: [
        { kind: 'distance', from: 'Sarge', to: 'Kay', inches: 7 },
        { kind: 'group', members: ['Sarge'] },
        { kind: 'group', members: ['Kay'] },
      ],
    },
    {
      kind: 'ask',
      text: 'Kay is 5" from your own edge. If she walks off it now, what happens?',
      choices: [
        'She waits off the table and may come back on later',
        'She is out of this Patrol: she can no longer recon, fight or come back, and the Patrol goes on with Sarge',
        'The Patrol is lost at once',
      ],
      answer: 1,
      explain:
        'A figure of yours that ends a move toward your own edge within 1" of it leaves the table for good. Leaving is how the Patrol reports back once sections 1, 2 and 3 are reconned; before that it only thins your force, and when nobody of yours is left on the table able to fight, and some have left, the Patrol is lost.',
      book: 'p.30',
    },
    {
      kind: 'do',
      text: 'Walk Kay back to the ring on your own edge, behind her.',
      expect: { do: 'move', figure: 'Kay', near: { at: [19, 35.6], within: 1 } },
      solution: {
        do: 'move',
        figure: 'Kay',
        path: [
          [19, 31],
          [19, 35.6],
        ],
      },
      explain:
        '{said:move} {said:objective} Sarge is still on the table, so the Patrol goes on; had he walked off with her before the recon was done, the Patrol would have ended here as a loss. A group that leaves after the recon wins it, and a figure carried off by a friend leaves with him.',
      book: 'p.30',
      figures: ['Kay'],
      claims: [
        { kind: 'exits', figure: 'Kay', is: true, when: 'after' },
        { kind: 'status', figure: 'Kay', is: 'offTable', when: 'after' },
        { kind: 'ended', is: false, when: 'after' },
      ],
    },
  ],
  tryInBattle:
    'In a Patrol, send your group up one side of the table with cover, not across the open middle; reconnoitre the three sections along the far edge in one sweep, and carry your wounded home: leaving them costs you figures, not the Patrol.',
};
