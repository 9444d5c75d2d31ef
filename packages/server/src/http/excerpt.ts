/** How much of a user's own text a message may quote: enough to recognise it, too little to be abused. */
export const EXCERPT_CHARS = 40;

/**
 * The start of a text a user sent, for a message that names it: at most `max` characters, then
 * '…' when there was more. A message never carries a whole upload (an 80 MB header cell, say)
 * back to the client, its log or its screen. Line breaks and runs of spaces become one space.
 */
export function excerpt(text: string, max = EXCERPT_CHARS): string {
  if (text.length <= max) return text.replace(/\s+/g, ' ');
  // Not between the two halves of a surrogate pair (an emoji, a rare CJK character).
  const end = /[\uD800-\uDBFF]/.test(text.charAt(max - 1)) ? max - 1 : max;
  return `${text.slice(0, end).replace(/\s+/g, ' ')}…`;
}

/** The variables of a message with each text excerpted, for a message built from input it does not control. */
export function excerptedVars(vars: Record<string, string | number> | undefined): Record<string, string | number> | undefined {
  if (!vars) return vars;
  return Object.fromEntries(Object.entries(vars).map(([name, value]) => [name, typeof value === 'string' ? excerpt(value) : value]));
}
