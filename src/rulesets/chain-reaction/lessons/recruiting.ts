// Lesson: recruiting the first group (Stop! box, p.6). A Rep 5 Star may hold one Grunt per point of Rep;
// each recruit is one die on the Recruiting table, changed by the kind of force; no Grunt may outrank the Star.
import type { Lesson } from './types';

export const recruiting: Lesson = {
  id: 'recruiting',
  title: 'Recruiting your first group',
  book: 'p.6',
  topic: "One Grunt per point of your Star's Rep, one die each on the Recruiting table",
  scenario: {
    version: 1,
    description:
      'Recruiting lesson: a lone Rep 5 military Star, Riker (Rival, of the red side, stands far off); the demonstration recruits his first group with the Recruiting table on scripted dice.',
    seed: 'lesson-recruiting',
    sides: [
      {
        id: 'Blue',
        control: 'human',
        force: 'military',
        figures: [{ id: 'Riker', rep: 5, star: true, weapon: 'AR', at: [18, 28], facing: 270 }],
      },
      {
        id: 'Red',
        control: 'ai',
        force: 'military',
        figures: [{ id: 'Rival', rep: 4, weapon: 'AR', at: [18, 4], facing: 90 }],
      },
    ],
    dice: { activation: [[5, 1]], recruiting: [[5], [2], [1], [3], [6]] },
    commands: [],
  },
  steps: [
    {
      kind: 'read',
      text: 'Your Star begins at Rep 5 and on his own. Before the first encounter he gathers a group of Grunts, and the kind of force you pick (soldiers, police, gangers, guerillas or militia, as the menu names them) shapes who joins.',
      book: 'p.6',
      figures: ['Riker'],
    },
    {
      kind: 'ask',
      text: 'How many Grunts may a Rep 5 Star have in his group?',
      choices: ['Three', 'Five', 'Six', 'As many as he likes'],
      answer: 1,
      explain:
        "One per point of the Star's Rep: five. If his Rep goes up he may take on more; if it drops, some must go.",
      book: 'p.6',
    },
    {
      kind: 'ask',
      text: 'Recruiting for a force of soldiers, one die scores 5. Police and soldiers add one to the die. Which Rep joins?',
      choices: ['Rep 3', 'Rep 4', 'Rep 5'],
      answer: 2,
      explain:
        'The die is read as rolled and then changed for the force: 5 + 1 = 6, the "6 or more" row at the bottom of the Recruiting table, a Rep 5. Gangers, guerillas and militia take one off instead.',
      book: 'p.6',
    },
    {
      kind: 'ask',
      text: 'Could a Grunt ever have a higher Rep than the Star who leads him?',
      choices: ['Yes, if the dice say so', 'No, never'],
      answer: 1,
      explain: 'Never: a recruit better than the Star does not join (this game leaves the place open).',
      book: 'p.6',
    },
    {
      kind: 'demo',
      text: 'Riker recruits his first group: one die for each of the five places.',
      demo: 'recruit',
      explain:
        '{line:1} {line:2} {line:last} Each recruit comes with the weapon his force carries: AR is an assault rifle, and SAW a squad automatic weapon, a light machine gun one man carries (range 48", 4 dice a shot, Impact 3). The weapons lesson goes through every weapon.',
      book: 'p.6',
    },
  ],
  tryInBattle:
    'In a campaign (Campaign on the menu), this is how your group starts; after each encounter the same table fills any empty places.',
};
