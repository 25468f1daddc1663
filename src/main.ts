// Browser entry: the app hub (rules and saving), the input controller, the page's panels and the Phaser
// game, wired together. A test hook on window.__cr lets the browser tests read the state and drive it.
import './app/ui/style.css';
import './app/ui/chain.css';
import { App } from './app/app';
import { Controller } from './app/controller';
import { mountUi } from './app/ui/mount';
import { addBoardScene, showBoard, showMenu, showTable, startGame } from './game';
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
// The plain table, for every game with a `board` part (src/app/board, scenes/BoardScene.ts): its own host,
// scene and panels, fetched when the first such battle starts, so the menu's first paint does not carry them.
let board: Promise<BoardDeps> | undefined;
function loadBoard(): Promise<BoardDeps> {
  board ??= Promise.all([import('./app/board/host'), import('./app/board/ui/boardPage')]).then(
    async ([{ BoardHost }, { mountBoardUi }]) => {
      const host = new BoardHost(store);
      const loaded: BoardDeps = {
        host,
        ui: mountBoardUi(host, {
          toMenu: () => {
            if (holder.game) showMenu(holder.game);
          },
          speed: () => app.settings.speed,
          setSpeed: (speed) => app.setSettings({ ...app.settings, speed }),
        }),
      };
      if (holder.game) await addBoardScene(holder.game, loaded);
      return loaded;
    },
  );
  return board;
}
app.plainTable = (session, title, lesson, note) => {
  loadBoard().then(
    (b) => {
      const game = b.host.start(session, title, lesson);
      if (note) game.say(note);
      if (holder.game) showBoard(holder.game);
    },
    (e: unknown) => {
      // A chunk that could not be fetched (offline after the first load): one line, the menu stays.
      board = undefined;
      app.say(`error: the plain table could not be loaded (${e instanceof Error ? e.message : String(e)})`, true);
    },
  );
};
holder.game = startGame('game', deps);

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
