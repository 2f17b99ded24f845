/** The publishers' vocabularies the catalogues translate (locales/*.json, `terms`). */
export type TermVocabulary = 'status' | 'classification' | 'documentType';

/**
 * A publisher's term (a document status, an IETF classification such as "Internet Standard", a W3C document type)
 * in the reader's language. A term the catalogues do not know yet is shown as the publisher wrote it, never as a key.
 */
export function termLabel(t: (key: string) => string, vocabulary: TermVocabulary, value: string): string {
  const key = `terms.${vocabulary}.${value}`;
  const label = t(key);
  return label === key ? value : label;
}
