import type { CarryPreview, CarryPreviewItem } from '@codex/domain';

/** Test data: a preview of RFC 7231's compass points carried to RFC 9110, one of each outcome. */
const item = (sourceId: number, name: string, outcome: CarryPreviewItem['outcome'], oldText: string, newText: string | null, extra: Partial<CarryPreviewItem> = {}): CarryPreviewItem => ({
  sourceId,
  compassPointUUID: `00000000-0000-4000-8000-00000000000${sourceId}`,
  name,
  createdUserName: 'Frances Allen',
  outcome,
  oldText,
  newText,
  newPage: newText ? 42 : null,
  alreadyCarried: false,
  carriedCompassPointID: null,
  carriedCompassPointUUID: null,
  ...extra,
});

export const OPTIONS = 'The OPTIONS method requests information about the communication options available for the target resource';

export const rfc7231Preview: CarryPreview = {
  source: { contentID: 7231, contentCode: 'IETF-RFC7231', designation: 'RFC 7231' },
  target: { contentID: 9110, contentCode: 'IETF-RFC9110', designation: 'RFC 9110' },
  compassPoints: [
    item(1, 'OPTIONS', 'exact', OPTIONS, OPTIONS),
    item(2, 'Request semantics', 'moved', 'The request method token is the primary source of request semantics', 'The request method token is the primary source of request semantics'),
    item(3, 'GET body', 'changed', 'A payload within a GET request message has no defined semantics', 'content received in a GET request has no generally defined semantics'),
    item(4, 'URI semantics', 'not-found', 'A new requirement has been added that semantics embedded in a URI be disabled', null),
    item(5, 'Carried before', 'exact', OPTIONS, OPTIONS, { alreadyCarried: true, carriedCompassPointID: 99, carriedCompassPointUUID: 'aaaaaaaa-0000-4000-8000-000000000099' }),
  ],
  carryable: 3,
};
