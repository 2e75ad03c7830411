import type { FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import { contentUploadFieldsSchema, type ContentUploadFields } from '@dugout/shared';
import { AppError, badRequest, localizedError } from '../../platform/errors';
import { assertValidText } from '../../platform/invalid-text';
import { valueAt, zodIssueDetail } from '../../platform/validation-messages';
import { contentCatalog } from './content.locales';

const multipartRequired = () =>
  localizedError(415, 'multipart_required', (language) =>
    contentCatalog.in(language)('refusal.multipart'),
  );

export interface ContentForm {
  fields: ContentUploadFields;
  file: { name: string; data: Buffer } | null;
}

const JSON_FIELDS = ['tags', 'emailList', 'allowedAffiliations'] as const;
const BOOLEAN_FIELDS = ['isBanner', 'isFeatured'] as const;
const TEXT_FIELDS = ['fileName', 'fileType', 'category'] as const;
const KNOWN = new Set<string>([
  ...JSON_FIELDS,
  ...BOOLEAN_FIELDS,
  ...TEXT_FIELDS,
  'formFile',
  'id',
  'teams',
]);

function mb(bytes: number): string {
  return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
}

/** Turns @fastify/multipart's limit errors into messages a person can act on. */
function limitError(err: unknown, maxBytes: number): never {
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    throw localizedError(
      413,
      'file_too_large',
      (language) => contentCatalog.in(language)('refusal.fileTooLarge', { limit: mb(maxBytes) }),
      'formFile',
    );
  }
  if (code === 'FST_FILES_LIMIT') {
    throw localizedError(
      413,
      'too_many_files',
      (language) => contentCatalog.in(language)('refusal.oneFile'),
      'formFile',
    );
  }
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
    throw localizedError(413, 'too_many_fields', (language) =>
      contentCatalog.in(language)('refusal.tooManyFields'),
    );
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    throw multipartRequired();
  }
  throw err;
}

/**
 * Reads the content upload form: the optional file `formFile`, and text fields of which
 * tags, emailList and allowedAffiliations are JSON. Every problem is a 4xx naming the field.
 */
export async function readContentForm(
  request: FastifyRequest,
  maxBytes: number,
): Promise<ContentForm> {
  if (!request.isMultipart()) {
    throw multipartRequired();
  }
  const raw: Record<string, string> = {};
  let file: ContentForm['file'] = null;
  try {
    for await (const part of request.parts() as AsyncIterableIterator<Multipart>) {
      if (part.type === 'file') {
        if (part.fieldname !== 'formFile') {
          part.file.resume();
          const field = part.fieldname;
          throw badRequest(
            (language) => contentCatalog.in(language)('refusal.unexpectedFile', { field }),
            field,
          );
        }
        const data = await part.toBuffer();
        // A file input left empty still sends a part with no name and no bytes.
        assertValidText(part.filename, 'formFile');
        if (part.filename || data.length) file = { name: part.filename, data };
        continue;
      }
      if (!KNOWN.has(part.fieldname)) continue;
      if (part.valueTruncated) {
        const field = part.fieldname;
        throw localizedError(
          413,
          'field_too_large',
          (language) => contentCatalog.in(language)('refusal.fieldTooLong', { field }),
          part.fieldname,
        );
      }
      raw[part.fieldname] = String(part.value ?? '');
      assertValidText(raw[part.fieldname], part.fieldname);
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    limitError(err, maxBytes);
  }

  const parsed: Record<string, unknown> = {};
  for (const name of JSON_FIELDS) {
    const text = raw[name]?.trim();
    if (!text) {
      parsed[name] = [];
      continue;
    }
    try {
      parsed[name] = JSON.parse(text) as unknown;
    } catch {
      throw badRequest(
        (language) => contentCatalog.in(language)('refusal.notJson', { field: name }),
        name,
      );
    }
  }
  for (const name of BOOLEAN_FIELDS) {
    const v = (raw[name] ?? 'false').trim().toLowerCase();
    if (!['true', 'false', '1', '0', ''].includes(v)) {
      throw badRequest(
        (language) => contentCatalog.in(language)('refusal.notBoolean', { field: name }),
        name,
      );
    }
    parsed[name] = v === 'true' || v === '1';
  }
  // Teams left out are kept on an update (a client of the spec never sends them).
  if (raw.teams !== undefined) {
    try {
      parsed.teams = raw.teams.trim() ? (JSON.parse(raw.teams) as unknown) : [];
    } catch {
      throw badRequest(
        (language) => contentCatalog.in(language)('refusal.notJson', { field: 'teams' }),
        'teams',
      );
    }
  }
  parsed.fileName = raw.fileName?.trim() || file?.name || '';
  if (raw.fileType !== undefined) parsed.fileType = raw.fileType;
  parsed.category = raw.category ?? '';

  const result = contentUploadFieldsSchema.safeParse(parsed);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const field = String(issue.path[0] ?? '');
    const path = issue.path.join('.');
    throw badRequest((language) => {
      const t = contentCatalog.in(language);
      return field === 'category'
        ? t('refusal.category')
        : field === 'fileName'
          ? t('refusal.fileName')
          : t('refusal.invalidField', {
              field: path,
              problem: zodIssueDetail(issue, valueAt(parsed, issue.path.map(String)), language),
            });
    }, field || undefined);
  }
  return { fields: result.data, file };
}
