// Head to head on one screen: who sits at it now, whether the table must be hidden until the other player
// takes over (their part of the turn, or a question put to them in the middle of the other's), and an undo
// waiting for the other player's consent. Pure bookkeeping over the session; the page draws it
// (src/app/ui/handOver.ts). Any game's session: the need and state are read only through players.ts's shapes.
import type { Session } from '../session';
import { askedOf, playerOfSide, type Player, type Players } from './players';

export interface UndoAsk {
  /** Who pressed undo. */
  asker: string;
  /** Who must agree: the other player. */
  agreeBy: string;
  /** Whose decision would be taken back. */
  owner: string;
  /** The decision in a few words ("move of Cole", "answer to a question"). */
  what: string;
}

/** A command in a few words for the undo question (not a rule's explanation: just which one it was). */
function commandWords(c: { do: string; figure?: string }): string {
  const by = c.figure ? ` ${c.figure}` : '';
  const words: Record<string, string> = {
    decide: 'answer to a question',
    endActivation: c.figure ? `passing of the group of${by}` : 'ending of the activation',
    move: `move of${by}`,
    fastMove: `fast move of${by}`,
    fire: `fire of${by}`,
    throwGrenade: `grenade thrown by${by}`,
    readyGrenade: `grenade readied by${by}`,
    charge: `charge of${by}`,
  };
  return words[c.do] ?? `${c.do.replace(/[A-Z]/g, (m) => ` ${m.toLowerCase()}`)} order for${by}`;
}

export class HotSeat {
  /** The player who last confirmed taking the screen. */
  atScreen?: string;
  undoAsk?: UndoAsk;

  constructor(readonly players: Players) {}

  get on(): boolean {
    return this.players.mode === 'headToHead';
  }

  /** The player who must confirm before the table is shown again; undefined when the right one sits there. */
  due(session: Session | undefined): Player | undefined {
    if (!this.on || !session) return undefined;
    // A side handed to the computer (Watch) plays without anyone taking the screen for it.
    if (session.waitingFor() !== 'human') return undefined;
    const p = askedOf(this.players, session.need, session.state);
    return p && p.name !== this.atScreen ? p : undefined;
  }

  confirm(name: string): void {
    this.atScreen = name;
  }

  /** Whether the other player must agree before an undo (head to head only). */
  askFor(session: Session): UndoAsk | undefined {
    if (!this.on) return undefined;
    const h = session.history;
    let i = h.length - 1;
    while (i > 0 && h[i]!.step?.by !== 'human') i--;
    if (i <= 0) return undefined;
    const asked = h[i - 1]!.need;
    const side = asked.kind === 'command' || asked.kind === 'decision' ? asked.side : '';
    const owner = playerOfSide(this.players, side)?.name ?? side;
    const asker = this.atScreen ?? owner;
    const other = this.players.players.find((p) => p.name !== asker);
    const cmd = h[i]!.step!.command as { do: string; figure?: string };
    return { asker, agreeBy: other?.name ?? owner, owner, what: commandWords(cmd) };
  }
}
