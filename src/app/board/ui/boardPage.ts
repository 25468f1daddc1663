// The page round the plain table: a toolbar (menu, the battle's line, undo, saves, the computer's pace), the
// game's panels and log on the right, the prompt and the choices below (a button a choice, disabled ones
// saying why; the faces of a roll typed in), the hand-over cover between two people, the end of the battle
// and the card beside the pointer. Plain DOM over the host (src/app/board/host.ts); no game words here.
import { h, clear, saveAs } from '../../ui/dom';
import { fileName } from '../../fileName';
import { BEAT_MS, SPEEDS, type Speed } from '../../settings';
import type { BoardHost } from '../host';
import type { BoardGame } from '../boardGame';
import type { BoardUiHooks } from '../deps';
import { cardSpot } from '../cardSpot';
import { dockRect, keepPlaced, placeOff } from '../../ui/floatPlace';
import type { PageRect } from '../../ui/sceneDeps';
import { sideLook } from '../colourWords';
import { renderLog, type LogView } from './boardLog';
import { renderLessonPanel } from './lessonPanel';
import { boardOdds, OVER_ODDS } from '../odds';
import { closeOddsPanel, openOddsPanel, retryRefusedOdds, staleOddsPanel } from '../../odds/lazyPanel';
import './board.css';

export interface BoardNav {
  toMenu(): void;
  /** The pace the person last chose (shared with Chain Reaction's table), and where to keep a new one. */
  speed(): Speed;
  setSpeed(s: Speed): void;
}

const SPEED_WORDS: Record<Speed, string> = { off: 'At once', fast: 'Fast', normal: 'Normal', slow: 'Slow' };

/** The computer's pause between two commands at a speed (a little always, so the table can be followed). */
export const paceOf = (s: Speed): number => Math.max(60, BEAT_MS[s] * 1.2);

function el(id: string, tag: 'div' | 'header' | 'aside' | 'footer' | 'section', parent: HTMLElement): HTMLElement {
  let e = document.getElementById(id);
  if (!e) {
    e = h(tag, { id });
    parent.append(e);
  }
  return e;
}

export function mountBoardUi(host: BoardHost, nav: BoardNav): BoardUiHooks {
  const shell = document.getElementById('shell') ?? document.body;
  const tools = el('board-tools', 'header', shell);
  const side = el('board-side', 'aside', shell);
  const bar = el('board-bar', 'footer', shell);
  const after = el('board-after', 'section', shell);
  const cover = el('board-cover', 'div', document.body);
  const card = el('board-card', 'div', document.body);
  cover.hidden = true;
  card.hidden = true;
  after.hidden = true;

  // The toolbar: built once; its title line follows the battle.
  const title = h('span', { id: 'board-title' });
  const battle = h('span', { id: 'board-battle', class: 'muted' });
  const undo = h('button', { type: 'button', id: 'board-undo', title: 'Take back your last choice (Ctrl+Z)' }, 'Undo');
  const pace = h(
    'select',
    { id: 'board-pace', title: "The computer's pace" },
    SPEEDS.map((s) => h('option', { value: s }, SPEED_WORDS[s])),
  ) as HTMLSelectElement;
  pace.value = nav.speed();
  host.setPace(paceOf(nav.speed()));
  pace.addEventListener('change', () => {
    const s = pace.value as Speed;
    nav.setSpeed(s);
    host.setPace(paceOf(s));
    pace.blur();
  });
  const game = (): BoardGame | undefined => host.game;
  undo.addEventListener('click', () => game()?.undo());
  const ODDS_TITLE = 'Who wins from here? The computer plays the battle on many times, each with dice of its own';
  const odds = h('button', { type: 'button', id: 'board-odds-open', title: ODDS_TITLE }, 'Odds');
  const askOdds = () => {
    const g = game();
    if (!g) return;
    const req = boardOdds(g);
    if (!req.ok) return g.say(req.error, true);
    card.hidden = true;
    // The panel loads on first use (not in the first paint); a failed load is one line under the table.
    void openOddsPanel(req.value).then((why) => {
      if (why) g.say(why, true);
    });
  };
  odds.addEventListener('click', askOdds);
  // The Odds panel keeps off the figures (play-test 2, 46): a corner of the table free of them, else docked
  // over the side column; placed when it opens or grows and whenever the table changes.
  let figureBoxes: () => readonly PageRect[] = () => [];
  const placeOdds = (el: HTMLElement) => {
    if (document.body.dataset.screen !== 'board') return;
    const area = document.getElementById('game')?.getBoundingClientRect();
    placeOff(el, area, figureBoxes(), dockRect('board-side'));
  };
  keepPlaced('odds-panel', placeOdds);
  host.on(() => {
    const el = document.getElementById('odds-panel');
    if (el && !el.hidden) placeOdds(el);
  });
  // A new battle, back to the menu, or the battle over: odds of the old position would mislead (play-test 53).
  // A command played or undone: the numbers go and the panel offers the odds from the position now.
  host.on((c) => {
    if (c === 'battle' || (c === 'step' && game()?.session.over)) closeOddsPanel();
    // Refused while a roll or question waited: asked again now, as the panel promised (play-test 17b).
    else if (c === 'step' && !retryRefusedOdds(askOdds))
      staleOddsPanel('The battle has moved on since these odds were worked out.', askOdds);
  });
  const toMenu = () => {
    closeOddsPanel();
    nav.toMenu();
  };
  clear(tools);
  tools.append(
    h('button', { type: 'button', id: 'board-menu', onclick: toMenu }, 'Menu'),
    h('span', { class: 'board-titles' }, title, battle),
    h(
      'span',
      { class: 'group' },
      undo,
      odds,
      h(
        'button',
        {
          type: 'button',
          id: 'board-save-scenario',
          title: 'Save the battle as it started',
          onclick: () => {
            const g = game();
            if (g) saveAs(fileName(g.title, 'scenario'), g.scenarioText());
          },
        },
        'Save scenario',
      ),
      h(
        'button',
        {
          type: 'button',
          id: 'board-save-replay',
          title: 'Save the battle with every step so far',
          onclick: () => {
            const g = game();
            if (g) saveAs(fileName(g.title, 'replay'), g.replayText());
          },
        },
        'Save replay',
      ),
      h('label', { class: 'pace' }, 'Pace ', pace),
    ),
  );

  const lessonBox = h('section', { id: 'board-lesson', class: 'board-lesson' });
  lessonBox.hidden = true;
  const panels = h('div', { id: 'board-panels' });
  const log: LogView = { root: h('div', { id: 'board-log', role: 'log' }) };
  clear(side);
  side.append(lessonBox, panels, h('h3', { class: 'log-head' }, 'Log'), log.root);

  const prompt = h('div', { id: 'board-prompt' });
  const message = h('div', { id: 'board-message', role: 'status' });
  const choices = h('div', { id: 'board-choices' });
  const note = h('div', { id: 'board-note', class: 'muted' });
  clear(bar);
  bar.append(prompt, choices, note, message);

  let dismissed = -1;
  let faces: { of: unknown; el: HTMLElement } | undefined;

  const renderBar = (g: BoardGame) => {
    const need = g.session.waitingFor();
    const acting = g.actingSide();
    clear(prompt);
    clear(choices);
    const p = g.pending;
    if (g.session.over) prompt.append(h('strong', {}, 'The battle is over.'));
    else if (p) {
      prompt.append(
        h('strong', {}, p.target.prompt),
        ' ',
        h('button', { type: 'button', class: 'small', id: 'board-cancel', onclick: () => g.cancel() }, 'Cancel'),
      );
      // The same form while the same roll waits, so what was typed stays through a refusal.
      if (p.target.kind === 'faces') {
        if (faces?.of !== p) faces = { of: p, el: facesForm(g) };
        choices.append(faces.el);
      }
    } else if (need === 'human' && !g.due())
      prompt.append(
        h('strong', {}, `${g.sideName(acting)}: your choice`),
        yours(g),
        g.selected
          ? ` — ${g.figureName(g.selected)} selected`
          : g.selectable().length
            ? ' — click a figure of yours'
            : '',
      );
    else if (need === 'ai' || need === 'script') prompt.append(`${g.sideName(acting)} is played by the computer…`);
    const list = p ? [] : g.choices();
    if (!p)
      for (const c of list) {
        const b = h(
          'button',
          {
            type: 'button',
            class: c.enabled ? 'choice' : 'choice off',
            'data-key': c.key,
            title: c.enabled ? (c.title ?? '') : (c.why ?? ''),
            disabled: !c.enabled,
            onclick: () => g.press(c.key),
          },
          c.label,
          !c.enabled && c.why ? h('small', {}, c.why) : null,
        );
        choices.append(b);
      }
    message.textContent = g.message.text;
    message.className = g.message.error ? 'error' : 'muted';
    undo.disabled = !g.session.canUndo();
    fitChoices();
  };

  // Choices that overflow the bar are laid out compactly (board.css: one line a button, the reason beside
  // it). Measured, not counted: long labels or a narrow window overflow with few buttons (a flying pilot's
  // four rows at 1024x768), many short ones may fit as they are.
  const fitChoices = () => {
    choices.classList.remove('crowded');
    if (bar.scrollHeight > bar.clientHeight + 1) choices.classList.add('crowded');
  };
  window.addEventListener('resize', () => {
    if (onBoard()) fitChoices();
  });

  const renderPanels = (g: BoardGame) => {
    clear(panels);
    for (const p of g.view().panels)
      panels.append(
        h('section', { class: 'board-panel' }, h('h3', {}, p.title), ...p.lines.map((l) => h('div', {}, l))),
      );
  };

  const renderCover = (g: BoardGame | undefined, onBoard: boolean) => {
    const due = onBoard && g ? g.due() : undefined;
    if (!g || !due) {
      cover.hidden = true;
      return;
    }
    const key = `${due}:${g.session.history.length}`;
    if (!cover.hidden && cover.dataset.key === key) return;
    cover.dataset.key = key;
    clear(cover);
    cover.hidden = false;
    const name = g.sideName(due);
    const ok = h(
      'button',
      { type: 'button', class: 'primary', id: 'board-seat-ok', onclick: () => g.takeSeat(due) },
      `I play ${name}: show the table`,
    );
    cover.append(
      h(
        'div',
        { class: 'hand-over-panel', role: 'dialog', 'aria-label': 'Hand over' },
        h('h2', {}, `Pass the screen to ${name}`),
        h('p', { class: 'muted' }, `The table stays hidden until the person playing ${name} takes the screen.`),
        ok,
      ),
    );
    ok.focus();
  };

  const renderAfter = (g: BoardGame) => {
    const end = g.end();
    if (!end || dismissed === g.session.history.length) {
      after.hidden = true;
      return;
    }
    after.hidden = false;
    card.hidden = true;
    clear(after);
    after.append(
      h(
        'div',
        { class: `board-end card ${end.tone}` },
        h('h2', { id: 'board-winner' }, end.title),
        h('p', {}, end.text),
        ...end.rows.map((r) => h('div', {}, r)),
        h(
          'div',
          { class: 'choices' },
          h(
            'button',
            {
              type: 'button',
              class: 'primary',
              id: 'board-end-menu',
              onclick: toMenu,
            },
            'Menu',
          ),
          h(
            'button',
            {
              type: 'button',
              id: 'board-end-replay',
              onclick: () => saveAs(fileName(g.title, 'replay'), g.replayText()),
            },
            'Save the replay',
          ),
          g.session.canUndo()
            ? h('button', { type: 'button', id: 'board-end-undo', onclick: () => g.undo() }, 'Undo the last choice')
            : null,
          h(
            'button',
            {
              type: 'button',
              id: 'board-end-look',
              onclick: () => {
                dismissed = g.session.history.length;
                after.hidden = true;
              },
            },
            'Look at the table',
          ),
        ),
      ),
    );
  };

  const onBoard = () => document.body.dataset.screen === 'board';
  // Phaser measures its box on a window resize only: tell it when the table's area changes (a toolbar that
  // wraps, a side panel that grows).
  const area = document.getElementById('game');
  if (area && typeof ResizeObserver === 'function')
    new ResizeObserver(() => {
      if (onBoard()) window.dispatchEvent(new Event('resize'));
    }).observe(area);

  const refresh = () => {
    const g = game();
    renderCover(g, onBoard());
    if (!g) return;
    title.textContent = g.view().title;
    battle.textContent = g.title;
    // Over, nothing is left to play on: the button is off and says why, as on Chain Reaction's table.
    odds.disabled = g.session.over;
    odds.title = g.session.over ? OVER_ODDS : ODDS_TITLE;
    renderBar(g);
    renderLessonPanel(lessonBox, g.lesson, g.session);
    renderPanels(g);
    renderLog(log, g.log, g.ruleset.tables.text, (id) => g.ruleset.rulesReference?.section(id));
    renderAfter(g);
  };
  host.on(refresh);

  window.addEventListener('keydown', (ev) => {
    if (!onBoard() || !cover.hidden) return;
    const t = ev.target as HTMLElement | null;
    if (t && (t.tagName === 'INPUT' || t.tagName === 'SELECT' || t.tagName === 'TEXTAREA')) return;
    const g = game();
    if (!g) return;
    if ((ev.ctrlKey || ev.metaKey) && ev.key.toLowerCase() === 'z') {
      g.undo();
      ev.preventDefault();
    } else if (ev.key === 'Escape') {
      if (g.pending) g.cancel();
      else g.select(undefined);
    }
  });

  return {
    shown(figures) {
      figureBoxes = figures ?? (() => []);
      document.body.dataset.screen = 'board';
      dismissed = -1;
      refresh();
      // The panels round the canvas changed: let Phaser measure its box again.
      window.dispatchEvent(new Event('resize'));
    },
    card(lines, x, y, keep = []) {
      // Under the end card the table is not looked at: no figure's card over it (issue 19, play-test item 5).
      if (!lines?.length || !onBoard() || !after.hidden) {
        card.hidden = true;
        return;
      }
      clear(card);
      card.append(h('strong', {}, lines[0]!), ...lines.slice(1).map((l) => h('div', {}, l)));
      card.hidden = false;
      // Beside the pointer, kept on the page above the bar, on the side covering fewest figures (play-test 2,
      // 35: it lay over the next group; issue 19: near the bottom edge it covered the prompt and the note).
      const barTop = bar.getBoundingClientRect().top;
      const page = {
        width: window.innerWidth,
        height: barTop > 0 ? Math.min(window.innerHeight, barTop) : window.innerHeight,
      };
      const at = cardSpot(x, y, card.offsetWidth, card.offsetHeight, keep, page);
      card.style.left = `${at.left}px`;
      card.style.top = `${at.top}px`;
    },
    note(text) {
      note.textContent = text ?? '';
    },
  };
}

/** " (yours are blue, with a plain ring)": which tokens are the acting person's, by colour and rim. */
function yours(g: BoardGame): string {
  const look = sideLook(g.view(), g.actingSide());
  return look ? ` (yours are ${look})` : '';
}

/** The faces of a roll the person threw: one box a die, checked by the host (one line when wrong). */
function facesForm(g: BoardGame): HTMLElement {
  const t = g.pending?.target;
  if (t?.kind !== 'faces') return h('span');
  const boxes = Array.from(
    { length: t.ask.count },
    (_, i) =>
      h('input', {
        type: 'number',
        min: 1,
        max: t.ask.sides,
        class: 'face',
        'aria-label': `Die ${i + 1}`,
        id: `board-face-${i}`,
      }) as HTMLInputElement,
  );
  const enter = () => {
    const faces = boxes.map((b) => (b.value.trim() === '' ? NaN : Number(b.value)));
    g.giveFaces(faces);
  };
  const form = h(
    'form',
    // novalidate: the host's own check speaks (one line), not the browser's bubble.
    { id: 'board-faces', class: 'faces', novalidate: true },
    h('span', {}, `${t.ask.count} × d${t.ask.sides}${t.ask.note ? ` (${t.ask.note})` : ''}: `),
    ...boxes,
    h('button', { type: 'submit', class: 'primary', id: 'board-faces-ok' }, 'Enter'),
  );
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    enter();
  });
  setTimeout(() => boxes[0]?.focus(), 0);
  return form;
}
