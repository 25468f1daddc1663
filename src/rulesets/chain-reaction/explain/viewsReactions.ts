// Table views for the turn and the reaction tests: Crisis, Recover, Leader Die, In Sight, Fast Move,
// Activation, Challenge and Retrieve wounded. Every cell is read from the table data.
import { ACTIVATION_TABLE } from '../tables/activation';
import { CHALLENGE_TABLE } from '../tables/challenge';
import { FAST_MOVE_TABLE } from '../tables/fastMove';
import { IN_SIGHT_TABLE, type InSightBusyStatus } from '../tables/inSight';
import { CRISIS_CAUSES, CRISIS_TABLE, LEADER_DIE_TABLE, RECOVER_REASONS, RECOVER_TABLE } from '../tables/reactionTests';
import { RETRIEVE_WOUNDED_TABLE } from '../tables/retrieveWounded';
import { capital, listOf, plural, signed } from './phrases';
import { columnsOf, passKeys, passLabel, type ViewBody } from './tableView';
import {
  CAUSE_WORDS,
  CHALLENGE_WORDS,
  RECOVER_REASON_WORDS,
  RECOVER_WORDS,
  RETRIEVE_WORDS,
  STATUS_WORDS,
  lower,
} from './words';

const capitalised = <K extends string>(words: Readonly<Record<K, string>>): Record<K, string> =>
  Object.fromEntries(Object.entries(words).map(([k, v]) => [k, capital(v as string)])) as Record<K, string>;

export function crisisBody(): ViewBody {
  const t = CRISIS_TABLE;
  const notes: string[] = [];
  if (t.leaderDie) notes.push('A passed Leader Die adds one die passed to each tester (two at most).');
  if (t.freeWill) notes.push('A Star may pick his dice passed instead of rolling (Free Will).');
  return {
    rowHeader: 'Dice passed',
    columns: columnsOf(CRISIS_CAUSES, capitalised(CAUSE_WORDS)),
    rows: passKeys(t.rows).map((p) => ({
      id: String(p),
      label: passLabel(p),
      cells: CRISIS_CAUSES.map((c) => STATUS_WORDS[t.rows[p][c]]),
    })),
    notes,
  };
}

export function recoverBody(): ViewBody {
  const t = RECOVER_TABLE;
  const only = lower(RECOVER_REASON_WORDS[t.leaderDieOnlyFor]);
  return {
    rowHeader: 'Dice passed',
    columns: columnsOf(RECOVER_REASONS, capitalised(RECOVER_REASON_WORDS)),
    rows: passKeys(t.rows).map((p) => ({
      id: String(p),
      label: passLabel(p),
      cells: RECOVER_REASONS.map((r) => RECOVER_WORDS[t.rows[p][r]]),
    })),
    notes: [
      `The Leader Die counts only when recovering ${only}.`,
      `A Star's Free Will counts only when recovering ${lower(RECOVER_REASON_WORDS[t.freeWillOnlyFor])}.`,
    ],
  };
}

export function leaderDieBody(): ViewBody {
  const t = LEADER_DIE_TABLE;
  return {
    rowHeader: 'Leader Die',
    columns: [{ id: 'effect', label: 'Effect' }],
    rows: passKeys(t.rows).map((p) => ({
      id: String(p),
      label: passLabel(p),
      cells: [t.rows[p].bonus > 0 ? `${signed(t.rows[p].bonus)} die passed for each tester` : 'No change'],
    })),
    notes: ['Thrown by the highest-Rep leader, only when the group has more than one figure.'],
  };
}

const BUSY_WORDS: Record<InSightBusyStatus, string> = {
  duckBack: 'ducking back',
  hunkerDown: 'hunkered down',
  leaving: 'leaving',
};

export function inSightBody(): ViewBody {
  const t = IN_SIGHT_TABLE;
  const order = t.actions.map((a) =>
    a === 'charge' ? `charge (within ${t.chargeReach}")` : a === 'duckBack' ? 'duck back' : a,
  );
  return {
    rowHeader: 'Successes',
    columns: [{ id: 'result', label: 'Result' }],
    // The resolver names the winning side in its TableRef; rowFor reads any such row as "win".
    rows: [
      { id: 'win', label: 'Most successes', cells: ['That side acts first'] },
      { id: 'tie', label: 'Tied', cells: ['Everyone throws again'] },
      { id: 'noWinner', label: 'No dice at all', cells: ['Nobody can win'] },
    ],
    notes: [
      `Winners act highest Rep first: ${order.join(', else ')}.`,
      `Figures ${listOf(
        t.cannotFire.map((s) => BUSY_WORDS[s]),
        'or',
      )} can't fire.`,
    ],
  };
}

export function fastMoveBody(): ViewBody {
  const t = FAST_MOVE_TABLE;
  return {
    rowHeader: 'Dice passed',
    columns: [
      { id: 'extra', label: 'Extra move' },
      { id: 'max', label: 'Whole move' },
    ],
    rows: passKeys(t.rows).map((p) => ({
      id: String(p),
      label: passLabel(p),
      cells: [`+${t.rows[p].extraInches}"`, `${t.rows[p].maxMove}"`],
    })),
    notes: [
      'One throw for the group; each mover reads it against his own Rep.',
      `Someone carrying a wounded friend counts at most ${plural(t.carryingWoundedMaxPass, 'die', 'dice')} passed.`,
    ],
  };
}

export function activationBody(): ViewBody {
  const t = ACTIVATION_TABLE;
  return {
    rowHeader: 'Dice',
    columns: [{ id: 'result', label: 'Result' }],
    rows: [
      {
        id: 'order',
        label: 'All different',
        cells: [t.sideOrder === 'highDieFirst' ? 'Highest die acts first' : 'Lowest die acts first'],
      },
      { id: 'doubles', label: 'Two the same', cells: [t.rerollOnEqualDice ? 'Throw again' : 'Stands'] },
    ],
    notes: [
      'One d6 per side.',
      "A group may act when its leader's Rep is at least its side's die.",
      t.groupOrder === 'highLeaderRepFirst'
        ? 'Groups act from the highest leader Rep down.'
        : 'Groups act in the order given.',
    ],
  };
}

export function challengeBody(): ViewBody {
  const t = CHALLENGE_TABLE;
  const notes = [`A ${t.alwaysFails} never passes.`];
  if (t.rerollDemotesOnePass) notes.push('On the one second try, one die passed counts as none.');
  return {
    rowHeader: 'Dice passed',
    columns: [{ id: 'result', label: 'Result' }],
    rows: passKeys(t.rows).map((p) => ({ id: String(p), label: passLabel(p), cells: [CHALLENGE_WORDS[t.rows[p]]] })),
    notes,
  };
}

export function retrieveWoundedBody(): ViewBody {
  const t = RETRIEVE_WOUNDED_TABLE;
  return {
    rowHeader: 'Dice passed',
    columns: [{ id: 'result', label: 'Result' }],
    rows: [
      ...passKeys(t.rows).map((p) => ({ id: String(p), label: passLabel(p), cells: [RETRIEVE_WORDS[t.rows[p]]] })),
      { id: 'star', label: 'A Star', cells: [RETRIEVE_WORDS.starMayChoose] },
    ],
    notes: [
      `Rolled ${listOf(
        t.when.map((w) => (w === 'active' ? 'when active' : 'while ducking back')),
        'or',
      )}.`,
      `Lifting the wounded costs ${t.pickUpCost}" of movement.`,
      `A carrier's Fast Move counts at most ${plural(t.fastMoveMaxPass, 'die', 'dice')} passed.`,
      `A carrier fires only as ${lower(STATUS_WORDS[t.firesAs])}.`,
    ],
  };
}
