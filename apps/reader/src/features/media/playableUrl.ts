/**
 * Only a media file a browser may fetch under the page's policy is played (docs/adr/0050): this origin's, or any https
 * address; anything else is no playable file.
 */
export function playableUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  return url.startsWith('https://') || (url.startsWith('/') && !url.startsWith('//')) ? url : null;
}
