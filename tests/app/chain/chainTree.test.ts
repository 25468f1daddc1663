// The reaction chain built from the engine's events, played from scenario files with every die scripted:
// an In Sight that leads to fire, a Crisis Test, return fire and a second Crisis Test; a reaction grenade;
// a charge. Each node carries its dice, its result and the exact odds the rule's own function gives.
import { describe, expect, it } from 'vitest';
import { play } from '../../rulesets/chain-reaction/crPlay';
import { buildChains, outline, walk, type ChainNode } from '../../../src/rulesets/chain-reaction/view/chainTree';
import type { GameEvent } from '../../../src/rulesets/chain-reaction/engine/events';
import { inSightOdds } from '../../../src/rulesets/chain-reaction/rules/inSight';
import { crisisOdds } from '../../../src/rulesets/chain-reaction/rules/crisis';
import { explainOdds } from '../../../src/rulesets/chain-reaction/explain/odds';
import { ENGINE, load } from '../../rulesets/chain-reaction/engine/helpers';

function chainsOf(file: string) {
  const sc = load(ENGINE, file);
  const r = play(sc, {});
  const facts = new Map<string, { rep: number; star: boolean; side: string }>();
  for (const s of sc.sides) for (const f of s.figures) facts.set(f.id, { rep: f.rep, star: !!f.star, side: s.id });
  return buildChains(r.events as GameEvent[], (id) => facts.get(id));
}

const tree = (roots: readonly ChainNode[]) => roots.flatMap((n) => outline(n));

describe('the reaction chain', () => {
  it('In Sight > fire > Crisis Test > return fire > Crisis Test > hunker down, in one tree', () => {
    const chains = chainsOf('chain-in-sight-fire-crisis.json');
    expect(chains).toHaveLength(1);
    expect(chains[0]!.title).toBe('Turn 1: blue, the group led by walker');
    expect(tree(chains[0]!.roots)).toEqual([
      'inSight',
      '  test inSight: blue',
      '    fire',
      '      test crisis: returnFire',
      '        fire',
      '          test crisis: hunkerDown',
      '            status',
    ]);
    const [root] = chains[0]!.roots;
    // The cause names the move that brought the enemy into sight, and lights up both figures.
    expect(root!.text).toMatch(
      /^walker moves 8\.0" .*In Sight: walker, at \(13\.0, 20\.8\), comes into view of watcher\./,
    );
    expect(root!.figures).toEqual(['walker', 'watcher']);
    const nodes = walk(chains[0]!.roots);
    const inSight = nodes.find((n) => n.test === 'inSight')!;
    // walker throws 4 - 1 (moved) - 1 (temporary leader) = 2d6 against watcher's 4 - 1 = 3d6; ties thrown again.
    expect(inSight.odds).toBe(
      explainOdds(
        inSightOdds({
          leaders: [
            { side: 'blue', leader: 'walker', rep: 2 },
            { side: 'red', leader: 'watcher', rep: 3 },
          ],
        }),
        (k) => `${k} wins`,
      ),
    );
    expect(inSight.odds).toMatch(/^red wins 8\/11 \(72\.7%\), blue wins 3\/11/);
    // Only the winning throw and the tie before it, not the activation dice.
    expect(inSight.dice).toEqual([2, 5, 1, 4, 6, 1, 3, 2, 5, 6]);
    const crises = nodes.filter((n) => n.test === 'crisis');
    expect(crises.map((n) => [n.figures, n.dice, n.result])).toEqual([
      [['watcher'], [1, 2], 'returnFire'],
      [['walker'], [6, 6], 'hunkerDown'],
    ]);
    const rep4 = explainOdds(crisisOdds({ testers: [{ id: 'x', rep: 4, causes: ['firedOn'] }] }).x!);
    for (const c of crises) expect(c.odds).toBe(rep4);
    // The return fire hangs under the test whose result caused it, and names the one it fired at.
    const ret = crises[0]!.children[0]!;
    expect(ret).toMatchObject({ type: 'fire', figures: ['watcher', 'walker'] });
  });

  it('a reaction grenade: return fire > throw > blast > damage', () => {
    const chains = chainsOf('reaction-grenade.json');
    expect(tree(chains.flatMap((c) => c.roots))).toEqual([
      'fire',
      '  test crisis: returnFire',
      '    test throwGrenade: onSpot',
      '      blast',
      '        damage: obviouslyDead',
      '          status',
    ]);
    const th = walk(chains[0]!.roots).find((n) => n.test === 'throwGrenade')!;
    expect(th.odds).toMatch(/On the spot \d+\/\d+ \(\d+\.\d%\)/);
    expect(th.question?.knobs.map((k) => k.key)).toEqual(['rep', 'spotSeen']);
  });

  it('a charge is its own cause, with the melee and the damage under it', () => {
    const chains = chainsOf('charge-fast-move.json');
    expect(tree(chains.flatMap((c) => c.roots))).toEqual([
      'test fastMove: riker 16"',
      'test chargeIntoMelee: targetMayNotFire',
      '  melee',
      '    damage: obviouslyDead',
      '      status',
    ]);
    const nodes = walk(chains[0]!.roots);
    for (const n of nodes.filter((x) => x.type === 'test' || x.type === 'damage' || x.type === 'melee'))
      expect(n.odds, n.text).toMatch(/\(\d+\.\d%\)/);
  });

  it('each activation has its own chains, told in order', () => {
    const chains = chainsOf('duck-back-into-sight.json');
    expect(tree(chains.flatMap((c) => c.roots))).toEqual([
      'fire',
      '  test crisis: duckBack',
      '    status',
      '    move',
      'inSight',
      '  test inSight: red',
      '    fire',
      '      test crisis: duckBack',
    ]);
  });
});
