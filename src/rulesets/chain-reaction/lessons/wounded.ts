// Lesson: the wounded (book pp.18, 22-23). A Grunt must pass 1d6 against his Rep to go and fetch a friend
// out of the fight; picking him up costs 2" of the move. An enemy out of the fight reached by an active
// figure is captured or dispatched. After the battle, each one out of the fight or gone from the field rolls
// 2d6 against his Rep on the After the Battle Recovery table to see whether he comes back.
import type { Lesson } from './types';

export const wounded: Lesson = {
  id: 'wounded',
  title: 'The wounded: carry them off, take prisoners, and who comes back',
  book: 'p.22',
  patrol: true,
  source: 'rule',
  topic: 'Retrieving a wounded friend, capture or dispatch, and the after-battle recovery roll',
  scenario: {
    version: 1,
    description:
      "Wounded lesson: the player's doc (Rep 4) fetches hurt, a friend out of the fight; the Star sgt (Rep 5) reaches a wounded enemy, foe, and takes him prisoner; after the battle hurt rolls to come back.",
    seed: 'lesson-wounded',
    terrain: [
      {
        id: 'depot',
        type: 'building',
        polygon: [
          [8, 2],
          [28, 2],
          [28, 8],
          [8, 8],
        ],
        dv: 3,
      },
    ],
    sides: [
      {
        id: 'blue',
        control: 'human',
        force: 'military',
        figures: [
          { id: 'sgt', rep: 5, star: true, weapon: 'AR', at: [16.5, 25], facing: 270 },
          { id: 'doc', rep: 4, weapon: 'AR', at: [20, 26], facing: 270 },
          { id: 'hurt', rep: 4, weapon: 'AR', at: [20, 21], facing: 270, stance: 'prone', status: 'outOfTheFight' },
        ],
      },
      {
        id: 'red',
        control: 'ai',
        force: 'gang',
        figures: [
          { id: 'foe', rep: 4, weapon: 'P', at: [14, 19], facing: 90, stance: 'prone', status: 'outOfTheFight' },
          { id: 'boss', rep: 4, weapon: 'P', at: [18, 1], facing: 270 },
        ],
      },
    ],
    dice: {
      activation: [[5, 1]],
      retrieveWounded: [[3]],
      afterBattle: [[3, 5]],
      newRecruits: [[6, 6]],
      improveRep: [[2], [2]],
      decreaseRep: [[2], [2]],
    },
    commands: [],
  },
  steps: [
    {
      kind: 'read',
      text: 'A figure out of the fight cannot move on its own: a friend has to carry it off, or it is left behind. When active (or while ducking back), a Grunt throws 1d6 against his Rep: if it passes he goes to fetch the wounded friend, otherwise he will not. A Star may always choose to.',
      book: 'p.22',
      figures: ['doc', 'hurt'],
      claims: [
        { kind: 'status', figure: 'hurt', is: 'outOfTheFight' },
        { kind: 'group', members: ['sgt', 'doc'] },
        { kind: 'distance', from: 'doc', to: 'hurt', inches: 5 },
      ],
    },
    {
      kind: 'do',
      text: 'Order doc to retrieve hurt (select doc, B, then click hurt).',
      expect: { do: 'retrieve', figure: 'doc', target: 'hurt' },
      solution: { do: 'retrieve', figure: 'doc', target: 'hurt' },
      explain:
        '{said:test.retrieveWounded} {said:move@doc} doc walked 5" to reach him and paid 2" more to lift him, 7" of his 8".',
      book: 'p.22',
      figures: ['doc', 'hurt'],
      claims: [
        { kind: 'test', test: 'retrieveWounded', figure: 'doc', is: true, when: 'after' },
        { kind: 'at', figure: 'doc', place: [20, 21], within: 0.1, when: 'after' },
      ],
    },
    {
      kind: 'ask',
      text: 'While doc carries hurt, what changes for him?',
      choices: [
        'Nothing',
        'A Fast Move passes at most one die for him, any shot he fires counts as snap fire, and if charged he drops hurt',
        'He may not move at all',
      ],
      answer: 1,
      explain:
        'Carrying a friend slows a figure and spoils its aim: at most one die passed on a Fast Move, snap fire when shooting, and being charged makes it let go.',
      book: 'p.22',
    },
    {
      kind: 'do',
      text: 'foe, an enemy, lies out of the fight near sgt. Order sgt to go to him (select sgt, B, then click foe).',
      expect: { do: 'retrieve', figure: 'sgt', target: 'foe' },
      solution: { do: 'retrieve', figure: 'sgt', target: 'foe' },
      explain: '{said:move@sgt} Reaching an enemy who is out of the fight, an active figure decides his fate.',
      book: 'p.18',
      figures: ['sgt', 'foe'],
    },
    {
      kind: 'decide',
      text: 'The game asks: capture foe, or dispatch him? Take him prisoner.',
      solution: 'capture',
      explain:
        '{said:status@foe} A prisoner must be guarded by an armed figure, and one guard can watch up to six. With nobody free to guard him, the only choice left would be to dispatch him.',
      book: 'p.18',
      claims: [{ kind: 'status', figure: 'foe', is: 'captured', when: 'after' }],
    },
    {
      kind: 'ask',
      text: 'After the battle, hurt rolls 2d6 against his Rep 4 on the After the Battle Recovery table. He passes one die. Does he come back?',
      choices: [
        'No: he needed both',
        'Yes: a figure that was out of the fight comes back on one die passed; one that left the field would need both',
        'Only if the Star passes too',
      ],
      answer: 1,
      explain:
        'Two passed: back in the group. One passed: back if he was out of the fight, but not if he left the battlefield. None: gone for good.',
      book: 'p.23',
    },
    {
      kind: 'demo',
      text: 'Suppose the battle ended here: the after-the-encounter steps run on this group, starting with the recovery roll for hurt.',
      demo: 'afterBattle',
      explain: 'The recovery dice: {rolls:afterBattle}. What happened: {lines}',
      book: 'p.23',
    },
  ],
  tryInBattle:
    'In a battle, carry your wounded off: a figure left out of the fight on a table the enemy holds is lost, while one carried home gets its recovery roll. And take prisoners when you can spare a guard.',
};
