// What the scenes are handed when the game starts: the app hub, the input controller, and the page's
// panels (plain DOM, src/app/ui). Scenes reach them through the game registry under DEPS_KEY
// (scenes/deps.ts). The shapes live on the app's side so the app never imports a scene: scenes sit above.
import type { App } from '../app';
import type { Controller } from '../controller';
import type { PointerNote } from '../preview/note';

/** What the table scene offers the keyboard and the panels. */
export interface TableControls {
  fit(): void;
  zoomBy(k: number): void;
  panBy(dxInches: number, dyInches: number): void;
  /** Finish the animations now. */
  skip(): void;
  /** Page coordinates (CSS pixels) of a table point, for tests and tooltips. */
  toPage(x: number, y: number): [number, number];
  /** A figure's token with its words on the page (CSS pixels), or none when it has no token. */
  figureRect(id: string): PageRect | undefined;
  /** The words printed on the table itself (buildings' names) on the page: a panel keeps off them when it can. */
  labelRects(): PageRect[];
}

/** A box on the page in CSS pixels. */
export interface PageRect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface UiHooks {
  /** The note beside the pointer (or none); page coordinates. */
  tooltip(note: PointerNote | undefined, pageX: number, pageY: number): void;
  /** Something the panels show changed (selection, mode, targets...). */
  refresh(): void;
  /** Which page the game is on: the menu, the table or the after-battle summary. */
  screen(name: 'menu' | 'table' | 'after'): void;
}

export interface SceneDeps {
  app: App;
  ctl: Controller;
  ui: UiHooks;
  table?: TableControls;
}
