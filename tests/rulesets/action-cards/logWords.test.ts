// Play-test 4, 12: the log names the terrain that gave a cover class ("in the trees, the buildings kill number",
// not "in buildings"), says when a roll killed everyone it could and more kill numbers went to waste, and a tied
// special event ends each faction's free action once and the card once (it said "special event card done" twice).
import { describe, expect, it } from 'vitest';
import { actionCards } from '../../../src/rulesets/action-cards';
import { groupShelter } from '../../../src/rulesets/action-cards/sight';
import { drive } from './drive';
import { file, row, start } from './setup';

const WOODS = {
  id: 'wood',
  type: 'woods',
  polygon: [
    [2, 2],
    [12, 2],
    [12, 8],
    [2, 8],
  ],
};

function text(s: ReturnType<typeof start>, d: ReturnType<typeof drive>): string[] {
  const log = actionCards.view!.log(() => d.state ?? s);
  log.add(d.events);
  return log.lines().map((l) => l.text);
}

describe('the action-card log names what decided a kill', () => {
  /** One alien fires six 6s at a swarm pack of `pack` figures in the trees. */
  const podAt = (pack: number) =>
    start(
      file(
        [
          { id: 'al', faction: 'aliens', groups: [row('pod', 1, [4, 24])] },
          { id: 'bugs', faction: 'swarm', groups: [row('pack', pack, [4, 5])] },
        ],
        { terrain: [WOODS], deck: ['al:single', 'bugs:single'], dice: { shoot: [[6, 6, 6, 6, 6, 6]] } },
      ),
    );
  const s = podAt(2);

  it('a group in the trees is shot at the buildings kill number, and the line says the trees', () => {
    expect(groupShelter(s, s.groups[1]!, [[4, 24]])).toEqual({ cover: 'buildings', where: 'woods' });
    const d = drive(s, [{ do: 'shoot', group: 'pod', target: 'pack' }]);
    const shot = text(s, d).find((t) => t.includes(' against '))!;
    expect(shot).toContain('(creature swarm in the trees, which count as buildings)');
    expect(shot).not.toContain('in buildings');
  });

  it('36 against 10 makes 3 kill numbers but only 2 can fall: the cap is said', () => {
    const d = drive(s, [{ do: 'shoot', group: 'pod', target: 'pack' }]);
    const shot = text(s, d).find((t) => t.includes(' against '))!;
    expect(shot).toMatch(
      /36 \(6,6,6,6,6,6\) against 10 .*: 2 killed \(the dice made 3, but only 2 could fall\), 16 left over$/,
    );
  });

  it('a kill that is not capped says nothing more', () => {
    const two = podAt(6);
    const shot = text(two, drive(two, [{ do: 'shoot', group: 'pod', target: 'pack' }])).find((t) =>
      t.includes(' against '),
    )!;
    expect(shot).toMatch(/against 10 .*: 3 killed, 6 left over$/);
  });

  // Play-test 11c: one card read "police in the open" then "police in the trees" for the same squad, with
  // nothing saying a group counts the cover most of its figures have.
  it('a group half in the trees says the majority rule that decided its cover', () => {
    const at = (x: number) =>
      start(
        file(
          [
            { id: 'al', faction: 'aliens', groups: [row('pod', 1, [4, 24])] },
            { id: 'bugs', faction: 'swarm', groups: [row('pack', 3, [x, 5])] },
          ],
          { terrain: [WOODS], deck: ['al:single', 'bugs:single'], dice: { shoot: [[6, 6, 6, 6, 6, 6]] } },
        ),
      );
    const line = (st: ReturnType<typeof start>) =>
      text(st, drive(st, [{ do: 'shoot', group: 'pod', target: 'pack' }])).find((t) => t.includes(' against '))!;
    expect(line(at(10))).toContain(
      '(creature swarm in the trees, which count as buildings: 2 of its 3 figures have that cover or better, and a group counts the cover more than half its figures have)',
    );
    expect(line(at(11))).toContain(
      '(creature swarm in the open: only 1 of its 3 figures has cover, and a group has cover only when more than half its figures do)',
    );
    // All alike: nothing more (the test above: "(creature swarm in the trees, which count as buildings)").
    expect(line(podAt(2))).toContain('which count as buildings)');
  });

  // Play-test 11c: a squad wiped out by a grenade earlier in the card, then shot at: "only 0 could fall".
  it('a shot at a group already wiped out says it had already fallen', () => {
    const log = actionCards.view!.log(() => s);
    const share = { side: 'bugs', faction: 'Creature swarm', dice: [4, 5], total: 9, kill: 6, cover: 'open' as const };
    log.add([
      {
        type: 'shot',
        side: 'al',
        groups: ['pod'],
        target: 'pack',
        intoFight: false,
        dice: [4, 5],
        shares: [{ ...share, available: 0, killed: 0, leftOver: 9 }],
      },
    ]);
    const shot = log.lines().find((l) => l.text.includes(' against '))!.text;
    expect(shot).toMatch(
      /: 0 killed \(the dice made 1, but swarm Bravo had already fallen: nobody was left to kill\), 9 left over$/,
    );
    expect(shot).not.toContain('only 0 could fall');
  });
});

describe('a tied special event', () => {
  it('says each faction’s free action is done, and the card done once', () => {
    const s = start(
      file(
        [
          { id: 'unit', faction: 'soldiers', groups: [row('sec', 2, [4, 24])] },
          { id: 'aliens', faction: 'aliens', groups: [row('trio', 2, [20, 5])] },
        ],
        { deck: ['event', 'unit:single', 'aliens:single'] },
      ),
    );
    const d = drive(s, [{ do: 'endCard' }, { do: 'endCard' }]);
    const lines = text(s, d);
    expect(lines.filter((t) => t.includes('Special Event card done'))).toHaveLength(1);
    expect(lines).toContain('Soldiers: free action done (1 action unused)');
  });
});

describe('the buildings still to search, on the table', () => {
  const house = (id: string, x: number) => ({
    id,
    type: 'building',
    polygon: [
      [x, 14],
      [x + 3, 14],
      [x + 3, 17],
      [x, 17],
    ],
  });
  it('one "?" per unsearched building (never a line of words that runs into the next); the words on hover', () => {
    const s = start(
      file(
        [
          { id: 'unit', faction: 'soldiers', groups: [row('sec', 2, [4, 24])] },
          { id: 'aliens', faction: 'aliens', groups: [row('trio', 2, [20, 5])] },
        ],
        { terrain: [house('h1', 2), house('h2', 6), house('h3', 10)], aim: { kind: 'search', item: 'h3' } },
      ),
    );
    s.objective.searched.push('h1');
    const v = actionCards.board!.view(s);
    expect(v.marks).toEqual([
      { at: [7.5, 15.5], label: 'not searched yet', short: '?' },
      { at: [11.5, 15.5], label: 'not searched yet', short: '?' },
    ]);
    const label = (id: string) => v.terrain.find((t) => t.id === id)!.label;
    expect(label('h1')).toMatch(/searched: nothing found$/);
    expect(label('h2')).toMatch(/not searched yet$/);
    expect(v.panels.find((p) => p.title.startsWith('Objective'))!.lines).toContain(
      'A ? on a building: not searched yet.',
    );
  });
});
