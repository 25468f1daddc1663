// The encounter's panel at the top of the side column: what the encounter asks and how far it has got
// (words from explain/objectivePanel.ts over solo/objectiveFacts.ts, so it follows the state step by step,
// in a replay too), and while the player sets the group up, the zone and the set-up buttons.
import type { App } from '../app';
import { objectiveFacts } from '../../rulesets/chain-reaction/solo/objectiveFacts';
import { objectivePanel } from '../../rulesets/chain-reaction/explain/objectivePanel';
import { DEPLOY_ZONE, lineUp } from '../../rulesets/chain-reaction/solo/deploy';
import { deployZoneText } from '../../rulesets/chain-reaction/explain/deployment';
import { byId, clear, h } from './dom';
import './objective.css';

export class ObjectivePanel {
  private root = h('section', {
    id: 'objective',
    class: 'objective',
    'aria-label': 'Encounter objective',
    hidden: true,
  });
  private drawn = '';

  constructor(private readonly app: App) {
    byId('log').prepend(this.root);
  }

  render(): void {
    const s = this.app.view();
    const facts = s && objectiveFacts(s);
    this.root.hidden = !facts;
    if (!s || !facts) {
      this.drawn = '';
      return;
    }
    const panel = objectivePanel(facts);
    const setUp = facts.deploying && this.app.humanTurn();
    const key = JSON.stringify([panel, setUp]);
    if (key === this.drawn) return;
    this.drawn = key;
    clear(this.root);
    this.root.append(
      h('h2', {}, panel.title),
      h(
        'ul',
        {},
        panel.lines.map((l) => h('li', { class: `mark-${l.mark}` }, l.text)),
      ),
    );
    if (setUp) this.root.append(this.setUpControls(s.encounter!.kind));
  }

  private setUpControls(kind: string): HTMLElement {
    const app = this.app;
    return h(
      'div',
      { class: 'deploy' },
      h('p', {}, deployZoneText(kind, DEPLOY_ZONE.top, DEPLOY_ZONE.bottom)),
      h(
        'div',
        { class: 'choices' },
        h(
          'button',
          {
            type: 'button',
            id: 'place-line',
            title: 'Stand the whole group side by side near your edge',
            onclick: () => {
              const s = app.view();
              if (s) app.send({ do: 'place', placements: lineUp(s) });
            },
          },
          'Place in a line',
        ),
        h(
          'button',
          {
            type: 'button',
            class: 'primary',
            id: 'deploy-done',
            title: 'The group stands where it is: place the PEFs and roll the first activation',
            onclick: () => app.send({ do: 'startBattle' }),
          },
          'Start battle',
        ),
      ),
    );
  }
}
