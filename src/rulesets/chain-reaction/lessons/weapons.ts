// Lesson: the weapons table, range and ammunition (book pp.15-16). Range, Target and Impact read off the
// table; a target that cannot shoot back (out of range here) is outgunned and ducks back whatever it passes;
// two or more 1s in one shot empty the weapon, and reloading takes the next activation.
import type { Lesson } from './types';

export const weapons: Lesson = {
  id: 'weapons',
  title: 'Weapons: range, ammo and being outgunned',
  book: 'p.15',
  patrol: true,
  source: 'rule',
  topic: "The Weapons table, firing beyond the enemy's range, running out of ammo and reloading",
  scenario: {
    version: 1,
    description:
      'Weapons lesson: the player\'s Ace (Rep 4, assault rifle) fires at Pip (Rep 4, pistol) 20" away; the dice show two 1s, Pip cannot reach back with a pistol, and Ace reloads next turn.',
    seed: 'lesson-weapons',
    sides: [
      {
        id: 'Blue',
        control: 'human',
        force: 'military',
        figures: [{ id: 'Ace', rep: 4, weapon: 'AR', at: [18, 30], facing: 270 }],
      },
      {
        id: 'Red',
        control: 'ai',
        force: 'gang',
        figures: [{ id: 'Pip', rep: 4, weapon: 'P', at: [18, 10], facing: 90 }],
      },
    ],
    dice: {
      activation: [
        [4, 1],
        [4, 1],
      ],
      rangedCombat: [[1, 1, 3]],
      crisis: [[2, 3]],
    },
    commands: [],
  },
  steps: [
    {
      kind: 'read',
      text: 'The Weapons table gives each weapon three numbers. Range: how far, in inches, it can shoot. Target: how many dice it throws (and how wide its swath is). Impact: how hard a hit is, used for the damage roll. An assault rifle (AR) is 48" / 3 / 3; a pistol (P) 12" / 2 / 1; a submachine gun (SMG) 24" / 3 / 1; a squad automatic weapon (SAW) 48" / 4 / 3; a bolt-action rifle (BAR) 48" / 1 / 3. Grenades and the rocket launcher burst in a 5" circle instead. The Reference panel has the whole table.',
      book: 'p.15',
      figures: ['Ace', 'Pip'],
      claims: [{ kind: 'distance', from: 'Ace', to: 'Pip', inches: 20 }],
    },
    {
      kind: 'ask',
      text: 'Ace will fire at Pip, 20" away, and miss. Pip passes both dice of his Crisis Test, which would let him fire back. What does he do?',
      choices: [
        'Fires back with his pistol',
        'Ducks back: his pistol reaches only 12", and a figure that cannot shoot back is outgunned',
        'Charges Ace',
      ],
      answer: 1,
      explain:
        "A target is outgunned when the shooter's weapon ranks above its own (blast weapons 5, Target 4 weapons 4, and so on down), or when it cannot shoot back at all: out of ammo or, as here, out of range. Outgunned, the best it can do is Duck Back.",
      book: 'p.15',
    },
    {
      kind: 'do',
      text: 'Fire Ace at Pip with all three dice.',
      expect: { do: 'fire', figure: 'Ace', target: 'Pip' },
      solution: { do: 'fire', figure: 'Ace', targets: [{ figure: 'Pip', dice: 3 }] },
      explain:
        '{said:fire} Two of the dice were 1s: {said:ammo} {said:test.crisis} {said:status} Pip passed 2, yet ducked back: at 20" his pistol could not answer the rifle.',
      book: 'p.15',
      figures: ['Ace', 'Pip'],
      claims: [
        { kind: 'ammo', figure: 'Ace', is: 'outOfAmmo', when: 'after' },
        { kind: 'fires', figure: 'Pip', is: false, when: 'after' },
        { kind: 'status', figure: 'Pip', is: 'duckBack', when: 'after' },
      ],
    },
    {
      kind: 'ask',
      text: 'Ace is out of ammo. When can he fire again?',
      choices: [
        'At once: ammo is unlimited',
        'After spending an activation reloading (he may still walk, but not Fast Move)',
        'Never, this battle',
      ],
      answer: 1,
      explain:
        "Ammunition is never counted, but any shot with two or more 1s empties the weapon once all its dice are applied. Reloading takes the figure's next activation; it may move at its normal pace while it does. A rocket launcher is empty after every shot.",
      book: 'p.15',
    },
    {
      kind: 'do',
      text: "End Ace's activation; the next turn begins.",
      expect: { do: 'endActivation' },
      solution: { do: 'endActivation' },
      explain: '{said:activation}',
      book: 'p.9',
    },
    {
      kind: 'do',
      text: 'Ace is active again. Reload his rifle.',
      expect: { do: 'reload', figure: 'Ace' },
      solution: { do: 'reload', figure: 'Ace' },
      explain: '{said:ammo} He can fire again in his next activation, or in any reaction from now on.',
      book: 'p.15',
      figures: ['Ace'],
      claims: [{ kind: 'ammo', figure: 'Ace', is: 'loaded', when: 'after' }],
    },
  ],
  tryInBattle:
    "In a battle, fight from beyond the enemy's range when you can: a figure that cannot reach you ducks back even when it keeps its nerve. And when a shot shows two 1s, get that figure into cover before it reloads.",
};
