/**
 * The site on an S3 bucket (an S3-compatible store in the test process): media is served from the bucket
 * and its width variants are made into it; a job application's resume is stored in it, privately.
 */
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { samplePdf } from "../../domain/careers/test-fixtures.ts";
import { jobApplications } from "../../domain/db/schema.ts";
import { jobApplicationForm } from "../../tests/support/job-application.ts";
import { startS3, type TestS3 } from "../../tests/support/s3.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";
import { createApp } from "../app.ts";
import type { Deps } from "../deps.ts";
import { migrateFolderToS3 } from "./migrate-to-s3.ts";
import { createS3Storage } from "./s3.ts";

let s3: TestS3;
let t: TestContext;
let deps: Deps;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  s3 = await startS3();
  t = await createTestContext();
  deps = { ...t.deps, storage: createS3Storage(s3.settings) };
  app = createApp(deps);
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

describe("on an S3 bucket", () => {
  it("serves stored media and makes its width variants into the bucket", async () => {
    const jpeg = await sharp({ create: { width: 1000, height: 500, channels: 3, background: "#2E008F" } })
      .jpeg()
      .toBuffer();
    await deps.storage.writePublic("uploads/blog/in-bucket.jpg", jpeg);
    const original = await app.request("/api/uploads/blog/in-bucket.jpg");
    expect(original.status).toBe(200);
    expect(original.headers.get("content-type")).toBe("image/jpeg");
    expect(Buffer.from(await original.arrayBuffer()).equals(jpeg)).toBe(true);

    const variant = await app.request("/api/uploads/blog/in-bucket-400w.webp");
    expect(variant.status).toBe(200);
    expect((await sharp(Buffer.from(await variant.arrayBuffer())).metadata()).width).toBe(400);
    expect(await deps.storage.statPublic("uploads/blog/in-bucket-400w.webp")).not.toBeNull();
    expect((await app.request("/api/uploads/blog/missing.jpg")).status).toBe(404);
    // Nothing on the local folder.
    expect(await t.disk.statPublic("uploads/blog/in-bucket.jpg")).toBeNull();
  });

  it("keeps a job application's resume in the bucket", async () => {
    const form = jobApplicationForm();
    const encoded = new Response(form);
    const res = await app.request("/api/apply-job", {
      method: "POST",
      body: new Uint8Array(await encoded.arrayBuffer()),
      headers: { "content-type": encoded.headers.get("content-type")!, "x-test-client-ip": "10.7.0.1" },
    });
    expect(res.status).toBe(201);
    const [row] = await deps.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.email, "kiran@example.in"));
    expect(row.resumePath).toMatch(/^private\/resumes\/[0-9a-f]{32}\.pdf$/);
    expect((await deps.storage.readPrivate(row.resumePath)).equals(Buffer.from(samplePdf()))).toBe(true);
    // Private objects are not media.
    expect((await app.request(`/api/${row.resumePath}`)).status).toBe(404);
  });
});

describe("npm run storage:migrate", () => {
  it("copies a folder's public and private files into the bucket under the same paths, once", async () => {
    const bucket = await startS3("migrated");
    try {
      await t.disk.writePublic("uploads/courses/a.webp", Buffer.from("image"));
      const resume = await t.disk.savePrivate("resumes", Buffer.from("%PDF resume"), ".pdf");
      const target = createS3Storage(bucket.settings);
      const first = await migrateFolderToS3(t.disk.root, target.client, bucket.settings.bucket);
      expect(first).toMatchObject({ copied: 2, skipped: 0 });
      expect((await target.readPublic("uploads/courses/a.webp")).toString()).toBe("image");
      expect((await target.readPrivate(resume)).toString()).toBe("%PDF resume");
      expect(await migrateFolderToS3(t.disk.root, target.client, bucket.settings.bucket)).toMatchObject({
        copied: 0,
        skipped: 2,
      });
    } finally {
      await bucket.close();
    }
  });
});
