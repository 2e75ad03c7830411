import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart, { type Multipart } from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SCHEDULE_IMPORT_MAX_BYTES,
  scheduleImportFieldsSchema,
  scheduleImportPreviewSchema,
  scheduleImportResultSchema,
} from '@dugout/shared';
import { currentMember } from '../../platform/auth/auth-plugin';
import type { AppContext } from '../../platform/context';
import { AppError, badRequest, localizedError } from '../../platform/errors';
import { requestLanguage } from '../../platform/i18n/language';
import { multipartBody } from '../../platform/route-schemas';
import { scheduleImportCatalog } from './schedule-import.locales';
import { confirmScheduleImport, previewScheduleImport } from './schedule-import.service';

const IMPORT_FORM = (fingerprint: boolean) =>
  multipartBody(
    scheduleImportFieldsSchema.extend({
      file: z.string().meta({
        format: 'binary',
        description: 'The CSV or iCalendar (.ics) file (one, at most 1 MB)',
      }),
      ...(fingerprint
        ? { fingerprint: z.string().meta({ description: "The preview's fingerprint" }) }
        : {}),
    }),
    'The schedule file in "file"; to confirm, also the fingerprint the preview answered',
  );

/** Who publishes events imports them. */
const publish = { access: { ability: 'events:publish' as const } };

const catalog = (l: Parameters<typeof scheduleImportCatalog.in>[0]) => scheduleImportCatalog.in(l);

/** A season's schedule from a CSV or a league's .ics: previewed, then confirmed with the same file. */
export async function scheduleImportRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    // Only these routes take multipart bodies (registered in their own scope).
    await scope.register(multipart, {
      limits: {
        fileSize: SCHEDULE_IMPORT_MAX_BYTES,
        files: 1,
        fields: 5,
        fieldSize: 1024,
        parts: 8,
        headerPairs: 50,
      },
    });
    const r = scope.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/api/event/import/preview',
      {
        config: publish,
        schema: { ...IMPORT_FORM(false), response: { 200: scheduleImportPreviewSchema } },
      },
      async (request) => {
        const form = await readImportForm(request);
        return previewScheduleImport(ctx, form.file, requestLanguage(request));
      },
    );

    r.post(
      '/api/event/import/confirm',
      {
        // 409: the file is not the one previewed, or a row the database refuses.
        config: { ...publish, refusals: [409] },
        schema: { ...IMPORT_FORM(true), response: { 200: scheduleImportResultSchema } },
      },
      async (request) => {
        const form = await readImportForm(request);
        if (!form.fingerprint)
          throw badRequest((l) => catalog(l)('file.fingerprint'), 'fingerprint');
        return confirmScheduleImport(ctx, currentMember(request), form.file, form.fingerprint);
      },
    );
  });
}

const fileRefusal = (status: number, code: string, key: 'multipart' | 'oneFile' | 'missing') =>
  localizedError(status, code, (l) => catalog(l)(`file.${key}`), 'file');

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
      const limit = `${SCHEDULE_IMPORT_MAX_BYTES / 1024 / 1024} MB`;
      throw localizedError(
        413,
        'file_too_large',
        (l) => catalog(l)('file.tooLarge', { limit }),
        'file',
      );
    }
    if (code === 'FST_FILES_LIMIT') throw fileRefusal(413, 'too_many_files', 'oneFile');
    throw fileRefusal(400, 'multipart_required', 'multipart');
  }
  if (!file) throw fileRefusal(400, 'file_missing', 'missing');
  const parsed = scheduleImportFieldsSchema.safeParse(fields);
  if (!parsed.success) throw badRequest((l) => catalog(l)('file.fingerprint'), 'fingerprint');
  return { file, fingerprint: parsed.data.fingerprint ?? null };
}
