/** U+2066 LEFT-TO-RIGHT ISOLATE and U+2069 POP DIRECTIONAL ISOLATE. */
const LRI = '\u2066';
const PDI = '\u2069';

/**
 * Machine text (an IP address, a URL, an identifier) set inside a translated sentence, isolated left to right: in an
 * Arabic sentence 2001:db8::5 keeps its order instead of being reordered around its colons and digits. Harmless in a
 * left-to-right sentence.
 */
export function leftToRight(text: string): string {
  return `${LRI}${text}${PDI}`;
}
