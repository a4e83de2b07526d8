// The rules every page is held to: WCAG 2.0-2.2 A and AA, and the 24 px target size.
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
