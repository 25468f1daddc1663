// Choices shared by the menu's cards (new battle, campaign): the terrain list and a plain select box.
import type { TableKind } from '../../scenario/vocab';
import { h } from './dom';

export const TERRAINS: { id: TableKind; label: string }[] = [
  { id: 'random', label: 'Rolled by the book' },
  { id: 'clear', label: 'Clear' },
  { id: 'urban', label: 'Urban' },
  { id: 'wooded', label: 'Wooded' },
  { id: 'mountain', label: 'Mountain' },
];

export const LIGHTS = [
  { id: 'day', label: 'Day' },
  { id: 'night', label: 'Night (sight 12")' },
] as const;

export function select<T extends string>(
  id: string,
  options: readonly { id: T; label: string }[],
  value: T,
): HTMLSelectElement {
  return h(
    'select',
    { id },
    options.map((o) => h('option', { value: o.id, selected: o.id === value }, o.label)),
  ) as HTMLSelectElement;
}
