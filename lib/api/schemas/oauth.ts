import { z } from 'zod';
import { idSchema } from './lenient';

/**
 * The token grant of `POST {base_url}/oauth2/accesstoken` (service.md › Token grant), kept in its
 * wire names. `access_token` is a password: never log it.
 */
export const tokenGrantSchema = z.object({
  access_token: z.string().min(1, { error: 'expected a non-empty access token' }),
  appSpecificAccountId: idSchema,
  accountName: z.string().optional().default(''),
});
export type TokenGrant = z.output<typeof tokenGrantSchema>;
