export { ProgressiveProfilingUrl, TenantConfigForUi } from '@codex/domain';
