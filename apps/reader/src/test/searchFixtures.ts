import type { RefinementCounts, RefinementNode, SearchDocument } from '@codex/domain';

/** Search results as the API answers them, for the search tests. */
export const rfc9111: SearchDocument = {
  contentCode: 'IETF-RFC9111',
  documentType: 'Standard',
  publisherName: 'IETF',
  publisherCode: 'IETF',
  status: 'Active',
  lastUpdateDate: '2022-07-01',
  publishDate: '2022-06-06',
  publishedOnlineDate: '2022-06-08',
  language: 'en',
  translations: [{ contentId: 91, contentCode: 'IETF-RFC9111-FR', displayCode: 'RFC 9111 (fr)' }],
  connections: {
    versions: [
      { id: 1, designationNo: 'RFC 9111', contentCode: 'IETF-RFC9111' },
      { id: 2, designationNo: 'RFC 7234', contentCode: 'IETF-RFC7234' },
    ],
  },
  supplements: [{ displayDesignation: 'RFC 9111 Errata', contentCode: 'IETF-RFC9111-ERRATA' }],
  designationNo: 'RFC9111',
  documentTitle: 'HTTP Caching',
  description: 'The Hypertext Transfer Protocol (HTTP) is a stateless application-level protocol.',
  displayDesignation: 'RFC 9111',
};

export const rfc2616: SearchDocument = {
  ...rfc9111,
  contentCode: 'IETF-RFC2616',
  status: 'Replaced',
  designationNo: 'RFC2616',
  displayDesignation: 'RFC 2616',
  documentTitle: 'Hypertext Transfer Protocol -- HTTP/1.1',
  translations: [],
  supplements: [],
  connections: { versions: [] },
  lastUpdateDate: null,
  publishedOnlineDate: null,
  publishDate: '1999-06-01',
};

export const refinementNode = (key: string, name: string, count: number, child: RefinementNode[] = [], parentKey: string | null = null, parentName: string | null = null): RefinementNode => ({
  key,
  name,
  count,
  isChecked: false,
  parentKey,
  parentName,
  child,
});

const ietfAreas = ['Applications', 'Security', 'Transport', 'Routing'].map((area, index) => refinementNode(`IETF:${area}`, area, 40 - index * 5, [], 'IETF', 'IETF'));

export const counts: RefinementCounts = {
  count: 120,
  publisherList: [refinementNode('IETF', 'IETF', 100, ietfAreas), refinementNode('W3C', 'W3C', 20)],
  categoryList: ietfAreas,
  committeeList: [refinementNode('httpbis', 'HTTP', 30), refinementNode('tls', 'Transport Layer Security', 12)],
  documentTypeList: [refinementNode('Standard', 'Standard', 80)],
  topicList: [],
  icsCodeList: [],
  industryList: [],
};
