import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { assertSafeKey, type FileStorage, type ListedObject, MULTIPART_KEY_PREFIX } from './file-storage.ts';

export interface S3Options {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, R2, Spaces...); unset means AWS. */
  endpoint: string | null;
  accessKeyId: string | null;
  secretAccessKey: string | null;
  forcePathStyle: boolean;
  /** Base URL the public files are read from (a CDN or a public bucket); unset: served through the API. */
  publicBaseUrl: string | null;
  /** Where the API serves public files when publicBaseUrl is unset, e.g. https://skillhub.example/api/media. */
  mediaBaseUrl: string;
}

function isNotFound(error: unknown): boolean {
  if (error instanceof NoSuchKey || error instanceof NotFound) return true;
  return (
    error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchUpload')
  );
}

/** Reads exactly `size` bytes: S3 needs the length of a part before its first byte, and parts are a few MiB. */
async function readExactly(body: Readable, size: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of body) {
    total += (chunk as Buffer).length;
    if (total > size) throw new Error(`Part is larger than the expected ${size} bytes`);
    chunks.push(chunk as Buffer);
  }
  if (total !== size) throw new Error(`Part has ${total} bytes, expected ${size}`);
  return Buffer.concat(chunks, total);
}

/** The S3 driver: multipart uploads map one to one; reads are presigned GET URLs. */
export function createS3Storage(options: S3Options, client = createS3Client(options)): FileStorage {
  const Bucket = options.bucket;

  return {
    kind: 's3',

    async createMultipart(key, contentType) {
      assertSafeKey(key);
      const created = await client.send(
        new CreateMultipartUploadCommand({ Bucket, Key: key, ContentType: contentType }),
      );
      if (!created.UploadId) throw new Error('S3 did not return an upload id');
      return created.UploadId;
    },

    async uploadPart(key, uploadId, partNumber, body, size) {
      assertSafeKey(key);
      const Body = await readExactly(body, size);
      const uploaded = await client.send(
        new UploadPartCommand({
          Bucket,
          Key: key,
          UploadId: uploadId,
          PartNumber: partNumber,
          Body,
          ContentLength: size,
        }),
      );
      if (!uploaded.ETag) throw new Error('S3 did not return an ETag for the part');
      return uploaded.ETag;
    },

    async completeMultipart(key, uploadId, parts) {
      assertSafeKey(key);
      await client.send(
        new CompleteMultipartUploadCommand({
          Bucket,
          Key: key,
          UploadId: uploadId,
          MultipartUpload: { Parts: parts.map((part) => ({ PartNumber: part.partNumber, ETag: part.etag })) },
        }),
      );
    },

    async abortMultipart(key, uploadId) {
      assertSafeKey(key);
      try {
        await client.send(new AbortMultipartUploadCommand({ Bucket, Key: key, UploadId: uploadId }));
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
    },

    async putObject(key, body, contentType) {
      assertSafeKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }));
    },

    async getObject(key, range) {
      assertSafeKey(key);
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket, Key: key, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
        );
        // With a range, the total is after the slash of Content-Range ("bytes 0-99/12345").
        const total = object.ContentRange ? Number(object.ContentRange.split('/')[1]) : object.ContentLength;
        return { body: object.Body as Readable, totalSize: total ?? 0 };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async listObjects(prefix) {
      const listed: ListedObject[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          if (object.Key && object.LastModified) listed.push({ key: object.Key, lastModified: object.LastModified });
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return listed;
    },

    async headObject(key) {
      assertSafeKey(key);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: head.ContentLength ?? 0 };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async deleteObject(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async signedReadUrl(key, ttlSeconds, contentType) {
      assertSafeKey(key);
      // The type detected from the content wins over whatever the upload was opened with.
      return getSignedUrl(client, new GetObjectCommand({ Bucket, Key: key, ResponseContentType: contentType }), {
        expiresIn: ttlSeconds,
      });
    },

    publicUrl(key) {
      assertSafeKey(key);
      return options.publicBaseUrl ? `${options.publicBaseUrl}/${key}` : `${options.mediaBaseUrl}/${key}`;
    },

    async ping() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },

    /** S3 has no temporaries (every write is atomic); its leftovers are multipart uploads nobody recorded. */
    async removeLeftovers(olderThan, isOpen) {
      let multipartUploads = 0;
      let KeyMarker: string | undefined;
      let UploadIdMarker: string | undefined;
      for (;;) {
        let page: Awaited<ReturnType<typeof listUploads>>;
        try {
          page = await listUploads(KeyMarker, UploadIdMarker);
        } catch (error) {
          // Some S3-compatible services cannot list uploads; the bucket's AbortIncompleteMultipartUpload
          // lifecycle rule is the net there.
          if (error instanceof S3ServiceException && error.name === 'NotImplemented') break;
          throw error;
        }
        for (const upload of page.Uploads ?? []) {
          if (!upload.Key || !upload.UploadId || !upload.Initiated || upload.Initiated >= olderThan) continue;
          if (await isOpen(upload.UploadId)) continue;
          await client.send(new AbortMultipartUploadCommand({ Bucket, Key: upload.Key, UploadId: upload.UploadId }));
          multipartUploads += 1;
        }
        if (!page.IsTruncated) break;
        KeyMarker = page.NextKeyMarker;
        UploadIdMarker = page.NextUploadIdMarker;
      }
      return { temporaries: 0, multipartUploads };
    },
  };

  function listUploads(KeyMarker?: string, UploadIdMarker?: string) {
    return client.send(
      new ListMultipartUploadsCommand({ Bucket, Prefix: MULTIPART_KEY_PREFIX, KeyMarker, UploadIdMarker }),
    );
  }
}

export function createS3Client(options: S3Options): S3Client {
  return new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle,
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
    // Checksums only where S3 requires them: S3-compatible services (and the tests' s3rver) reject the
    // streaming checksum encoding newer SDKs send by default.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}
