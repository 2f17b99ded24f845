/**
 * The MARC record sets the library offers: one per publisher series the catalogue holds. The
 * catalogue has no journals; its "collections" are the series librarians catalogue as such:
 * the RFC series, the NIST Special Publication series 800, 1800 and 500, FIPS, and W3C
 * Technical Reports (see docs/adr/0015-marc-records-per-series.md).
 */
export interface MarcCollection {
  /** The title the download asks for (getMarcDocument?title=). */
  title: string;
  name: string;
  publisherCode: string;
  /** The documents' category within the publisher; null takes the whole publisher. */
  category: string | null;
  /** Series statement (MARC 490 $a). */
  series: string;
}

export const MARC_COLLECTIONS: readonly MarcCollection[] = [
  { title: 'IETF-RFC', name: 'IETF Request for Comments (RFC)', publisherCode: 'IETF', category: null, series: 'Request for Comments' },
  { title: 'NIST-SP-800', name: 'NIST Special Publication 800 (Computer Security)', publisherCode: 'NIST', category: 'SP 800', series: 'NIST Special Publication' },
  { title: 'NIST-SP-1800', name: 'NIST Special Publication 1800 (Cybersecurity Practice Guides)', publisherCode: 'NIST', category: 'SP 1800', series: 'NIST Special Publication' },
  { title: 'NIST-SP-500', name: 'NIST Special Publication 500 (Information Technology)', publisherCode: 'NIST', category: 'SP 500', series: 'NIST Special Publication' },
  { title: 'NIST-FIPS', name: 'Federal Information Processing Standards (FIPS)', publisherCode: 'NIST', category: 'FIPS', series: 'Federal Information Processing Standards Publication' },
  { title: 'W3C-TR', name: 'W3C Technical Reports', publisherCode: 'W3C', category: null, series: 'W3C Technical Report' },
];
