// A battle being played at the screen: the rules engine's states one after another, with every command
// that led from one to the next and who gave it. The screen asks it what the game waits for, hands it
// the player's commands, lets it play the computer's, takes back the player's last command (undo), and
// writes it out as a replay. Pure data and the engine only: no Phaser, no DOM, so Node tests drive it.
import { begin, computerCommand, reduce, type Need } from '../rulesets/chain-reaction/game';
import type { Command } from '../rulesets/chain-reaction/engine/commands';
import type { GameEvent } from '../rulesets/chain-reaction/engine/events';
import type { GameState } from '../rulesets/chain-reaction/state';
import type { Scenario } from '../rulesets/chain-reaction/scenario/schema';
import { startingState } from '../rulesets/chain-reaction/start';
import { enteringDiceFor } from '../rulesets/chain-reaction/engine/enteredDice';
import { enteredSidesOf } from './dice/ownDice';

/** Who gave a command: the person at the screen, the computer's policy, or the file's script. */
export type Actor = 'human' | 'ai' | 'script';

export interface Step {
  by: Actor;
  command: Command;
}

export interface Entry {
  /** The command that led here; absent for the opening entry (the game set going). */
  step?: Step;
  state: GameState;
  events: GameEvent[];
  need: Need;
}

export type Applied = { ok: true; events: GameEvent[] } | { ok: false; error: string };

export class Session {
  private readonly entries: Entry[];
  /** The file's scripted commands not yet used. */
  private script: Command[];

  /**
   * @param scenario the checked scenario (its `commands` become the script of its 'script' sides)
   * @param source the scenario as written (plain JSON), kept for saving; its commands are not kept
   * @param given the game already set going elsewhere (a lesson's runner), instead of from the scenario
   */
  constructor(
    scenario: Scenario,
    readonly source: Record<string, unknown>,
    given?: Entry,
  ) {
    this.script = [...(scenario.commands as Command[])];
    if (given) {
      this.entries = [given];
      return;
    }
    const setup = startingState(scenario);
    // Sides whose players throw their own dice (the file says which): their rolls wait for the faces.
    const start = begin(enteringDiceFor(setup.state, enteredSidesOf(source)));
    // A question before the first command: the set-up is told now, the start itself once it is answered.
    const waits = start.state.pending || start.state.diceWait;
    const opening = waits ? setup.events : [...setup.events, ...start.events];
    this.entries = [{ state: start.state, events: opening, need: start.need }];
    this.handOverIfScriptDone();
  }

  get state(): GameState {
    return this.last.state;
  }
  get need(): Need {
    return this.last.need;
  }
  get history(): readonly Entry[] {
    return this.entries;
  }
  get steps(): Step[] {
    return this.entries.flatMap((e) => (e.step ? [e.step] : []));
  }
  get over(): boolean {
    return this.need.kind === 'ended' || this.need.kind === 'turnLimit';
  }
  private get last(): Entry {
    return this.entries[this.entries.length - 1]!;
  }

  /** Every event so far, oldest first. */
  events(): GameEvent[] {
    return this.entries.flatMap((e) => e.events);
  }

  controlOf(side: string): Actor {
    const c = this.state.sides.find((s) => s.id === side)?.control;
    return c === 'ai' ? 'ai' : c === 'script' ? 'script' : 'human';
  }

  /** Whose input the game waits for: a side's controller, or nobody when the battle is over. */
  waitingFor(): Actor | 'nobody' {
    const n = this.need;
    if (n.kind === 'command' || n.kind === 'decision' || n.kind === 'dice') return this.controlOf(n.side);
    return 'nobody';
  }

  /** The player's command (or answer to a decision). Refused commands change nothing. */
  apply(command: Command, by: Actor = 'human'): Applied {
    if (this.over) return { ok: false, error: 'the battle is over' };
    const res = reduce(this.state, command);
    if (!res.ok) return res;
    this.entries.push({ step: { by, command }, state: res.state, events: res.events, need: res.need });
    // A scripted command given (by the script or by a replay of it) is used up.
    if (by === 'script') this.script.shift();
    this.handOverIfScriptDone();
    return { ok: true, events: res.events };
  }

  /** Plays one command for a computer or scripted side, when one is waited for; null otherwise. */
  playComputer(): Applied | null {
    const n = this.need;
    // A question left open when its side was handed to the computer: the computer gives its usual answer.
    if (n.kind === 'decision' && this.controlOf(n.side) === 'ai')
      return this.apply({ do: 'decide', choice: n.decision.fallback }, 'ai');
    if (n.kind !== 'command') return null;
    const who = this.controlOf(n.side);
    if (who === 'human') return null;
    let cmd: Command;
    if (who === 'ai') cmd = computerCommand(this.state, n);
    else {
      const next = this.script[0];
      if (!next) return null;
      cmd = next;
    }
    const res = this.apply(cmd, who);
    if (!res.ok && who === 'script')
      return {
        ok: false,
        error: `the file's command ${cmd.do}${'figure' in cmd && cmd.figure ? ` ${cmd.figure}` : ''} was refused: ${res.error}`,
      };
    return res;
  }

  /** Whether the player has a command to take back. */
  canUndo(): boolean {
    return this.entries.some((e) => e.step?.by === 'human');
  }

  /**
   * Takes back the player's last command or decision and whatever the computer did after it, back to
   * the moment the player was asked. The dice state goes back too, so nothing is re-rolled unfairly:
   * the same command gives the same result.
   */
  undo(): boolean {
    let i = this.entries.length - 1;
    while (i > 0 && this.entries[i]!.step?.by !== 'human') i--;
    if (i <= 0) return false;
    this.entries.length = i;
    return true;
  }

  /** Scripted sides whose commands have run out are played from the screen from then on. */
  private handOverIfScriptDone(): void {
    const n = this.need;
    if (n.kind !== 'command' || this.script.length > 0 || this.controlOf(n.side) !== 'script') return;
    const last = this.last;
    const sides = last.state.sides.map((s) => (s.control === 'script' ? { ...s, control: 'human' as const } : s));
    last.state = { ...last.state, sides };
  }
}
