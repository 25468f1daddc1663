// The toolbar's Watch switch: hands the player's side to the computer at any moment of a battle, and
// takes it back ("take over"). The switch is a step of the game (App.setControl), so undo and replays
// keep it; a question left open is answered by the computer.
import type { App } from '../app';
import { byId, h } from './dom';

/**
 * The side the person at the screen plays: head to head, the side of whoever took the screen last (play-test
 * 4: Watch handed over the file's first side whoever sat there); else the encounter's player, else the first
 * side played from the screen at the start.
 */
export function watchedSide(app: App): string | undefined {
  const s = app.session;
  if (!s) return undefined;
  if (app.hotSeat.on) {
    const seated = app.players.players.find((p) => p.name === app.hotSeat.atScreen);
    if (seated) return seated.side;
  }
  const first = s.history[0]!.state;
  return (
    first.encounter?.player ??
    first.sides.find((x) => x.control === 'human')?.id ??
    first.sides.find((x) => x.id === 'player')?.id ??
    first.sides[0]?.id
  );
}

export class WatchToggle {
  private button: HTMLButtonElement;

  constructor(private readonly app: App) {
    this.button = h(
      'button',
      {
        type: 'button',
        id: 'watch-toggle',
        class: 'toggle',
        onclick: () => this.toggle(),
      },
      'Watch',
    ) as HTMLButtonElement;
    byId('toolbar').append(h('span', { class: 'group' }, this.button));
    this.render();
  }

  private watching(): boolean {
    const side = watchedSide(this.app);
    return !!side && this.app.session?.controlOf(side) === 'ai';
  }

  private toggle(): void {
    const side = watchedSide(this.app);
    if (side) this.app.setControl(side, this.watching() ? 'human' : 'ai');
  }

  render(): void {
    const app = this.app;
    const on = this.watching();
    this.button.setAttribute('aria-pressed', String(on));
    this.button.textContent = on ? 'Watching' : 'Watch';
    this.button.title = on
      ? 'The computer plays your side: click to take over from here'
      : 'Let the computer play your side from here (an open question too); click again to take over';
    this.button.disabled = !app.session || app.replaying || app.session.over;
  }
}
