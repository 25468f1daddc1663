// The plain table: draws the board view of whatever game is played (core/board.ts) fitted to the canvas —
// terrain by look, figures as tokens in their side's colour and rim, names, marks, facing, badges, groups —
// lights what the person may click, draws a choice's preview under the pointer, and turns clicks into the
// host's calls (src/app/board/boardGame.ts). It paces the computer's commands on the frame clock, never
// blocking. It knows no game: Chain Reaction keeps its own TableScene.
import Phaser from './phaser';
import type { BoardFigure, BoardPoint, BoardView } from '../core/board';
import { BOARD_KEY, type BoardDeps } from '../app/board/deps';
import type { BoardGame } from '../app/board/boardGame';
import { figureAt, terrainAt } from '../app/board/hit';
import { drawGroup, drawMark, drawOverlay, drawPreview, drawTerrain, drawToken, PPI, ringAt } from './board/paint';
import { CLOTH_COLOUR, HIGHLIGHT, sideColour } from './board/palette';
import { keepInside, TextPool } from './board/textPool';
import { placeLabels, type Box, type Disc, type LabelAsk } from '../app/board/labels';
import { terrainWordSpots } from '../app/board/terrainWords';
import { tokenMark } from '../app/board/tokenMark';
import type { PageRect } from '../app/ui/sceneDeps';

/** Room round the table at the fitted zoom, in inches. */
const MARGIN_IN = 1;
/** Tokens are half an inch across at least, and never under this many screen pixels in radius. */
const MIN_TOKEN_PX = 9;

export class BoardScene extends Phaser.Scene {
  private deps!: BoardDeps;
  private ground!: Phaser.GameObjects.Graphics;
  private under!: Phaser.GameObjects.Graphics;
  private tokens!: Phaser.GameObjects.Graphics;
  private over!: Phaser.GameObjects.Graphics;
  private words!: TextPool;
  /** The terrain's short words on the ground ("woods", "hill"), under the figures and their words. */
  private groundWords!: TextPool;
  private previewWords!: TextPool;
  private groundKey = '';
  private pointer: BoardPoint = [-1, -1];
  private hovered?: string;
  private previewKey = '';
  private drawnVersion = -1;
  private drawnGame?: BoardGame;
  private canvasRect?: DOMRect;

  constructor() {
    super('board');
  }

  create(): void {
    this.deps = this.registry.get(BOARD_KEY) as BoardDeps;
    this.ground = this.add.graphics().setDepth(0);
    this.groundWords = new TextPool(this, 1);
    this.under = this.add.graphics().setDepth(2);
    this.tokens = this.add.graphics().setDepth(4);
    this.words = new TextPool(this, 5);
    this.over = this.add.graphics().setDepth(6);
    this.previewWords = new TextPool(this, 7);
    this.groundKey = '';
    this.drawnVersion = -1;
    this.drawnGame = undefined;
    this.cameras.main.setBackgroundColor('#1d2326');
    this.input.mouse?.disableContextMenu();
    this.input.on('pointermove', (p: Phaser.Input.Pointer) => this.move(p));
    this.input.on('pointerup', (p: Phaser.Input.Pointer) => {
      if (p.button === 0) this.click(this.inches(p));
    });
    this.input.on('gameout', () => this.deps.ui.card(undefined, 0, 0));
    const onResize = () => {
      this.canvasRect = undefined;
      this.fit();
    };
    this.scale.on(Phaser.Scale.Events.RESIZE, onResize);
    const off = this.deps.host.on(() => this.redraw());
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      this.scale.off(Phaser.Scale.Events.RESIZE, onResize);
      off();
      this.deps.ui.card(undefined, 0, 0);
    });
    (window as unknown as { __board?: Record<string, unknown> }).__board = {
      scene: this,
      game: () => this.deps.host.game,
      toPage: (x: number, y: number) => this.toPage([x, y]),
      figureAt: (id: string) => {
        const f = this.deps.host.game?.view().figures.find((x) => x.id === id);
        return f ? this.toPage(f.at) : undefined;
      },
    };
    this.deps.ui.shown(() => {
      const v = this.battle?.view();
      return v ? [...this.figureBoxes(v, ''), ...this.lessonBoxes()] : [];
    });
    this.fit();
  }

  private get battle(): BoardGame | undefined {
    return this.deps.host.game;
  }

  // --- camera ---------------------------------------------------------------------------------

  private fit(): void {
    const g = this.battle;
    if (!g) return;
    const v = g.view();
    const cam = this.cameras.main;
    const z = Math.max(
      0.02,
      Math.min(
        this.scale.width / ((v.width + 2 * MARGIN_IN) * PPI),
        this.scale.height / ((v.height + 2 * MARGIN_IN) * PPI),
      ),
    );
    cam.setZoom(z);
    cam.centerOn((v.width * PPI) / 2, (v.height * PPI) / 2);
    this.groundKey = '';
    this.drawnVersion = -1;
    this.redraw();
  }

  /** World pixels per screen pixel at the current zoom. */
  private get px(): number {
    return 1 / this.cameras.main.zoom;
  }

  /**
   * The part of the world the camera shows, worked out from its scroll and zoom (its worldView is only
   * brought up to date at the next render, and the words are laid out right after a fit).
   */
  private shownWorld(): { x: number; y: number; w: number; h: number } {
    const cam = this.cameras.main;
    const [w, h] = [cam.width / cam.zoom, cam.height / cam.zoom];
    return { x: cam.scrollX + cam.width / 2 - w / 2, y: cam.scrollY + cam.height / 2 - h / 2, w, h };
  }

  private tokenRadius(): number {
    return Math.max(0.5 * PPI, MIN_TOKEN_PX * this.px);
  }

  private inches(p: Phaser.Input.Pointer): BoardPoint {
    const w = this.cameras.main.getWorldPoint(p.x, p.y);
    return [w.x / PPI, w.y / PPI];
  }

  /** Every other figure's token and the words round it, on the page (CSS pixels): what the card keeps off. */
  private figureBoxes(v: BoardView, except: string): PageRect[] {
    const r = this.tokenRadius() / PPI;
    return v.figures
      .filter((f) => f.id !== except)
      .map((f) => {
        const [x, y] = this.toPage(f.at);
        const k = this.toPage([f.at[0] + r, f.at[1]])[0] - x;
        return { left: x - 2.2 * k, top: y - 2.6 * k, right: x + 2.2 * k, bottom: y + 2.2 * k };
      });
  }

  /** The ground the open lesson's steps are about (its trees), on the page: a float over the table keeps off it. */
  private lessonBoxes(): PageRect[] {
    const out: PageRect[] = [];
    for (const step of this.battle?.lesson?.steps ?? []) {
      if (!step.area?.length) continue;
      const pts = step.area.map((p) => this.toPage(p));
      const xs = pts.map((p) => p[0]);
      const ys = pts.map((p) => p[1]);
      out.push({ left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) });
    }
    return out;
  }

  /** Page coordinates (CSS pixels) of a table point, for the card beside the pointer and the tests. */
  private toPage(p: BoardPoint): [number, number] {
    const cam = this.cameras.main;
    const rect = (this.canvasRect ??= this.battle ? this.game.canvas.getBoundingClientRect() : undefined);
    const v = cam.worldView;
    const sx = (p[0] * PPI - v.x) * cam.zoom + cam.x;
    const sy = (p[1] * PPI - v.y) * cam.zoom + cam.y;
    if (!rect) return [sx, sy];
    return [rect.left + (sx * rect.width) / this.scale.width, rect.top + (sy * rect.height) / this.scale.height];
  }

  // --- drawing --------------------------------------------------------------------------------

  private redraw(): void {
    const g = this.battle;
    if (!g) return;
    if (g !== this.drawnGame) {
      this.drawnGame = g;
      this.groundKey = '';
      this.fitIfNeeded(g.view());
    }
    const v = g.view();
    const key = JSON.stringify([v.width, v.height, v.terrain, v.marks ?? []]);
    if (key !== this.groundKey) {
      this.groundKey = key;
      this.drawGround(v);
    }
    this.drawFigures(g, v);
    this.drawnVersion = g.version;
    this.previewKey = '';
    this.drawPointer();
  }

  private fittedFor = '';

  private fitIfNeeded(v: BoardView): void {
    const k = `${v.width}x${v.height}`;
    if (k === this.fittedFor) return;
    this.fittedFor = k;
    this.fit();
  }

  private drawGround(v: BoardView): void {
    const g = this.ground.clear();
    g.fillStyle(CLOTH_COLOUR, 1).fillRect(0, 0, v.width * PPI, v.height * PPI);
    g.lineStyle(3 * this.px, HIGHLIGHT.dark, 1).strokeRect(0, 0, v.width * PPI, v.height * PPI);
    drawTerrain(g, v.terrain);
  }

  private drawFigures(game: BoardGame, v: BoardView): void {
    const px = this.px;
    const r = this.tokenRadius();
    const colourOf = new Map(v.sides.map((s) => [s.id, s.colour]));
    const under = this.under.clear();
    const t = this.tokens.clear();
    this.words.begin();
    // Groups: an outline round the standing figures sharing a group, in their side's colour.
    const groups = new Map<string, BoardFigure[]>();
    for (const f of v.figures) if (f.group && !f.down) groups.set(f.group, [...(groups.get(f.group) ?? []), f]);
    for (const members of groups.values())
      drawGroup(
        under,
        members.map((f) => f.at),
        (r * 1.9) / PPI,
        sideColour(colourOf.get(members[0]!.side) ?? 0),
        px,
      );
    // The selected unit's range bands and fire arc; a ring is labelled on its way toward the table's middle
    // (so the words stay on the table and stack outward), a wedge at its tip.
    for (const o of game.around()) {
      drawOverlay(under, o, px);
      const mid = Math.atan2(v.height / 2 - o.at[1], v.width / 2 - o.at[0]);
      const a = o.kind === 'wedge' ? ((o.from + o.to) / 2) * (Math.PI / 180) : mid;
      const [lx, ly] = [(o.at[0] + Math.cos(a) * o.r) * PPI, (o.at[1] + Math.sin(a) * o.r) * PPI];
      this.words.put(lx, ly, o.label, 11, px, '#dfe9ec', 0.5, 1);
    }
    for (const m of v.marks ?? []) {
      drawMark(under, m.at, r * 0.8, px);
      // A short mark sits on its ring (its words are in the hover card); a label goes under it.
      if (m.short) this.words.put(m.at[0] * PPI, m.at[1] * PPI, m.short, 14, px, '#ffffff', 0.5, 0.5, true);
      else this.words.put(m.at[0] * PPI, m.at[1] * PPI + r, m.label, 12, px, '#ffffff', 0.5, 0);
    }
    // What the person may click: the figures to select, the selection, the targets of the pending choice.
    const candidates = new Set(game.candidates());
    const selectable = game.pending ? [] : game.selectable();
    const at = new Map(v.figures.map((f) => [f.id, f.at]));
    for (const id of selectable) {
      const p = at.get(id);
      if (p) ringAt(under, p, r + 4 * px, HIGHLIGHT.selectable, 2 * px, 0.8);
    }
    if (game.selected && at.has(game.selected)) {
      ringAt(under, at.get(game.selected)!, r + 5 * px, HIGHLIGHT.dark, 7 * px, 0.7);
      ringAt(under, at.get(game.selected)!, r + 5 * px, HIGHLIGHT.selected, 4 * px);
    }
    for (const id of candidates) {
      const p = at.get(id);
      if (p) ringAt(under, p, r + 6 * px, HIGHLIGHT.candidate, 4 * px, 0.95);
    }
    // Those down first, so a standing figure over one is on top.
    const ordered = [...v.figures.filter((f) => f.down), ...v.figures.filter((f) => !f.down)];
    for (const f of ordered) {
      drawToken(t, f, colourOf.get(f.side) ?? 0, r, px);
      const mark = tokenMark(f);
      if (mark) this.words.put(f.at[0] * PPI, f.at[1] * PPI, mark, 12, px, '#ffffff', 0.5, 0.5, true);
    }
    // Names and badges laid out round their tokens (labels.ts): the selected and pickable figures' first,
    // then those standing; each takes the first spot free of other words and tokens, and a word with none
    // is left out (the card on hover names every figure).
    const first = (f: BoardFigure) => (f.id === game.selected ? 0 : candidates.has(f.id) ? 1 : f.down ? 3 : 2);
    const discs = v.figures.map((f) => ({ at: [f.at[0] * PPI, f.at[1] * PPI] as const, r }));
    const index = new Map(v.figures.map((f, i) => [f, i]));
    const asks: LabelAsk[] = [];
    const texts: Phaser.GameObjects.Text[] = [];
    for (const f of [...v.figures].sort((a, b) => first(a) - first(b))) {
      const i = index.get(f)!;
      const name = this.words.put(0, 0, f.label, 13, px, f.down ? '#bbbbbb' : '#ffffff', 0, 0);
      asks.push({ token: i, kind: 'name', w: name.displayWidth, h: name.displayHeight });
      texts.push(name);
      const badges = (f.badges ?? []).join(' · ');
      if (!badges) continue;
      const b = this.words.put(0, 0, badges, 11, px, '#fff3c4', 0, 0);
      asks.push({ token: i, kind: 'badges', w: b.displayWidth, h: b.displayHeight });
      texts.push(b);
    }
    const ground = this.nameTerrain(v, discs);
    const boxes = placeLabels(discs, asks, 2 * px, this.shownWorld(), undefined, ground);
    boxes.forEach((b, k) => (b ? texts[k]!.setPosition(b.x, b.y) : texts[k]!.setVisible(false)));
    // A name set out past its neighbours gets a thin line to its token, so it is read as that figure's.
    boxes.forEach((b, k) => {
      const d = b?.far ? discs[asks[k]!.token] : undefined;
      if (!b || !d) return;
      const cx = Math.max(b.x, Math.min(d.at[0], b.x + b.w));
      const cy = Math.max(b.y, Math.min(d.at[1], b.y + b.h));
      under.lineStyle(1.5 * px, 0xffffff, 0.75);
      under.lineBetween(d.at[0], d.at[1], cx, cy);
    });
    this.words.end();
  }

  /**
   * Each piece's short word on it, off the figures where it has room, so woods and a hill tell apart without
   * hovering (issue 19, 10). Returns their boxes: the figures' names keep off them where they can.
   */
  private nameTerrain(v: BoardView, discs: readonly Disc[]): Box[] {
    const px = this.px;
    const put = (word: string, x = 0, y = 0) =>
      this.groundWords.put(x, y, word, 11, px, '#e8efe6', 0, 0).setFontStyle('italic');
    this.groundWords.begin();
    const measure = (word: string): [number, number] => {
      const t = put(word);
      return [t.displayWidth, t.displayHeight];
    };
    const table = { x: 0, y: 0, w: v.width * PPI, h: v.height * PPI };
    const spots = terrainWordSpots(v.terrain, PPI, measure, table, discs);
    this.groundWords.begin();
    for (const s of spots) put(s.word, s.box.x, s.box.y).setAlpha(0.85);
    this.groundWords.end();
    return spots.map((s) => s.box);
  }

  /** The pointer's part: the preview of the pending choice at the figure or point under it. */
  private drawPointer(): void {
    const g = this.battle;
    const o = this.over;
    const key = `${g?.version}|${this.hovered}|${g?.pending?.target.kind === 'point' ? this.pointer.join(',') : ''}`;
    if (key === this.previewKey) return;
    this.previewKey = key;
    o.clear();
    this.previewWords.begin();
    const pic = g?.pending ? g.preview(this.hovered, this.pointer) : undefined;
    if (g && pic) {
      drawPreview(o, pic, this.px);
      const v = g.view();
      const r = this.tokenRadius();
      for (const [id, words] of Object.entries(pic.odds ?? {})) {
        const f = v.figures.find((x) => x.id === id);
        if (!f) continue;
        const t = this.previewWords.put(
          f.at[0] * PPI,
          f.at[1] * PPI + r + 9 * this.px,
          words,
          13,
          this.px,
          '#5fd8f0',
          0.5,
          0,
        );
        // A long line of odds (a mortar's eight numbers) wraps and stays on the canvas near its figure.
        keepInside(t, this.cameras.main.worldView, 300 * this.px);
      }
    }
    this.previewWords.end();
    this.deps.ui.note(g?.pending ? (pic?.note ?? g.pointNote(this.pointer)) : undefined);
  }

  // --- input ----------------------------------------------------------------------------------

  private move(p: Phaser.Input.Pointer): void {
    const g = this.battle;
    if (!g) return;
    const at = this.inches(p);
    this.pointer = at;
    const v = g.view();
    const f = figureAt(v.figures, at, this.tokenRadius() / PPI);
    this.hovered = f?.id;
    const [pageX, pageY] = this.toPage(at);
    const inside = at[0] >= 0 && at[1] >= 0 && at[0] <= v.width && at[1] <= v.height;
    if (f) this.deps.ui.card(f.card?.length ? f.card : [f.label], pageX, pageY, this.figureBoxes(v, f.id));
    else if (inside) {
      const t = terrainAt(v.terrain, at)[0];
      // A short mark's words come with the hover card (unless the terrain's line already says them).
      const near = this.tokenRadius() / PPI;
      const mark = (v.marks ?? []).find((m) => m.short && Math.hypot(m.at[0] - at[0], m.at[1] - at[1]) <= near);
      const lines = [...(t ? [t.label] : []), ...(mark && !t?.label.includes(mark.label) ? [mark.label] : [])];
      this.deps.ui.card(lines.length ? lines : undefined, pageX, pageY);
    } else this.deps.ui.card(undefined, 0, 0);
    this.input.setDefaultCursor(g.pending?.target.kind === 'point' && inside ? 'crosshair' : f ? 'pointer' : 'default');
    this.drawPointer();
  }

  private click(at: BoardPoint): void {
    const g = this.battle;
    if (!g) return;
    const v = g.view();
    // While a point is picked, a click is that point, even over a token.
    const f = g.pending?.target.kind === 'point' ? undefined : figureAt(v.figures, at, this.tokenRadius() / PPI);
    if (f) {
      // A figure that can't be picked or selected only shows its card: nothing else happens.
      g.clickFigure(f.id);
      return;
    }
    if (at[0] < 0 || at[1] < 0 || at[0] > v.width || at[1] > v.height) return;
    g.clickPoint(at);
  }

  // --- frame ----------------------------------------------------------------------------------

  override update(time: number): void {
    const g = this.battle;
    if (!g) return;
    if (g !== this.drawnGame || g.version !== this.drawnVersion) this.redraw();
    // The computer's commands, one at a time, a pause apart so the person can follow them.
    g.tick(time);
  }
}
