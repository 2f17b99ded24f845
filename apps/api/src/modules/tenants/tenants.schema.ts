export { ExternalUrls, externalUrlsOf, ProgressiveProfilingUrl, TenantConfigForUi } from '@codex/domain';
