// The objective panel as plain lines (core/rulesetView.ts ObjectiveView): the words of
// explain/objectivePanel.ts over solo/objectiveFacts.ts, so it follows the state step by step (in a replay
// too), and while the player sets the group up, the zone in words and the two set-up buttons.
import type { ObjectiveMark, ObjectiveView } from '../../../core/rulesetView';
import type { Command } from '../engine/commands';
import type { GameState } from '../state';
import { objectiveFacts } from '../solo/objectiveFacts';
import { objectivePanel } from '../explain/objectivePanel';
import { plainPlaces } from '../explain/places';
import { DEPLOY_ZONE, lineUp } from '../solo/deploy';
import { soloOf } from '../solo/types';
import { deployZoneText } from '../explain/deployment';

const GOLD = 0xffd700;

/**
 * The objective on the table, from the same facts as the panel: the Raid's objective once found (its reach
 * shaded, and the ring within which an enemy still guards it, red while one does; green once secured), and
 * the spot in the building a Defend's enemy has come for.
 */
export function objectiveMarks(s: GameState, f: NonNullable<ReturnType<typeof objectiveFacts>>): ObjectiveMark[] {
  const marks: ObjectiveMark[] = [];
  if (f.kind === 'raid' && f.found && f.at)
    marks.push({
      at: f.at,
      colour: f.securedBy ? 0x5bd37a : GOLD,
      rings: [
        { r: f.guardReach, colour: f.guards.length > 0 ? 0xff4d4d : GOLD, dashed: true },
        { r: f.reach, colour: GOLD, shaded: true },
      ],
    });
  const at = soloOf(s)?.defend?.at;
  if (f.kind === 'defend' && f.found && at) marks.push({ at, colour: 0xff6b5b, rings: [{ r: 1.2, colour: 0xff6b5b }] });
  return marks;
}

export function objectiveView(s: GameState): ObjectiveView<GameState, Command> | undefined {
  const facts = objectiveFacts(s);
  if (!facts) return undefined;
  const raw = objectivePanel(facts);
  // Pieces and PEFs by name ("at the building in the north-west", "at PEF 1"), never their ids.
  const panel = {
    ...raw,
    lines: raw.lines.map((l) => ({ ...l, text: plainPlaces(l.text, s) })),
    marks: objectiveMarks(s, facts),
  };
  if (!facts.deploying) return panel;
  return {
    ...panel,
    setUp: {
      text: deployZoneText(s.encounter!.kind, DEPLOY_ZONE.top, DEPLOY_ZONE.bottom),
      buttons: [
        {
          key: 'place-line',
          label: 'Place in a line',
          title: 'Stand the whole group side by side near your edge',
          // Built when pressed, from the figures as they stand then.
          command: (now) => ({ do: 'place', placements: lineUp(now) }),
        },
        {
          key: 'deploy-done',
          label: 'Start battle',
          title: 'The group stands where it is: place the PEFs and roll the first activation',
          primary: true,
          command: () => ({ do: 'startBattle' }),
        },
      ],
    },
  };
}
