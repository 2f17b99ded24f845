/**
 * A tsquery as PostgreSQL prints it ('http' & 'cach', !'draft', ( 'a' | 'b' ) & 'c', '800' <-> '-53'), read into a
 * tree the in-memory keyword index can evaluate: lexemes, &, |, !, parentheses, and phrases (<->, <N>) made of
 * lexemes, which is what websearch_to_tsquery writes for quotes and hyphenated words. A prefix (:*), a weight
 * (:A) or a phrase over anything but lexemes is not read (null): the database answers such a query.
 */
export type TsQuery =
  | { kind: 'lexeme'; lexeme: string }
  | { kind: 'and' | 'or'; left: TsQuery; right: TsQuery }
  | { kind: 'not'; operand: TsQuery }
  /** right follows left `distance` places on (<-> is 1). */
  | { kind: 'phrase'; left: TsQuery; right: TsQuery; distance: number };

/** The query has no lexeme at all (only stop words): PostgreSQL matches nothing with it. */
export const EMPTY_QUERY = 'empty' as const;

type Token = { kind: 'lexeme'; lexeme: string } | { kind: '&' | '|' | '!' | '(' | ')' } | { kind: '<>'; distance: number };

/**
 * Reads the quoted lexeme that starts at text[start] (a quote) as PostgreSQL prints it in a tsquery or a tsvector:
 * quotes inside are doubled and backslashes escape the next character. Null when the closing quote is missing.
 */
export function readQuotedLexeme(text: string, start: number): { lexeme: string; end: number } | null {
  let lexeme = '';
  let i = start + 1;
  for (;;) {
    if (i >= text.length) return null;
    const c = text[i];
    if (c === '\\' && i + 1 < text.length) {
      lexeme += text[i + 1];
      i += 2;
    } else if (c === "'") {
      if (text[i + 1] !== "'") return { lexeme, end: i + 1 };
      lexeme += "'";
      i += 2;
    } else {
      lexeme += c;
      i++;
    }
  }
}

function tokenize(text: string): Token[] | null {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === ' ') {
      i++;
    } else if (c === "'") {
      const quoted = readQuotedLexeme(text, i);
      if (!quoted) return null;
      const lexeme = quoted.lexeme;
      i = quoted.end;
      // ':*' (prefix) or ':AB' (weights) after a lexeme
      if (text[i] === ':') return null;
      tokens.push({ kind: 'lexeme', lexeme });
    } else if (c === '&' || c === '|' || c === '!' || c === '(' || c === ')') {
      tokens.push({ kind: c });
      i++;
    } else if (c === '<') {
      const phrase = /^<(-|\d+)>/.exec(text.slice(i, i + 8));
      if (!phrase) return null;
      tokens.push({ kind: '<>', distance: phrase[1] === '-' ? 1 : Number(phrase[1]) });
      i += phrase[0].length;
    } else {
      // anything PostgreSQL would not print
      return null;
    }
  }
  return tokens;
}

/** The tree of a printed tsquery; EMPTY_QUERY for '', null when the query needs more than lexeme sets. */
export function parseTsQuery(text: string): TsQuery | typeof EMPTY_QUERY | null {
  const read = tokenize(text.trim());
  if (read === null) return null;
  const tokens: Token[] = read;
  if (tokens.length === 0) return EMPTY_QUERY;
  let at = 0;
  const peek = () => tokens[at]?.kind;

  // or := and ('|' and)*;  and := phrase ('&' phrase)*;  phrase := unary ('<N>' unary)*;
  // unary := '!' unary | lexeme | '(' or ')'
  function or(): TsQuery | null {
    let left = and();
    while (left && peek() === '|') {
      at++;
      const right = and();
      if (!right) return null;
      left = { kind: 'or', left, right };
    }
    return left;
  }
  function and(): TsQuery | null {
    let left = phrase();
    while (left && peek() === '&') {
      at++;
      const right = phrase();
      if (!right) return null;
      left = { kind: 'and', left, right };
    }
    return left;
  }
  function phrase(): TsQuery | null {
    let left = unary();
    while (left && peek() === '<>') {
      const { distance } = tokens[at++] as { distance: number };
      const right = unary();
      if (!right) return null;
      left = { kind: 'phrase', left, right, distance };
    }
    return left;
  }
  function unary(): TsQuery | null {
    const token = tokens[at];
    if (!token) return null;
    if (token.kind === '!') {
      at++;
      const operand = unary();
      return operand && { kind: 'not', operand };
    }
    if (token.kind === 'lexeme') {
      at++;
      return { kind: 'lexeme', lexeme: token.lexeme };
    }
    if (token.kind === '(') {
      at++;
      const inner = or();
      if (!inner || peek() !== ')') return null;
      at++;
      return inner;
    }
    return null;
  }

  const tree = or();
  return tree && at === tokens.length && phrasesOfLexemes(tree) ? tree : null;
}

/** Whether every phrase of the query is made of lexemes and phrases only. */
function phrasesOfLexemes(node: TsQuery, inPhrase = false): boolean {
  switch (node.kind) {
    case 'lexeme':
      return true;
    case 'phrase':
      return phrasesOfLexemes(node.left, true) && phrasesOfLexemes(node.right, true);
    case 'not':
      return !inPhrase && phrasesOfLexemes(node.operand);
    default:
      return !inPhrase && phrasesOfLexemes(node.left) && phrasesOfLexemes(node.right);
  }
}

/** Whether the query holds a phrase (which needs places to decide). */
export function hasPhrase(node: TsQuery): boolean {
  switch (node.kind) {
    case 'lexeme':
      return false;
    case 'phrase':
      return true;
    case 'not':
      return hasPhrase(node.operand);
    default:
      return hasPhrase(node.left) || hasPhrase(node.right);
  }
}

/** Whether a phrase lies under a NOT (then a superset of its matches is no superset of the query's). */
export function phraseUnderNot(node: TsQuery, negated = false): boolean {
  switch (node.kind) {
    case 'lexeme':
      return false;
    case 'phrase':
      return negated;
    case 'not':
      return phraseUnderNot(node.operand, !negated);
    default:
      return phraseUnderNot(node.left, negated) || phraseUnderNot(node.right, negated);
  }
}

/** The lexemes a query names, each once. */
export function queryLexemes(query: TsQuery): string[] {
  const out = new Set<string>();
  const walk = (node: TsQuery) => {
    if (node.kind === 'lexeme') out.add(node.lexeme);
    else if (node.kind === 'not') walk(node.operand);
    else {
      walk(node.left);
      walk(node.right);
    }
  };
  walk(query);
  return [...out];
}
