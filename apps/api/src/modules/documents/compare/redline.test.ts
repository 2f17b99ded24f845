import { describe, expect, it } from 'vitest';
import { buildRedline, splitSections } from './redline.js';
import { renderRedlineHtml } from './redline-render.js';

const OLD = `RFC 1000                    Example Protocol                    May 1990


1.  Introduction

   The protocol carries messages
   between two hosts.

2.  Compression

   Hosts may compress messages.

Author                       Standards Track                    [Page 1]
\f
RFC 1000                    Example Protocol                    May 1990


3.  Security Considerations

   None.
`;

const NEW = `1.  Introduction

   The protocol carries messages between two hosts over TLS.

2.  Security Considerations

   None.

3.  Extensions

   Hosts may define extensions.
`;

describe('splitSections', () => {
  it('cuts at headings and leaves page headers, footers and form feeds out', () => {
    const sections = splitSections(OLD);
    expect(sections.map((s) => s.heading)).toEqual(['Front matter', '1. Introduction', '2. Compression', '3. Security Considerations']);
    expect(sections[1].body).toBe('The protocol carries messages between two hosts.');
    expect(sections.map((s) => s.body).join(' ')).not.toMatch(/Page 1|May 1990/);
  });
});

describe('buildRedline', () => {
  const redline = buildRedline(OLD, NEW);

  it('pairs sections by title whatever their numbers, and marks the words that changed', () => {
    const byHeading = Object.fromEntries(redline.sections.map((s) => [s.heading, s]));
    expect(byHeading['1. Introduction'].status).toBe('changed');
    expect(byHeading['1. Introduction'].parts).toEqual([
      { kind: 'same', text: 'The protocol carries messages between two hosts ' },
      { kind: 'ins', text: 'over TLS' },
      { kind: 'same', text: '.' },
    ]);
    expect(byHeading['2. Security Considerations'].status).toBe('same');
    expect(byHeading['2. Compression'].status).toBe('deleted');
    expect(byHeading['3. Extensions'].status).toBe('inserted');
    expect(redline.deletedWords).toBe(4);
  });

  it('gives the same redline for the same texts', () => {
    expect(buildRedline(OLD, NEW)).toEqual(redline);
  });

  it('renders insertions and deletions as ins and del, with the text escaped', () => {
    const html = renderRedlineHtml(buildRedline('1.  A\n\n   if x < y then stop\n', '1.  A\n\n   if x > y then go\n'), {
      oldDesignation: 'RFC 1',
      oldTitle: 'Old',
      newDesignation: 'RFC 2',
      newTitle: 'New',
    });
    expect(html).toContain('if x <del>&lt;</del><ins>&gt;</ins> y then <del>stop</del><ins>go</ins>');
    expect(html).not.toContain('<script');
  });
});
