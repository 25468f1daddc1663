// Lesson: charging into melee (Stop! box, p.23). The Charge into Melee test, the target's dice thrown once
// and read against each charger, melees fought one on one, and no breaking off.
import type { Lesson } from './types';

export const melee: Lesson = {
  id: 'melee',
  title: 'Charging into melee',
  book: 'p.23',
  patrol: true,
  topic: 'Two chargers against one: the Charge into Melee test and the melees that follow',
  scenario: {
    version: 1,
    description:
      "Melee lesson: the player's two Rep 4 gangers charge one Rep 4 target who is out of ammo. The first melee is evenly matched; the second charger wins by three.",
    seed: 'lesson-melee',
    sides: [
      {
        id: 'Blue',
        control: 'human',
        force: 'gang',
        figures: [
          { id: 'left', rep: 4, weapon: 'P', melee: 'one-hand', at: [16, 11], facing: 90 },
          { id: 'right', rep: 4, weapon: 'P', at: [20, 11], facing: 90 },
        ],
      },
      {
        id: 'Red',
        control: 'ai',
        force: 'gang',
        figures: [{ id: 'target', rep: 4, weapon: 'P', ammo: 'outOfAmmo', at: [18, 18], facing: 270 }],
      },
    ],
    dice: {
      activation: [[4, 1]],
      chargeIntoMelee: [
        [3, 5],
        [2, 6],
        [1, 5],
        [6, 6],
      ],
      melee: [
        [1, 2, 4, 5, 6],
        [1, 2, 4, 5],
        [1, 2, 3, 5, 6],
        [4, 5, 6, 6],
      ],
      meleeDamage: [[2]],
    },
    commands: [],
  },
  steps: [
    {
      kind: 'read',
      text: 'Figures that come into contact fight hand to hand. A one-hand weapon (a knife) adds a die in melee, a two-hand weapon (a rifle butt) two. To get there a figure charges, and both the charger and the target first take the Charge into Melee test. Here target has fired his pistol empty: he is out of ammo, so he cannot shoot at whoever charges him, whatever the test says.',
      book: 'p.20',
      figures: ['left', 'right', 'target'],
      claims: [
        { kind: 'ammo', figure: 'target', is: 'outOfAmmo' },
        { kind: 'chargeOffersFire', figure: 'left', target: 'target', is: false },
      ],
    },
    {
      kind: 'do',
      text: 'Charge target with left.',
      expect: { do: 'charge', figure: 'left', target: 'target' },
      solution: { do: 'charge', figure: 'left', target: 'target' },
      explain:
        'The test: {said:test.chargeIntoMelee@left} His pistol being empty, the test could not give target a shot, and left came on into contact. Then the melee: {said:melee} A melee is fought one figure against one.',
      book: 'p.21',
      figures: ['left', 'target'],
      claims: [
        { kind: 'fires', figure: 'target', is: false, when: 'after' },
        { kind: 'test', test: 'chargeIntoMelee', figure: 'left', is: true, when: 'after' },
      ],
    },
    {
      kind: 'ask',
      text: 'Now right charges the same target. Does target throw new Charge into Melee dice against right?',
      choices: ['Yes: a fresh throw for each charger', 'No: its one throw is read against each charger in turn'],
      answer: 1,
      explain:
        "The target throws once and that throw is compared with each charger's own. At most two figures may fight one figure from the front and two from the rear; the fights are settled one on one, in the order the larger side picks, each Evenly Matched result giving later attackers an extra die. Nobody may simply walk out of a melee: only a failed Crisis Test breaks it off.",
      book: 'p.23',
    },
    {
      kind: 'do',
      text: 'Charge target with right.',
      expect: { do: 'charge', figure: 'right', target: 'target' },
      solution: { do: 'charge', figure: 'right', target: 'target' },
      explain:
        '{said:note} So target threw no new dice: only right threw. {said:test.chargeIntoMelee@right} Again no shot came: target is out of ammo. {said:melee} {said:status}',
      book: 'p.22',
      figures: ['right', 'target'],
      claims: [
        { kind: 'chargeOffersFire', figure: 'right', target: 'target', is: false },
        { kind: 'fires', figure: 'target', is: false, when: 'after' },
      ],
    },
    {
      kind: 'ask',
      text: 'How many figures may fight one figure at the same time?',
      choices: ['Only one', 'Two from the front and two from behind', 'As many as can touch it'],
      answer: 1,
      explain:
        'Up to two may attack from the front and two from the rear, but each fight is still one against one, in turn.',
      book: 'p.22',
    },
  ],
  tryInBattle:
    'In a battle, charge only when you must: gang up on a lone figure that cannot shoot, and bring the better melee weapon.',
};
