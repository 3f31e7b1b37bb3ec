/**
 * The served HTML of every public page passes the W3C Nu HTML checker (vnu-jar, errors only): every page the
 * sitemap lists (each program, post and hero article with a slug) plus the pages it leaves out (a certificate
 * result, a job application for a job, the not-found page) and the registration page's answers to a form
 * posted without JavaScript (the errors, the confirmation). One Java process checks them all.
 */
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "./test";

const run = promisify(execFile);
const JAVA = process.env.JAVA_PATH ?? "java";
const VNU_JAR: string = createRequire(import.meta.url)("vnu-jar");

/** Pages the sitemap does not list: [path, expected status]. */
const EXTRA_PAGES: Array<[string, number]> = [
  ["/verify-certificate?id=NXT-2025-00421", 200],
  ["/verify-certificate?id=NO-SUCH-ID", 404],
  ["/opening-forms", 200],
  ["/no-such-page/anywhere", 404],
];

/** A registration as the form posts it without JavaScript. */
const REGISTRATION_FORM = {
  fullName: "Nu Checker",
  fathersName: "Validator",
  nationality: "Indian",
  gender: "Other",
  email: "nu.checker@example.in",
  phone: "9812345678",
  workingStatus: "Student",
  branch: "Other",
  branchOther: "Markup",
  year: "2nd Year",
  trainingType: "Courses",
  specificTraining: "Full Stack Web Development",
  agree: "on",
};

/** Forms posted to their pages: [path, form, expected status]. */
const POSTED_PAGES: Array<[string, Record<string, string>, number]> = [
  ["/registration-forms", { ...REGISTRATION_FORM, email: "not-an-email", discount_coupon: "WRONG" }, 400],
  ["/registration-forms", REGISTRATION_FORM, 200],
];

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

test("every public page's server HTML has no Nu HTML checker errors", async ({ request }) => {
  test.setTimeout(120_000);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const sitemapPaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => {
    const url = new URL(loc);
    return url.pathname + url.search;
  });
  expect(sitemapPaths.length).toBeGreaterThan(20);

  const jobs = (await (await request.get("/api/jobs")).json()) as Array<{ id: number }>;
  expect(jobs.length).toBeGreaterThan(0);
  const pages: Array<[string, number]> = [
    ...sitemapPaths.map((p): [string, number] => [p, 200]),
    ...EXTRA_PAGES,
    [`/opening-forms?jobId=${jobs[0].id}`, 200],
  ];

  const dir = await mkdtemp(path.join(tmpdir(), "vnu-"));
  try {
    const fileToPath = new Map<string, string>();
    for (const [index, [pagePath, status]] of pages.entries()) {
      const response = await request.get(pagePath, { maxRedirects: 0 });
      expect(response.status(), pagePath).toBe(status);
      const file = path.join(dir, `page-${index}.html`);
      await writeFile(file, await response.body());
      fileToPath.set(`page-${index}.html`, pagePath);
    }
    // A page answered to a post: the job application refused without JavaScript, its errors on their fields.
    const refused = await request.post(`/opening-forms?jobId=${jobs[0].id}`, {
      multipart: { fullName: "Kiran Rao", phone: "98765", experience: "1+ years" },
    });
    expect(refused.status(), "POST /opening-forms").toBe(400);
    await writeFile(path.join(dir, "page-refused-application.html"), await refused.body());
    fileToPath.set("page-refused-application.html", "POST /opening-forms (refused)");
    for (const [index, [pagePath, form, status]] of POSTED_PAGES.entries()) {
      const response = await request.post(pagePath, { form, maxRedirects: 0 });
      expect(response.status(), `POST ${pagePath}`).toBe(status);
      await writeFile(path.join(dir, `posted-${index}.html`), await response.body());
      fileToPath.set(`posted-${index}.html`, `POST ${pagePath} (${status})`);
    }
    const { stderr } = await run(
      JAVA,
      ["-jar", VNU_JAR, "--errors-only", "--format", "json", "--exit-zero-always", ...fileToPath.keys()],
      { cwd: dir, maxBuffer: 64 * 1024 * 1024 },
    );
    const messages = (JSON.parse(stderr) as { messages: VnuMessage[] }).messages.filter(
      (m) => m.type === "error" || m.subType === "fatal",
    );
    const report = messages.map(
      (m) =>
        `${fileToPath.get(path.basename(m.url.replace(/^file:/, ""))) ?? m.url}:${m.lastLine ?? "?"} ${m.message}` +
        (m.extract ? `\n    ${m.extract.replace(/\s+/g, " ").slice(0, 160)}` : ""),
    );
    expect(report, `${report.length} errors on ${pages.length} pages\n${report.join("\n")}`).toEqual([]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test("the Internships and Courses menus are in the server HTML's navigation, not streamed in later", async ({
  request,
}) => {
  const [courses, internships] = await Promise.all(
    ["/api/headercourses", "/api/headerinternships"].map(
      async (url) => (await (await request.get(url)).json()) as Array<{ title: string; slug: string }>,
    ),
  );
  expect(courses.length).toBeGreaterThan(0);
  expect(internships.length).toBeGreaterThan(0);
  const html = await (await request.get("/blog")).text();
  const nav = html.match(/<nav aria-label="Main navigation"[\s\S]*?<\/nav>/)?.[0] ?? "";
  for (const { slug } of courses) expect(nav).toContain(`href="/created-courses-web/${slug}"`);
  for (const { slug } of internships) expect(nav).toContain(`href="/created-internships-web/${slug}"`);
  expect(nav).not.toContain(">Loading...<");
});
