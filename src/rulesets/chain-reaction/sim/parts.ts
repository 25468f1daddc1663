// Chain Reaction's optional parts of the door, as the sim finds them: its own batch figures and report,
// and the campaign roster (`--roster FILE`); the lessons are lessons/part.ts. The sim itself knows none of
// these words; it only calls what is here.
import type { BatchPart, CampaignPart } from '../../../core/ruleset';
import { DiceBox } from '../../../core/dice/source';
import type { Roller } from '../../../core/dice/roll';
import type { Scenario } from '../scenario/schema';
import { parseRoster } from '../scenario/rosterSchema';
import type { GameState } from '../state';
import type { GameEvent } from '../engine/events';
import { newRoster, rosterFigures, rosterMembers, type Roster, type RosterMember } from '../solo/roster';
import { newPartner, partnersAfter, partnersNames, readPartners } from '../solo/partners';
import { FORCE_MELEE, weaponFor } from '../solo/forces';
import { afterEncounter } from '../solo/afterEncounter';
import { endReasonWords, historyLine } from '../explain/encounter';
import { weaponName } from '../explain/weaponWords';
import type { Force } from '../tables/recruiting';
import { playerSideOf, startingState } from '../start';
import { addRun, emptyStats, failedRun, finish, summarize, type BatchStats, type RunSummary } from './batchStats';
import { reportHtml, type ReportFigures } from './report';

export const crBatch: BatchPart<GameState, GameEvent, Scenario, RunSummary, BatchStats> = {
  summarize: (seed, state, events, stopped) => summarize(seed, state, events, stopped),
  failed: (seed, scenario, error) =>
    failedRun(seed, scenario ? (scenario.generate?.encounter ?? 'battle') : 'unknown', error),
  empty: emptyStats,
  add: addRun,
  finish,
  header: (sc) => (sc.generate ? { encounter: sc.generate.encounter, terrain: sc.generate.terrain } : {}),
  report: (figures) => reportHtml(figures as unknown as ReportFigures),
};

/** The starting state with the roster's figures in place of the file's player side (null: recruit a new group). */
function startWithRoster(
  scenario: Scenario,
  seed: string | undefined,
  roster: Roster | null,
  onRoster: (r: Roster) => void,
): { state: GameState; events: GameEvent[] } {
  if (!scenario.generate) return startingState(scenario, seed !== undefined ? { seed } : {});
  const player = playerSideOf(scenario);
  const side = scenario.sides.find((s) => s.id === player)!;
  const star = side.figures.find((f) => f.star) ?? side.figures[0];
  const anchor = star?.at ?? [18, 33];
  return startingState(scenario, {
    ...(seed !== undefined ? { seed } : {}),
    players: (roll, emit) => {
      const r =
        roster ??
        newRoster(
          { id: star?.id ?? 'star', rep: star?.rep ?? 5, weapon: star?.weapon ?? 'AR', melee: star?.melee ?? 'none' },
          side.force as Force,
          roll,
          emit,
        );
      onRoster(r);
      return rosterFigures(r, player, anchor);
    },
  });
}

/** After the encounter: the book's after-battle steps with the game's dice, or a note when it is not over. */
function afterWithRoster(roster: Roster, state: GameState): { roster: Roster; state: GameState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  if (!state.ended) {
    events.push({ type: 'note', text: 'The encounter is not over, so the roster is left as it was.' });
    return { roster, state, events };
  }
  const box = new DiceBox(state.dice);
  const roll: Roller = (req) => {
    const d = box.roll(req);
    for (const r of box.drain()) events.push({ type: 'roll', ...r });
    return d;
  };
  const next = afterEncounter(roster, state, roll, (e) => events.push(e));
  return { roster: next, state: { ...state, dice: box.state() }, events };
}

export const crCampaign: CampaignPart<GameState, GameEvent, Scenario, Roster, RosterMember> = {
  refuse: (sc, command) =>
    sc.generate ? undefined : `error: sim ${command}: --roster needs an encounter (a file with "generate")`,
  parse: parseRoster,
  start: startWithRoster,
  after: afterWithRoster,
  endWords: endReasonWords,
  historyLine,
  weaponName,
  partners: { members: rosterMembers, join: newPartner },
  screen: {
    raise: (star, force, roll, say) =>
      newRoster(
        { id: star.id, rep: star.rep, weapon: weaponFor(force, 0), melee: FORCE_MELEE[force] },
        force,
        roll,
        (e) => say(e.text),
      ),
    readPartners,
    after: (roster, partners, final, roll, lines) => {
      if (!final.encounter) return undefined;
      const after = afterEncounter(roster, final, roll, (e) => lines.push(e.text), partnersNames(partners));
      // Same side: each partner's group after the first's, the same dice running on.
      const others = partners && partnersAfter(after, partners, final, roll, lines);
      return { roster: after, ...(others ? { partners: others } : {}) };
    },
  },
};
