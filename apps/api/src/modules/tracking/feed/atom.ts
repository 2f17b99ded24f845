/** Writes an Atom 1.0 document (RFC 4287) for a tracking feed. */
import type { FeedEntry } from './tracking-feed.service.js';

const escapeXml = (text: string) =>
  xmlCharacters(text).replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** XML 1.0 allows no control characters but tab, line feed and carriage return. */
const xmlCharacters = (text: string) => [...text].filter((c) => c.charCodeAt(0) >= 0x20 || c === '\t' || c === '\n' || c === '\r').join('');

export interface AtomFeed {
  /** The address the feed was fetched from (its rel="self" link). */
  selfUrl: string;
  /** The reader's origin, for the links to document pages. */
  origin: string;
  /** A stable id for the feed (does not change when the token does). */
  feedId: string;
  title: string;
  /** When the feed was turned on: its updated date while there is no entry. */
  since: Date;
  entries: FeedEntry[];
}

export function renderAtom(feed: AtomFeed): string {
  const updated = feed.entries[0]?.detectedAt ?? feed.since;
  const entries = feed.entries.map((entry) => {
    const link = `${feed.origin}/document?contentCode=${encodeURIComponent(entry.contentCode)}`;
    return [
      '  <entry>',
      `    <id>${escapeXml(`${feed.feedId}:change:${entry.changeId}`)}</id>`,
      `    <title>${escapeXml(`${entry.designation}: ${entry.summary}`)}</title>`,
      `    <updated>${entry.detectedAt.toISOString()}</updated>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(link)}"/>`,
      `    <category term="${escapeXml(entry.kind)}"/>`,
      `    <summary type="text">${escapeXml(`${entry.summary} (${entry.designation}, ${entry.title})`)}</summary>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${escapeXml(feed.feedId)}</id>`,
    `  <title>${escapeXml(feed.title)}</title>`,
    `  <updated>${updated.toISOString()}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(feed.selfUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(`${feed.origin}/trackChanges`)}"/>`,
    '  <author><name>Codex</name></author>',
    '  <generator>Codex</generator>',
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
