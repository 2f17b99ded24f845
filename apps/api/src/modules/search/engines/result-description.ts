/** About this many characters of the abstract describe a result. */
const DESCRIPTION_CHARS = 300;

/** An abstract cut at a word boundary near DESCRIPTION_CHARS, with an ellipsis when cut. */
export function describe(abstract: string | null): string | null {
  if (!abstract) return null;
  const text = abstract.replace(/\s+/g, ' ').trim();
  if (text.length <= DESCRIPTION_CHARS) return text;
  const cut = text.slice(0, DESCRIPTION_CHARS);
  const space = cut.lastIndexOf(' ');
  return `${(space > DESCRIPTION_CHARS * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`;
}
