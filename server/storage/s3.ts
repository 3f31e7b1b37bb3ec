/**
 * Files in an S3 bucket (README, "Running several instances": several instances share one store). Object keys are the stored
 * paths (`uploads/…`, `private/…`), so a folder copied with `npm run storage:migrate` keeps every path the
 * database holds. The bucket stays private: public media is served through the app's media route like
 * before, and private files (resumes) only through the checks of the routes that read them. Path-style
 * addressing, so any S3-compatible store (MinIO, s3rver, a cloud's) works from an endpoint URL.
 */
import { randomBytes } from "node:crypto";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  paginateListObjectsV2,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { normaliseStoredPath } from "../../domain/media.ts";
import { isStoredPathUnder, privateStoredPath, type Storage } from "../../domain/storage.ts";

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}

const notFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 || error.name === "NotFound" || error.name === "NoSuchKey");

export function createS3Storage(settings: S3Settings): Storage & { client: S3Client } {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: true,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  });
  const Bucket = settings.bucket;

  const publicKey = (storedPath: string) => {
    const key = normaliseStoredPath(storedPath);
    return isStoredPathUnder("uploads/", key) ? key : null;
  };
  const privateKey = (storedPath: string) => (isStoredPathUnder("private/", storedPath) ? storedPath : null);
  const required = (key: string | null, what: string) => {
    if (!key) throw new Error(`Invalid ${what} path`);
    return key;
  };

  async function get(Key: string) {
    const { Body } = await client.send(new GetObjectCommand({ Bucket, Key }));
    if (!Body) throw new Error("empty object");
    return Body;
  }
  const bytes = async (Key: string) => Buffer.from(await (await get(Key)).transformToByteArray());

  return {
    client,
    location: `s3://${Bucket}`,
    async statPublic(storedPath) {
      const Key = publicKey(storedPath);
      if (!Key) return null;
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key }));
        return { size: head.ContentLength ?? 0, modifiedMs: head.LastModified?.getTime() ?? 0 };
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    readPublic: async (storedPath) => bytes(required(publicKey(storedPath), "public")),
    async streamPublic(storedPath) {
      return (await get(required(publicKey(storedPath), "public"))).transformToWebStream();
    },
    async writePublic(storedPath, data) {
      // One PUT: the object appears whole or not at all.
      await client.send(
        new PutObjectCommand({ Bucket, Key: required(publicKey(storedPath), "public"), Body: data }),
      );
    },
    async removePublic(storedPath) {
      const Key = publicKey(storedPath);
      if (Key) await client.send(new DeleteObjectCommand({ Bucket, Key }));
    },
    async *listPublic(prefix) {
      // A folder: `uploads/blog` lists `uploads/blog/…`, not `uploads/blogs/…`.
      const Prefix = `${normaliseStoredPath(prefix).replace(/\/+$/, "")}/`;
      if (!isStoredPathUnder("uploads/", `${Prefix}x`)) return;
      for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix }))
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
    },
    // The free-disk floor is the folder's concern: a bucket has no disk of ours to fill.
    async savePrivate(folder, data, extension) {
      const storedPath = privateStoredPath(folder, randomBytes(16).toString("hex"), extension);
      await client.send(new PutObjectCommand({ Bucket, Key: storedPath, Body: data }));
      return storedPath;
    },
    readPrivate: async (storedPath) => bytes(required(privateKey(storedPath), "private")),
    async removePrivate(storedPath) {
      const Key = privateKey(storedPath);
      if (Key) await client.send(new DeleteObjectCommand({ Bucket, Key }));
    },
  };
}
