/**
 * The certificate CSV import through its page, as the console posts it (issue 26, finding 8): a file of the
 * largest size answers success and stores every row once, however often or however simultaneously the same
 * import is sent; a NUL in a cell is that row's error in the preview, never a failure of the import. Through
 * the real app and pages, on PGlite and, with TEST_DATABASE_URL, PostgreSQL.
 */
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { IMPORT_MAX_ROWS } from "../../domain/certificates/certificate.schema.ts";
import {
  importCertificates,
  previewCertificateImport,
} from "../../domain/certificates/certificates.server.ts";
import { auditLog, certificates, outbox } from "../../domain/db/schema.ts";
import { CONTROL_CHARACTER_MESSAGE } from "../../domain/text.ts";
import { type ConsoleApp, startConsoleApp } from "../support/console-app.ts";

let c: ConsoleApp;

beforeAll(async () => {
  c = await startConsoleApp();
}, 180_000);

afterAll(async () => {
  await c?.close();
});

beforeEach(async () => {
  await c.t.deps.db.delete(outbox);
  await c.t.deps.db.delete(certificates);
});

const HEADER =
  "full_name,email,training_type,specific_training,duration,gender,completion_date,registration_id";

/** A class of `rows` holders, every row valid. */
function classFile(rows: number, program = "Cloud Computing"): string {
  const lines = [HEADER];
  for (let i = 1; i <= rows; i++)
    lines.push(`Holder ${i},holder${i}@example.in,Courses,${program},2 Months,,2026-10-01,`);
  return lines.join("\r\n");
}

const stored = async () => (await c.t.deps.db.select({ n: count() }).from(certificates))[0]!.n;
const imports = async () =>
  (await c.t.deps.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, "import")))[0]!.n;

/** What the screen shows: React escapes apostrophes and quotes and marks where text pieces join. */
const visible = (html: string) =>
  html.replaceAll("<!-- -->", "").replaceAll("&#x27;", "'").replaceAll("&quot;", '"');

/** The confirmation step: the file's text posted back as the preview's hidden field. */
const confirm = (csv: string) =>
  c.post("/admin/certificates/import", "counsellor", { intent: "import", csv });

describe("the CSV import through its page", () => {
  it(`a file of ${IMPORT_MAX_ROWS} rows answers success and stores each row once, however often it is sent`, async () => {
    const csv = classFile(IMPORT_MAX_ROWS);
    const upload = new FormData();
    upload.append("intent", "preview");
    upload.append("file", new File([csv], "class.csv", { type: "text/csv" }));
    const preview = await c.post("/admin/certificates/import", "counsellor", upload);
    expect(preview.status).toBe(200);
    expect(visible(await preview.text())).toContain(
      `${IMPORT_MAX_ROWS} of ${IMPORT_MAX_ROWS} rows are ready`,
    );

    const auditBefore = await imports();
    const first = await confirm(csv);
    expect(first.status).toBe(200);
    expect(visible(await first.text())).toContain(`${IMPORT_MAX_ROWS} certificates issued`);
    expect(await stored()).toBe(IMPORT_MAX_ROWS);
    expect((await c.t.deps.db.select({ n: count() }).from(outbox))[0]!.n).toBe(IMPORT_MAX_ROWS);

    // The same confirmation again (a second click, a reload that posts again): nothing more is issued.
    const again = await confirm(csv);
    expect(again.status).toBe(200);
    expect(visible(await again.text())).toContain(
      `(${IMPORT_MAX_ROWS} certificates); nothing was issued again.`,
    );
    // And the same file with a byte-order mark and Unix line ends, as another spreadsheet saves it.
    expect((await confirm(`\uFEFF${csv.replaceAll("\r\n", "\n")}`)).status).toBe(200);
    expect(await stored()).toBe(IMPORT_MAX_ROWS);
    expect(await imports()).toBe(auditBefore + 1);
  });

  it("the same import sent twice at the same moment issues once", async () => {
    const csv = classFile(300, "Python for Data Science");
    const answers = await Promise.all([confirm(csv), confirm(csv)]);
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    expect(await stored()).toBe(300);
    const texts = await Promise.all(answers.map(async (res) => visible(await res.text())));
    expect(texts.filter((text) => text.includes("300 certificates issued"))).toHaveLength(1);
    expect(texts.filter((text) => text.includes("nothing was issued again"))).toHaveLength(1);
  });

  it("a NUL in a cell is that row's error in the preview, and the import stores the other rows", async () => {
    const csv = [
      HEADER,
      "Neha\u0000 Singh,,Courses,Cloud Computing,,,2026-09-30,",
      "Ravi Kumar,,Courses,Cloud,,,2026-09-30,",
    ].join("\n");
    const preview = await previewCertificateImport(c.t.deps.db, csv);
    expect(preview.validCount).toBe(1);
    expect(preview.rows[0]!.errors).toEqual([`full_name: ${CONTROL_CHARACTER_MESSAGE}`]);
    const upload = new FormData();
    upload.append("intent", "preview");
    upload.append("file", new File([csv], "class.csv", { type: "text/csv" }));
    const page = await c.post("/admin/certificates/import", "counsellor", upload);
    expect(page.status).toBe(200);
    expect(visible(await page.text())).toContain(`full_name: ${CONTROL_CHARACTER_MESSAGE}`);
    const done = await confirm(csv);
    expect(done.status).toBe(200);
    expect((await c.t.deps.db.select().from(certificates)).map((row) => row.fullName)).toEqual([
      "Ravi Kumar",
    ]);
    // A bidi override is refused the same way.
    const reversed = await previewCertificateImport(
      c.t.deps.db,
      [HEADER, "\u202EhgniS,,Courses,Cloud,,,2026-09-30,"].join("\n"),
    );
    expect(reversed.rows[0]!.errors).toEqual([`full_name: ${CONTROL_CHARACTER_MESSAGE}`]);
  });

  it("importCertificates says when and how many, the second time", async () => {
    const csv = classFile(3, "UI/UX Design");
    const first = await importCertificates(c.t.deps.db, c.actors.counsellor, csv);
    expect(first.created).toHaveLength(3);
    expect(first.repeated).toBeNull();
    const second = await importCertificates(c.t.deps.db, c.actors.admin, csv);
    expect(second.created).toEqual([]);
    expect(second.repeated?.count).toBe(3);
    expect(second.repeated!.at.getTime()).toBeLessThanOrEqual(Date.now());
  });
});
