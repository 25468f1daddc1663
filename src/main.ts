// Browser entry: the app hub (rules and saving), the input controller, the page's panels and the Phaser
// game, wired together. A test hook on window.__cr lets the browser tests read the state and drive it.
import './app/zodJitless';
import './app/ui/style.css';
import './app/ui/chain.css';
import { App } from './app/app';
import { Controller } from './app/controller';
import { mountUi } from './app/ui/mount';
import { showBoard, showMenu, showTable, startGame } from './game';
import { BoardHost } from './app/board/host';
import { mountBoardUi } from './app/board/ui/boardPage';
import type { BoardDeps } from './app/board/deps';
import type { SceneDeps } from './scenes/deps';

const store = (() => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
})();
const app = new App(store);
const ctl = new Controller(app);
// The page's navigation needs the game, and the game needs the page's hooks: the holder breaks the loop.
const holder: { game?: ReturnType<typeof startGame> } = {};
const deps: SceneDeps = {
  app,
  ctl,
  ui: mountUi(app, ctl, () => deps, {
    toMenu: () => {
      if (holder.game) showMenu(holder.game);
    },
    toTable: () => {
      if (holder.game) showTable(holder.game);
      deps.ui.screen('table');
    },
  }),
};
// The plain table, for every game with a `board` part (src/app/board): its own host, scene and panels.
const boardHost = new BoardHost(store);
const board: BoardDeps = {
  host: boardHost,
  ui: mountBoardUi(boardHost, {
    toMenu: () => {
      if (holder.game) showMenu(holder.game);
    },
    speed: () => app.settings.speed,
    setSpeed: (speed) => app.setSettings({ ...app.settings, speed }),
  }),
};
app.plainTable = (session, title, lesson) => {
  boardHost.start(session, title, lesson);
  if (holder.game) showBoard(holder.game);
};
holder.game = startGame('game', deps, board);

(window as unknown as { __cr: Record<string, unknown> }).__cr = {
  ...((window as unknown as { __cr?: Record<string, unknown> }).__cr ?? {}),
  app,
  ctl,
  deps,
  toPage: (x: number, y: number) => deps.table?.toPage(x, y),
  figureRect: (id: string) => deps.table?.figureRect(id),
  // What the computer would order now: the hot-seat test plays both people by giving these through the page.
  suggest: () => {
    const s = app.session;
    return s && s.need.kind === 'command' ? s.ruleset.computerCommand(s.state, s.need) : undefined;
  },
};
