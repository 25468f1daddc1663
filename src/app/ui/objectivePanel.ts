// The objective panel at the top of the side column: what the battle asks and how far it has got, and
// while the player sets the group up, the zone and the set-up buttons. The words and buttons are the
// game's (its view part's `objective`, core/rulesetView.ts); this file only draws them.
import type { App } from '../app';
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
    const panel = s && this.app.session?.ruleset.view?.objective?.(s);
    this.root.hidden = !panel;
    if (!panel) {
      this.drawn = '';
      return;
    }
    const setUp = panel.setUp && this.app.humanTurn() ? panel.setUp : undefined;
    // The buttons' commands are functions, left out of the key: they are built from the state when pressed.
    const key = JSON.stringify([panel.title, panel.lines, setUp]);
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
    if (setUp)
      this.root.append(
        h(
          'div',
          { class: 'deploy' },
          h('p', {}, setUp.text),
          h(
            'div',
            { class: 'choices' },
            setUp.buttons.map((b) =>
              h(
                'button',
                {
                  type: 'button',
                  id: b.key,
                  title: b.title,
                  ...(b.primary ? { class: 'primary' } : {}),
                  onclick: () => {
                    const now = this.app.view();
                    if (now) this.app.send(b.command(now));
                  },
                },
                b.label,
              ),
            ),
          ),
        ),
      );
  }
}
