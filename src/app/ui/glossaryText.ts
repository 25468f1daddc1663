// Marks the game's terms in a line of text (statuses, Rep, PEF, swath, cover...) so hovering one shows its
// glossary line: `glossify(text)` gives the nodes to append in place of the plain text, and one page-wide
// hover handler (`installGlossaryTips`) shows the tooltip. Only the first use of a term in a line is
// marked, so a line does not turn into a row of underlines.
import type { GlossaryEntry } from '../../core/reference';
import { pageWords } from '../../core/reference';
import { refGlossary, refSection } from './rulesReference';
import { h } from './dom';

interface Matcher {
  glossary: readonly GlossaryEntry[];
  terms: GlossaryEntry[];
  any: RegExp;
  own: Map<GlossaryEntry, RegExp>;
}
let built: Matcher | undefined;

/** The reference's terms and their patterns, built again only when the glossary changes. */
function matcher(): Matcher | undefined {
  const glossary = refGlossary();
  if (!glossary.length) return undefined;
  if (built?.glossary === glossary) return built;
  // Longer terms first, so "Leader Die" wins over "Leader" and "Temporary Leader" over both.
  const terms = [...glossary].sort(
    (a, b) => Math.max(...b.forms.map((f) => f.length)) - Math.max(...a.forms.map((f) => f.length)),
  );
  const any = new RegExp(`\\b(?:${terms.flatMap((t) => t.forms).join('|')})\\b`, 'gi');
  const own = new Map(terms.map((t) => [t, new RegExp(`^(?:${t.forms.join('|')})$`, t.exactCase ? '' : 'i')]));
  return (built = { glossary, terms, any, own });
}

/** Which term a matched piece of text is (respecting terms that must match their capitals). */
function termOf(m: Matcher, piece: string): GlossaryEntry | undefined {
  return m.terms.find((t) => m.own.get(t)!.test(piece));
}

/** The text with each term's first use wrapped in a hoverable mark. */
export function glossify(text: string): (Node | string)[] {
  const g = matcher();
  if (!g) return [text];
  const out: (Node | string)[] = [];
  const used = new Set<string>();
  let last = 0;
  for (const m of text.matchAll(g.any)) {
    const t = termOf(g, m[0]);
    if (!t || used.has(t.id)) continue;
    used.add(t.id);
    if (m.index > last) out.push(text.slice(last, m.index));
    out.push(h('span', { class: 'term', 'data-term': t.id, tabindex: 0 }, m[0]));
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

let tip: HTMLElement | undefined;

function showFor(el: HTMLElement): void {
  const t = refGlossary().find((g) => g.id === el.dataset.term);
  if (!t) return;
  tip ??= document.body.appendChild(h('div', { id: 'glossary-tip', role: 'tooltip', hidden: true }));
  const s = refSection(t.section);
  tip.replaceChildren(
    h('b', {}, t.term),
    ` - ${t.text}`,
    s ? h('span', { class: 'muted' }, ` (${s.title}${pageWords(s.page)})`) : '',
  );
  tip.hidden = false;
  const r = el.getBoundingClientRect();
  // Below the word, kept inside the window.
  const x = Math.min(Math.max(4, r.left), window.innerWidth - 344);
  const below = r.bottom + 6;
  const y = below + 90 > window.innerHeight ? r.top - 6 : below;
  tip.style.left = `${Math.round(x)}px`;
  tip.style.top = `${Math.round(y)}px`;
  tip.dataset.above = String(below + 90 > window.innerHeight);
}

function hide(): void {
  if (tip) tip.hidden = true;
}

/** One listener for the whole page: any `.term` shows its glossary line while hovered or focused. */
export function installGlossaryTips(): void {
  const over = (e: Event) => {
    const el = (e.target as HTMLElement | null)?.closest?.('.term');
    if (el instanceof HTMLElement) showFor(el);
    else hide();
  };
  document.addEventListener('mouseover', over);
  document.addEventListener('focusin', over);
  document.addEventListener('scroll', hide, true);
}
