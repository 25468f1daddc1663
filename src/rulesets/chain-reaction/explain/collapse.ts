// A building hit by a rocket in words: what caves in, or that it holds.

export function collapseText(building: string, collapsed: number, die: number | undefined): string {
  if (collapsed)
    return `The rocket brings down ${collapsed} area${collapsed > 1 ? 's' : ''} of building ${building}${die ? ` (${die}: it caves in)` : ''}.`;
  return `Building ${building} holds${die ? ` (${die})` : ' (nothing above the area hit)'}; those inside take a Crisis test.`;
}
