// A readied grenade dropped by a falling figure goes off where it lies. The blast itself is resolved
// by the grenade action; this indirection keeps damage and grenades from importing each other.
import type { FigureState } from '../state';
import type { Ctx } from './ctx';

type Detonate = (ctx: Ctx, at: FigureState['at'], cause: FigureState) => void;
let detonate: Detonate | undefined;

export function onDroppedGrenade(fn: Detonate): void {
  detonate = fn;
}

export function detonateDropped(ctx: Ctx, holder: FigureState): void {
  ctx.emit({ type: 'note', text: `${holder.id} falls with a readied grenade: it goes off where it drops.` });
  detonate?.(ctx, holder.at, holder);
}
