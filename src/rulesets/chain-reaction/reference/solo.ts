// Reference sections for the book's pages 25-32: terrain, solo play (PEFs, how many enemy, how they
// move), the three encounters and what happens afterwards. Our own words; numbers and pages are the book's.
import type { RefSection } from './types';

export const SOLO: readonly RefSection[] = [
  {
    id: 'settingUp',
    title: 'Setting Up the Table',
    page: 25,
    chapter: 'Terrain',
    text: ['A flat space of at least 3 by 3 feet; use whatever scenery you own.'],
  },
  {
    id: 'generatingTerrain',
    title: 'Generating Terrain',
    page: 25,
    chapter: 'Terrain',
    tables: ['overallTerrain'],
    terms: ['section'],
    text: [
      'Split the table into nine equal sections, numbered 1-3 across the far edge, 4-6 in the middle, 7-9 on your edge.',
      'Choose the overall kind of ground or roll 1d6: clear on 1-3, urban on a 4, wooded on a 5, mountainous on a 6.',
    ],
  },
  {
    id: 'typesOfTerrain',
    title: 'Types of Terrain',
    page: 25,
    chapter: 'Terrain',
    text: [
      'Clear: mostly flat. Urban: anything from a city to lone buildings. Wooded: woods, jungle, marsh or bocage that slow movement and hide. Mountain: real mountains that hinder or bar movement.',
    ],
  },
  {
    id: 'howManyPieces',
    title: 'How Many Pieces of Terrain?',
    page: 25,
    chapter: 'Terrain',
    tables: ['terrainGenerator'],
    text: [
      'For each section from 1 to 9 roll 1d6 on the Terrain Generator, in the column of the overall kind; the result fills at least 75% of the section. (B) means buildings, (W) water.',
    ],
  },
  {
    id: 'terrainScenery',
    title: 'Terrain & Scenery',
    page: 26,
    chapter: 'Terrain',
    terms: ['hill', 'woods'],
    text: [
      'Clear: open ground, no cover or concealment.',
      'Hill: its crest blocks sight between the two sides; a figure within 1" of the crest is in cover from the far side and sees and is seen.',
      'Impassable: only by road (1-2) at a quarter speed, or (3-6) only for mountain troops at 4" an activation.',
      'Urban (B): 3 + 1/2d6 buildings in an urban section, 1/2d6 otherwise.',
      'Water (W): one section a lake; two a 1" fordable stream (infantry stop at it, cross next activation); three or more a river 4 + 1/2d6" wide, with a 1-3 chance of a bridge and road.',
      'Road: normal movement wherever it runs; roads link bridges and built-up sections.',
      'Woods: half speed off road; sight inside 12" by day, 6" at night; within 1" of the edge a figure is in cover and concealed and sees out; deeper in it cannot be seen from outside.',
    ],
  },
  {
    id: 'typesOfBuildings',
    title: 'Types of Buildings',
    page: 27,
    chapter: 'Terrain',
    tables: ['buildingType'],
    text: [
      'Roll 1d6 per building on the Building Type table in the overall kind\'s column; the first goes in the middle of the section, others 1/2d6" from another, the tallest in the middle.',
    ],
  },
  {
    id: 'soloSameSide',
    title: 'Solo and Same Side',
    page: 27,
    chapter: 'Playing the Game',
    text: [
      'The game itself decides when enemy groups act and what they do, so it plays well alone or with everyone on one side.',
    ],
  },
  {
    id: 'pefs',
    title: 'PEFs',
    page: 28,
    chapter: 'PEFs',
    tables: ['pefPlacement'],
    terms: ['pef'],
    text: [
      'A Possible Enemy Force is a marker for what might be out there. Place three: roll 1d6 for the section of each, hidden from your force by terrain if possible, else in the middle of the section. Several may share a section.',
      'A PEF has Rep 4 and is taken off once resolved.',
    ],
  },
  {
    id: 'pefBuildings',
    title: 'PEFs and Buildings',
    page: 28,
    chapter: 'PEFs',
    text: [
      'The first time a group comes within 12" and sight of a building, a PEF is generated inside it.',
      'If it proved not to be enemies, entering the building for the first time resolves one more PEF per floor, rolling 3d6 and keeping the lowest two.',
    ],
  },
  {
    id: 'pefMovement',
    title: 'PEF Movement',
    page: 28,
    chapter: 'PEFs',
    tables: ['pefMovement'],
    text: [
      'When the enemy is active, PEFs move one at a time, farthest from your groups first: roll 2d6 against Rep 4.',
      'Pass 2: 8" straight at the player, ending in cover if it can. Pass 1: 4". Pass 0: stays. Any contact is settled before the next PEF moves.',
    ],
  },
  {
    id: 'specialPefMovement',
    title: 'Special PEF Movement',
    page: 28,
    chapter: 'PEFs',
    text: ['Terrain never slows a PEF.'],
  },
  {
    id: 'resolvingPefs',
    title: 'Resolving PEFs',
    page: 28,
    chapter: 'PEFs',
    tables: ['pefResolution'],
    text: [
      'A PEF is resolved when a player group and it have sight of each other; a PEF in cover is seen, one behind cover is not.',
      'Roll 2d6 against 4. Pass 2: contact, work out how many enemy. Pass 1: something is there, the next PEF is resolved with 3d6 keeping the lowest two. Pass 0: false alarm.',
    ],
  },
  {
    id: 'howManyEnemy',
    title: 'How Many Enemy',
    page: 29,
    chapter: 'How Many Enemy',
    tables: ['howManyEnemy'],
    text: [
      'Roll 1/2d6 and one more d6. A success (1-3) takes the 1/2d6 from the size of your group; otherwise it is added. Never fewer than one enemy.',
    ],
  },
  {
    id: 'enemyMoves',
    title: 'How the Enemy Moves',
    page: 29,
    chapter: 'How Many Enemy',
    tables: ['npMovement', 'flank'],
    terms: ['np'],
    text: [
      "Unresolved PEFs use PEF Movement; enemy figures on the table use NP Force Movement, highest-Rep group first, 2d6 against its Leader's Rep.",
      'Outnumbering you 2 to 1 or more: pass 2 split in two, one half fires from cover at your nearest group, the other flanks left (1-3) or right (4-6); pass 1 move to cover with a shot at your nearest group; pass 0 stay in or go to the nearest cover and fire if in range.',
      'Otherwise: pass 2 move to cover with a shot; pass 1 or 0 stay in or go to the nearest cover and fire if in range.',
    ],
  },
  {
    id: 'encounters',
    title: 'Encounters',
    page: 29,
    chapter: 'Encounters',
    text: ['A game is an Encounter. Three are given: Patrol (play it first), Raid and Defend.'],
  },
  {
    id: 'patrol',
    title: 'Patrol',
    page: 30,
    chapter: 'Encounters',
    text: [
      'Scout the table: spend one activation within 6" of the far edge in each of sections 1, 2 and 3, then leave by the edge you came in.',
      'Enter from the edge by sections 7-9, place the PEFs, then roll activation. Play on until the task is done, your force is destroyed or it leaves.',
    ],
  },
  {
    id: 'raid',
    title: 'Raid',
    page: 30,
    chapter: 'Encounters',
    text: [
      'Attack for a purpose of your choosing and achieve it. Section 2 has 1/2d6 buildings.',
      'Set up in sections 7-9, then place the PEFs and roll activation.',
    ],
  },
  {
    id: 'raidObjective',
    title: 'Raid: Finding the Objective',
    page: 31,
    chapter: 'Encounters',
    toc: 'Finding the Objective',
    tables: ['raidObjective'],
    text: [
      'When a PEF turns out to be enemy, roll 1d6: at or under the number of PEFs resolved so far, it is the objective; otherwise roll for enemies as usual.',
      'The last PEF resolved is the objective if none was before (buildings make PEFs too).',
    ],
  },
  {
    id: 'defend',
    title: 'Defend',
    page: 31,
    chapter: 'Encounters',
    tables: ['defendObjective'],
    toc: 'DEFEND',
    text: [
      'The enemy attacks; stop it getting what it came for. Section 8 has 1/2d6 buildings; set up anywhere in sections 7-9.',
      'When the first PEF proves to be enemy roll 1d6: a success (1-3) means they want to kill or capture your group; a failure means they are after someone or something in the buildings (found as in the Raid).',
    ],
  },
  {
    id: 'newGrunts',
    title: 'Recruiting New Grunts',
    page: 31,
    chapter: 'Afterwards',
    tables: ['newRecruits'],
    text: [
      "After losses, roll 2d6 against the Star's Rep; a 6 always fails. Pass 2: fill the group back up. Pass 1: one new Grunt. Pass 0: nobody.",
    ],
  },
  {
    id: 'improvingRep',
    title: 'Improving Rep',
    page: 32,
    chapter: 'Afterwards',
    tables: ['improveRep'],
    text: [
      'An encounter is a success for a figure that hit an enemy or fought a melee, was never out of the fight, hunkered down or leaving, and left no out-of-the-fight or hunkered-down friend behind.',
      'Then roll 1d6: over its Rep, or any 6, raises Rep by one. There is no top limit.',
    ],
  },
  {
    id: 'decreasingRep',
    title: 'Decreasing Rep',
    page: 32,
    chapter: 'Afterwards',
    tables: ['decreaseRep'],
    text: ['A figure that failed an encounter with enemies present rolls 1d6: a 1 lowers Rep by one, never below 2.'],
  },
  {
    id: 'stepByStep',
    title: 'Step by Step',
    page: 32,
    chapter: 'Step by Step',
    text: [
      'Start: a Rep 5 Star, choose the kind of group (police, gang, military, guerillas, militia), recruit (p.6).',
      'Play: pick an encounter (p.29) and follow it.',
      'After: recruit new Grunts (p.31) and adjust Reps (p.32).',
    ],
  },
];
