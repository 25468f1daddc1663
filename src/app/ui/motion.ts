// Whether the page asks for reduced motion (the system setting prefers-reduced-motion), followed live:
// the animator turns its glides and streaks into still pictures while it is on.
export function watchReducedMotion(set: (reduced: boolean) => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
  const q = window.matchMedia('(prefers-reduced-motion: reduce)');
  const on = () => set(q.matches);
  on();
  q.addEventListener('change', on);
  return () => q.removeEventListener('change', on);
}
