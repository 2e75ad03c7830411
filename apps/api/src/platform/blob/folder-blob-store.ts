import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { localizedError } from '../errors';
import { errorsCatalog } from '../i18n/errors.locales';
import {
  badFileReference,
  isValidBlobKey,
  type BlobStore,
  type SignedUrlOptions,
  type StoredBlob,
} from './blob-store';

interface Meta {
  contentType: string;
}

/**
 * Blobs as files under DATA_DIR/blobs, served by the API at /api/blob/<key> behind an HMAC
 * signature that covers the key, the expiry and the download name.
 */
export class FolderBlobStore implements BlobStore {
  readonly kind = 'folder' as const;

  constructor(
    private readonly root: string,
    private readonly secret: Buffer,
    private readonly publicUrl: string,
  ) {}

  private pathFor(key: string): string {
    if (!isValidBlobKey(key)) throw badFileReference();
    const full = path.resolve(this.root, key);
    if (!full.startsWith(path.resolve(this.root) + path.sep)) {
      throw badFileReference();
    }
    return full;
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    const file = this.pathFor(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Write then rename, so a crash never leaves half a file under the real name.
    const tmp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
    await fs.writeFile(tmp, data);
    await fs.writeFile(`${file}.meta.json`, JSON.stringify({ contentType } satisfies Meta));
    await fs.rename(tmp, file);
  }

  async get(key: string): Promise<StoredBlob | null> {
    const file = this.pathFor(key);
    try {
      const [data, meta] = await Promise.all([
        fs.readFile(file),
        fs.readFile(`${file}.meta.json`, 'utf8').then((s) => JSON.parse(s) as Meta),
      ]);
      return { data, contentType: meta.contentType };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.pathFor(key);
    await fs.rm(file, { force: true });
    await fs.rm(`${file}.meta.json`, { force: true });
  }

  sign(key: string, exp: number, name: string, disposition: string): string {
    return crypto
      .createHmac('sha256', this.secret)
      .update(`${key}\n${exp}\n${name}\n${disposition}`)
      .digest('base64url');
  }

  async signedUrl(key: string, opts: SignedUrlOptions): Promise<string> {
    this.pathFor(key);
    // Round the expiry so the same link is handed out for a while and browsers can cache it.
    const exp = Math.ceil((Date.now() / 1000 + opts.ttlSeconds) / 300) * 300;
    const name = opts.fileName ?? '';
    const disposition = opts.disposition ?? 'inline';
    const q = new URLSearchParams({ exp: String(exp), d: disposition });
    if (name) q.set('name', name);
    q.set('sig', this.sign(key, exp, name, disposition));
    return `${this.publicUrl}/api/blob/${key}?${q}`;
  }

  /** Checks a link made by signedUrl; throws 403 when it was tampered with or has expired. */
  verify(key: string, q: { exp?: string; sig?: string; name?: string; d?: string }): void {
    const exp = Number(q.exp);
    const expected = this.sign(key, exp, q.name ?? '', q.d ?? 'inline');
    const given = Buffer.from(q.sig ?? '');
    const ok =
      Number.isFinite(exp) &&
      given.length === expected.length &&
      crypto.timingSafeEqual(given, Buffer.from(expected));
    if (!ok)
      throw localizedError(403, 'bad_signature', (language) =>
        errorsCatalog.in(language)('badLink'),
      );
    if (exp * 1000 < Date.now())
      throw localizedError(403, 'link_expired', (language) =>
        errorsCatalog.in(language)('linkExpired'),
      );
  }
}
