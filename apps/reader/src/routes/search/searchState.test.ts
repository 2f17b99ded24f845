import { describe, expect, it } from 'vitest';
import {
  clearAllRefinements,
  countRequestOf,
  cutTerm,
  defaultSearchState,
  parseCategories,
  redirectForDisabledType,
  searchRequestOf,
  stateFromUrl,
  switchedTo,
  truncateTerm,
  urlOf,
  withCategories,
  withPage,
  withPageSize,
  withSort,
  type SearchState,
} from './searchState.js';

const params = (query: string) => new URLSearchParams(query);

describe('search state in the URL', () => {
  it('reads every parameter of the spec', () => {
    const categories = JSON.stringify([
      { k: 'IETF', r: 'publisherList', n: 'IETF', pk: null },
      { k: 'httpbis', r: 'committeeList', n: 'HTTP', pk: null },
    ]);
    const state = stateFromUrl(
      'mysubscription',
      params(`content=http%20caching&stype=K&page=3&categories=${encodeURIComponent(categories)}&sort=title,desc&sortcounts=75&publisherid=12`),
    );
    expect(state).toEqual({
      kind: 'mysubscription',
      content: 'http caching',
      stype: 'K',
      page: 3,
      categories: [
        { k: 'IETF', r: 'publisherList', n: 'IETF', pk: null },
        { k: 'httpbis', r: 'committeeList', n: 'HTTP', pk: null },
      ],
      sort: 'title,desc',
      size: 75,
      publisherId: 12,
    });
  });

  it('writes a state back to the same URL, so back, forward and shared links reproduce the page', () => {
    const state: SearchState = {
      ...defaultSearchState('content'),
      content: 'TLS 1.3 & QUIC',
      stype: 'D',
      page: 2,
      categories: [{ k: 'IETF:Security', r: 'categoryList', n: 'Security', pk: 'IETF' }],
      sort: 'title,asc',
      size: 50,
    };
    const url = urlOf(state);
    expect(url.startsWith('/content-search?content=TLS+1.3+%26+QUIC&stype=D&page=2&categories=')).toBe(true);
    const [, query] = url.split('?');
    expect(stateFromUrl('content', params(query!))).toEqual(state);
  });

  it('keeps content, stype and page always and leaves defaults out', () => {
    expect(urlOf(defaultSearchState('content'))).toBe('/content-search?content=&stype=A&page=0');
    expect(urlOf({ ...defaultSearchState('semantic'), content: 'stored responses' })).toBe('/semantic-search?content=stored+responses&page=0');
  });

  it('falls back to the defaults for values that do not parse', () => {
    const state = stateFromUrl('content', params('content=x&stype=Q&page=-4&sort=price&sortcounts=33&categories=%7Bnot-json'));
    expect(state).toMatchObject({ stype: 'A', page: 0, sort: 'BEST_MATCH', size: 25, categories: [] });
  });

  it("reads the header's ALL as stype A", () => {
    expect(stateFromUrl('content', params('content=x&stype=ALL')).stype).toBe('A');
  });

  it('drops categories entries of unknown families or without a key, and duplicates', () => {
    const raw = JSON.stringify([
      { k: 'IETF', r: 'publisherList', n: 'IETF', pk: null },
      { k: 'IETF', r: 'publisherList', n: 'IETF again', pk: null },
      { k: 'x', r: 'colourList', n: 'x' },
      { r: 'topicList', n: 'no key' },
      'text',
      { k: 'caching', r: 'topicList' },
    ]);
    expect(parseCategories(raw)).toEqual([
      { k: 'IETF', r: 'publisherList', n: 'IETF', pk: null },
      { k: 'caching', r: 'topicList', n: 'caching', pk: null },
    ]);
    expect(parseCategories('[1,2')).toEqual([]);
    expect(parseCategories('{"k":"a"}')).toEqual([]);
  });

  it("turns the sidebar's subscription link into a publisher refinement", () => {
    expect(stateFromUrl('mysubscription', params('subscription=W3C')).categories).toEqual([{ k: 'W3C', r: 'publisherList', n: 'W3C', pk: null }]);
  });

  it('cuts the term to 500 characters', () => {
    expect(stateFromUrl('content', params(`content=${'a'.repeat(600)}`)).content).toHaveLength(500);
    expect([...cutTerm('🙂'.repeat(501))]).toHaveLength(500);
  });

  it('takes no refinements, sort or stype on the semantic page', () => {
    const state = stateFromUrl('semantic', params('content=x&stype=D&sort=title,asc&categories=%5B%7B%22k%22%3A%22IETF%22%2C%22r%22%3A%22publisherList%22%7D%5D'));
    expect(state).toMatchObject({ stype: 'A', sort: 'BEST_MATCH', categories: [] });
  });
});

describe('search calls of a state', () => {
  const base: SearchState = { ...defaultSearchState('content'), content: '  http caching ' };

  it('sends BEST_MATCH without a sort', () => {
    expect(searchRequestOf(base)).toEqual({
      url: '/api/documents/search',
      query: { page: 0, size: 25 },
      body: { keywords: 'http caching', searchField: 'A', sortType: 'BEST_MATCH' },
    });
  });

  it('sends an alphabetical sort as OVERRIDE_SORT with the sort', () => {
    const request = searchRequestOf(withSort(base, 'title,desc'));
    expect(request.query).toEqual({ page: 0, size: 25, sort: 'title,desc' });
    expect(request.body.sortType).toBe('OVERRIDE_SORT');
  });

  it('sends an empty term as *', () => {
    expect(searchRequestOf({ ...base, content: '   ' }).body.keywords).toBe('*');
  });

  it('sends the selected refinements as the families of the body', () => {
    const state = withCategories(base, [
      { k: 'IETF', r: 'publisherList', n: 'IETF', pk: null },
      { k: 'W3C', r: 'publisherList', n: 'W3C', pk: null },
      { k: 'httpbis', r: 'committeeList', n: 'HTTP', pk: null },
    ]);
    expect(searchRequestOf(state).body).toMatchObject({ publisherList: ['IETF', 'W3C'], committeeList: ['httpbis'] });
    expect(countRequestOf(state)).toEqual({
      url: '/api/documents/search/count',
      body: { keywords: 'http caching', searchField: 'A', section: 'Publisher', publisherList: ['IETF', 'W3C'], committeeList: ['httpbis'] },
    });
  });

  it('uses the entitled calls for my subscription, with the publisher id when there is one', () => {
    const state: SearchState = { ...base, kind: 'mysubscription', publisherId: 4 };
    expect(searchRequestOf(state)).toMatchObject({ url: '/api/documents/entitled-documents/search', body: { publisherId: 4 } });
    expect(countRequestOf(state)).toMatchObject({ url: '/api/documents/entitled-documents/search/count', body: { publisherId: 4 } });
  });

  it('sends only the keywords to semantic search', () => {
    expect(searchRequestOf({ ...base, kind: 'semantic', page: 1, size: 50 })).toEqual({
      url: '/api/semantic-search/v1/query',
      query: { page: 1, size: 50 },
      body: { keywords: 'http caching' },
    });
  });
});

describe('transitions', () => {
  const deep: SearchState = { ...defaultSearchState('content'), content: 'tls', page: 4, categories: [{ k: 'IETF', r: 'publisherList', n: 'IETF', pk: null }] };

  it('clear all resets the categories and the page', () => {
    expect(clearAllRefinements(deep)).toMatchObject({ categories: [], page: 0, content: 'tls' });
  });

  it('a new sort, page size or refinement starts from the first page', () => {
    expect(withSort(deep, 'title,asc').page).toBe(0);
    expect(withPageSize(deep, 100)).toMatchObject({ size: 100, page: 0 });
    expect(withCategories(deep, []).page).toBe(0);
    expect(withPage(deep, 7).page).toBe(7);
  });

  it('the All content / My subscription switch keeps the query', () => {
    const switched = switchedTo({ ...deep, sort: 'title,asc', stype: 'K' }, 'mysubscription');
    expect(switched).toMatchObject({ kind: 'mysubscription', content: 'tls', stype: 'K', sort: 'title,asc', categories: deep.categories, page: 0 });
    expect(urlOf(switched).startsWith('/mysubscription-search?content=tls&stype=K&page=0&categories=')).toBe(true);
  });
});

describe('search types the tenant enables', () => {
  const state = (kind: SearchState['kind'], stype: SearchState['stype'] = 'A') => ({ ...defaultSearchState(kind), content: 'rfc', stype });

  it('lets an enabled type show', () => {
    expect(redirectForDisabledType(state('content', 'D'), ['ALL', 'D'])).toBeNull();
    expect(redirectForDisabledType(state('mysubscription', 'K'), ['MYSUBSCRIPTION', 'K'])).toBeNull();
    expect(redirectForDisabledType(state('semantic'), ['SEMANTIC'])).toBeNull();
  });

  it('sends a disabled type to another enabled type with the same term', () => {
    expect(redirectForDisabledType(state('content', 'K'), ['ALL', 'D'])).toBe('/content-search?content=rfc&stype=A&page=0');
    // Designation search is within all content: without ALL it is no way out either.
    expect(redirectForDisabledType(state('content', 'K'), ['MYSUBSCRIPTION', 'D'])).toBe('/mysubscription-search?content=rfc&stype=A&page=0');
    expect(redirectForDisabledType(state('semantic'), ['ALL', 'MYSUBSCRIPTION'])).toBe('/content-search?content=rfc&stype=A&page=0');
    expect(redirectForDisabledType(state('content'), ['MYSUBSCRIPTION'])).toBe('/mysubscription-search?content=rfc&stype=A&page=0');
  });

  it('sends the user home when no type is enabled', () => {
    expect(redirectForDisabledType(state('mysubscription'), [])).toBe('/');
  });
});

describe('the term in messages', () => {
  it('is cut with an ellipsis past its limit', () => {
    expect(truncateTerm('hypertext transfer protocol', 20)).toBe('hypertext transfer p…');
    expect(truncateTerm('hypertext', 8)).toBe('hypertex…');
    expect(truncateTerm('tls', 8)).toBe('tls');
  });
});
