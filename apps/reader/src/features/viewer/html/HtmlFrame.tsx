import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { cspNonce } from '@codex/ui';
import { withStyleNonce } from './styleNonce.js';

/** How often the frame's height follows its content (spec section 9: iframe height poll every 1000 ms). */
export const IFRAME_HEIGHT_POLL_MS = 1000;

export interface HtmlFrameProps {
  html: string;
  title: string;
  /** A link to another catalogue document (`/document?contentCode=`) was followed. */
  onOpenDocument: (path: string) => void;
  /** Extra sandbox rights (the redline frame needs allow-modals to print). */
  allowPrint?: boolean;
  frameRef?: RefObject<HTMLIFrameElement | null>;
  /** The frame's document once loaded (null when it goes): the compass point and note highlights are drawn in it. */
  onFrameDocument?: (document: Document | null) => void;
}

/**
 * The iframe viewer for HTML renditions. The HTML is fetched with the bearer token (an iframe's own request
 * could not carry it) and shown through srcdoc in a sandbox without scripts. The frame is as tall as its
 * content, so the page scrolls as one; in-document anchors scroll the page, links to catalogue documents open
 * their document page in the reader, other links open in a new tab.
 */
export function HtmlFrame({ html, title, onOpenDocument, allowPrint = false, frameRef, onFrameDocument }: HtmlFrameProps) {
  // The frame's document is under the reader's policy: its stylesheet applies with the page's nonce only.
  const srcDoc = useMemo(() => withStyleNonce(html, cspNonce()), [html]);
  const localFrame = useRef<HTMLIFrameElement | null>(null);
  const frame = frameRef ?? localFrame;
  const open = useRef(onOpenDocument);
  const reportDocument = useRef(onFrameDocument);
  useEffect(() => {
    open.current = onOpenDocument;
    reportDocument.current = onFrameDocument;
  }, [onOpenDocument, onFrameDocument]);

  useEffect(() => {
    const iframe = frame.current;
    if (!iframe) return;
    const fit = () => {
      const body = iframe.contentDocument?.documentElement;
      if (body) {
        const height = `${Math.max(body.scrollHeight, 200)}px`;
        if (iframe.style.height !== height) iframe.style.height = height;
      }
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element | null;
      const link = target?.closest?.('a[href]');
      if (!link) return;
      const href = link.getAttribute('href') ?? '';
      event.preventDefault();
      // A drag that selected text and ended on a link is a selection, not a link click.
      if (iframe.contentDocument?.getSelection()?.isCollapsed === false) return;
      if (href.startsWith('#')) {
        const anchor = iframe.contentDocument?.getElementById(decodeURIComponent(href.slice(1)));
        anchor?.scrollIntoView({ block: 'start' });
        return;
      }
      const url = new URL(href, window.location.origin);
      if (url.origin === window.location.origin && url.pathname === '/document') {
        open.current(`${url.pathname}${url.search}${url.hash}`);
        return;
      }
      window.open(url.toString(), '_blank', 'noopener');
    };
    const onLoad = () => {
      fit();
      iframe.contentDocument?.addEventListener('click', onClick);
      reportDocument.current?.(iframe.contentDocument);
    };
    iframe.addEventListener('load', onLoad);
    if (iframe.contentDocument?.readyState === 'complete') onLoad();
    const timer = window.setInterval(fit, IFRAME_HEIGHT_POLL_MS);
    return () => {
      window.clearInterval(timer);
      iframe.removeEventListener('load', onLoad);
      iframe.contentDocument?.removeEventListener('click', onClick);
      reportDocument.current?.(null);
    };
  }, [html, frame]);

  return (
    <iframe
      ref={frame}
      title={title}
      srcDoc={srcDoc}
      sandbox={allowPrint ? 'allow-same-origin allow-modals' : 'allow-same-origin'}
      style={{ width: '100%', height: 400, border: 0, display: 'block', background: '#fff' }}
    />
  );
}

/**
 * Scrolls the frame's document to a section anchor (the sections list of the HTML tab). With focus, the section
 * also takes focus, as an in-page link gives it: the keyboard goes on from there (Tab, or Shift with the arrows to
 * select its text).
 */
export function scrollFrameTo(iframe: HTMLIFrameElement | null, anchor: string, { focus = false }: { focus?: boolean } = {}): void {
  const section = iframe?.contentDocument?.getElementById(anchor);
  if (!section) return;
  if (!focus) return section.scrollIntoView({ block: 'start' });
  if (!section.hasAttribute('tabindex')) section.setAttribute('tabindex', '-1');
  // The frame is as tall as its content, so the page scrolls, not the frame: the section goes to the top of the view.
  section.focus({ preventScroll: true });
  section.scrollIntoView({ block: 'start' });
}
