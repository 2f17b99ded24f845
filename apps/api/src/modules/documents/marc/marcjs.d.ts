/** The parts of marcjs (no published types) the MARC records use. */
declare module 'marcjs' {
  /** [tag, value] for control fields, [tag, indicators, code, value, code, value, ...] for data fields. */
  export type MarcField = string[];
  export class Record {
    leader: string;
    fields: MarcField[];
    append(...fields: MarcField[]): Record;
  }
  export const Marc: {
    format(record: Record, type: 'iso2709' | 'marcxml' | 'text' | 'mij' | 'json'): string;
    parse(raw: string | Buffer, type: 'iso2709' | 'marcxml' | 'mij'): Record;
  };
}
