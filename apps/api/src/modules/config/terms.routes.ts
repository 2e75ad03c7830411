import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DEFAULT_LANGUAGE,
  termsOfServiceSchema,
  termsQuerySchema,
  type Language,
  type TermsOfService,
} from '@dugout/shared';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { termsCatalog } from './terms.locales';

/** The file for `language`, or null when the operator gave none for it. */
async function readTermsFile(pattern: string, language: Language): Promise<string | null> {
  try {
    return await readFile(pattern.replaceAll('{lang}', language), 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

/**
 * The Terms of Service page's text (the footer's link, public like the page). Read at each call,
 * so an operator who replaces the file needs no restart; a language without its own file gets
 * the English one, marked as English.
 */
export async function termsRoutes(app: FastifyInstance, { config }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/config/terms',
    {
      // 404: the operator gave no terms file.
      config: { access: 'public', refusals: [404] },
      schema: { querystring: termsQuerySchema, response: { 200: termsOfServiceSchema } },
    },
    async (request, reply): Promise<TermsOfService> => {
      const wanted = request.query.language ?? DEFAULT_LANGUAGE;
      for (const language of new Set<Language>([wanted, DEFAULT_LANGUAGE])) {
        const text = await readTermsFile(config.termsFile, language);
        if (text !== null) {
          reply.header('Cache-Control', 'no-cache');
          return { language, text: text.replace(/^\uFEFF/, '') };
        }
      }
      throw notFound((language) => termsCatalog.in(language)('unavailable'));
    },
  );
}
