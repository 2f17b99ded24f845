/**
 * The names standards are known by, learnt from the catalogue itself (docs/adr/0069): every "Long Form (ACRONYM)"
 * that titles and abstracts write out, kept when the acronym's letters are the long form's initials in order. A
 * document whose title says "TLS" is then also found by "transport layer security", and one whose title spells out
 * "Hypertext Transfer Protocol" also by "HTTP", whichever engine answers, since both words go into what the document
 * is searched by (its subjects). Pure.
 */

/** What a document is described by, for learning and for finding its names. */
export interface NamedText {
  title: string;
  abstract?: string | null;
}

/** An acronym written out: "TLS" -> "transport layer security". */
export interface KnownName {
  acronym: string;
  longForm: string;
}

/** An acronym as written in brackets: 2 to 10 letters, digits, '/', '-' or '.', a capital first, two capitals at least. */
const BRACKETED = /\(([A-Z][A-Za-z0-9/.-]{1,9})\)/g;
const WORD = /[\p{L}\p{N}]+/gu;
/** Words a long form does not start with. */
const LEADING_STOP = new Set(['a', 'an', 'the', 'and', 'or', 'of', 'for', 'to', 'in', 'on', 'with', 'by', 'its', 'their', 'this', 'using']);
/** At most this many names a document gains, so a title of acronyms does not flood its subjects. */
const MAX_NAMES_PER_DOCUMENT = 6;
/** A long form seen once is kept only when a title wrote it; otherwise twice at least. */
const MIN_SEEN = 2;
/** An acronym stands for its commonest long form only when that form is at least this share of its definitions. */
const DOMINANT_SHARE = 0.6;

const lettersOf = (acronym: string) => acronym.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Words inside a sentence rather than a name: a long form holding one is a misreading. */
const NOT_IN_NAMES = new Set(['is', 'are', 'was', 'were', 'be', 'a', 'an', 'the', 'this', 'that', 'which', 'it', 'we', 'as', 'called', 'known']);

/**
 * The long form the words before an acronym spell, or null: the acronym's letters are found from its end backwards in
 * the words' letters, its first letter at the start of a word (the long form then starts at that word), and the
 * long form has no more words than twice the acronym's letters. Where no word starts with the first letter, it may
 * stand inside the first word ("eXtensible Markup Language (XML)").
 */
export function longFormBefore(before: string, acronym: string): string | null {
  const letters = lettersOf(acronym);
  if (letters.length < 2 || !/[A-Z].*[A-Z]/.test(acronym)) return null;
  const words = (before.match(WORD) ?? []).slice(-Math.min(2 * letters.length, letters.length + 5)).map((w) => w.toLowerCase());
  const capitals = (acronym.match(/[A-Z]/g) ?? []).length;
  const read = (firstAtWordStart: boolean) => {
    const start = matchBackwards(words, letters, firstAtWordStart);
    if (start < 0) return null;
    const longForm = words.slice(start);
    if (longForm.length < 2 || LEADING_STOP.has(longForm[0]) || longForm.includes(letters) || longForm.some((w) => NOT_IN_NAMES.has(w))) return null;
    // A capital stands for a word: "unique identifiers" is too short for UUIDs (four capitals).
    if (longForm.length < capitals - 1) return null;
    return longForm.join(' ');
  };
  return read(true) ?? read(false);
}

/** The word the acronym's first letter was found in, matching its letters from the end backwards; -1 when they are not all found. */
function matchBackwards(words: string[], letters: string, firstAtWordStart: boolean): number {
  let w = words.length - 1;
  let c = w >= 0 ? words[w].length - 1 : -1;
  for (let k = letters.length - 1; k >= 0; k--) {
    for (;;) {
      if (w < 0) return -1;
      if (c < 0) {
        w--;
        c = w >= 0 ? words[w].length - 1 : -1;
        continue;
      }
      const hit = words[w][c] === letters[k] && (k > 0 || c === 0 || !firstAtWordStart);
      c--;
      if (hit) break;
    }
  }
  return w;
}

/** Every acronym a text writes out, with its long form. */
export function definitionsIn(text: string): KnownName[] {
  const found: KnownName[] = [];
  for (const match of text.matchAll(BRACKETED)) {
    const longForm = longFormBefore(text.slice(0, match.index), match[1]);
    if (longForm) found.push({ acronym: match[1], longForm });
  }
  return found;
}

/** The catalogue's dictionary: for each acronym, its long form, and each long form's acronym. */
export interface KnownNames {
  /** acronym as written (case kept) -> the long form it stands for, when one form dominates. */
  longForms: Map<string, string>;
  /** long form -> acronym. */
  acronyms: Map<string, string>;
  /** first word of a long form -> the long forms starting with it, to find them in a title without trying each. */
  byFirstWord: Map<string, string[]>;
}

/** Learns the dictionary from every document's title and abstract. */
export function learnKnownNames(documents: NamedText[]): KnownNames {
  const seen = new Map<string, Map<string, { count: number; inTitle: boolean }>>();
  const note = (name: KnownName, inTitle: boolean) => {
    let forms = seen.get(name.acronym);
    if (!forms) seen.set(name.acronym, (forms = new Map()));
    const form = forms.get(name.longForm) ?? { count: 0, inTitle: false };
    form.count++;
    form.inTitle ||= inTitle;
    forms.set(name.longForm, form);
  };
  for (const d of documents) {
    for (const name of definitionsIn(d.title)) note(name, true);
    if (d.abstract) for (const name of definitionsIn(d.abstract)) note(name, false);
  }
  const longForms = new Map<string, string>();
  const acronyms = new Map<string, string>();
  for (const [acronym, forms] of [...seen].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const kept = [...forms].filter(([, f]) => f.count >= MIN_SEEN || f.inTitle).sort((a, b) => b[1].count - a[1].count || (a[0] < b[0] ? -1 : 1));
    if (kept.length === 0) continue;
    const total = [...forms.values()].reduce((n, f) => n + f.count, 0);
    if (kept[0][1].count / total >= DOMINANT_SHARE) longForms.set(acronym, kept[0][0]);
    for (const [form] of kept) if (!acronyms.has(form)) acronyms.set(form, acronym);
  }
  const byFirstWord = new Map<string, string[]>();
  for (const form of acronyms.keys()) {
    const first = form.slice(0, form.indexOf(' '));
    byFirstWord.set(first, [...(byFirstWord.get(first) ?? []), form]);
  }
  return { longForms, acronyms, byFirstWord };
}

/**
 * The names a document is also known by: the long forms of the acronyms its title uses (its own definition first,
 * else the catalogue's), and the acronyms of the long forms its title spells out. Words its title already has are not
 * repeated. Space-separated, for its subjects.
 */
export function namesKnownBy(document: NamedText, names: KnownNames): string {
  const own = new Map([...definitionsIn(document.title), ...(document.abstract ? definitionsIn(document.abstract) : [])].map((n) => [n.acronym, n.longForm]));
  const titleWords = (document.title.match(WORD) ?? []).map((w) => w.toLowerCase());
  const titleText = ` ${titleWords.join(' ')} `;
  const out: string[] = [];
  const add = (name: string) => {
    if (out.length < MAX_NAMES_PER_DOCUMENT && !titleText.includes(` ${name.toLowerCase()} `) && !out.includes(name)) out.push(name);
  };
  for (const token of new Set(document.title.match(WORD) ?? [])) {
    const longForm = own.get(token) ?? names.longForms.get(token);
    if (longForm) add(longForm);
  }
  for (const word of new Set(titleWords)) {
    for (const longForm of names.byFirstWord.get(word) ?? []) if (titleText.includes(` ${longForm} `)) add(names.acronyms.get(longForm)!);
  }
  return out.join(' ');
}
