import { z } from 'zod';
import { LANGUAGES } from './constants';

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
  /** The largest content upload in bytes (CONTENT_MAX_BYTES), checked before a file is sent. */
  contentMaxBytes: z.number().int().positive().optional(),
  /** TEAM_TIME_ZONE: the IANA zone the team's times are shown in (absent: the browser's own). */
  teamTimeZone: z.string().optional(),
  /** PHONE_REGION: where a phone number written without +country is read (absent: US). */
  phoneRegion: z.string().optional(),
  links: z.object({
    termsOfService: z.string(),
    privacyPolicy: z.string(),
    contactEmail: z.string(),
    playerUrlTemplate: z.string(),
  }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/** GET /api/config/terms: the Terms of Service page in the asked language (English if none). */
export const termsQuerySchema = z.object({ language: z.enum(LANGUAGES).optional() });

/**
 * The operator's Terms of Service text (the TERMS_FILE setting), as written: plain text with
 * blank lines between paragraphs and `#` headings, rendered as text (never as HTML). `language`
 * is the language of the text: English when the asked one has no file.
 */
export const termsOfServiceSchema = z.object({ language: z.enum(LANGUAGES), text: z.string() });
export type TermsOfService = z.infer<typeof termsOfServiceSchema>;
