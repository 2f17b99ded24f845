import type { ChangeHistoryPage, CompassPoint } from '@codex/domain';

const LONG_SELECTION = 'The Hypertext Transfer Protocol (HTTP) is a stateless application-level protocol for distributed, collaborative, hypertext information systems.';

/** A compass point as the API answers it (packages/domain/src/compass-points.ts). */
export const compassPoint = (id: number, overrides: Partial<CompassPoint> = {}): CompassPoint => ({
  compassPointID: id,
  compassPointUUID: `00000000-0000-4000-8000-00000000000${id}`,
  name: `Point ${id}`,
  description: 'Why this paragraph matters',
  overlayDetails: '',
  designation: 'RFC 9110',
  contentCode: 'IETF-RFC9110',
  contentID: 7,
  contentStatus: 'Active',
  status: 'ACTIVE',
  selectionData: `<selection><contents>${LONG_SELECTION}</contents></selection>`,
  selectionMetadata: { pageNumber: 1 } as CompassPoint['selectionMetadata'],
  anchor: null,
  createdById: 12,
  createdDate: '2026-11-20T10:30:00.000Z',
  createdUserName: 'Grace Hopper',
  creatorEmail: 'grace@acme.example',
  email: 'grace@acme.example',
  deletedByEmail: null,
  deletedDate: null,
  edit: true,
  pdfVersions: [],
  ...overrides,
});

export { LONG_SELECTION };

/** GET list-admin answers a page object: content and totalElements. */
export const page = (points: CompassPoint[], total = points.length) => ({ data: { content: points, totalElements: total, pageIndex: 0, pageSize: 25 } });

type Entry = ChangeHistoryPage['content'][number];
const values = { modifiedDate: '2026-11-20T10:30:00.000Z', name: 'Point 5', description: '', overlayDetails: '', selectionMetadata: {} as Entry['auditData']['current']['selectionMetadata'], status: 'ACTIVE' };

/** One change history entry. */
export const change = (id: number, dbTransactionType: Entry['dbTransactionType'], transactionUserName = 'Grace Hopper'): Entry => ({
  id,
  dbTransactionType,
  transactionUserName,
  createdDate: `2026-11-2${id}T10:30:00.000Z`,
  auditData: { current: values, previous: dbTransactionType === 'INSERT' ? null : values },
});
