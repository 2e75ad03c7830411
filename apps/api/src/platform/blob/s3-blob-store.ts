import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  badFileReference,
  isValidBlobKey,
  type BlobStore,
  type SignedUrlOptions,
  type StoredBlob,
} from './blob-store';

export interface S3BlobStoreOptions {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  forcePathStyle?: boolean;
}

/** RFC 6266 header value with an ASCII fallback and the UTF-8 name. */
export function contentDispositionHeader(
  disposition: 'inline' | 'attachment',
  name: string,
): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Blobs in an S3-compatible bucket, for deployments with several API replicas (they all see the
 * same files). Links are presigned GET URLs: the bucket checks the signature and the expiry
 * itself, and the download name travels as ResponseContentDisposition (covered by the signature).
 */
export class S3BlobStore implements BlobStore {
  readonly kind = 's3' as const;
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(opts: S3BlobStoreOptions) {
    this.bucket = opts.bucket;
    this.client = new S3Client({
      region: opts.region,
      ...(opts.endpoint ? { endpoint: opts.endpoint } : {}),
      forcePathStyle: opts.forcePathStyle ?? false,
      ...(opts.accessKeyId && opts.secretAccessKey
        ? {
            credentials: {
              accessKeyId: opts.accessKeyId,
              secretAccessKey: opts.secretAccessKey,
            },
          }
        : {}),
      // Many S3-compatible stores do not know the SDK's newer default checksums.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private check(key: string): string {
    if (!isValidBlobKey(key)) throw badFileReference();
    return key;
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.check(key),
        Body: data,
        ContentType: contentType,
        ContentLength: data.length,
      }),
    );
  }

  async get(key: string): Promise<StoredBlob | null> {
    try {
      const out = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.check(key) }),
      );
      const bytes = await out.Body!.transformToByteArray();
      return {
        data: Buffer.from(bytes),
        contentType: out.ContentType ?? 'application/octet-stream',
      };
    } catch (err) {
      if (
        err instanceof NoSuchKey ||
        (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404)
      ) {
        return null;
      }
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.check(key) }));
  }

  async signedUrl(key: string, opts: SignedUrlOptions): Promise<string> {
    const name = opts.fileName ?? key.split('/').pop()!;
    return getSignedUrl(
      this.client,
      new GetObjectCommand({
        Bucket: this.bucket,
        Key: this.check(key),
        ResponseContentDisposition: contentDispositionHeader(opts.disposition ?? 'inline', name),
      }),
      // The signing date is read here (not inside the SDK) so it follows the process clock.
      { expiresIn: Math.max(1, Math.round(opts.ttlSeconds)), signingDate: new Date() },
    );
  }

  destroy(): void {
    this.client.destroy();
  }
}
