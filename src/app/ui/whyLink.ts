// The small "why?" link that opens the rules reference at the section behind a log line, a question, a
// preview or a refused order, and the one-line "why not?" for a refusal: the engine's sentence with its
// terms marked, then the rule and page it rests on.
import { refCite, refSection } from './rulesReference';
import { pageWords } from '../../core/reference';
import { h } from './dom';
import { glossify } from './glossaryText';
import { openReference } from './referencePanel';

export function whyLink(sectionId: string | undefined, label = 'why?'): HTMLElement | null {
  const s = sectionId ? refSection(sectionId) : undefined;
  if (!s) return null;
  return h(
    'a',
    {
      href: `#ref-${s.id}`,
      class: 'why',
      'data-section': s.id,
      title: `${s.title}${pageWords(s.page)}`,
      onclick: (e: Event) => {
        // Inside a log line's <summary> the click must not also fold the line open or shut.
        e.preventDefault();
        e.stopPropagation();
        openReference(s.id);
      },
    },
    label,
  );
}

/** A refused order in one line: the reason (terms marked), then "- no line of sight, p.16 why?". */
export function refusalNodes(text: string): (Node | string)[] {
  const cite = refCite(text);
  if (!cite) return glossify(text);
  return [
    ...glossify(text),
    h('span', { class: 'why-not' }, ` - ${cite.rule}${pageWords(cite.page)} `, whyLink(cite.section)),
  ];
}

/** The message line: a refusal as above, anything else with its terms marked. */
export function messageNodes(text: string, error: boolean): (Node | string)[] {
  return error ? refusalNodes(text) : glossify(text);
}
