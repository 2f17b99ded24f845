import { LIMITS } from '@codex/domain';

/** The header shows at most 40 characters of the user's name, then an ellipsis. */
export function truncateUserName(name: string, max: number = LIMITS.headerUserName): string {
  const characters = Array.from(name);
  return characters.length > max ? `${characters.slice(0, max).join('')}…` : name;
}
