import { isFeatureOn, type TenantConfig } from '@codex/domain';

/**
 * The spec (section 5): "Citations appear only for the standards tenant for journals (not excluded article
 * types), STP books or symposia, and manuals". This catalogue has none of those content types by name, so each
 * document type is mapped to the spec's class it is published as (docs/adr/0011-citations.md):
 *
 * | catalogue documentType | published as | spec class | cited |
 * |---|---|---|---|
 * | RFC | an article of the RFC Series, a serial with ISSN 2070-1721 and a DOI per RFC | JOURNALS | yes |
 * | SP (NIST Special Publication) | a numbered technical report series | MANUAL_MONO_PAPERS | yes |
 * | W3C Recommendation, Note, Working Draft, ... | W3C Technical Reports series | MANUAL_MONO_PAPERS | yes |
 * | FIPS | Federal Information Processing Standards: standards | ASTM_STANDARDS | no |
 *
 * A document whose type is listed in its own `citationArticleTypeExclude` is not cited either (the spec's
 * "not excluded article types").
 */
const NOT_CITED_TYPES = new Set(['FIPS']);

export interface CitableDocument {
  documentType: string;
  citationArticleTypeExclude: string[];
}

/** The tenant offers citations: a standards body with the citations feature on. */
export function tenantOffersCitations(config: Pick<TenantConfig, 'kind' | 'features'>): boolean {
  return config.kind === 'standards-body' && isFeatureOn(config, 'citations');
}

/** The document is of a type the spec lets be cited. */
export function isCitable(document: CitableDocument): boolean {
  return !NOT_CITED_TYPES.has(document.documentType) && !document.citationArticleTypeExclude.includes(document.documentType);
}
