// Small engine-backed demonstrations for lessons whose subject lies outside a battle (recruiting, after
// the battle): each runs the real rule functions on fixed dice and returns the lines to show.
export type Demo = () => string[];

export const DEMOS: Record<string, Demo> = {};

/** The lines a named demonstration produces; one line saying so when the name is unknown. */
export function runDemo(name: string): string[] {
  const demo = DEMOS[name];
  return demo ? demo() : [`(no demonstration named ${name})`];
}
