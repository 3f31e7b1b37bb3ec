/**
 * The staff console end to end, on its own server and a new data folder (no administrator yet): the
 * first-administrator setup link, invitations, sign-in and its limit, every console route and action as every
 * role and as nobody, a cross-origin POST, disabling a signed-in colleague, sign out everywhere, axe at 375 and
 * 1280 px, and no console code on a public page.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createHmac } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
  request,
} from "@playwright/test";
import { CONSOLE_NAV } from "../../app/features/console/console-nav";
import { STAFF_MESSAGES } from "../../domain/staff/staff.schema";
import { copySeededData } from "../support/seeded-data";
import { productionServerArgs, productionServerEnv } from "../support/server-command";
import { axeViolations } from "./axe";
import { freePort } from "./started";
import { expect, test } from "./test";

/** Node's arguments for the production server (its bundle, made current first). */
let serverArgs: string[] = [];
test.beforeAll(async () => {
  serverArgs = await productionServerArgs();
});

test.describe.configure({ mode: "serial" });

const PASSWORD = "console e2e passphrase";
const ADMIN = { name: "Asha Admin", email: "asha.admin@example.in" };
const COLLEAGUES = {
  editor: { name: "Eshan Editor", email: "eshan.editor@example.in" },
  counsellor: { name: "Chitra Counsellor", email: "chitra.counsellor@example.in" },
  recruiter: { name: "Ravi Recruiter", email: "ravi.recruiter@example.in" },
} as const;
type Role = "admin" | keyof typeof COLLEAGUES;
const ROLES: Role[] = ["admin", "editor", "counsellor", "recruiter"];
const emailOf = (role: Role) => (role === "admin" ? ADMIN.email : COLLEAGUES[role].email);

let base = "";
let server: ChildProcess;
let output = "";
let dataDir = "";

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  dataDir = await mkdtemp(path.join(tmpdir(), "site-console-"));
  // A first start's data (demo content, no administrator): the setup link is printed all the same.
  await copySeededData("visitor", dataDir);
  server = spawn(process.execPath, serverArgs, {
    env: productionServerEnv(dataDir, port, {
      SITE_URL: base,
      LOG_LEVEL: "error",
      // Every test signs in from 127.0.0.1; the per-account limit keeps its default (5 per 15 minutes).
      RATE_LIMIT_SIGN_IN_ADDRESS: "10000/900",
    }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.on("data", (chunk) => (output += chunk));
  server.stderr?.on("data", (chunk) => (output += chunk));
  const started = Date.now();
  while (!/setup\?token=\S+/.test(output)) {
    if (server.exitCode !== null || Date.now() - started > 80_000)
      throw new Error(`no setup link:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  while (
    !(await fetch(`${base}/favicon.ico`).then(
      (r) => r.ok,
      () => false,
    ))
  )
    await new Promise((resolve) => setTimeout(resolve, 100));
});

test.afterAll(async () => {
  if (server?.pid && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    process.kill(server.pid, "SIGTERM");
    await exited;
  }
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function signInPage(page: Page, email: string, password = PASSWORD) {
  await page.goto(`${base}/admin/login`);
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

async function signedInContext(browser: Browser, role: Role): Promise<BrowserContext> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInPage(page, emailOf(role));
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await page.close();
  return context;
}

/**
 * An HTTP client signed in as `role` (or nobody), following no redirects. It says it comes from the console's
 * own pages, as a browser does (Sec-Fetch-Site): console posts and downloads that do not say are refused.
 */
async function client(role: Role | null): Promise<APIRequestContext> {
  const api = await request.newContext({
    baseURL: base,
    maxRedirects: 0,
    extraHTTPHeaders: { "sec-fetch-site": "same-origin" },
  });
  if (role) {
    const response = await api.post("/admin/login", { form: { email: emailOf(role), password: PASSWORD } });
    expect(response.status(), `sign-in as ${role}`).toBe(302);
  }
  return api;
}

test("the setup link creates the first administrator once, who invites colleagues who set their passwords", async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  const link = output.match(/(http:\/\/\S+\/admin\/setup\?token=\S+)/)![1]!;
  await page.goto(link);
  await page.getByLabel("Your name").fill(ADMIN.name);
  await page.getByLabel("E-mail address").fill(ADMIN.email);
  await page.getByLabel("Password", { exact: true }).fill("short");
  await page.getByLabel("Password again").fill("short");
  await page.getByRole("button", { name: "Create administrator" }).click();
  await expect(page.getByText("Use at least 12 characters.")).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Password again").fill(PASSWORD);
  await page.getByRole("button", { name: "Create administrator" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  // An administrator may use every screen of the console.
  await expect(page.getByRole("navigation", { name: "Console" }).getByRole("link")).toHaveText(
    CONSOLE_NAV.map((item) => item.label),
  );

  // Used: the same link now opens nothing.
  const again = await fetch(link);
  expect(again.status).toBe(404);

  for (const [role, person] of Object.entries(COLLEAGUES)) {
    await page.goto(`${base}/admin/staff`);
    await page.getByLabel("Name", { exact: true }).fill(person.name);
    await page.getByLabel("E-mail address").fill(person.email);
    await page.getByLabel("Role", { exact: true }).selectOption(role);
    await page.getByRole("button", { name: "Invite" }).click();
    const invitation = (await page.getByTestId("one-time-link").textContent())!;
    expect(invitation).toContain("/admin/set-password?token=");

    const colleague = await browser.newContext();
    const theirs = await colleague.newPage();
    await theirs.goto(invitation);
    await theirs.getByLabel("New password", { exact: true }).fill(PASSWORD);
    await theirs.getByLabel("New password again").fill(PASSWORD);
    await theirs.getByRole("button", { name: "Set password and sign in" }).click();
    await expect(theirs.getByRole("heading", { name: "Dashboard" })).toBeVisible();
    await colleague.close();
  }

  await page.goto(`${base}/admin/audit?action=create`);
  const rows = page.getByRole("table").getByRole("row");
  for (const person of Object.values(COLLEAGUES))
    await expect(rows.filter({ hasText: person.email })).toHaveCount(1);
  await expect(rows.filter({ hasText: ADMIN.email }).filter({ hasText: "The system" })).toHaveCount(1);
});

/** Console screens and the right each needs: every role may see the dashboard and its own account. */
const ROUTES: { path: string; allowed: Role[]; secret: string }[] = [
  { path: "/admin", allowed: ROLES, secret: "Oldest enquiries waiting" },
  { path: "/admin/account", allowed: ROLES, secret: "Sign out everywhere" },
  { path: "/admin/staff", allowed: ["admin"], secret: "Invite a colleague" },
  { path: "/admin/settings", allowed: ["admin"], secret: "Who is notified" },
  { path: "/admin/audit", allowed: ["admin"], secret: ADMIN.email },
  { path: "/admin/mail", allowed: ["admin"], secret: "Preview every letter" },
  { path: "/admin/certificates", allowed: ["admin", "counsellor"], secret: "Import from CSV" },
  { path: "/admin/personal-data", allowed: ["admin"], secret: "give it to them as one file" },
  { path: "/admin/enquiries", allowed: ["admin", "counsellor"], secret: "Follow-up overdue" },
  { path: "/admin/registrations", allowed: ["admin", "counsellor"], secret: "Name, e-mail, phone or id" },
  { path: "/admin/applicants", allowed: ["admin", "recruiter"], secret: "All applicants" },
  { path: "/admin/payments", allowed: ["admin", "counsellor"], secret: "Collected (as filtered)" },
  {
    path: "/admin/download/enquiries.csv",
    allowed: ["admin", "counsellor"],
    secret: "Training, service or message",
  },
  { path: "/admin/download/registrations.csv", allowed: ["admin", "counsellor"], secret: "Payable now" },
  { path: "/admin/download/applicants.csv", allowed: ["admin", "recruiter"], secret: "Rejection reason" },
  { path: "/admin/download/payments.csv", allowed: ["admin", "counsellor"], secret: "Receipt or voucher" },
];

/** Direct POSTs to console actions, with what each would change. */
const ACTIONS: { path: string; form: Record<string, string>; allowed: Role[] }[] = [
  {
    path: "/admin/staff",
    form: { intent: "invite", name: "Intruder", email: "intruder@example.in", role: "admin" },
    allowed: ["admin"],
  },
  {
    path: "/admin/settings",
    form: {
      intent: "company",
      name: "Taken Over Ltd",
      phone: "1",
      generalEmail: "x@example.in",
      educationEmail: "x@example.in",
      address: "x",
      supportHours: "x",
    },
    allowed: ["admin"],
  },
  { path: "/admin/enquiries", form: { status: "spam", refs: "career:1" }, allowed: ["admin", "counsellor"] },
  {
    path: "/admin/registrations/REG-0000000000",
    form: { intent: "status", status: "cancelled", note: "x" },
    allowed: ["admin", "counsellor"],
  },
  { path: "/admin/applicants/1", form: { intent: "stage", stage: "hired" }, allowed: ["admin", "recruiter"] },
  {
    path: "/admin/registrations/REG-0000000000",
    form: { intent: "record-payment", amount: "100", mode: "cash", reference: "x" },
    allowed: ["admin", "counsellor"],
  },
  {
    path: "/admin/registrations/REG-0000000000",
    form: { intent: "refund", paymentId: "1", amount: "100", reason: "x", idempotencyKey: "intruder-key-1" },
    allowed: ["admin"],
  },
  {
    path: "/admin/settings",
    form: { intent: "bank", accountName: "Taken Over Ltd", accountNumber: "123456789", ifsc: "HDFC0001234" },
    allowed: ["admin"],
  },
];

test("every console route and action answers each role by its rights and nobody with the sign-in page", async () => {
  test.setTimeout(180_000);
  for (const role of [null, ...ROLES]) {
    const api = await client(role);
    for (const route of ROUTES) {
      const response = await api.get(route.path);
      const body = await response.text();
      const label = `${role ?? "nobody"} GET ${route.path}`;
      if (role === null) {
        expect(response.status(), label).toBe(302);
        expect(response.headers().location, label).toMatch(/^\/admin\/login\?next=/);
      } else if (route.allowed.includes(role)) {
        expect(response.status(), label).toBe(200);
        expect(body, label).toContain(route.secret);
      } else {
        expect(response.status(), label).toBe(403);
        expect(body, label).toContain("You do not have access to this page.");
        expect(body, label).not.toContain(route.secret);
        // No other person's account shows either (a role without the right sees only its own name).
        expect(body, label).not.toContain(ADMIN.email);
      }
      expect(response.headers()["cache-control"], label).toBe("private, no-store");
      expect(response.headers()["x-robots-tag"], label).toBe("noindex, nofollow");
    }
    for (const action of ACTIONS.filter((a) => role === null || !a.allowed.includes(role))) {
      const response = await api.post(action.path, { form: action.form });
      const label = `${role ?? "nobody"} POST ${action.path}`;
      expect(response.status(), label).toBe(role === null ? 302 : 403);
    }
    await api.dispose();
  }
  // Nothing of the refused actions happened.
  const admin = await client("admin");
  const staff = await (await admin.get("/admin/staff")).text();
  expect(staff).not.toContain("intruder@example.in");
  expect(await (await admin.get("/admin/settings")).text()).not.toContain("Taken Over Ltd");
  await admin.dispose();
});

test("a POST from another site is refused before any console code runs", async () => {
  const api = await client("admin");
  const response = await api.post("/admin/staff", {
    form: { intent: "invite", name: "Cross", email: "cross@example.in", role: "admin" },
    headers: { Origin: "https://evil.example" },
  });
  expect(response.status()).toBe(403);
  expect(await (await api.get("/admin/staff")).text()).not.toContain("cross@example.in");
  await api.dispose();
});

test("wrong passwords until the account's limit, then even the right one waits", async ({ page }) => {
  // Five failures (successful sign-ins do not count)…
  for (let attempt = 1; attempt <= 5; attempt++) {
    await signInPage(page, COLLEAGUES.counsellor.email, "not the password at all");
    await expect(page.getByRole("alert")).toHaveText(STAFF_MESSAGES.signInFailed);
  }
  // …and the next attempt is refused, right password or not.
  await signInPage(page, COLLEAGUES.counsellor.email, PASSWORD);
  await expect(page.getByRole("alert")).toHaveText(/^Too many attempts, try again in 1[45] minutes\.$/);
  await expect(page).toHaveURL(/\/admin\/login/);
});

test("an administrator clears the colleague's sign-in limits on the Staff screen; the audit log sums the failures", async ({
  browser,
  page,
}) => {
  // The test before spent this address's budget on the counsellor's account.
  const admin = await signedInContext(browser, "admin");
  const screen = await admin.newPage();
  await screen.goto(`${base}/admin/staff`);
  await expect(screen.getByText("5 failed sign-ins in the last 15 minutes.")).toBeVisible();
  await screen.getByRole("button", { name: `Clear sign-in limits: ${COLLEAGUES.counsellor.name}` }).click();
  await expect(screen.getByRole("status")).toContainText(
    `Sign-in limits of ${COLLEAGUES.counsellor.name} cleared.`,
  );
  await signInPage(page, COLLEAGUES.counsellor.email);
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();

  // Five failures, one row (two if they fell either side of a 15-minute mark); the refused attempt wrote none.
  await screen.goto(`${base}/admin/audit?action=sign-in-failed&actor=${COLLEAGUES.counsellor.email}`);
  const failed = await screen
    .getByRole("table")
    .getByRole("row")
    .filter({ hasText: "wrong-credentials" })
    .allTextContents();
  expect(failed.length).toBeLessThanOrEqual(2);
  const times = failed.map((row) => Number(row.match(/· (\d+) times, the last at/)?.[1] ?? 1));
  expect(times.reduce((sum, n) => sum + n, 0)).toBe(5);
  await screen.goto(`${base}/admin/audit?action=clear-sign-in-limits`);
  await expect(screen.getByRole("table").getByRole("row").filter({ hasText: ADMIN.email })).toContainText(
    `Account: ${COLLEAGUES.counsellor.email}`,
  );
  await admin.close();
});

test("disabling a colleague ends their open session at once", async ({ browser, page }) => {
  const editor = await signedInContext(browser, "editor");
  const theirs = await editor.newPage();
  await theirs.goto(`${base}/admin`);
  await expect(theirs.getByRole("heading", { name: "Dashboard" })).toBeVisible();

  await signInPage(page, ADMIN.email);
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await page.goto(`${base}/admin/staff`);
  await page.getByRole("button", { name: `Disable: ${COLLEAGUES.editor.name}` }).click();
  await expect(page.getByRole("status")).toContainText("Account disabled");

  await theirs.reload();
  await expect(theirs).toHaveURL(/\/admin\/login/);
  await signInPage(theirs, COLLEAGUES.editor.email);
  await expect(theirs.getByRole("alert")).toHaveText(STAFF_MESSAGES.disabled);
  await editor.close();
});

test("sign out everywhere ends the account's sessions on every browser", async ({ browser }) => {
  const one = await signedInContext(browser, "recruiter");
  const two = await signedInContext(browser, "recruiter");
  const first = await one.newPage();
  const second = await two.newPage();
  await second.goto(`${base}/admin`);
  await expect(second.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await first.goto(`${base}/admin/account`);
  await first.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(first).toHaveURL(/\/admin\/login/);
  await second.reload();
  await expect(second).toHaveURL(/\/admin\/login/);
  await one.close();
  await two.close();
});

/** The current code of an authenticator app for a base32 key (RFC 6238: SHA-1, 30 s, 6 digits). */
function totp(base32: string, at = Date.now()): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const char of base32.replace(/=+$/, "").toUpperCase())
    bits += alphabet.indexOf(char).toString(2).padStart(5, "0");
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => Number.parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const digest = createHmac("sha1", key).update(counter).digest();
  const offset = digest[digest.length - 1]! & 0xf;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}

test("two-factor: set up with an authenticator, then sign in with a code or a backup code", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const own = await signedInContext(browser, "recruiter");
  const page = await own.newPage();
  await page.goto(`${base}/admin/account`);
  await page.getByLabel("Your password").fill(PASSWORD);
  await page.getByRole("button", { name: "Set up two-factor" }).click();
  const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
  const backupCodes = await page.getByTestId("backup-codes").getByRole("listitem").allTextContents();
  expect(backupCodes.length).toBe(10);
  await page.getByLabel("Authentication code").fill("123");
  await page.getByRole("button", { name: "Turn on two-factor" }).click();
  await expect(page.getByText("Enter the 6-digit code from your authenticator app.")).toBeVisible();
  await page.getByLabel("Authentication code").fill(totp(secret));
  await page.getByRole("button", { name: "Turn on two-factor" }).click();
  await expect(page.getByText("On: signing in asks for a code")).toBeVisible();
  await own.close();

  const withCode = await browser.newContext();
  const signIn = await withCode.newPage();
  await signInPage(signIn, COLLEAGUES.recruiter.email);
  await expect(signIn).toHaveURL(/\/admin\/two-factor/);
  // The password alone opens nothing.
  expect((await signIn.request.get(`${base}/admin`, { maxRedirects: 0 })).status()).toBe(302);
  const wrong = totp(secret) === "000000" ? "111111" : "000000";
  await signIn.getByLabel("Authentication code").fill(wrong);
  await signIn.getByRole("button", { name: "Verify" }).click();
  await expect(signIn.getByRole("alert")).toHaveText(STAFF_MESSAGES.wrongCode);
  await signIn.getByLabel("Authentication code").fill(totp(secret));
  await signIn.getByRole("button", { name: "Verify" }).click();
  await expect(signIn.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await withCode.close();

  const withBackup = await browser.newContext();
  const other = await withBackup.newPage();
  await signInPage(other, COLLEAGUES.recruiter.email);
  await other.getByRole("link", { name: "Use a backup code instead" }).click();
  await other.getByLabel("Backup code").fill(backupCodes[0]!);
  await other.getByRole("button", { name: "Verify" }).click();
  await expect(other.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await withBackup.close();
});

test("console pages have no axe violations at 375 and 1280 px", async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await signedInContext(browser, "admin");
  const page = await context.newPage();
  const anonymous = await browser.newPage();
  const findings: string[] = [];
  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    await anonymous.setViewportSize(viewport);
    const checks: [Page, string][] = [
      [anonymous, "/admin/login"],
      [anonymous, "/admin/two-factor"],
      ...["/admin", "/admin/staff", "/admin/settings", "/admin/audit", "/admin/account"].map(
        (path) => [page, path] as [Page, string],
      ),
    ];
    for (const [tab, path] of checks) {
      await tab.goto(`${base}${path}`);
      for (const line of await axeViolations(tab)) findings.push(`${viewport.width}px ${path}: ${line}`);
    }
  }
  expect(findings).toEqual([]);
  await anonymous.close();
  await context.close();
});

test("a public page's HTML, scripts and styles carry no console code", async ({ page }) => {
  const scripts: string[] = [];
  const styles: string[] = [];
  page.on("response", async (response) => {
    const kind = response.request().resourceType();
    if (kind === "script") scripts.push(await response.text().catch(() => ""));
    if (kind === "stylesheet") styles.push(response.url());
  });
  const response = await page.goto(`${base}/`);
  const html = await response!.text();
  await page.waitForLoadState("networkidle");
  expect(html).not.toContain("routes/admin");
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(script).not.toContain("Staff console");
  // The console's stylesheet (app/console.css) is linked by console routes only.
  expect(styles.length).toBeGreaterThan(0);
  expect(styles.filter((url) => url.includes("/console-"))).toEqual([]);
  // …while a console page does load it.
  const consoleScripts: string[] = [];
  page.on("response", async (r) => {
    if (r.request().resourceType() === "script") consoleScripts.push(await r.text().catch(() => ""));
  });
  await page.goto(`${base}/admin/login`);
  await page.waitForLoadState("networkidle");
  expect(consoleScripts.some((script) => script.includes("Staff console"))).toBe(true);
  expect(styles.some((url) => url.includes("/console-"))).toBe(true);
});
