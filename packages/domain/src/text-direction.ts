/** The direction a sentence or a page is written in. */
export type TextDirection = 'ltr' | 'rtl';

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

/** A letter written left to right (Latin, Greek, Cyrillic) or right to left (Hebrew, Arabic, Syriac, Thaana, N'Ko). */
const LEFT_TO_RIGHT_LETTER = /[A-Za-z\u00C0-\u02AF\u0370-\u052F]/;
const RIGHT_TO_LEFT_LETTER = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFC]/;
const ALREADY_ISOLATED = /^[\u2066\u2067\u2068]/;

/**
 * What a person typed or named (a search term, a group's or a compass point's name, a title) set inside a translated
 * sentence keeps its own direction, taken from its first letter, wherever it holds a letter written the other way:
 * «transpor…» rather than the ellipsis and the closing quote pulled to the wrong end of an English term in an Arabic
 * sentence, «Acme Inc.» with its full stop after "Inc". Text already written the sentence's way, digits and text
 * already isolated come back as they are, so an English page with English names shows exactly the words given.
 */
export function ownDirection(text: string, sentence: TextDirection): string {
  if (ALREADY_ISOLATED.test(text)) return text;
  const other = sentence === 'rtl' ? LEFT_TO_RIGHT_LETTER : RIGHT_TO_LEFT_LETTER;
  return other.test(text) ? `${FSI}${text}${PDI}` : text;
}

/** A translation's parameters, each text one in its own direction (`ownDirection`); numbers as they are. */
export function paramsInOwnDirection<P extends Record<string, unknown>>(params: P, sentence: TextDirection): P {
  let changed: Record<string, unknown> | null = null;
  for (const [name, value] of Object.entries(params)) {
    if (typeof value !== 'string') continue;
    const isolated = ownDirection(value, sentence);
    if (isolated === value) continue;
    changed ??= { ...params };
    changed[name] = isolated;
  }
  return (changed ?? params) as P;
}

/**
 * The direction a message template is written in, from its first letter outside its placeholders (`{name}` or
 * `%{name}`); null for one with no letter (`[{group}] {subject}`), whose parameters then need nothing.
 */
export function templateDirection(template: string): TextDirection | null {
  const words = template.replace(/%?\{\w+\}/g, '');
  const ltr = words.search(LEFT_TO_RIGHT_LETTER);
  const rtl = words.search(RIGHT_TO_LEFT_LETTER);
  if (ltr < 0 && rtl < 0) return null;
  return rtl >= 0 && (ltr < 0 || rtl < ltr) ? 'rtl' : 'ltr';
}
