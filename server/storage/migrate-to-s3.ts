/**
 * `npm run storage:migrate`: copies the files of a DATA_DIR folder (`uploads/` and `private/`) into the S3
 * bucket the configuration names, under the same stored paths, so every path the database holds resolves in
 * the bucket. Files already there with the same size are skipped, so it can run again after an interruption,
 * or once more right before switching instances over.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { HeadObjectCommand, PutObjectCommand, type S3Client } from "@aws-sdk/client-s3";

export interface MigrationResult {
  copied: number;
  skipped: number;
  bytes: number;
}

async function filesUnder(root: string, area: string): Promise<string[]> {
  const entries = await readdir(path.join(root, area), { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith(".tmp"))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
}

async function sizeInBucket(client: S3Client, Bucket: string, Key: string): Promise<number | null> {
  try {
    return (await client.send(new HeadObjectCommand({ Bucket, Key }))).ContentLength ?? null;
  } catch {
    return null;
  }
}

export async function migrateFolderToS3(
  root: string,
  client: S3Client,
  bucket: string,
  onFile: (storedPath: string, copied: boolean) => void = () => {},
): Promise<MigrationResult> {
  const result: MigrationResult = { copied: 0, skipped: 0, bytes: 0 };
  for (const area of ["uploads", "private"])
    for (const storedPath of await filesUnder(root, area)) {
      const data = await readFile(path.join(root, storedPath));
      const copied = (await sizeInBucket(client, bucket, storedPath)) !== data.length;
      if (copied) {
        await client.send(new PutObjectCommand({ Bucket: bucket, Key: storedPath, Body: data }));
        result.copied += 1;
        result.bytes += data.length;
      } else result.skipped += 1;
      onFile(storedPath, copied);
    }
  return result;
}
