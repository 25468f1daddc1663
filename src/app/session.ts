// A battle being played at the screen: the rules engine's states one after another, with every command
// that led from one to the next and who gave it. The screen asks it what the game waits for, hands it
// the player's commands, lets it play the computer's, takes back the player's last command (undo), and
// writes it out as a replay. Shared by every game: it reaches the rules only through the ruleset it is
// given (core/ruleset.ts). Pure data: no Phaser, no DOM, so Node tests drive it.
import type {
  AnyRuleset,
  CommandOf,
  Control,
  EventOf,
  NeedOf,
  RulesetNeed,
  ScenarioOf,
  StateOf,
} from '../core/ruleset';
import { enteredSidesOf } from './dice/ownDice';

/** Who gave a command: the person at the screen, the computer's policy, or the file's script. */
export type Actor = Control;

export interface Step<C = unknown> {
  by: Actor;
  command: C;
}

export interface Entry<S = unknown, C = unknown, E = unknown, N = RulesetNeed> {
  /** The command that led here; absent for the opening entry (the game set going). */
  step?: Step<C>;
  state: S;
  events: E[];
  need: N;
}

export type Applied<E = unknown> = { ok: true; events: E[] } | { ok: false; error: string };

export class Session<R extends AnyRuleset = AnyRuleset> {
  private readonly entries: Entry<StateOf<R>, CommandOf<R>, EventOf<R>, NeedOf<R>>[];
  /** The file's scripted commands not yet used. */
  private script: CommandOf<R>[];

  /**
   * @param ruleset the rules the battle is played by (the registry's pick for the file's "rules")
   * @param scenario the checked scenario (its commands become the script of its 'script' sides)
   * @param source the scenario as written (plain JSON), kept for saving; its commands are not kept
   * @param given the game already set going elsewhere (a lesson's runner), instead of from the scenario
   */
  constructor(
    readonly ruleset: R,
    scenario: ScenarioOf<R>,
    readonly source: Record<string, unknown>,
    given?: Entry<StateOf<R>, CommandOf<R>, EventOf<R>, NeedOf<R>>,
  ) {
    this.script = [...(ruleset.commands(scenario) as CommandOf<R>[])];
    if (given) {
      this.entries = [given];
      return;
    }
    const setup = ruleset.startingState(scenario) as { state: StateOf<R>; events: EventOf<R>[] };
    // Sides whose players throw their own dice (the file says which): their rolls wait for the faces.
    const own = enteredSidesOf(source);
    const first = own.length && ruleset.play.enterDice ? ruleset.play.enterDice(setup.state, own) : setup.state;
    const start = ruleset.begin(first);
    // A question before the first command: the set-up is told now, the start itself once it is answered.
    const waits = ruleset.play.held(start.state) !== undefined;
    const opening = waits ? setup.events : [...setup.events, ...(start.events as EventOf<R>[])];
    this.entries = [{ state: start.state, events: opening, need: start.need }];
    this.handOverIfScriptDone();
  }

  get state(): StateOf<R> {
    return this.last.state;
  }
  get need(): NeedOf<R> {
    return this.last.need;
  }
  get history(): readonly Entry<StateOf<R>, CommandOf<R>, EventOf<R>, NeedOf<R>>[] {
    return this.entries;
  }
  get steps(): Step<CommandOf<R>>[] {
    return this.entries.flatMap((e) => (e.step ? [e.step] : []));
  }
  get over(): boolean {
    const n = this.need as RulesetNeed;
    return n.kind === 'ended' || n.kind === 'turnLimit';
  }
  private get last(): Entry<StateOf<R>, CommandOf<R>, EventOf<R>, NeedOf<R>> {
    return this.entries[this.entries.length - 1]!;
  }

  /** Every event so far, oldest first. */
  events(): EventOf<R>[] {
    return this.entries.flatMap((e) => e.events);
  }

  controlOf(side: string): Actor {
    return this.ruleset.controlOf(this.state, side);
  }

  /** Whether a step stopped part way, for a person's answer (its events are told once answered). */
  asking(i = this.entries.length - 1): boolean {
    return this.ruleset.play.held(this.entries[i]!.state) === 'question';
  }

  /** Whose input the game waits for: a side's controller, or nobody when the battle is over. */
  waitingFor(): Actor | 'nobody' {
    const n = this.need as RulesetNeed;
    if (n.kind === 'command' || n.kind === 'decision' || n.kind === 'dice') return this.controlOf(n.side);
    return 'nobody';
  }

  /** The player's command (or answer to a decision). Refused commands change nothing. */
  apply(command: CommandOf<R>, by: Actor = 'human'): Applied<EventOf<R>> {
    if (this.over) return { ok: false, error: 'the battle is over' };
    const res = this.ruleset.reduce(this.state, command);
    if (!res.ok) return res;
    this.entries.push({ step: { by, command }, state: res.state, events: res.events, need: res.need });
    // A scripted command given (by the script or by a replay of it) is used up.
    if (by === 'script') this.script.shift();
    this.handOverIfScriptDone();
    return { ok: true, events: res.events };
  }

  /** The command handing a side to the computer or back; a step of its own in the game. */
  setControl(side: string, control: 'human' | 'ai'): Applied<EventOf<R>> {
    return this.apply(this.ruleset.play.control(side, control) as CommandOf<R>, 'human');
  }

  /** Plays one command for a computer or scripted side, when one is waited for; null otherwise. */
  playComputer(): Applied<EventOf<R>> | null {
    const n = this.need as RulesetNeed;
    // A question left open when its side was handed to the computer: the computer gives its usual answer.
    if (n.kind === 'decision' && this.controlOf(n.side) === 'ai') {
      const answer = this.ruleset.play.fallback(this.state, n) as CommandOf<R> | undefined;
      if (answer !== undefined) return this.apply(answer, 'ai');
    }
    if (n.kind !== 'command') return null;
    const who = this.controlOf(n.side);
    if (who === 'human') return null;
    let cmd: CommandOf<R>;
    if (who === 'ai') cmd = this.ruleset.computerCommand(this.state, n) as CommandOf<R>;
    else {
      const next = this.script[0];
      if (next === undefined) return null;
      cmd = next;
    }
    const res = this.apply(cmd, who);
    if (!res.ok && who === 'script')
      return { ok: false, error: `the file's command ${this.ruleset.play.label(cmd)} was refused: ${res.error}` };
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
    const n = this.need as RulesetNeed;
    if (n.kind !== 'command' || this.script.length > 0 || this.controlOf(n.side) !== 'script') return;
    const last = this.last;
    last.state = this.ruleset.play.handOver(last.state) as StateOf<R>;
  }
}
