/**
 * `npm run bench [-- --postgres] [-- --no-lighthouse] [-- --seconds N] [-- --only site|payments]`: builds the site into build-bench,
 * starts the production server on a temporary data folder with the demo seed, and prints one markdown table:
 * throughput and latency of pages, an API list and a form POST at 10 and 50 connections; the same bytes as
 * `/` from a minimal Node server and the ratio; pages rendered without the page cache (each request carries a
 * cookie, as a signed-in visitor's does) and `/` while the content version moves every second (SIGUSR2, as
 * an edit does), each as a ratio to the cached `/` of the same run; a form flood (many-part posts to every
 * form route) while a visitor reads `/` and `/api/jobs`; the JavaScript every route loads by
 * network idle (Brotli) and its first-load JS/CSS; Lighthouse mobile and desktop for four pages. Details (Lighthouse findings, raw figures) go to build-bench/bench-report.json.
 *
 * Then the payments rows (scripts/bench/payments.ts): 200 webhooks a second for 10 s against one instance with
 * online payment on (the fake gateway in this process), and 50 payments at once over HTTP, with what the
 * database says afterwards (each processed once, receipt numbers without a gap). `--only site` leaves them out,
 * `--only payments` runs them alone.
 *
 * --postgres: a fresh PostgreSQL database (created from DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres, and dropped at the end) with SEED_DEMO=1.
 *
 * Everything started here (server, baseline server, Chromium, database, temporary folders) is stopped and
 * removed at the end, on failure and on Ctrl-C; child processes are stopped by their own PID.
 */
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import pg from "pg";
import { inlineScriptHashes } from "../server/http/script-hashes.ts";
import { SERVER_NODE_FLAGS } from "../server/node-flags.ts";
import { CHROMIUM_PATH } from "../tests/support/chromium.ts";
import {
  FLOOD_PATHS,
  FLOODS_PER_PATH,
  type FloodFigures,
  percentile,
  runFormFlood,
} from "../tests/support/form-flood.ts";
import { measureRouteAssets } from "./bench/assets.ts";
import { audit, startChrome } from "./bench/lighthouse.ts";
import { type LoadResult, type LoadTarget, measure, stopLoad, visitorLatencies } from "./bench/load.ts";
import { measurePayments, type PaymentFigures, paymentRows } from "./bench/payments.ts";
import {
  cleanUp,
  installSignalHandlers,
  makeTempDir,
  onCleanup,
  run,
  type Started,
  start,
  waitFor,
} from "./bench/processes.ts";
import {
  assetsRow,
  ceilingRow,
  floodRows,
  JS_BUDGET_BYTES,
  kib,
  lighthouseRow,
  loadRow,
  type Row,
  renderTable,
  targetRow,
} from "./bench/table.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const BUILD_DIR = "build-bench";
const PORT_RANGE = [3500, 3599] as const;

const args = process.argv.slice(2);
const usePostgres = args.includes("--postgres");
const withLighthouse = !args.includes("--no-lighthouse");
const secondsArg = args.indexOf("--seconds");
const SECONDS = secondsArg >= 0 ? Number(args[secondsArg + 1]) : 6;
const onlyArg = args.indexOf("--only");
const ONLY = onlyArg >= 0 ? args[onlyArg + 1] : undefined;
if (ONLY !== undefined && ONLY !== "site" && ONLY !== "payments") {
  process.stderr.write(`--only takes site or payments, not ${ONLY}\n`);
  process.exit(2);
}
const WARMUP_SECONDS = 1;
const CONNECTIONS = [10, 50] as const;
/** A request with a cookie is never answered from the page cache: the render and its reads are measured. */
const UNCACHED = { cookie: "bench=uncached" };
/** How often the content version moves during the after-edit run. */
const BUMP_EVERY_MS = 1000;

const COURSE = "/created-courses-web/full-stack-web-development";
const BLOG_POST = "/blog/how-to-crack-your-first-developer-interview";
const LIGHTHOUSE_PAGES = ["/", COURSE, BLOG_POST, "/registration-forms"];
/** What an ad campaign's link adds to every address. */
const TRACKED_HOME =
  "/?utm_source=newsletter&utm_medium=email&utm_campaign=january-batch&fbclid=IwAR2x9bench";
const CONTACT_BODY = JSON.stringify({
  name: "Benchmark Visitor",
  email: "bench@example.com",
  message: "A benchmark enquiry: please ignore.",
});

const log = (message: string) => process.stderr.write(`[bench] ${message}\n`);

async function freePort(exclude: number[] = []): Promise<number> {
  for (let port = PORT_RANGE[0]; port <= PORT_RANGE[1]; port++) {
    if (exclude.includes(port)) continue;
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer()
        .once("error", () => resolve(false))
        .listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${PORT_RANGE.join("-")}`);
}

async function createDatabase(): Promise<string> {
  const adminUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const name = `bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  onCleanup("drop database", async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    } finally {
      await client.end();
    }
    log(`dropped database ${name}`);
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  log(`created database ${name}`);
  return url.toString();
}

/** Whether a page's own policy allows its inline scripts (by nonce when rendered, by hash when cached). */
function scriptsAllowed(res: Response, html: string): boolean {
  const csp = res.headers.get("content-security-policy") ?? "";
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  if (nonce) return [...html.matchAll(/nonce="([^"]*)"/g)].every((m) => m[1] === nonce);
  return csp.includes(`script-src 'self' ${inlineScriptHashes(html).join(" ")};`);
}

/** Three requests to `/`, each allowed to run its scripts, the third a hit; the same page under concurrency. */
async function checkPageCache(origin: string): Promise<string> {
  let last = { cache: "", html: "" };
  for (let i = 0; i < 3; i++) {
    const res = await fetch(`${origin}/`);
    const html = await res.text();
    if (res.status !== 200 || !scriptsAllowed(res, html))
      throw new Error(`the page's policy does not allow its scripts (status ${res.status})`);
    last = { cache: res.headers.get("x-page-cache") ?? "", html };
  }
  if (last.cache !== "hit") throw new Error(`the page cache did not answer / (x-page-cache: ${last.cache})`);
  let wrong = 0;
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      for (let i = 0; i < 20; i++) {
        const res = await fetch(`${origin}/`);
        const html = await res.text();
        if (html !== last.html || !scriptsAllowed(res, html)) wrong += 1;
      }
    }),
  );
  if (wrong) throw new Error(`${wrong} of 400 concurrent answers to / differed from the cached page`);
  return last.html;
}

function machineRow(startedAt: Date, loadAtStart: number): Row {
  const cpu = cpus();
  return [
    "Setup",
    "machine",
    `${startedAt.toISOString().slice(0, 16).replace("T", " ")} UTC · Node ${process.version} · ${cpu.length} × ${cpu[0]?.model.trim() ?? "CPU"} · load average ${loadAtStart.toFixed(1)} at start (load generator on the same machine)`,
  ];
}

/** The payments rows, on a server and database of their own (a fresh PostgreSQL database with --postgres). */
async function benchPayments(): Promise<PaymentFigures> {
  return measurePayments({
    buildDir: BUILD_DIR,
    port: await freePort(),
    root: ROOT,
    databaseUrl: usePostgres ? await createDatabase() : undefined,
    log,
  });
}

/** `--only payments`: the payments rows alone, with the setup they ran on. */
async function mainPaymentsOnly(startedAt: Date, loadAtStart: number): Promise<void> {
  const payments = await benchPayments();
  const rows: Row[] = [
    machineRow(startedAt, loadAtStart),
    [
      "Setup",
      "server",
      `production build (${BUILD_DIR}), ${usePostgres ? "PostgreSQL (fresh database)" : "PGlite (embedded, demo seed)"}, the fake gateway in the benchmark's process`,
    ],
  ];
  rows.push(...paymentRows(payments));
  process.stdout.write(`${renderTable(rows)}\n`);
  const reportFile = path.join(ROOT, BUILD_DIR, "bench-payments-report.json");
  await writeFile(reportFile, JSON.stringify({ startedAt, postgres: usePostgres, payments }, null, 2));
  log(`details: ${path.relative(ROOT, reportFile)}`);
}

/** The production server's environment: a data folder of its own, no rate limit in the way of the load. */
async function siteServerEnv(dataDir: string, port: number, origin: string): Promise<NodeJS.ProcessEnv> {
  const serverEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    LOG_LEVEL: "error",
    BUILD_DIR,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: "127.0.0.1",
    SITE_URL: origin,
    RATE_LIMIT_MAX: "100000000",
    // The flood's job-application posts would spend the upload budget first (429): its body limits are measured.
    RATE_LIMIT_UPLOAD: "1000000/60",
  };
  delete serverEnv.DATABASE_URL;
  delete serverEnv.SEED_DEMO;
  if (usePostgres) {
    serverEnv.DATABASE_URL = await createDatabase();
    // Production on PostgreSQL needs a shared secret for staff sessions.
    serverEnv.AUTH_SECRET ??= randomBytes(32).toString("base64");
    serverEnv.SEED_DEMO = "1";
  }
  return serverEnv;
}

async function startSiteServer(): Promise<{ server: Started; origin: string; port: number }> {
  const dataDir = await makeTempDir("bench-data-");
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env = await siteServerEnv(dataDir, port, origin);
  log(`starting the server on ${origin} (${usePostgres ? "PostgreSQL" : "PGlite"}, demo seed)…`);
  const server: Started = start(
    "server",
    process.execPath,
    [...SERVER_NODE_FLAGS, "--import", "tsx", "server/main.ts"],
    {
      env,
      cwd: ROOT,
    },
  );
  onCleanup("server", () => server.stop());
  await waitFor(
    "server",
    async () => (await fetch(`${origin}/api/getcourses`)).ok && (await fetch(`${origin}/favicon.ico`)).ok,
    { alive: server },
  );
  return { server, origin, port };
}

/** The baseline: the same bytes of / from a minimal Node server. */
async function startBaseline(
  homeHtml: string,
  sitePort: number,
): Promise<{ baseline: Started; url: string }> {
  const bodyFile = path.join(await makeTempDir("bench-static-"), "home.html");
  await writeFile(bodyFile, homeHtml);
  const staticPort = await freePort([sitePort]);
  const baseline = start("static server", process.execPath, [
    path.join(ROOT, "scripts/bench/static-server.mjs"),
    bodyFile,
    String(staticPort),
  ]);
  onCleanup("static server", () => baseline.stop());
  await waitFor("static server", async () => (await fetch(`http://127.0.0.1:${staticPort}/`)).ok, {
    alive: baseline,
  });
  return { baseline, url: `http://127.0.0.1:${staticPort}/` };
}

/** The pages, the API list and the form POST of the table's first rows. */
function siteTargets(origin: string, pid: number | undefined): LoadTarget[] {
  return [
    { name: "`/`", url: `${origin}/`, pid },
    { name: "`/` with tracking parameters", url: origin + TRACKED_HOME, pid },
    { name: `\`${COURSE}\``, url: origin + COURSE, pid },
    { name: `\`${BLOG_POST}\``, url: origin + BLOG_POST, pid },
    { name: "`/api/getcourses`", url: `${origin}/api/getcourses`, pid },
    {
      name: "`POST /api/contact-queries`",
      url: `${origin}/api/contact-queries`,
      method: "POST",
      headers: { "content-type": "application/json" },
      body: CONTACT_BODY,
      pid,
    },
  ];
}

const RUN = { seconds: SECONDS, warmupSeconds: WARMUP_SECONDS };

/** Every target at 10 and 50 connections, and `/` as a ratio to the static server measured right before it. */
async function measureTargets(staticTarget: LoadTarget, targets: LoadTarget[]) {
  const results: LoadResult[] = [];
  const ratios: { connections: number; ratio: number }[] = [];
  for (const connections of CONNECTIONS) {
    // The baseline right before `/`, so both see the same machine load.
    const staticResult = await measure(staticTarget, connections, RUN);
    log(`static @${connections}: ${Math.round(staticResult.requestsPerSecond)} req/s`);
    for (const target of targets) {
      const result = await measure(target, connections, RUN);
      log(`${target.name} @${connections}: ${Math.round(result.requestsPerSecond)} req/s`);
      results.push(result);
      if (target === targets[0])
        ratios.push({ connections, ratio: result.requestsPerSecond / staticResult.requestsPerSecond });
    }
    results.push(staticResult);
  }
  return { results, ratios };
}

/** Renders without the page cache, at 10 connections (the content reads stay cached per version). */
async function measureUncached(origin: string, pid: number | undefined): Promise<LoadResult[]> {
  const uncached: LoadResult[] = [];
  for (const page of ["/", "/terms", COURSE, BLOG_POST]) {
    const target = { name: `uncached \`${page}\``, url: origin + page, headers: UNCACHED, pid };
    const result = await measure(target, 10, RUN);
    log(`${target.name} @10: ${Math.round(result.requestsPerSecond)} req/s`);
    uncached.push(result);
  }
  return uncached;
}

/** A flood of made-up addresses (each asked once) while one visitor reads `/`, against that visitor alone. */
async function measureUnknownFlood(origin: string, pid: number | undefined) {
  const quietVisitor = await visitorLatencies(`${origin}/`, Promise.resolve(), SECONDS * 1000);
  const unknownFlood = measure(
    {
      name: "unique unknown paths (`/no-such-page-<n>`)",
      url: `${origin}/no-such-page`,
      pid,
      uniquePaths: true,
    },
    10,
    RUN,
  );
  const floodVisitor = await visitorLatencies(`${origin}/`, unknownFlood);
  const unknown = await unknownFlood;
  log(`unknown paths @10: ${Math.round(unknown.requestsPerSecond)} req/s`);
  const visitorP95 = { quiet: percentile(quietVisitor, 95), flood: percentile(floodVisitor, 95) };
  return { unknown, visitorP95 };
}

/** Edits: the content version moves every second while 50 connections ask for `/`. */
async function measureAfterBump(server: Started, origin: string, pid: number | undefined) {
  const bumps = setInterval(() => server.child.kill("SIGUSR2"), BUMP_EVERY_MS);
  let afterBump: LoadResult;
  try {
    afterBump = await measure(
      {
        name: `\`/\` while the content version moves every ${BUMP_EVERY_MS / 1000} s`,
        url: `${origin}/`,
        pid,
      },
      50,
      RUN,
    );
  } finally {
    clearInterval(bumps);
  }
  log(`after-bump / @50: ${Math.round(afterBump.requestsPerSecond)} req/s`);
  return afterBump;
}

type LighthouseScores = Awaited<ReturnType<typeof audit>>[];

/** Lighthouse sometimes loses a trace (NO_NAVSTART) on a busy machine: up to three tries, then an error. */
async function auditWithRetries(
  origin: string,
  page: string,
  formFactor: "mobile" | "desktop",
  port: number,
) {
  for (let attempt = 1; ; attempt++) {
    log(`Lighthouse ${formFactor} ${page}${attempt > 1 ? ` (try ${attempt})` : ""}…`);
    try {
      return await audit(origin + page, formFactor, port);
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/** Issue 33's phone target: Lighthouse mobile total blocking time, the median of this many runs. */
const TBT_RUNS = 5;
const TBT_PAGES = ["/", COURSE];
const TBT_LIMIT_MS = 200;

/**
 * Lighthouse mobile and desktop for each page, and mobile four more times on the pages whose median total
 * blocking time is a target; a page that fails three times becomes a row saying so.
 */
async function runLighthouse(
  origin: string,
): Promise<{ scores: LighthouseScores; blocking: Map<string, number[]>; failures: Row[] }> {
  const scores: LighthouseScores = [];
  const blocking = new Map<string, number[]>();
  const failures: Row[] = [];
  if (!withLighthouse || !existsSync(CHROMIUM_PATH)) return { scores, blocking, failures };
  const chrome = await startChrome(CHROMIUM_PATH);
  const attempt = async (page: string, formFactor: "mobile" | "desktop") => {
    try {
      const score = await auditWithRetries(origin, page, formFactor, chrome.port);
      if (formFactor === "mobile" && TBT_PAGES.includes(page))
        blocking.set(page, [...(blocking.get(page) ?? []), score.tbtMs]);
      return score;
    } catch (error) {
      failures.push([`Lighthouse ${formFactor}`, `\`${page}\``, `failed: ${(error as Error).message}`]);
      return undefined;
    }
  };
  try {
    for (const page of LIGHTHOUSE_PAGES)
      for (const formFactor of ["mobile", "desktop"] as const) {
        const score = await attempt(page, formFactor);
        if (score) scores.push(score);
      }
    for (let run = 1; run < TBT_RUNS; run++) for (const page of TBT_PAGES) await attempt(page, "mobile");
  } finally {
    await chrome.kill();
  }
  return { scores, blocking, failures };
}

/** The median total blocking time of each target page against its limit. */
function blockingRows(blocking: Map<string, number[]>): Row[] {
  return [...blocking].map(([page, runs]) => {
    const sorted = [...runs].sort((a, b) => a - b);
    return ceilingRow(
      "Target",
      `Lighthouse mobile total blocking time on \`${page}\`, median of ${runs.length} (${runs.map((t) => Math.round(t)).join(", ")} ms)`,
      sorted[Math.floor(sorted.length / 2)],
      TBT_LIMIT_MS,
      " ms",
    );
  });
}

/** What one run of the site measured, for the table and the report. */
interface SiteFigures {
  targets: LoadTarget[];
  results: LoadResult[];
  ratios: { connections: number; ratio: number }[];
  uncached: LoadResult[];
  unknown: LoadResult;
  visitorP95: { quiet: number; flood: number };
  afterBump: LoadResult;
  flood: FloodFigures;
  assets: Awaited<ReturnType<typeof measureRouteAssets>>;
  scores: LighthouseScores;
  blocking: Map<string, number[]>;
  lighthouseFailures: Row[];
}

async function measureSite(): Promise<SiteFigures> {
  const { server, origin, port } = await startSiteServer();
  const homeHtml = await checkPageCache(origin);
  const { baseline, url: staticUrl } = await startBaseline(homeHtml, port);

  const contact = await fetch(`${origin}/api/contact-queries`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: CONTACT_BODY,
  });
  if (contact.status !== 201) throw new Error(`POST /api/contact-queries answered ${contact.status}`);

  const pid = server.child.pid;
  const staticTarget: LoadTarget = {
    name: `static Node server, same ${kib(Buffer.byteLength(homeHtml))} as \`/\``,
    url: staticUrl,
    pid: baseline.child.pid,
  };
  const targets = siteTargets(origin, pid);
  const { results, ratios } = await measureTargets(staticTarget, targets);
  await baseline.stop();

  const uncached = await measureUncached(origin, pid);
  const { unknown, visitorP95 } = await measureUnknownFlood(origin, pid);
  const afterBump = await measureAfterBump(server, origin, pid);

  // A form flood (issue 26): many-part posts to every form route while a visitor reads `/` and `/api/jobs`.
  log("form flood…");
  const flood: FloodFigures = await runFormFlood(origin, pid!);
  log(`form flood: visitor p95 ${flood.p95} ms, slowest answer ${flood.slowestFloodMs} ms`);

  log("measuring the JavaScript and CSS of every route…");
  const assets = await measureRouteAssets(origin, existsSync(CHROMIUM_PATH) ? CHROMIUM_PATH : undefined);
  const { scores, blocking, failures: lighthouseFailures } = await runLighthouse(origin);

  await server.stop();
  return {
    targets,
    results,
    ratios,
    uncached,
    unknown,
    visitorP95,
    afterBump,
    flood,
    assets,
    scores,
    blocking,
    lighthouseFailures,
  };
}

/** Targets of issue 33, each a ratio to the cached `/` of the same run: the anchor is React Router's own floor (ADR 9). */
function ratioRows(f: SiteFigures): Row[] {
  const { results, uncached, unknown, afterBump, visitorP95 } = f;
  const cachedHome = (connections: number) =>
    results.find((r) => r.connections === connections && r.name === "`/`")?.requestsPerSecond ?? Number.NaN;
  const [uncachedHome, uncachedTerms, uncachedCourse] = uncached;
  const tracked = results.find((r) => r.connections === 10 && r.name === f.targets[1].name);
  return [
    targetRow(
      "Ratio, 10 connections",
      "uncached `/` ÷ cached `/`",
      uncachedHome.requestsPerSecond / cachedHome(10),
      0.05,
    ),
    targetRow(
      "Ratio, 10 connections",
      "uncached `/terms` ÷ cached `/`",
      uncachedTerms.requestsPerSecond / cachedHome(10),
      0.1,
    ),
    targetRow(
      "Ratio, 10 connections",
      "uncached course page ÷ cached `/`",
      uncachedCourse.requestsPerSecond / cachedHome(10),
      0.06,
    ),
    // A run in which no request finished has no p99 (autocannon reports 0): that is not a target met.
    uncached.some((r) => r.requests === 0)
      ? [
          "Target",
          "p99 of uncached pages, 10 connections",
          "not measured: a page had no request finished within the run (target < 300 ms)",
        ]
      : ceilingRow(
          "Target",
          "p99 of uncached pages, 10 connections",
          Math.max(...uncached.map((r) => r.p99)),
          300,
          " ms",
        ),
    targetRow(
      "Ratio, 10 connections",
      "cached `/` with tracking parameters ÷ cached `/`",
      (tracked?.requestsPerSecond ?? Number.NaN) / cachedHome(10),
      0.8,
    ),
    targetRow(
      "Ratio, 10 connections",
      "unique unknown paths ÷ cached `/`",
      unknown.requestsPerSecond / cachedHome(10),
      0.5,
    ),
    ceilingRow(
      "Target",
      `a visitor's \`/\` p95 during the unknown-path flood ÷ quiet (${visitorP95.quiet.toFixed(1)} → ${visitorP95.flood.toFixed(1)} ms)`,
      visitorP95.flood / visitorP95.quiet,
      2,
      "×",
    ),
    targetRow(
      "Ratio, 50 connections",
      `\`/\` while the version moves ÷ cached \`/\` (${afterBump.errors + afterBump.non2xx} errors, target 0)`,
      afterBump.errors + afterBump.non2xx > 0 ? 0 : afterBump.requestsPerSecond / cachedHome(50),
      0.5,
    ),
  ];
}

function coursesApiRow(results: LoadResult[]): Row[] {
  const courses50 = results.find((r) => r.connections === 50 && r.name === "`/api/getcourses`");
  if (!courses50) return [];
  return [
    usePostgres
      ? targetRow(
          "Target",
          "`/api/getcourses`, 50 connections, PostgreSQL",
          courses50.requestsPerSecond,
          2000,
          " req/s",
        )
      : [
          "Target",
          "`/api/getcourses`, 50 connections, PostgreSQL",
          "not measured in this run (PGlite): `npm run bench -- --postgres`",
        ],
  ];
}

function siteRows(f: SiteFigures, payments: PaymentFigures | null): Row[] {
  const rows: Row[] = [
    [
      "Setup",
      "server",
      `production build (${BUILD_DIR}), ${usePostgres ? "PostgreSQL (fresh database, demo seed)" : "PGlite (embedded, demo seed)"}, page cache on · autocannon ${WARMUP_SECONDS} s warm-up + ${SECONDS} s per run`,
    ],
  ];
  for (const connections of CONNECTIONS)
    for (const r of f.results.filter((x) => x.connections === connections)) rows.push(loadRow(r));
  for (const { connections, ratio } of f.ratios)
    rows.push(targetRow(`Ratio, ${connections} connections`, "`/` ÷ static server (req/s)", ratio, 0.5));
  for (const r of [...f.uncached, f.unknown, f.afterBump]) rows.push(loadRow(r));
  rows.push(...ratioRows(f));
  rows.push(...floodRows(f.flood, FLOOD_PATHS.length, FLOODS_PER_PATH));
  rows.push(...coursesApiRow(f.results));
  for (const a of f.assets) rows.push(assetsRow(a));
  for (const s of f.scores) rows.push(lighthouseRow(s, `\`${new URL(s.url).pathname}\``));
  rows.push(...blockingRows(f.blocking));
  rows.push(...f.lighthouseFailures);
  if (payments) rows.push(...paymentRows(payments));
  if (!f.scores.length)
    rows.push([
      "Lighthouse",
      "—",
      withLighthouse ? `skipped: no Chromium at ${CHROMIUM_PATH}` : "skipped (--no-lighthouse)",
    ]);
  return rows;
}

async function main() {
  installSignalHandlers();
  onCleanup("load generator", stopLoad);
  const startedAt = new Date();
  const loadAtStart = loadavg()[0];

  log(`building into ${BUILD_DIR}…`);
  await run("build", "npx", ["react-router", "build"], { ...process.env, BUILD_DIR });
  if (ONLY === "payments") return mainPaymentsOnly(startedAt, loadAtStart);

  const site = await measureSite();
  const payments = ONLY === "site" ? null : await benchPayments();
  const rows = [machineRow(startedAt, loadAtStart), ...siteRows(site, payments)];
  process.stdout.write(`${renderTable(rows)}\n`);

  const reportFile = path.join(ROOT, BUILD_DIR, "bench-report.json");
  await writeFile(
    reportFile,
    JSON.stringify(
      {
        startedAt,
        postgres: usePostgres,
        results: site.results,
        uncached: site.uncached,
        unknown: site.unknown,
        visitorP95: site.visitorP95,
        afterBump: site.afterBump,
        flood: site.flood,
        ratios: site.ratios,
        assets: site.assets,
        scores: site.scores,
        blockingTimeMs: Object.fromEntries(site.blocking),
        payments,
        jsBudgetBytes: JS_BUDGET_BYTES,
      },
      null,
      2,
    ),
  );
  log(`details (Lighthouse findings per page): ${path.relative(ROOT, reportFile)}`);
}

let exitCode = 0;
try {
  await main();
} catch (error) {
  exitCode = 1;
  log(`failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
} finally {
  await cleanUp();
}
process.exit(exitCode);
