/** The highlighted text of a compass point's selectionData (`<selection><contents>…</contents></selection>`), as plain text. */
export function selectedText(selectionData: string): string {
  const contents = /<contents>([\s\S]*?)<\/contents>/i.exec(selectionData)?.[1] ?? selectionData;
  return contents
    .replace(/<[^>]*>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The text cut to `max` characters with an ellipsis, or whole when it is short enough. */
export function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
