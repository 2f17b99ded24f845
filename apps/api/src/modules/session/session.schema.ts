import { z } from 'zod';

export { AccountSession, SwitchAccountRequest } from '@codex/domain';

export const LogoutResponse = z.object({
  /** The provider's end-session address (clears its cookie, then returns to the app); null for IP sessions. */
  logoutUrl: z.string().nullable(),
});

export const LicenseValidateResponse = z.object({
  responseData: z.object({ value: z.object({ licenseContent: z.string(), accepted: z.boolean() }) }),
});

export const LicenseCreateResponse = z.object({
  responseData: z.object({ value: z.object({ accepted: z.boolean() }) }),
});
