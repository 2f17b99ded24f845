import { createHash, randomBytes } from 'node:crypto';

/**
 * The browsers' Content-Security-Policy of everything the server answers (docs/adr/0045): what the two apps may load,
 * and the smaller policies of the server's own HTML pages (sign-in, unsubscribe, API docs).
 */

/** Directive name (kebab-case, as in the header) to its sources; an empty list is a directive without value. */
export type CspDirectives = Record<string, string[]>;

export interface AppPolicyOrigins {
  /** The OpenID issuers' origins: the apps fetch their discovery documents, keys and tokens, and renew in a hidden frame. */
  issuers: readonly string[];
  /** PUBLIC_URL is https: http addresses in a page are asked for over https. */
  https: boolean;
}

export interface AppPageOptions {
  /** The response's nonce: the app's style elements (emotion's, the HTML view's) carry it. */
  styleNonce?: string;
  /** Origins of images the tenant's configuration names by absolute address (its logo). */
  imageOrigins?: readonly string[];
  /** The page may be framed by pages of its own origin (the sign-in callback, which silent renewal loads in a frame). */
  framedBySameOrigin?: boolean;
}

/**
 * The policy of the reader and the console (and, without a nonce, of every other answer: the apps' scripts, their
 * pdf.js worker, API answers). Only what the apps load is allowed; see docs/adr/0045 for each directive.
 */
export function appDirectives(origins: AppPolicyOrigins, options: AppPageOptions = {}): CspDirectives {
  const directives: CspDirectives = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", ...(options.styleNonce ? [`'nonce-${options.styleNonce}'`] : [])],
    'img-src': unique(["'self'", 'data:', 'blob:', ...(options.imageOrigins ?? [])]),
    'font-src': ["'self'"],
    'connect-src': unique(["'self'", ...origins.issuers]),
    'frame-src': unique(["'self'", ...origins.issuers]),
    'worker-src': ["'self'"],
    // A document's training videos are played from the address the media import gives (any https host; ADR 0050).
    'media-src': ["'self'", 'https:'],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': [options.framedBySameOrigin ? "'self'" : "'none'"],
  };
  if (origins.https) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/**
 * The policy of a small server-rendered page: its own stylesheet only (by nonce or hash), no script unless named,
 * forms posting to this origin (and the origins it names: form-action also holds for the redirect that answers a
 * form), never framed.
 */
export function serverPageDirectives({
  styleSources,
  scriptSources,
  formTargets = [],
  images = ["'self'"],
}: {
  styleSources: string[];
  /** Only for a page that has a script (the OpenID provider adds its inline script's hash to these). */
  scriptSources?: string[];
  formTargets?: string[];
  images?: string[];
}): CspDirectives {
  return {
    'default-src': ["'none'"],
    ...(scriptSources ? { 'script-src': scriptSources } : {}),
    'style-src': styleSources,
    'img-src': images,
    'form-action': unique(["'self'", ...formTargets]),
    'frame-ancestors': ["'none'"],
    'base-uri': ["'none'"],
  };
}

/** The header's value. */
export function serializeCsp(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/** A fresh nonce for one response (128 random bits). */
export function newCspNonce(): string {
  return randomBytes(16).toString('base64');
}

/** The source that allows exactly this inline stylesheet (or script): 'sha256-…'. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The origin of an absolute http(s) address; null for a path on this origin or anything else. */
export function originOf(address: string | null | undefined): string | null {
  if (!address || !/^https?:\/\//i.test(address)) return null;
  return URL.parse(address)?.origin ?? null;
}

function unique(sources: string[]): string[] {
  return [...new Set(sources)];
}
