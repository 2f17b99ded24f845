export { UpdateUserAccountRequest, UserAccountDto } from '@codex/domain';
