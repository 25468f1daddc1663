// Once a plain-table battle is over, nothing on the table says someone is acting or about to act: every
// game with a board part, a new battle from its menu's defaults, played to the end by the board's buttons.
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { Session } from '../../src/app/session';
import { playByChoices } from '../../src/app/board/playByChoices';
import { RULESETS } from '../../src/rulesets';
import type { AnyRuleset } from '../../src/core/ruleset';

const STILL_ACTING = /acting now|acts now|\bto act,|acts later|AP left|actions? left|'s die was drawn/i;

const games = Object.values(RULESETS).filter((r: AnyRuleset) => r.board?.newBattle);

describe('the plain table after the end', () => {
  it.each(games.map((g) => [g.title, g] as const))(
    '%s: no panel or title says anyone is acting',
    (_t, game) => {
      const nb = game.board!.newBattle!;
      let ended = 0;
      for (let i = 0; i < 3 && ended < 1; i++) {
        const file = nb.make({ ...nb.values }, `ended-${i}`);
        const sc = game.scenario.check(file);
        if (!sc.ok) throw new Error(sc.error.message);
        const s = new Session(game, sc.value, file);
        const r = seedrandom(`ended-${i}`);
        const res = playByChoices(s, () => r(), 4000);
        expect(res.stuck).toBeUndefined();
        if (!s.over) continue;
        ended++;
        const v = game.board!.view(s.state);
        for (const line of [v.title, ...v.panels.flatMap((p) => [p.title, ...p.lines])])
          expect(line, line).not.toMatch(STILL_ACTING);
      }
      expect(ended).toBe(1);
    },
    120_000,
  );
});
