import type { Direction } from './locales.js';

/** U+2066 LEFT-TO-RIGHT ISOLATE, U+2068 FIRST STRONG ISOLATE and U+2069 POP DIRECTIONAL ISOLATE. */
const LRI = '\u2066';
const FSI = '\u2068';
const PDI = '\u2069';

/**
 * Machine text (an IP address, a URL, an identifier) set inside a translated sentence, isolated left to right: in an
 * Arabic sentence 2001:db8::5 keeps its order instead of being reordered around its colons and digits. Harmless in a
 * left-to-right sentence.
 */
export function leftToRight(text: string): string {
  return `${LRI}${text}${PDI}`;
}

/**
 * What a person typed (a search term) set inside a right-to-left sentence keeps its own direction, taken from its first
 * letter: «transpor…» rather than the ellipsis and the closing quote pulled to the wrong end of an English term. A
 * left-to-right sentence gets the text as it is, so an English page's text stays exactly the words shown.
 */
export function ownDirection(text: string, sentence: Direction): string {
  return sentence === 'rtl' ? `${FSI}${text}${PDI}` : text;
}
