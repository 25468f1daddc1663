// The battle table: the baked terrain, the figures' tokens, the overlays and the animations, under a
// camera that fits the 36" table to the window and can zoom and pan. The scene turns pointer input into
// the controller's calls (and so into engine commands) and the engine's events into pictures; the
// rules, previews and panels live elsewhere. It also paces the computer's moves between animations.
import Phaser from './phaser';
import type { BuildingPiece, Vec } from '../geometry/shapes';
import { buildingLabel, buildingLabelBoxes } from '../app/paint/terrain';
import { BEAT_MS } from '../app/settings';
import { FrameStats } from '../app/frameStats';
import { sendFromTable } from '../app/orders';
import type { App, AppChange } from '../app/app';
import { DEPS_KEY, type SceneDeps } from './deps';
import { Animator } from './table/animator';
import { watchReducedMotion } from '../app/ui/motion';
import { OverlayPainter } from './table/overlays';
import { bakeTerrain } from './table/terrainLayer';
import { drawMarks, drawRubble } from './table/lessonMarks';
import { TokenLayer } from './table/tokens';
import { fitZoom, PPI, TABLE_PX, toInches } from './table/units';

/**
 * The state of the battle on the table, as the app's session holds it: the scene passes it on to the view, the
 * tokens and the overlays, and names no game's type itself.
 */
type TableState = NonNullable<ReturnType<App['view']>>;

const DEPTH = { terrain: 0, under: 2, tokens: 5, pointer: 8, fx: 9 } as const;
/** Screen pixels to the inch under which token words step back (the fitted zoom at 1366x768 is above it). */
const FAR_PX_PER_INCH = 13;

export class TableScene extends Phaser.Scene {
  private deps!: SceneDeps;
  private terrainImage?: Phaser.GameObjects.Image;
  private terrainOf?: readonly unknown[];
  private tokens!: TokenLayer<TableState>;
  private overlays!: OverlayPainter;
  private animator!: Animator;
  private sectionLabels: Phaser.GameObjects.Text[] = [];
  private drawn = { state: undefined as TableState | undefined, version: -1, settings: '', under: '' };
  private pan?: { x: number; y: number; scrollX: number; scrollY: number };
  /**
   * Where the pointer rested (canvas pixels) when the battle last changed under it: its note stays hidden
   * until it moves from there. A note about the order just given ("Not in sight from Ash here", "Dex sees
   * Boris") hid the group that had just moved (play-test 17a, issue 19 item 10).
   */
  private quietAt?: { x: number; y: number };
  /** The battle the pointer's note was last drawn over (kept apart from `drawn`, which the animator clears). */
  private noteState?: TableState;
  private lastComputer = 0;
  private unsubscribe?: () => void;
  private afterShown = false;
  /** Rings round the figures a lesson's step names, and what they were drawn for. */
  private lessonRings?: Phaser.GameObjects.Graphics;
  private ringsKey = '';
  readonly frames = new FrameStats();
  /** Only the frames that redrew the pointer overlays: what following the mouse costs. */
  readonly overlayFrames = new FrameStats();

  constructor() {
    super('table');
  }

  create(): void {
    this.deps = this.registry.get(DEPS_KEY) as SceneDeps;
    // The scene object outlives a stop and start (menu and back): everything drawn is made afresh.
    this.terrainImage = undefined;
    this.terrainOf = undefined;
    this.rubbleLabels = [];
    this.sectionLabels = [];
    this.drawn = { state: undefined, version: -1, settings: '', under: '' };
    this.quietAt = undefined;
    this.noteState = undefined;
    this.tokens = new TokenLayer(this, DEPTH.tokens, (s, id) =>
      this.deps.app.session?.ruleset.view?.tokenLook?.(s, id),
    );
    this.overlays = new OverlayPainter(this, DEPTH.under, DEPTH.pointer);
    this.overlays.clearSpot = (at, w, h, also) => this.tokens.clearSpot(at, w, h, also);
    this.animator = new Animator(this, this.tokens, DEPTH.fx);
    const unwatch = watchReducedMotion((r) => (this.animator.reduced = r));
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, unwatch);
    this.animator.onIdle = () => this.syncTokens();
    this.lessonRings = this.add.graphics().setDepth(DEPTH.under + 0.7);
    this.ringsKey = '';
    for (let s = 1; s <= 9; s++) {
      const x = (((s - 1) % 3) * 12 + 6) * PPI,
        y = (Math.floor((s - 1) / 3) * 12 + 6) * PPI;
      this.sectionLabels.push(
        this.add
          .text(x, y, String(s), {
            fontFamily: 'system-ui, sans-serif',
            fontSize: '120px',
            fontStyle: 'bold',
            color: '#ffffff',
          })
          .setOrigin(0.5)
          .setAlpha(0.22)
          .setDepth(DEPTH.under + 0.5)
          .setVisible(false),
      );
    }
    this.cameras.main.setBackgroundColor('#1d2326');
    this.input.mouse?.disableContextMenu();
    this.bindInput();
    const onResize = () => {
      this.canvasRect = undefined;
      this.fit();
    };
    this.scale.on(Phaser.Scale.Events.RESIZE, onResize);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => this.scale.off(Phaser.Scale.Events.RESIZE, onResize));
    this.canvasRect = undefined;
    this.unsubscribe = this.deps.app.on((c) => this.onApp(c));
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => this.unsubscribe?.());
    const controls: SceneDeps['table'] = {
      fit: () => this.fit(),
      zoomBy: (k) => this.zoomAt(k, this.scale.width / 2, this.scale.height / 2),
      panBy: (dx, dy) => {
        const c = this.cameras.main;
        c.setScroll(c.scrollX + dx * PPI, c.scrollY + dy * PPI);
      },
      skip: () => this.animator.skip(),
      toPage: (x, y) => this.toPage([x, y]),
      figureRect: (id) => {
        const b = this.tokens.boundsOf(id);
        if (!b) return undefined;
        const [left, top] = this.toPage([b[0] / PPI, b[1] / PPI]);
        const [right, bottom] = this.toPage([b[2] / PPI, b[3] / PPI]);
        return { left, top, right, bottom };
      },
      labelRects: () =>
        this.labelBoxes.map((b) => {
          const [left, top] = this.toPage([b.x, b.y]);
          const [right, bottom] = this.toPage([b.x + b.w, b.y + b.h]);
          return { left, top, right, bottom };
        }),
    };
    this.deps.table = controls;
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      if (this.deps.table === controls) this.deps.table = undefined;
    });
    (window as unknown as { __cr?: Record<string, unknown> }).__cr = {
      ...((window as unknown as { __cr?: Record<string, unknown> }).__cr ?? {}),
      scene: this,
      frames: () => this.frames.summary(),
      resetFrames: () => {
        this.frames.reset();
        this.overlayFrames.reset();
      },
      busy: () => this.animator.busy,
      highlighted: () => [...this.overlays.highlighted],
    };
    this.newBattle();
    this.fit();
    this.deps.ui.screen('table');
  }

  /** The buildings' names on the table (inches): the figures' words and the fire panel keep off them. */
  private labelBoxes: { x: number; y: number; w: number; h: number }[] = [];

  /** A new battle: bake its terrain, make its tokens. */
  private newBattle(): void {
    const s = this.deps.app.view();
    if (!s) return;
    if (this.terrainOf !== s.terrain) {
      this.terrainImage?.destroy();
      this.terrainImage = bakeTerrain(this, s.terrain, DEPTH.terrain, 'table-terrain');
      this.terrainOf = s.terrain;
      this.labelBoxes = s.terrain.flatMap((t) => (t.type === 'building' ? buildingLabelBoxes(t as BuildingPiece) : []));
      this.tokens.setKeepOff(this.labelBoxes);
    }
    this.tokens.clear();
    this.afterShown = false;
    this.animator.skip();
    this.deps.ctl.select(undefined);
    this.deps.ctl.refresh();
    this.syncTokens();
  }

  private onApp(c: AppChange): void {
    const { app, ctl } = this.deps;
    if (c.kind === 'battle') {
      this.newBattle();
      this.fit();
      return;
    }
    if (c.kind === 'settings') {
      this.animator.beat = BEAT_MS[app.settings.speed];
      return;
    }
    // Head to head: a hand-over is a message; the new player starts with nothing selected.
    if (c.kind === 'message' && ctl.seatChanged()) {
      this.deps.ui.refresh();
      return;
    }
    if (c.kind === 'rewind') {
      this.animator.skip();
      this.afterShown = false;
      ctl.refresh();
      this.syncTokens();
      return;
    }
    if (c.kind === 'events') {
      ctl.refresh();
      this.animator.beat = BEAT_MS[app.settings.speed];
      // The pictures start from where the tokens stand now; the positions come from the tokens themselves.
      const view = app.session?.ruleset.view;
      this.animator.play(
        c.events.flatMap((e) => view?.pictures?.(e) ?? []),
        (id) => this.tokens.positionOf(id) ?? app.view()?.figures[id]?.at,
      );
      if (!this.animator.busy) this.syncTokens();
      this.deps.ui.refresh();
    }
  }

  /**
   * In Sight marks and where grenades landed stay on the table until the next activation begins: read
   * from the log's last group.
   */
  private tableMarks(): { inSight: Vec[]; grenades: Vec[] } {
    const groups = this.deps.app.log.groups;
    const last = groups[groups.length - 1];
    if (!last?.side) return { inSight: [], grenades: [] };
    return {
      inSight: last.lines.flatMap((l) => (l.type === 'inSight' && l.at ? [l.at] : [])),
      grenades: last.lines.flatMap((l) => (l.type === 'test' && l.at ? [l.at] : [])),
    };
  }

  private syncTokens(): void {
    // While a question is open the figures stand where the paused command has got them to.
    const s = this.deps.ctl.state();
    if (s) this.tokens.sync(s);
    this.drawn.state = undefined;
  }

  // --- camera ---------------------------------------------------------------------------------

  fit(): void {
    const cam = this.cameras.main;
    const z = fitZoom(this.scale.width, this.scale.height);
    cam.setZoom(z);
    cam.centerOn(TABLE_PX / 2, TABLE_PX / 2);
    this.onZoom();
  }

  private zoomAt(k: number, sx: number, sy: number): void {
    const cam = this.cameras.main;
    const fit = fitZoom(this.scale.width, this.scale.height);
    const before = cam.getWorldPoint(sx, sy);
    const z = Math.max(fit * 0.7, Math.min(fit * 8, cam.zoom * k));
    cam.setZoom(z);
    // Keep the point under the pointer where it was.
    const after = cam.getWorldPoint(sx, sy);
    cam.setScroll(cam.scrollX + before.x - after.x, cam.scrollY + before.y - after.y);
    this.onZoom();
  }

  private onZoom(): void {
    const z = this.cameras.main.zoom;
    const k = Math.max(1, Math.min(1.8, 0.8 / z));
    this.tokens.setLabelScale(k);
    // Under about 13 screen pixels to the inch the tokens are too small to carry every word.
    this.tokens.setFar(z * PPI < FAR_PX_PER_INCH);
    this.overlays.labelScale = k;
  }

  /** The canvas's place on the page, read once per resize: reading it every frame would force a layout. */
  private canvasRect?: DOMRect;

  private toPage(p: Vec): [number, number] {
    const cam = this.cameras.main;
    const rect = (this.canvasRect ??= this.game.canvas.getBoundingClientRect());
    const v = cam.worldView;
    const sx = (p[0] * PPI - v.x) * cam.zoom + cam.x;
    const sy = (p[1] * PPI - v.y) * cam.zoom + cam.y;
    // Canvas pixels to CSS pixels (the canvas may be scaled by the device pixel ratio).
    return [rect.left + (sx * rect.width) / this.scale.width, rect.top + (sy * rect.height) / this.scale.height];
  }

  private inches(pointer: Phaser.Input.Pointer): Vec {
    const w = this.cameras.main.getWorldPoint(pointer.x, pointer.y);
    return toInches(w.x, w.y);
  }

  // --- input ----------------------------------------------------------------------------------

  private bindInput(): void {
    const { ctl } = this.deps;
    this.input.on('pointerdown', (p: Phaser.Input.Pointer) => {
      if (this.deps.app.replaying && p.button === 0) {
        ctl.pointerMove(this.inches(p));
      }
      const shift = (p.event as MouseEvent | undefined)?.shiftKey === true;
      const onFigure = p.button === 0 && ctl.pointerDown(this.inches(p), shift);
      if (!onFigure)
        this.pan = { x: p.x, y: p.y, scrollX: this.cameras.main.scrollX, scrollY: this.cameras.main.scrollY };
      this.deps.ui.refresh();
    });
    // Off the canvas (or onto a box over it): the pointer's note and line go (play-test 5, 3).
    this.input.on('gameout', () => ctl.pointerAway());
    this.input.on('pointermove', (p: Phaser.Input.Pointer) => {
      if (this.pan && p.isDown) {
        const cam = this.cameras.main;
        cam.setScroll(
          this.pan.scrollX - (p.x - this.pan.x) / cam.zoom,
          this.pan.scrollY - (p.y - this.pan.y) / cam.zoom,
        );
        return;
      }
      if (this.quietAt && Math.hypot(p.x - this.quietAt.x, p.y - this.quietAt.y) > 0.5) this.quietAt = undefined;
      ctl.pointerMove(this.inches(p));
    });
    this.input.on('pointerup', (p: Phaser.Input.Pointer) => {
      const wasPan = this.pan;
      this.pan = undefined;
      if (wasPan && Math.hypot(p.x - wasPan.x, p.y - wasPan.y) > 4) return;
      if (wasPan && p.button === 0 && ctl.mode === 'select') {
        // A plain click on empty ground clears the selection.
        if (!ctl.figureAt(this.inches(p))) ctl.select(undefined);
        this.deps.ui.refresh();
        return;
      }
      const shift = (p.event as MouseEvent | undefined)?.shiftKey === true;
      sendFromTable(this.deps.app, ctl, ctl.pointerUpAll(this.inches(p), shift));
      this.deps.ui.refresh();
    });
    this.input.on('wheel', (p: Phaser.Input.Pointer, _over: unknown, _dx: number, dy: number) => {
      this.zoomAt(dy > 0 ? 1 / 1.15 : 1.15, p.x, p.y);
    });
  }

  // --- frame ----------------------------------------------------------------------------------

  override update(time: number): void {
    const t0 = performance.now();
    let overlay = false;
    const { app, ctl, ui } = this.deps;
    this.animator.update(time);
    this.tokens.setFocus([ctl.hover, ctl.selected]);
    const s = ctl.state();
    this.overlays.view = app.session?.ruleset.view;
    if (s) {
      const busy = this.animator.busy;
      this.overlays.under.setVisible(!busy);
      this.overlays.pointer.setVisible(!busy);
      if (busy && this.drawn.version !== -2) {
        ui.tooltip(undefined, 0, 0);
        this.drawn.version = -2;
      }
      const settingsKey = JSON.stringify(app.settings.overlays);
      const marks = this.tableMarks();
      const underKey = `${ctl.selected}|${settingsKey}|${JSON.stringify(marks)}`;
      if (!busy && (this.drawn.state !== s || this.drawn.under !== underKey)) {
        this.overlays.marks = marks.inSight;
        this.overlays.grenadeMarks = marks.grenades;
        this.overlays.drawUnder(s, ctl, app.settings, app.session?.ruleset.view?.objective?.(s)?.marks);
        for (const l of this.sectionLabels) l.setVisible(app.settings.overlays.sections);
        this.drawn.under = underKey;
        this.drawn.version = -1;
      }
      if (
        !busy &&
        (this.drawn.state !== s || this.drawn.version !== ctl.version || this.drawn.settings !== settingsKey)
      ) {
        if (this.noteState && this.noteState !== s) {
          const p = this.input.activePointer;
          this.quietAt = { x: p.x, y: p.y };
        }
        this.noteState = s;
        const note = this.overlays.drawPointer(s, ctl, app.settings);
        const [px, py] = this.toPage(ctl.pointer);
        ui.tooltip(this.quietAt ? undefined : note, px, py);
        overlay = true;
        this.drawn.version = ctl.version;
        this.drawn.settings = settingsKey;
        this.drawn.state = s;
      }
      if (!busy) this.drawLessonRings(s);
      if (!busy) this.paceComputer(time);
      if (!busy && app.settings.overlays.vision) this.scheduleWarm(s);
    }
    const ms = performance.now() - t0;
    this.frames.add(ms);
    if (overlay) this.overlayFrames.add(ms);
  }

  /** A lesson points at figures (a ring round each, where it stands now) and at places (lessonMarks.ts). */
  private drawLessonRings(s: TableState): void {
    const practice = this.deps.app.practice;
    const ids = practice?.figures() ?? [];
    const spots = ids.flatMap((id) => {
      const f = s.figures[id];
      return f && f.status !== 'offTable' ? [f.at] : [];
    });
    const marks = practice?.marks?.() ?? [];
    const collapsed = s.collapsed ?? [];
    const key = JSON.stringify([spots, marks, collapsed]);
    if (key === this.ringsKey || !this.lessonRings) return;
    this.ringsKey = key;
    const g = this.lessonRings.clear();
    drawRubble(g, s.terrain, collapsed);
    this.rubbleNames(s, collapsed);
    drawMarks(g, marks);
    for (const [x, y] of spots) {
      // Cyan, not the yellow of "can act" rings, so the two are never mistaken for each other.
      g.lineStyle(8, 0x5fd8f0, 0.95).strokeCircle(x * PPI, y * PPI, 1.05 * PPI);
      g.lineStyle(3, 0x141a1c, 0.8).strokeCircle(x * PPI, y * PPI, 1.05 * PPI + 6);
    }
  }

  /** A building's name printed again over its rubble, which would hide it (play-test 8, 13: "Brick" read "ick"). */
  private rubbleLabels: Phaser.GameObjects.Text[] = [];

  private rubbleNames(s: TableState, collapsed: readonly string[]): void {
    for (const t of this.rubbleLabels) t.destroy();
    this.rubbleLabels = [];
    const hit = new Set(collapsed.map((id) => id.split(':')[0]));
    for (const t of s.terrain) {
      if (t.type !== 'building' || !hit.has((t as BuildingPiece).id)) continue;
      const b = t as BuildingPiece;
      const [what, rooms] = buildingLabel(b);
      buildingLabelBoxes(b).forEach((box, i) => {
        const text = this.add
          .text((box.x + box.w / 2) * PPI, (box.y + box.h / 2) * PPI, i === 0 ? what : rooms, {
            fontFamily: 'system-ui, sans-serif',
            fontSize: `${Math.round(box.h * PPI * 0.8)}px`,
            fontStyle: i === 0 ? 'bold' : 'normal',
            color: '#ffffff',
            stroke: '#000000',
            strokeThickness: 3,
            resolution: 2,
          })
          .setOrigin(0.5)
          .setDepth(DEPTH.under + 0.75);
        this.rubbleLabels.push(text);
      });
    }
  }

  private warming?: TableState;

  /** Vision polygons for every figure, worked out in idle time after the table changes. */
  private scheduleWarm(s: TableState): void {
    if (this.warming === s) return;
    this.warming = s;
    const idle = (cb: (d: { timeRemaining(): number }) => void) =>
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(cb, { timeout: 500 })
        : setTimeout(() => cb({ timeRemaining: () => 8 }), 16);
    const step = (d: { timeRemaining(): number }) => {
      if (this.warming !== s || this.deps.ctl.state() !== s) return;
      if (this.overlays.warm(s, Math.max(2, Math.min(8, d.timeRemaining() - 1)), () => performance.now())) idle(step);
    };
    idle(step);
  }

  /** The computer's commands, one at a time, with a pause between so the player can follow them. */
  private paceComputer(time: number): void {
    const { app, ui } = this.deps;
    const session = app.session;
    if (!session || app.replaying) return;
    // A lesson's table stays up when its little battle ends: the lesson panel says what comes next.
    if (session.over && !app.practice) {
      if (!this.afterShown) {
        this.afterShown = true;
        this.scene.launch('after');
        ui.screen('after');
      }
      return;
    }
    const who = session.waitingFor();
    if (who !== 'ai' && who !== 'script') return;
    const pause = BEAT_MS[app.settings.speed] * 0.6;
    if (time - this.lastComputer < pause) return;
    this.lastComputer = time;
    app.stepComputer();
  }
}
