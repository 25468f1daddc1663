// The turn sequence played through scenario files: the activation Stop! box (Blue 5, Yellow 4), doubles
// thrown again, and the order groups must act in.
import { describe, expect, it } from 'vitest';
import { play } from '../crPlay';
import { book, diceOf, ofType, playBook } from './helpers';

describe('activation: Blue 5, Yellow 4, after a double', () => {
  const events = playBook('activation-stop.json', { turns: 1 });

  it("a double (3,3) is thrown again; one activation die per side, in the file's side order", () => {
    expect(diceOf(events, 'activation')).toEqual([
      [3, 3],
      [5, 4],
    ]);
    const act = ofType(events, 'activation');
    expect(act).toMatchObject([{ turn: 1, dice: { blue: 5, yellow: 4 }, order: ['blue', 'yellow'] }]);
    expect(act[0]!.text).toContain('after 1 re-roll of doubles');
  });

  it("Blue goes first with its Rep 5 group only, then Yellow's Rep 5 and Rep 4 groups, highest first", () => {
    expect(ofType(events, 'activate').map((a) => a.leader)).toEqual(['blue5', 'yellow5', 'yellow4']);
    expect(ofType(events, 'facing').map((f) => f.figure)).toEqual(['yellow5', 'yellow4']);
  });

  it('the turn ends when every group that may act has acted', () => {
    expect(ofType(events, 'endActivation').map((a) => a.leader)).toEqual(['blue5', 'yellow5', 'yellow4']);
    expect(ofType(events, 'turn')).toEqual([{ type: 'turn', turn: 1 }]);
  });

  it('a lower-Rep group may not go before a higher one', () => {
    const scenario = book('activation-stop.json');
    scenario.commands = [{ do: 'endActivation' }, { figure: 'yellow4', do: 'turn', facing: 0 }];
    const r = play(scenario);
    expect(r.illegal).toMatchObject({ index: 1 });
    expect(r.illegal?.error).toBe(
      "groups act from the highest leader Rep down: the group led by yellow5 (Rep 5) must act before yellow4's",
    );
  });

  it("groups whose leader is under the side's die may not act at all", () => {
    const scenario = book('activation-stop.json');
    scenario.commands = [{ figure: 'blue4', do: 'turn', facing: 0 }];
    const r = play(scenario);
    expect(r.illegal?.error).toBe(
      "blue4's group may not act this turn: its leader blue4 is Rep 4, under blue's activation die of 5",
    );
  });
});
