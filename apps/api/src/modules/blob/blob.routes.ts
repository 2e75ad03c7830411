import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context';
import { FolderBlobStore } from '../../platform/blob/folder-blob-store';
import { notFound } from '../../platform/errors';
import { fileAnswer } from '../../platform/route-schemas';
import { blobCatalog } from './blob.locales';

/** Content types a browser may show in the page's own origin; anything else is downloaded. */
const INLINE_SAFE = /^(image\/(png|jpeg|gif|webp)|application\/pdf)$/;

function contentDisposition(disposition: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Files of the folder blob store. The signature is the permission: it is only handed to members
 * allowed to see the item, and it expires.
 */
export async function blobRoutes(app: FastifyInstance, { blobs }: AppContext): Promise<void> {
  if (!(blobs instanceof FolderBlobStore)) return;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/blob/*',
    {
      // 403: a forged or expired signature; 404: no such file.
      config: { access: 'public', refusals: [403, 404] },
      schema: {
        params: z.object({ '*': z.string().describe('The file’s key in the store') }),
        querystring: z.object({
          exp: z.string().max(20).optional(),
          sig: z.string().max(100).optional(),
          name: z.string().max(300).optional(),
          d: z.enum(['inline', 'attachment']).optional(),
        }),
        ...fileAnswer('The file, with its own Content-Type and Content-Disposition'),
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      blobs.verify(key, request.query);
      const blob = await blobs.get(key);
      if (!blob) throw notFound((language) => blobCatalog.in(language)('fileNotFound'));
      const disposition =
        request.query.d === 'attachment' || !INLINE_SAFE.test(blob.contentType)
          ? 'attachment'
          : 'inline';
      const name = request.query.name || key.split('/').pop()!;
      return reply
        .header('Content-Type', blob.contentType)
        .header('Content-Disposition', contentDisposition(disposition, name))
        .header('X-Content-Type-Options', 'nosniff')
        .header(
          'Content-Security-Policy',
          "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'",
        )
        .header('Cache-Control', 'private, max-age=300')
        .send(blob.data);
    },
  );
}
