// The plain table's log panel: the game's groups of lines (a turn, an activation), new lines appended as they
// come rather than the whole log redrawn, and a line with more to tell (its dice, what they were read against,
// the odds, the rule behind it) opened by a click.
import type { LogGroup, LogLine, LogModel } from '../../../core/rulesetView';
import { detailLines } from '../boardLog';
import { h } from '../../ui/dom';
import { LogFollow } from '../../ui/logFollow';

export interface LogView {
  root: HTMLElement;
  of?: LogModel<unknown>;
  shown?: number;
  groups?: Map<LogGroup, HTMLElement>;
  /** Whether the panel follows its newest line: until the reader scrolls up (the table's log does the same). */
  follow?: LogFollow;
}

const distanceFromEnd = (root: HTMLElement): number => root.scrollHeight - root.scrollTop - root.clientHeight;

/** To the end, told to the follower: the scroll event this raises is ours, not the reader's. */
function scrollToEnd(root: HTMLElement, follow: LogFollow): void {
  root.scrollTop = root.scrollHeight;
  follow.moved(root.scrollTop);
}

/** The panel's follower, made once: the reader's scrolling decides it, and a panel that changes size while
 *  following (the side panels above it grow, the end card comes up) is brought to its end again. */
function followOf(v: LogView): LogFollow {
  if (v.follow) return v.follow;
  const follow = new LogFollow();
  v.follow = follow;
  const root = v.root;
  root.addEventListener('scroll', () => follow.scrolled(distanceFromEnd(root), root.scrollTop), { passive: true });
  if (typeof ResizeObserver === 'function')
    new ResizeObserver(() => {
      if (follow.following) scrollToEnd(root, follow);
    }).observe(root);
  return follow;
}

/** The rule a line's "why?" names: its title and its words, or nothing (never the section's key). */
export type SectionOf = (id: string) => { title: string; text?: readonly string[] } | undefined;

function lineEl(line: LogLine, tableText: (id: string) => string | undefined, sectionOf: SectionOf): HTMLElement {
  const more = detailLines(line, tableText);
  // The rule in words, not its key (play-test 14b: "Why? See the rules: handToHand").
  const rule = line.section ? sectionOf(line.section) : undefined;
  if (rule) more.push(`Why? ${rule.title}: ${rule.text?.join(' ') ?? ''}`.trim());
  if (more.length === 0) return h('div', { class: 'board-line' }, line.text);
  const box = h('div', { class: 'board-line-more', hidden: true }, ...more.map((m) => h('div', {}, m)));
  const head = h('button', { type: 'button', class: 'board-line open', 'aria-expanded': 'false' }, line.text);
  head.addEventListener('click', () => {
    box.hidden = !box.hidden;
    head.setAttribute('aria-expanded', String(!box.hidden));
  });
  return h('div', {}, head, box);
}

/** Brings the panel up to the log: appends what is new, or draws it afresh after an undo or a new battle. */
export function renderLog(
  v: LogView,
  log: LogModel<unknown>,
  tableText: (id: string) => string | undefined,
  sectionOf: SectionOf = () => undefined,
): void {
  const root = v.root;
  const follow = followOf(v);
  const count = log.groups.reduce((n, g) => n + g.lines.length, 0);
  if (v.of !== log || (v.shown ?? 0) > count) {
    root.replaceChildren();
    v.of = log;
    v.shown = 0;
    v.groups = new Map();
    follow.jump();
  }
  if (count === v.shown) return;
  // Follow the newest line unless the reader scrolled up to read back. Decided by the reader's scrolling, not by
  // where the panel stands when lines arrive: a panel resized under it (issue 19, play-test item 6: after a
  // battle played at once the log stayed turns behind its end) is not a reader scrolling up.
  const toEnd = follow.added(count - (v.shown ?? 0));
  let k = 0;
  for (const g of log.groups) {
    for (const line of g.lines) {
      if (k++ < v.shown!) continue;
      let box = v.groups!.get(g);
      if (!box) {
        box = h('section', { class: 'board-group' }, h('h4', {}, g.title));
        v.groups!.set(g, box);
        root.append(box);
      }
      box.append(lineEl(line, tableText, sectionOf));
    }
  }
  v.shown = count;
  if (toEnd) scrollToEnd(root, follow);
}
