/** `npm run storage:migrate`: DATA_DIR's files into the S3 bucket of S3_ENDPOINT/S3_BUCKET (see server/storage/migrate-to-s3.ts). */
import { ConfigError, loadConfig } from "../server/config.ts";
import { migrateFolderToS3 } from "../server/storage/migrate-to-s3.ts";
import { createS3Storage } from "../server/storage/s3.ts";

try {
  const config = loadConfig();
  if (!config.s3)
    throw new ConfigError("Set S3_ENDPOINT and S3_BUCKET (and the keys) to the bucket to copy into.");
  const { client } = createS3Storage(config.s3);
  console.log(`Copying ${config.dataDir} (uploads/, private/) into s3://${config.s3.bucket} …`);
  const result = await migrateFolderToS3(config.dataDir, client, config.s3.bucket);
  console.log(
    `Done: ${result.copied} files copied (${(result.bytes / 1024 / 1024).toFixed(1)} MB), ${result.skipped} already there.`,
  );
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
