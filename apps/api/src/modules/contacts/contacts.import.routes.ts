import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart, { type Multipart } from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONTACT_IMPORT_MAX_BYTES,
  contactImportFieldsSchema,
  contactImportPreviewSchema,
  contactImportResultSchema,
} from '@dugout/shared';
import { currentMember } from '../../platform/auth/auth-plugin';
import type { AppContext } from '../../platform/context';
import { AppError, badRequest, localizedError } from '../../platform/errors';
import { requestLanguage } from '../../platform/i18n/language';
import { multipartBody } from '../../platform/route-schemas';
import { confirmImport, previewImport } from './contacts.import';
import { importCatalog } from './contacts.import.locales';
import type { RosterSource } from './contacts.roster';

const IMPORT_FORM = (fingerprint: boolean) =>
  multipartBody(
    contactImportFieldsSchema.extend({
      file: z.string().meta({ format: 'binary', description: 'The CSV file (one, at most 1 MB)' }),
      ...(fingerprint
        ? { fingerprint: z.string().meta({ description: "The preview's fingerprint" }) }
        : {}),
    }),
    'The CSV file in "file"; to confirm, also the fingerprint the preview answered',
  );

/** Admins who manage contacts; no upload rate limit: a 1 MB text file, no images or disk. */
const manage = { access: { ability: 'contacts:manage' as const } };

/** Contacts from a CSV file, previewed, then confirmed with the same file. */
export async function contactImportRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  roster: RosterSource,
): Promise<void> {
  // Only these routes take multipart bodies (registered in their own scope).
  await app.register(multipart, {
    limits: {
      fileSize: CONTACT_IMPORT_MAX_BYTES,
      files: 1,
      fields: 5,
      fieldSize: 1024,
      parts: 8,
      headerPairs: 50,
    },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/contact/import/preview',
    {
      config: manage,
      schema: { ...IMPORT_FORM(false), response: { 200: contactImportPreviewSchema } },
    },
    async (request) => {
      const form = await readImportForm(request);
      return previewImport(ctx, roster, form.file, requestLanguage(request));
    },
  );

  r.post(
    '/api/contact/import/confirm',
    {
      // 409: the file is not the one previewed, or a row the database refuses.
      config: { ...manage, refusals: [409] },
      schema: { ...IMPORT_FORM(true), response: { 200: contactImportResultSchema } },
    },
    async (request) => {
      const form = await readImportForm(request);
      if (!form.fingerprint) {
        throw badRequest((l) => importCatalog.in(l)('file.fingerprint'), 'fingerprint');
      }
      return confirmImport(ctx, roster, currentMember(request), form.file, form.fingerprint);
    },
  );
}

const fileRefusal = (status: number, code: string, key: 'multipart' | 'oneFile' | 'missing') =>
  localizedError(status, code, (l) => importCatalog.in(l)(`file.${key}`), 'file');

/** The form: its one file (`file`) and the fingerprint; every problem a 4xx naming the field. */
async function readImportForm(
  request: FastifyRequest,
): Promise<{ file: Buffer; fingerprint: string | null }> {
  if (!request.isMultipart()) throw fileRefusal(415, 'multipart_required', 'multipart');
  let file: Buffer | null = null;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts() as AsyncIterableIterator<Multipart>) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          part.file.resume();
          throw fileRefusal(400, 'one_file', 'oneFile');
        }
        file = await part.toBuffer();
        continue;
      }
      if (part.fieldname === 'fingerprint') fields.fingerprint = String(part.value ?? '');
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      const limit = `${CONTACT_IMPORT_MAX_BYTES / 1024 / 1024} MB`;
      throw localizedError(
        413,
        'file_too_large',
        (l) => importCatalog.in(l)('file.tooLarge', { limit }),
        'file',
      );
    }
    if (code === 'FST_FILES_LIMIT') throw fileRefusal(413, 'too_many_files', 'oneFile');
    // Anything else here is a form the parser could not read (cut short, a bad boundary).
    throw fileRefusal(400, 'multipart_required', 'multipart');
  }
  if (!file) throw fileRefusal(400, 'file_missing', 'missing');
  const parsed = contactImportFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    throw badRequest((l) => importCatalog.in(l)('file.fingerprint'), 'fingerprint');
  }
  return { file, fingerprint: parsed.data.fingerprint ?? null };
}
