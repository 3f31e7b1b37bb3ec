/** The programs API over HTTP on the production server with the demo seed (seed facts of the team brief). */
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "./test";
import { SAMPLE_REGISTRATION } from "./visitor-data";

const registration = {
  ...SAMPLE_REGISTRATION,
  discount_coupon: "nexora20",
  total_fees: 1,
};

test("catalogue endpoints answer the seeded programs", async ({ request }) => {
  const header = await (await request.get("/api/headercourses")).json();
  expect(header).toContainEqual({ title: "Full Stack Web Development", slug: "full-stack-web-development" });
  expect(header.map((i: { title: string }) => i.title)).not.toContain("Cloud Computing Essentials");

  const course = await (await request.get("/api/created-courses-web/slug/full-stack-web-development")).json();
  expect(course).toMatchObject({
    fees: 24999,
    duration: "6 Months",
    rating: 4.8,
    review_count: 126,
    has_coupon: true,
  });
  expect(JSON.stringify(course)).not.toContain("NEXORA20");

  const related = await (
    await request.get("/api/related-courses/Development/full-stack-web-development?page=1")
  ).json();
  expect(related.courses.length).toBeGreaterThanOrEqual(1);
  expect(related.courses.length).toBeLessThanOrEqual(3);
  expect(related.totalPages).toBeGreaterThanOrEqual(1);

  const options = await (await request.get("/api/get-internship-titles")).json();
  expect(options).toContainEqual(
    expect.objectContaining({ title: "Web Development Internship", fees: 4999, discount_coupon: true }),
  );
  expect((await request.get("/api/created-internships-web/slug/no-such-internship")).status()).toBe(404);
});

test("coupon check, registration and the confirmation PDF", async ({ request }) => {
  const coupon = await request.post("/api/check-coupon", {
    data: { trainingType: "Courses", specificTraining: "Full Stack Web Development", coupon: "NEXORA20" },
  });
  expect(await coupon.json()).toEqual({
    valid: true,
    discount_percentage: 20,
    discount_type: "percentage",
    saved: 4999.8,
  });

  const created = await request.post("/api/registration", { data: registration });
  expect(created.status()).toBe(201);
  const { registrationId, downloadToken } = await created.json();

  expect((await request.get(`/api/generate-pdf/${registrationId}`)).status()).toBe(404);
  const pdf = await request.get(`/api/generate-pdf/${registrationId}?token=${downloadToken}`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-disposition"]).toBe(
    `attachment; filename="Registration-Confirmation-${registrationId}.pdf"`,
  );
  const folder = await mkdtemp(path.join(tmpdir(), "e2e-pdf-"));
  try {
    const file = path.join(folder, "confirmation.pdf");
    await writeFile(file, await pdf.body());
    const { stdout } = await promisify(execFile)("pdftotext", [file, "-"]);
    for (const text of [registrationId, "Meera Iyer", "₹24,999.00", "₹4,999.80", "₹20,499.20"])
      expect(stdout).toContain(text);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});

test("certificate verification", async ({ request }) => {
  const found = await request.get("/api/verify/nxt-2025-00421");
  expect(await found.json()).toMatchObject({
    full_name: "Aarav Sharma",
    training_type: "Courses",
    specific_training: "Full Stack Web Development",
    completion_date: "2025-06-30",
  });
  const missing = await request.get("/api/verify/NXT-0000-00000");
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toEqual({ error: "Certificate not found." });
});
