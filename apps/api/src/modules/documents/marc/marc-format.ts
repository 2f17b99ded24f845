import { Marc, Record as MarcRecord, type MarcField } from 'marcjs';

/** Bibliographic facts of one catalogue document, as a MARC record carries them. */
export interface MarcSource {
  contentCode: string;
  sourceId: string;
  designation: string;
  title: string;
  abstract: string | null;
  authors: string[];
  keywords: string[];
  doi: string | null;
  publishedDate: string | null;
  status: string;
  pageCount: number | null;
  sourceUrl: string | null;
  publisherFullName: string;
  seriesNumber: string;
  updatedAt: Date;
}

/** ISO 2709 limits a field to 9,999 bytes; abstracts are cut well below it, at a word. */
const ABSTRACT_MAX = 1500;
const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, text.lastIndexOf(' ', max - 1) > 0 ? text.lastIndexOf(' ', max - 1) : max - 1)}…`);
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Leader of a new, complete record of language material in UCS/Unicode; marcjs fills length and base address. */
const LEADER = '00000nam a2200000 i 4500';

function field008(source: MarcSource): string {
  const entered = source.updatedAt.toISOString().slice(2, 10).replaceAll('-', '');
  const year = source.publishedDate?.slice(0, 4) ?? '    ';
  const field = `${entered}${source.publishedDate ? 's' : 'n'}${year}    xx ${' '.repeat(17)}eng d`;
  return field;
}

/** The MARC 21 bibliographic record of one document. */
export function marcRecord(source: MarcSource, portalUrl: string, series: string): MarcRecord {
  const record = new MarcRecord();
  record.leader = LEADER;
  const fields: MarcField[] = [
    ['001', source.contentCode],
    ['003', 'Codex'],
    ['005', `${source.updatedAt.toISOString().replace(/[-:T]/g, '').slice(0, 14)}.0`],
    ['008', field008(source)],
  ];
  if (source.doi) fields.push(['024', '7 ', 'a', source.doi, '2', 'doi']);
  fields.push(['035', '  ', 'a', `(${source.publisherFullName})${source.sourceId}`]);
  fields.push(['040', '  ', 'a', 'Codex', 'b', 'eng', 'e', 'rda', 'c', 'Codex']);
  fields.push(['088', '  ', 'a', source.designation]);
  const [firstAuthor, ...otherAuthors] = source.authors;
  if (firstAuthor) fields.push(['100', '1 ', 'a', firstAuthor, 'e', 'author.']);
  fields.push(['245', firstAuthor ? '10' : '00', 'a', oneLine(source.title), 'n', source.designation]);
  fields.push(['264', ' 1', 'b', source.publisherFullName, ...(source.publishedDate ? ['c', source.publishedDate.slice(0, 4)] : [])]);
  fields.push(['300', '  ', 'a', source.pageCount ? `1 online resource (${source.pageCount} pages)` : '1 online resource']);
  fields.push(['490', '1 ', 'a', series, 'v', source.seriesNumber]);
  fields.push(['500', '  ', 'a', `Status: ${source.status}.`]);
  if (source.abstract) fields.push(['520', '  ', 'a', clip(oneLine(source.abstract), ABSTRACT_MAX)]);
  for (const keyword of source.keywords.slice(0, 10)) fields.push(['653', '  ', 'a', oneLine(keyword)]);
  for (const author of otherAuthors) fields.push(['700', '1 ', 'a', author, 'e', 'author.']);
  fields.push(['830', ' 0', 'a', series, 'v', source.seriesNumber]);
  fields.push(['856', '40', 'u', portalUrl, 'z', 'Read in the library']);
  if (source.sourceUrl) fields.push(['856', '42', 'u', source.sourceUrl, 'z', "Publisher's page"]);
  record.fields = fields;
  return record;
}

export type MarcFormat = 'mrc' | 'mrk' | 'txt' | 'xml';

const escapeMnemonic = (value: string) => value.replaceAll('$', '{dollar}');

/** MARC mnemonic (.mrk, MarcEdit's line format): "=245  10$aTitle", blanks in indicators and fixed fields as "\". */
export function toMnemonic(record: MarcRecord): string {
  const lines = [`=LDR  ${record.leader.replaceAll(' ', '\\')}`];
  for (const field of record.fields) {
    const [tag, ...rest] = field;
    if (tag < '010') {
      lines.push(`=${tag}  ${escapeMnemonic(rest[0]).replaceAll(' ', '\\')}`);
      continue;
    }
    const [indicators, ...subfields] = rest;
    let line = `=${tag}  ${indicators.replaceAll(' ', '\\')}`;
    for (let i = 0; i < subfields.length; i += 2) line += `$${subfields[i]}${escapeMnemonic(subfields[i + 1])}`;
    lines.push(line);
  }
  return lines.join('\n');
}

/** One file of records in the format asked for. */
export function formatRecords(records: MarcRecord[], format: MarcFormat): Buffer {
  switch (format) {
    case 'mrc':
      return Buffer.from(records.map((r) => Marc.format(r, 'iso2709')).join(''), 'utf8');
    case 'mrk':
      return Buffer.from(`${records.map(toMnemonic).join('\n\n')}\n`, 'utf8');
    case 'txt':
      return Buffer.from(`${records.map((r) => Marc.format(r, 'text')).join('\n\n')}\n`, 'utf8');
    case 'xml':
      return Buffer.from(
        `<?xml version="1.0" encoding="UTF-8"?>\n<collection xmlns="http://www.loc.gov/MARC21/slim">\n${records.map((r) => Marc.format(r, 'marcxml')).join('')}</collection>\n`,
        'utf8',
      );
  }
}

export const MARC_MEDIA_TYPES: Record<MarcFormat, string> = {
  mrc: 'application/marc',
  mrk: 'text/plain; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  xml: 'application/marcxml+xml; charset=utf-8',
};
