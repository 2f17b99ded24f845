/**
 * The whole catalogue from the mapped records of every file: duplicates dropped, forward edges
 * that only their target states added, families named and source hashes computed. Pure.
 */
import { isValidContentCode, VERSION_RELATION_TYPES, type CatalogueDocumentRow, type CatalogueRelation, type ImpliedRelation, type MappedDocument } from './catalogue-mapping.js';
import { computeFamilies } from './catalogue-families.js';
import type { PublisherCode } from './catalogue-sources.js';
import { learnKnownNames, namesKnownBy } from './known-names.js';
import { sourceHash } from './source-hashes.js';

export interface FullText {
  mediaType: string;
  body: string;
  sha256: string;
}

/** A record read from a file, mapped, with where it came from. */
export interface CatalogueInput {
  mapped: MappedDocument;
  /** sha256 of the canonical JSON of the record exactly as parsed from its line (see recordHash). */
  recordSha256: string;
  fullText: FullText | null;
  origin: { file: string; line: number };
}

/** A document ready to be written. */
export interface CatalogueEntry {
  publisherCode: PublisherCode;
  row: CatalogueDocumentRow & { family: string; sourceHash: string };
  relations: CatalogueRelation[];
  fullText: FullText | null;
  /** The names the document is also known by (known-names.ts), searched with its subjects. */
  knownAs: string;
}

export interface CatalogueProblem {
  file: string;
  line: number;
  message: string;
}

/**
 * Turns the mapped records of all files into rows: drops duplicates (first one wins), adds the
 * forward edges that only the target side states, names families and computes source hashes.
 */
export function assembleCatalogue(inputs: CatalogueInput[]): { entries: CatalogueEntry[]; problems: CatalogueProblem[] } {
  const problems: CatalogueProblem[] = [];
  const bySourceId = new Map<string, CatalogueInput>();
  const contentCodes = new Set<string>();
  for (const input of inputs) {
    const { sourceId, contentCode } = input.mapped.row;
    if (bySourceId.has(sourceId)) {
      problems.push({ ...input.origin, message: `duplicate record ${sourceId}; the first one is kept` });
      continue;
    }
    if (!isValidContentCode(contentCode)) {
      problems.push({ ...input.origin, message: `content code "${contentCode}" made from ${sourceId} is not valid` });
      continue;
    }
    if (contentCodes.has(contentCode)) {
      problems.push({ ...input.origin, message: `content code ${contentCode} of ${sourceId} is already taken by another record` });
      continue;
    }
    bySourceId.set(sourceId, input);
    contentCodes.add(contentCode);
  }

  // Forward edges stated only by their target ("superseded by X" where X does not list it).
  const extraEdges = new Map<string, CatalogueRelation[]>();
  const impliedFrom = new Map<string, ImpliedRelation[]>();
  for (const input of bySourceId.values()) {
    for (const implied of input.mapped.impliedRelations) {
      const owner = bySourceId.get(implied.fromSourceId);
      if (!owner) continue;
      const alreadyStated =
        owner.mapped.relations.some((r) => r.relationType === implied.relationType && r.relatedSourceId === implied.toSourceId) ||
        (extraEdges.get(implied.fromSourceId) ?? []).some((r) => r.relationType === implied.relationType && r.relatedSourceId === implied.toSourceId);
      if (alreadyStated) continue;
      extraEdges.set(implied.fromSourceId, [...(extraEdges.get(implied.fromSourceId) ?? []), { relationType: implied.relationType, relatedSourceId: implied.toSourceId }]);
      impliedFrom.set(implied.fromSourceId, [...(impliedFrom.get(implied.fromSourceId) ?? []), implied]);
    }
  }

  const relationsOf = (sourceId: string) => [...bySourceId.get(sourceId)!.mapped.relations, ...(extraEdges.get(sourceId) ?? [])];
  const versionEdges: { from: string; to: string }[] = [];
  for (const sourceId of bySourceId.keys()) {
    for (const r of relationsOf(sourceId)) if (VERSION_RELATION_TYPES.includes(r.relationType)) versionEdges.push({ from: sourceId, to: r.relatedSourceId });
  }
  const families = computeFamilies(
    [...bySourceId.values()].map((i) => i.mapped.row),
    versionEdges,
  );

  // What the catalogue's titles and abstracts write out, for the names each document is also known by.
  const knownNames = learnKnownNames([...bySourceId.values()].map((i) => i.mapped.row));
  const entries: CatalogueEntry[] = [...bySourceId.values()].map((input) => {
    const { sourceId } = input.mapped.row;
    const knownAs = namesKnownBy(input.mapped.row, knownNames);
    // An unchanged hash means nothing to write.
    const hash = sourceHash(input.recordSha256, input.fullText?.sha256 ?? null, impliedFrom.get(sourceId), knownAs);
    return {
      publisherCode: input.mapped.publisherCode,
      row: { ...input.mapped.row, family: families.get(sourceId)!, sourceHash: hash },
      relations: relationsOf(sourceId),
      fullText: input.fullText,
      knownAs,
    };
  });
  return { entries, problems };
}
