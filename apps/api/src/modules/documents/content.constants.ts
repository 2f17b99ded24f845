/** The messages and headers of content delivery, shared by the content, protected-viewer and compare routes. */

/** The reader shows the tenant's no-access dialog on this 403. */
export const NOT_ENTITLED = 'User is not entitled for the Document';
export const NOT_DOWNLOADABLE = 'The publisher does not allow this document to be downloaded';

/**
 * Our renderer's HTML has inline styles and no scripts. It is shown in an iframe of the reader,
 * which reads its height and follows its links, so the frame stays same-origin but may not run
 * scripts, load anything from elsewhere or be framed by other sites.
 */
export const HTML_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
  'sandbox allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation',
].join('; ');
