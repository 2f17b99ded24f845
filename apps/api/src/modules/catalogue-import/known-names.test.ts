import { describe, expect, it } from 'vitest';
import { definitionsIn, learnKnownNames, longFormBefore, namesKnownBy } from './known-names.js';

describe('the names standards are known by', () => {
  it('reads an acronym written out before it, its letters being the long form initials in order', () => {
    expect(longFormBefore('The Transport Layer Security', 'TLS')).toBe('transport layer security');
    expect(longFormBefore('semantics of the Hypertext Transfer Protocol', 'HTTP')).toBe('hypertext transfer protocol');
    expect(longFormBefore('Internet Protocol, Version 6', 'IPv6')).toBe('internet protocol version 6');
    // The first letter inside the first word, when no word starts with it.
    expect(longFormBefore('X is an Extensible Markup Language', 'XML')).toBe('extensible markup language');
  });

  it('reads nothing where the words do not spell the acronym', () => {
    expect(longFormBefore('a profile for', 'TLS')).toBeNull();
    expect(longFormBefore('Security Considerations', 'RFC')).toBeNull();
    // Each capital stands for a word, give or take one.
    expect(longFormBefore('the uniqueness of unique identifiers', 'UUIDs')).toBeNull();
    // One capital is a word in brackets, not an acronym.
    expect(longFormBefore('Transport Layer Security', 'Tls')).toBeNull();
    expect(definitionsIn('Management of Keys (see Appendix A) for the Domain Name System (DNS)')).toEqual([{ acronym: 'DNS', longForm: 'domain name system' }]);
  });

  const catalogue = [
    { title: 'The Transport Layer Security (TLS) Protocol Version 1.3', abstract: null },
    { title: 'The TLS Protocol Version 1.0', abstract: 'This document specifies Version 1.0 of the Transport Layer Security (TLS) protocol.' },
    { title: 'HTTP/2', abstract: 'An optimized expression of the semantics of the Hypertext Transfer Protocol (HTTP).' },
    { title: 'Hypertext Transfer Protocol -- HTTP/1.1', abstract: 'The Hypertext Transfer Protocol (HTTP) is an application-level protocol.' },
    { title: 'Message Authentication Code (MAC) profiles', abstract: null },
    { title: 'Media Access Control (MAC) Security', abstract: null },
    { title: 'Stream Control Transmission Protocol', abstract: 'The Stream Control Transmission Protocol (SCTP) is a transport protocol.' },
    // Seen once in an abstract only: not learnt.
    { title: 'Sessions over SCTP', abstract: 'How the Stream Control Transmission Protocol (SCTP) carries sessions; the Simple Ping Protocol (SPP).' },
  ];
  const names = learnKnownNames(catalogue);

  it('learns the long form each acronym stands for, but not an acronym with two meanings', () => {
    expect(names.longForms.get('TLS')).toBe('transport layer security');
    expect(names.longForms.get('HTTP')).toBe('hypertext transfer protocol');
    expect(names.longForms.has('MAC')).toBe(false);
    expect(names.acronyms.get('message authentication code')).toBe('MAC');
    expect(names.acronyms.get('stream control transmission protocol')).toBe('SCTP');
    expect(names.longForms.has('SPP')).toBe(false);
  });

  it('gives a title of acronyms its long forms, and a title that spells a name out its acronym', () => {
    expect(namesKnownBy(catalogue[1], names)).toBe('transport layer security');
    expect(namesKnownBy(catalogue[2], names)).toBe('hypertext transfer protocol');
    expect(namesKnownBy({ title: 'Stream Control Transmission Protocol', abstract: null }, names)).toBe('SCTP');
    // What the title already says is not repeated.
    expect(namesKnownBy(catalogue[0], names)).toBe('');
    // An acronym of two meanings takes the one the document itself writes out.
    expect(namesKnownBy({ title: 'MAC address randomization', abstract: 'Devices change their Media Access Control (MAC) address.' }, names)).toBe('media access control');
    expect(namesKnownBy({ title: 'MAC address randomization', abstract: null }, names)).toBe('');
  });
});
