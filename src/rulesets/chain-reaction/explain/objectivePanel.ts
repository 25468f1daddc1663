// The objective panel's words: what the encounter asks and how far it has got, one line per item, each
// marked done, to do, or a warning, from the facts solo/objectiveFacts.ts reads off the state.
import type { ObjectiveFacts } from '../solo/objectiveFacts';
import { encounterLabel } from './encounter';
import { allOf } from '../../../core/allOf';

export type LineMark = 'done' | 'todo' | 'warn' | 'info';

export interface PanelLine {
  mark: LineMark;
  text: string;
}

export interface ObjectivePanel {
  title: string;
  lines: PanelLine[];
}

const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

function turnLine(f: ObjectiveFacts): PanelLine {
  if (f.deploying) {
    const limit =
      f.kind === 'defend'
        ? `hold out ${plural(f.turnLimit, 'turn')} to win`
        : `${plural(f.turnLimit, 'turn')} at most, then it stops unfinished`;
    return { mark: 'info', text: `Setting up. Then ${limit}.` };
  }
  // Out of turns: the encounter ends once its last turn is over (a saved game from before may show the turn
  // after it, 21 of 20). Never call it "the last turn" then (play-test 3, 24).
  const outOfTurns = f.ended?.reason === 'timeUp' || f.ended?.reason === 'heldOut';
  if (f.turn > f.turnLimit || outOfTurns)
    return f.kind === 'defend'
      ? { mark: 'done', text: `${allOf(f.turnLimit, 'turn')} held out.` }
      : { mark: 'info', text: `${allOf(f.turnLimit, 'turn')} played.` };
  // Over some other way (a side destroyed or gone, the enemy took what it came for): no count-down of turns still
  // to hold out under a finished game (play-test 13c: "19 turns after this one to hold out" beside "You lose").
  if (f.ended) return { mark: 'info', text: `The encounter ended on turn ${Math.max(1, f.turn)} of ${f.turnLimit}.` };
  const left = f.turnsLeft === 0 ? 'the last turn' : `${plural(f.turnsLeft, 'turn')} after this one`;
  return {
    mark: f.kind === 'defend' ? 'todo' : 'info',
    text: `Turn ${Math.max(1, f.turn)} of ${f.turnLimit}: ${left}${f.kind === 'defend' ? ' to hold out' : ''}.`,
  };
}

/** Where the objective may still be, when no PEF found so far held it (play-test 11c: "the last PEF does" beside 0 left). */
function notFoundLine(f: ObjectiveFacts & { kind: 'raid' }): PanelLine {
  const buildings = plural(f.buildingsLeft, 'building');
  // Setting up: the PEFs are not down yet, so "no PEF is left on the table" would be wrong (play-test 14a).
  if (f.deploying)
    return {
      mark: 'todo',
      text: `Objective not found yet: the PEFs go down when the battle starts${f.buildingsLeft ? `, and ${buildings} not yet looked at may make more` : ''}.`,
    };
  if (f.pefsLeft > 0)
    return {
      mark: 'todo',
      text: `Objective not found yet (${plural(f.pefsLeft, 'PEF')} left on the table${f.buildingsLeft ? `, and ${buildings} not yet looked at may make more` : ''}).`,
    };
  if (f.buildingsLeft > 0)
    return {
      mark: 'todo',
      text: `Objective not found yet: no PEF is left on the table, but ${buildings} not yet looked at may still make one, and the last PEF of all holds the objective.`,
    };
  return {
    mark: 'warn',
    text: 'Objective not found, and nothing is left that could hold it: no PEF on the table and no building left to make one.',
  };
}

export function objectivePanel(f: ObjectiveFacts): ObjectivePanel {
  const lines: PanelLine[] = [];
  const title = `${encounterLabel(f.kind)}`;
  if (f.kind === 'patrol') {
    lines.push({
      mark: 'info',
      text: `Recon sections 1, 2 and 3: end an activation within ${f.reconWithin}" of the far edge in each (p.30).`,
    });
    for (const s of f.sections)
      lines.push({
        mark: s.reconned ? 'done' : 'todo',
        text: `Section ${s.section} ${s.reconned ? 'reconned' : s.closed ? `can't be reconned: within ${f.reconWithin}" of the far edge there is no spot a figure can stand on and reach` : 'not yet reconned'}`,
      });
    // Only a table loaded from a file can still have one (a generated Patrol is rolled again, terrain/reach.ts):
    // say what it does to the result, not just to the recon (play-test 15a: Odds gave the enemy 100%).
    const closed = f.sections.filter((s) => s.closed && !s.reconned).map((s) => s.section);
    if (closed.length)
      lines.push({
        mark: 'warn',
        text: `So this Patrol can't be won: the recon can never be completed. Leaving by your own edge gives the enemy the win; holding on to the last turn leaves it unfinished, with no winner.`,
      });
    // Won by reporting back: the last step is ticked, not left open beside "You win" (play-test 4 finding 5).
    const reported = f.reconComplete && f.ended?.reason === 'objectiveMet';
    if (reported) lines.push({ mark: 'done', text: 'Recon complete and the patrol has reported back.' });
    else
      lines.push({
        mark: f.reconComplete ? 'todo' : 'info',
        text: f.reconComplete
          ? `Recon complete: report back off your own edge (sections ${f.exitSections.join(', ')}, bottom).`
          : `Then report back off your own edge (sections ${f.exitSections.join(', ')}, bottom).`,
      });
  } else if (f.kind === 'raid') {
    lines.push({
      mark: 'info',
      text: 'Find the objective: each PEF found to be enemies may hold it, and the very last PEF does, including any a building still makes (pp.28, 30).',
    });
    if (f.securedBy) lines.push({ mark: 'done', text: `${f.securedBy} has taken the objective.` });
    else if (!f.found) lines.push(notFoundLine(f));
    else {
      lines.push({
        mark: 'done',
        // Where in words (view/objective.ts names the piece or PEF); the mark on the table shows the spot.
        text: `Objective found${f.where ? ` at ${f.where}` : ''}, marked on the table.`,
      });
      lines.push(
        f.guards.length
          ? {
              mark: 'warn',
              text: `Still guarded by ${f.guards.join(', ')} (within ${f.guardReach}"): deal with them first.`,
            }
          : { mark: 'todo', text: `Unguarded: get a figure within ${f.reach}" of it to take it.` },
      );
    }
  } else {
    lines.push({ mark: 'info', text: 'Stop the enemy from doing what it came for (p.31).' });
    // The same story as the line above the log (view/encounterText.ts defendAimText; play-test 8, 12).
    if (!f.aim && f.ended)
      lines.push({ mark: 'info', text: 'No enemy was found, so what it came for was never learnt.' });
    else if (!f.aim)
      lines.push({
        mark: 'todo',
        text: 'What it came for is learnt when the first enemy is found: to kill or capture your group, or to take someone or something from a building.',
      });
    else if (f.aim === 'killOrCapture')
      lines.push({ mark: 'warn', text: 'The enemy wants to kill or capture your group.' });
    else {
      lines.push({ mark: 'warn', text: 'The enemy wants to take someone or something from the buildings.' });
      lines.push(
        f.found && f.building
          ? {
              mark: 'warn',
              text: `Its target is in building ${f.building}: keep a figure inside it, carrying on (one who is down, ducking back or hunkered down does not hold it).`,
            }
          : { mark: 'todo', text: 'It has not yet found which building.' },
      );
    }
    if (f.achievedBy) lines.push({ mark: 'warn', text: `${f.achievedBy} got what the enemy came for.` });
  }
  lines.push(turnLine(f));
  if (f.exited.length) lines.push({ mark: 'info', text: `Gone off your edge: ${f.exited.join(', ')}.` });
  return { title, lines };
}
