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
      "Melee lesson: the player's two Rep 4 gangers, Lenny and Rico, charge one Rep 4 ganger, Tony, who is out of ammo. The first melee is evenly matched; the second charger wins by three.",
    seed: 'lesson-melee',
    sides: [
      {
        id: 'Blue',
        control: 'human',
        force: 'gang',
        figures: [
          { id: 'Lenny', rep: 4, weapon: 'P', melee: 'one-hand', at: [16, 11], facing: 90 },
          { id: 'Rico', rep: 4, weapon: 'P', at: [20, 11], facing: 90 },
        ],
      },
      {
        id: 'Red',
        control: 'ai',
        force: 'gang',
        figures: [{ id: 'Tony', rep: 4, weapon: 'P', ammo: 'outOfAmmo', at: [18, 18], facing: 270 }],
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
      text: 'Figures that come into contact fight hand to hand. A one-hand weapon (a knife) adds a die in melee, a two-hand weapon (a rifle butt) two. To get there a figure charges, and both the charger and the target first take the Charge into Melee test. Here Tony has fired his pistol empty: he is out of ammo, so he cannot shoot at whoever charges him, whatever the test says.',
      book: 'p.20',
      figures: ['Lenny', 'Rico', 'Tony'],
      claims: [
        { kind: 'ammo', figure: 'Tony', is: 'outOfAmmo' },
        { kind: 'chargeOffersFire', figure: 'Lenny', target: 'Tony', is: false },
      ],
    },
    {
      kind: 'do',
      text: 'Charge Tony with Lenny.',
      expect: { do: 'charge', figure: 'Lenny', target: 'Tony' },
      solution: { do: 'charge', figure: 'Lenny', target: 'Tony' },
      explain:
        'The test: {said:test.chargeIntoMelee@Lenny} His pistol being empty, the test could not give Tony a shot, and Lenny came on into contact. Then the melee: {said:melee} A melee is fought one figure against one.',
      book: 'p.21',
      figures: ['Lenny', 'Tony'],
      claims: [
        { kind: 'fires', figure: 'Tony', is: false, when: 'after' },
        { kind: 'test', test: 'chargeIntoMelee', figure: 'Lenny', is: true, when: 'after' },
      ],
    },
    {
      kind: 'ask',
      text: 'Now Rico charges Tony too. Does Tony throw new Charge into Melee dice against Rico?',
      choices: ['Yes: a fresh throw for each charger', 'No: his one throw is read against each charger in turn'],
      answer: 1,
      explain:
        "The target throws once and that throw is compared with each charger's own. At most two figures may fight one figure from the front and two from the rear; the fights are settled one on one, in the order the larger side picks, each Evenly Matched result giving later attackers an extra die. Nobody may simply walk out of a melee: only a failed Crisis Test breaks it off.",
      book: 'p.23',
    },
    {
      kind: 'do',
      text: 'Charge Tony with Rico.',
      expect: { do: 'charge', figure: 'Rico', target: 'Tony' },
      solution: { do: 'charge', figure: 'Rico', target: 'Tony' },
      explain:
        '{said:note} So Tony threw no new dice: only Rico threw. {said:test.chargeIntoMelee@Rico} Again no shot came: Tony is out of ammo. {said:melee} {said:status}',
      book: 'p.22',
      figures: ['Rico', 'Tony'],
      claims: [
        { kind: 'chargeOffersFire', figure: 'Rico', target: 'Tony', is: false },
        { kind: 'fires', figure: 'Tony', is: false, when: 'after' },
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
