import { z } from 'zod';

/** What `GET /api/config` tells the SPA at run time, so that one build serves every deployment. */
export const publicConfigSchema = z.object({
  teamName: z.string(),
  auth: z.object({
    mode: z.enum(['embedded', 'auth0']),
    domain: z.string(),
    clientId: z.string(),
    audience: z.string(),
    permissionsClaim: z.string(),
    memberIdClaim: z.string(),
  }),
  demo: z.boolean(),
  links: z.object({
    termsOfService: z.string(),
    privacyPolicy: z.string(),
    contactEmail: z.string(),
    playerUrlTemplate: z.string(),
  }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
