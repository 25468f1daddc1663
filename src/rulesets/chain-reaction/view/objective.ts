// The objective panel as plain lines (core/rulesetView.ts ObjectiveView): the words of
// explain/objectivePanel.ts over solo/objectiveFacts.ts, so it follows the state step by step (in a replay
// too), and while the player sets the group up, the zone in words and the two set-up buttons.
import type { ObjectiveView } from '../../../core/rulesetView';
import type { Command } from '../engine/commands';
import type { GameState } from '../state';
import { objectiveFacts } from '../solo/objectiveFacts';
import { objectivePanel } from '../explain/objectivePanel';
import { plainPlaces } from '../explain/places';
import { DEPLOY_ZONE, lineUp } from '../solo/deploy';
import { deployZoneText } from '../explain/deployment';

export function objectiveView(s: GameState): ObjectiveView<GameState, Command> | undefined {
  const facts = objectiveFacts(s);
  if (!facts) return undefined;
  const raw = objectivePanel(facts);
  // Pieces and PEFs by name ("at the building north-west", "at PEF 1"), never their ids.
  const panel = { ...raw, lines: raw.lines.map((l) => ({ ...l, text: plainPlaces(l.text, s) })) };
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
