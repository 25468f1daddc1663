// A tiny helper for building the page's panels without a framework: h('div', {class: 'x'}, children).
import { savedLine } from '../fileName';

type Attrs = Record<string, string | number | boolean | EventListener | undefined>;
type Child = Node | string | null | undefined | false;

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: (Child | Child[])[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === false) continue;
    if (typeof v === 'function') el.addEventListener(k.replace(/^on/, ''), v);
    else if (v === true) el.setAttribute(k, '');
    else el.setAttribute(k, String(v));
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    el.append(typeof c === 'string' ? document.createTextNode(c) : c);
  }
  return el;
}

export function byId<T extends HTMLElement = HTMLElement>(id: string): T {
  const el = document.getElementById(id);
  if (!el) throw new Error(`missing #${id} in index.html`);
  return el as T;
}

export function clear(el: HTMLElement): void {
  el.replaceChildren();
}

/** Saves text as a file through the browser's download. */
export function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = h('a', { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

let toastTimer: ReturnType<typeof setTimeout> | undefined;

/** Saves a file and says so in a small note at the foot of the page (the browser itself may say nothing). */
export function saveAs(name: string, text: string): void {
  download(name, text);
  let note = document.getElementById('saved-note');
  if (!note) {
    note = h('div', { id: 'saved-note', role: 'status', 'aria-live': 'polite' });
    document.body.append(note);
  }
  note.textContent = savedLine(name);
  note.hidden = false;
  if (toastTimer) clearTimeout(toastTimer);
  toastTimer = setTimeout(() => {
    note.hidden = true;
  }, 5000);
}
