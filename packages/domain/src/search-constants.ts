/**
 * Plain constants of the search calls, free of zod so the reader's search page can import them without pulling
 * schemas into its bundle; kept out of constants.ts so the home route's bundle does not carry them either.
 */

/** Where a keyword search looks: K keywords, D designations, A all. */
export const SEARCH_FIELDS = ['K', 'D', 'A'] as const;

/** The seven refinement families of the spec: each is a list of nodes in a count answer, of selected keys in a search. */
export const REFINEMENT_FAMILIES = ['icsCodeList', 'publisherList', 'categoryList', 'topicList', 'industryList', 'documentTypeList', 'committeeList'] as const;
