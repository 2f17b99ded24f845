/**
 * The sets a harvester may ask for: one per publisher ("IETF") and, below it, one per series the catalogue holds
 * ("NIST:SP-800"), the same series the MARC record sets offer (docs/adr/0015).
 */
import { MARC_COLLECTIONS } from '../documents/index.js';

export interface OaiSet {
  spec: string;
  name: string;
  publisherCode: string;
  /** The documents' category within the publisher; null takes the whole publisher. */
  category: string | null;
}

const seriesSpec = (title: string, publisherCode: string) => `${publisherCode}:${title.slice(publisherCode.length + 1)}`;

/** The sets of the publishers given (their code and full name), publisher first, then its series. */
export function setsOf(publishers: { code: string; fullName: string }[]): OaiSet[] {
  return publishers.flatMap((publisher) => [
    { spec: publisher.code, name: publisher.fullName, publisherCode: publisher.code, category: null },
    ...MARC_COLLECTIONS.filter((c) => c.publisherCode === publisher.code).map((c) => ({
      spec: seriesSpec(c.title, c.publisherCode),
      name: c.name,
      publisherCode: c.publisherCode,
      category: c.category,
    })),
  ]);
}

/** The specs of the sets a record of this publisher and category belongs to. */
export function setSpecsOf(publisherCode: string, category: string | null): string[] {
  return [
    publisherCode,
    ...MARC_COLLECTIONS.filter((c) => c.publisherCode === publisherCode && (c.category === null || c.category === category)).map((c) => seriesSpec(c.title, c.publisherCode)),
  ];
}
