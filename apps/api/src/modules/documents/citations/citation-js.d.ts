/** The parts of Citation.js (no types of its own) that the citation service uses. */
declare module '@citation-js/core' {
  interface FormatOptions {
    format?: 'text' | 'html';
    template?: string;
    lang?: string;
  }
  interface CiteInstance {
    format(style: 'bibliography' | 'citation', options?: FormatOptions): string;
    format(style: 'ris' | 'data'): string;
  }
  const citation: {
    Cite: new (data: unknown) => CiteInstance;
    plugins: { config: { get(name: '@csl'): { styles: { add(name: string, xml: string): void; has(name: string): boolean } } } };
  };
  export default citation;
}
declare module '@citation-js/plugin-csl';
declare module '@citation-js/plugin-ris';
