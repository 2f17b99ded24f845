import type { Principal } from '../../plugins/auth.js';

/**
 * The protected viewer is for sessions that say drm-view Y (spec: the route table's protected-content flag;
 * those users read in /document-view). Everyone else reads the PDF and HTML renditions as usual.
 */
export function mayUseProtectedViewer(principal: Principal | null): boolean {
  return principal !== null && principal.drmView;
}
