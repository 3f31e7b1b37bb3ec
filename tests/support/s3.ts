/** An S3-compatible store in the test process (s3rver on a temporary folder), with one empty bucket. */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3Settings } from "../../server/storage/s3.ts";

export interface TestS3 {
  settings: S3Settings;
  close(): Promise<void>;
}

export async function startS3(bucket = "site"): Promise<TestS3> {
  const directory = await mkdtemp(path.join(tmpdir(), "site-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    // s3rver's fixed test credentials.
    settings: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      region: "us-east-1",
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
