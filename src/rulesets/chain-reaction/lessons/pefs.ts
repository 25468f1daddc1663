// Lesson: PEFs, How Many Enemy and how the enemy moves (book pp.28-29). A real Patrol set-up on a small
// table: three PEFs placed by a die each, hidden behind the woods of their section; the player's pair walks
// up; the PEFs move on the PEF Movement table, one is a false lead ("something's out there"), the next is
// resolved with 3d6 keeping the lowest two and is a contact; How Many Enemy sets its size; the enemy group
// then moves by the NP Force Movement table.
import type { Lesson } from './types';

export const pefs: Lesson = {
  id: 'pefs',
  title: 'PEFs: the enemy you cannot see yet',
  book: 'p.28',
  patrol: true,
  source: 'rule',
  topic: 'Placing, moving and resolving PEFs; How Many Enemy; how the enemy force decides where to go',
  scenario: {
    version: 1,
    description:
      'PEF lesson: a Patrol on a small table, two woods at the far edge. The player leads Sarge (Rep 5 Star) and Kay (Rep 4); three PEFs are placed by scripted dice and found as the pair walks up.',
    seed: 'lesson-pefs',
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
    dice: {
      pefPlacement: [[2], [3], [3]],
      activation: [
        [5, 2],
        [3, 4],
      ],
      pefResolution: [
        [5, 2],
        [6, 2, 3],
      ],
      pefMovement: [
        [2, 3],
        [5, 6],
      ],
      howManyEnemy: [[2], [5]],
    },
    commands: [],
  },
  steps: [
    {
      kind: 'read',
      text: 'In a Patrol you do not know where the enemy is, or how many. Each Possible Enemy Force (PEF) is a marker that may turn out to be enemies, or nothing. Before the first turn three are placed: one die each, the number naming the section of the table it goes in. If terrain in that section could hide it from your force, it is placed behind that terrain; otherwise in the middle of the section. A PEF counts as Rep 4.',
      book: 'p.28',
      figures: ['Sarge', 'Kay'],
    },
    {
      kind: 'ask',
      text: 'The placing dice came up 2, 3 and 3. Where did the PEFs go?',
      choices: [
        'All three in the middle of the table',
        'One in section 2 and two in section 3, each behind the woods there, out of your sight',
        'Next to your figures, in sections 2 and 3 of your own edge',
      ],
      answer: 1,
      explain:
        'The dice: {rolls:pefPlacement}. {saidAll:pef} Two in one section is allowed. The PEF markers are drawn on the table; neither of your figures can see any of them yet.',
      book: 'p.28',
    },
    {
      kind: 'do',
      text: 'Your group is active. Walk Sarge up the table into the ring marked for him.',
      expect: { do: 'move', figure: 'Sarge', near: { at: [17, 23], within: 1.5 } },
      solution: {
        do: 'move',
        figure: 'Sarge',
        path: [
          [17, 31],
          [17, 23],
        ],
      },
      explain:
        '{said:move} No PEF is in sight, so nothing more happens: a PEF is resolved only when one of your groups and it can see each other.',
      book: 'p.28',
      figures: ['Sarge'],
    },
    {
      kind: 'do',
      text: 'Now walk Kay up into the second ring, beside Sarge, so the two stay one group.',
      expect: { do: 'move', figure: 'Kay', near: { at: [19, 23], within: 1.5 } },
      solution: {
        do: 'move',
        figure: 'Kay',
        path: [
          [19, 31],
          [19, 23],
        ],
      },
      explain: '{said:move}',
      book: 'p.28',
      figures: ['Kay'],
      claims: [{ kind: 'group', members: ['Sarge', 'Kay'], when: 'after' }],
    },
    {
      kind: 'ask',
      text: "When you end the activation, the enemy's side acts, and all it has on the table are PEFs. How does a PEF move?",
      choices: [
        'It does not: PEFs wait where they were placed',
        'Farthest from your groups first, each throws 2d6 against Rep 4: 2 passed, 8" towards you; 1 passed, 4"; 0, it stays. It ends in cover if it can',
        'Each PEF moves 8" in a random direction',
      ],
      answer: 1,
      explain:
        'PEFs move like enemy groups, one at a time, starting with the one farthest from your groups; whatever one of them runs into is settled before the next moves. They pay nothing for terrain.',
      book: 'p.28',
    },
    {
      kind: 'do',
      text: 'End the activation. The PEFs move next, and your Star is asked a question before you see where they went.',
      expect: { do: 'endActivation' },
      solution: { do: 'endActivation' },
      explain:
        'The enemy side began to play its PEFs, and before everything was settled your Star was asked a question: answer it in the next step, and then you will see what happened.',
      book: 'p.28',
    },
    {
      kind: 'decide',
      text: 'Kay has been hit in the fighting that broke out, and Sarge must take a Crisis Test for it. A Star may choose his result (Free Will, the Stars lesson): choose to carry on.',
      solution: 2,
      explain:
        "Here is the whole of it. The farthest PEF went first: {said:test.pefMovement} It stepped out of the thicket and Kay saw it, so it was resolved at once on the PEF Resolution table, 2d6 against its Rep 4: {said:test.pefResolution@Kay} That PEF is gone, but it warns of the next. The other PEFs then moved in turn, and one walked into Sarge's view: {said:test.pefResolution@Sarge} {said:test.howManyEnemy@Sarge} {saidLast:pef@pef1} The next turn, the enemy acted first: PEF 2 was found too (Zeno, Abel, Boris, Cyril and Dario), and its group and PEF 1's fought it out with your pair. The log beside the table has every throw.",
      book: 'p.28',
      claims: [
        { kind: 'test', test: 'pefResolution', figure: 'Kay', is: true, when: 'after' },
        { kind: 'test', test: 'howManyEnemy', figure: 'Sarge', is: true, when: 'after' },
        { kind: 'test', test: 'npMovement', is: true, when: 'after' },
      ],
    },
    {
      kind: 'ask',
      text: 'The first PEF found, PEF 3 (Kay saw it), passed 1 die: "something\'s out there". What did that change?',
      choices: [
        'Nothing at all',
        'The next PEF was resolved with 3d6, counting the two lowest: contact became more likely',
        'The next PEF was certain to be enemies',
      ],
      answer: 1,
      explain:
        'Passing 2 is contact, 1 is "something\'s out there" (the next PEF throws 3d6 and keeps the lowest two), 0 a false alarm. The next one found, PEF 1 (Sarge saw it), threw 6, 2 and 3: keeping 2 and 3, both passed against Rep 4, so contact.',
      book: 'p.28',
    },
    {
      kind: 'ask',
      text: "How Many Enemy: Sarge's group is 2 figures. The half die showed 1 (a die of 2, halved and rounded up), and the second die a 5, which is not a success (1-3). How many enemies were there?",
      choices: ['One', "Three: the half die is added to your group's size", 'Five'],
      answer: 1,
      explain:
        "Half a die gives 1 to 3. A success (1, 2 or 3) on the second die takes it away from the size of your group; anything else adds it: 2 + 1 = 3. There is always at least one enemy. Each of them is then recruited on the Recruiting table for the enemy's force, and placed where the PEF stood.",
      book: 'p.29',
    },
    {
      kind: 'ask',
      text: 'Next turn the enemy acted first. The group that was PEF 1 (Vik, Walt and Yuri) does not outnumber you 2 to 1, and its leader passed 1 die on the NP Force Movement table. What does it do?',
      choices: [
        'Charges the nearest of your figures',
        'Stays in cover or goes to the nearest cover, and fires if you are in range once there',
        'Splits in two and goes round your flank',
      ],
      answer: 1,
      explain:
        "The table: {said:test.npMovement} The enemy never plans: each group, highest Rep first, throws 2d6 against its leader's Rep. Only a group that outnumbers you 2 to 1 and passes both dice splits in two, half firing from cover while the other half works round a flank (a die says which: 1-3 left, 4-6 right).",
      book: 'p.29',
    },
    {
      kind: 'read',
      text: 'PEFs and buildings: the first time one of your groups comes within 12" of a building and can see it, a PEF is resolved for the building itself. If that is not a contact, the first time someone goes in, another PEF is resolved with 3d6 keeping the lowest two, one for each floor.',
      book: 'p.28',
    },
  ],
  tryInBattle:
    'In a Patrol, move so that your group meets PEFs together: How Many Enemy counts the figures of the group that found it, and a lone scout facing three enemies is in trouble. Ending in cover before the enemy acts keeps the PEFs that walk into view from catching you in the open.',
};
