import { z } from 'zod';

export { AccountSession, LicenseValidateResponse, SwitchAccountRequest } from '@codex/domain';

export const LogoutResponse = z.object({
  /** The provider's end-session address (clears its cookie, then returns to the app); null for IP sessions. */
  logoutUrl: z.string().nullable(),
});

export const LicenseCreateResponse = z.object({
  responseData: z.object({ value: z.object({ accepted: z.boolean() }) }),
});
