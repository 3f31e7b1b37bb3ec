/**
 * Crash safety of the production server: 1,000 form submissions (enquiry messages and career enquiries, a
 * few at a time) while the server process is killed with SIGKILL at seeded random moments and restarted.
 * Every submission answered with a 2xx must be in the database afterwards: read directly from the data
 * folder (embedded database, opened only after the server died) or from PostgreSQL, and once more through
 * the restarted server (a repeated career enquiry is a duplicate). Runs on the embedded database and, when
 * TEST_DATABASE_URL is set, on a fresh PostgreSQL database created and dropped here.
 * Mail (issue 16): the server sends to an SMTP server in this process. After one more restart the outbox
 * drains: every message of every stored submission has arrived, each under its row's Message-ID, and a
 * message arrives twice only when a kill came between the SMTP server's acceptance and the row's update.
 * Only processes started here are stopped, by their PID.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { courses } from "../../domain/db/schema.ts";
import { openPglite } from "../../server/db/client.ts";
import { MAIL_WORKER_DEFAULTS } from "../../server/mail/worker.ts";
import { productionServerArgs, productionServerEnv } from "../support/server-command";
import { startSmtp, type TestSmtp } from "../support/smtp.ts";
import {
  children,
  cleanUpAfterEach,
  cleanups,
  freePort,
  freshPostgresDatabase,
  stopChild,
  TEST_AUTH_SECRET,
} from "./started.ts";
import { expect, test } from "./test";

/** Node's arguments for the production server (its bundle, made current first). */
let serverArgs: string[] = [];
test.beforeAll(async () => {
  serverArgs = await productionServerArgs();
});

const SUBMISSIONS = 1_000;
const CONCURRENCY = 4;
const KILLS = 2;
const SEED = 7_301;
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

/** mulberry32: a tiny seeded PRNG, so the kill moments are the same on every run. */
function createRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Server {
  child: ChildProcess;
  output: () => string;
  listening: () => boolean;
  exited: Promise<number | null>;
}

cleanUpAfterEach();

function startServer(dataDir: string, port: number, env: Record<string, string>): Server {
  const child = spawn(process.execPath, serverArgs, {
    env: productionServerEnv(dataDir, port, { LOG_LEVEL: "info", RATE_LIMIT_MAX: "100000", ...env }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.add(child);
  // Keep the start of the log (start-up problems) and its end (the latest requests), not all of it.
  let head = "";
  let tail = "";
  let listening = false;
  const collect = (chunk: Buffer) => {
    const text = chunk.toString();
    if (text.includes('"msg":"listening"')) listening = true;
    if (head.length < 8_000) head += text;
    else tail = (tail + text).slice(-8_000);
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exited = new Promise<number | null>((resolve) =>
    child.on("exit", (code) => {
      children.delete(child);
      resolve(code);
    }),
  );
  return { child, output: () => `${head}\n…\n${tail}`, listening: () => listening, exited };
}

async function waitUntilListening(server: Server, timeoutMs = 90_000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    if (server.listening()) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`server did not start:\n${server.output()}`);
}

async function kill(server: Server) {
  stopChild(server.child);
  await server.exited;
}

interface Submission {
  index: number;
  path: "/api/contact-queries" | "/api/career";
  email: string;
  body: Record<string, string>;
}

function submissions(runId: string): Submission[] {
  return Array.from({ length: SUBMISSIONS }, (_, index): Submission => {
    const email = `crash-${runId}-${index}@example.in`;
    const name = `Crash Tester ${index}`;
    return index % 2 === 0
      ? {
          index,
          path: "/api/contact-queries",
          email,
          body: { name, email, message: `Crash-test submission ${index}: please call back.` },
        }
      : {
          index,
          path: "/api/career",
          email,
          body: {
            name,
            email,
            college: "Amity University",
            phone: `9${String(index).padStart(9, "0")}`,
            location: "Noida",
            training: "Courses",
          },
        };
  });
}

interface RunResult {
  acknowledged: Submission[];
  lost: number;
  refused: string[];
  kills: number;
  restartMs: number[];
  submitMs: number;
  server: Server;
}

/**
 * Sends every submission, CONCURRENCY at a time, and kills the server (SIGKILL) a seeded few milliseconds
 * after the seeded submission numbers are sent, while requests are in flight; from the kill on, sending
 * waits for the restarted server, then goes on. Requests cut off by a kill count as lost (outcome unknown).
 */
async function submitThroughCrashes(
  list: Submission[],
  base: string,
  start: () => Server,
  first: Server,
): Promise<RunResult> {
  const random = createRandom(SEED);
  const killAt = new Set<number>();
  while (killAt.size < KILLS) killAt.add(150 + Math.floor(random() * (SUBMISSIONS - 300)));
  let server = first;
  let ready: Promise<void> = Promise.resolve();
  const crashes: Promise<void>[] = [];
  const result: RunResult = {
    acknowledged: [],
    lost: 0,
    refused: [],
    kills: 0,
    restartMs: [],
    submitMs: 0,
    server,
  };

  const crash = async () => {
    await new Promise((r) => setTimeout(r, 5 + Math.floor(random() * 60)));
    // From here on new requests wait for the restarted server; those in flight are cut off.
    let restarted!: () => void;
    let failed!: (error: unknown) => void;
    ready = new Promise<void>((resolve, reject) => {
      restarted = resolve;
      failed = reject;
    });
    ready.catch(() => {});
    try {
      await kill(server);
      result.kills++;
      server = start();
      result.server = server;
      result.restartMs.push(await waitUntilListening(server));
      restarted();
    } catch (error) {
      failed(error);
      throw error;
    }
  };

  const began = Date.now();
  let cursor = 0;
  const worker = async () => {
    while (cursor < list.length) {
      const submission = list[cursor++];
      if (killAt.has(submission.index)) crashes.push(crash());
      await ready;
      try {
        const res = await fetch(`${base}${submission.path}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(submission.body),
          signal: AbortSignal.timeout(15_000),
        });
        const text = await res.text();
        if (res.status >= 200 && res.status < 300) result.acknowledged.push(submission);
        else result.refused.push(`${submission.index} ${res.status} ${text.slice(0, 120)}`);
      } catch {
        result.lost++;
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  await Promise.all(crashes);
  result.submitMs = Date.now() - began;
  return result;
}

/**
 * Checks the stored rows against the acknowledged and the attempted submissions; returns how many stored
 * submissions were never acknowledged (cut off by a kill after their commit).
 */
function expectAllAcknowledgedStored(
  acknowledged: Submission[],
  stored: { contact: string[]; career: string[] },
  attempted: Submission[],
): number {
  const contact = new Set(stored.contact);
  const career = new Set(stored.career);
  const missing = acknowledged.filter((s) =>
    s.path === "/api/career" ? !career.has(s.email) : !contact.has(s.email),
  );
  expect(
    missing.map((s) => s.index),
    "2xx submissions missing after the crashes",
  ).toEqual([]);
  // Nothing stored twice, nothing that was never sent.
  expect(stored.contact.length).toBe(contact.size);
  expect(stored.career.length).toBe(career.size);
  const sent = new Set(attempted.map((s) => s.email));
  expect([...contact, ...career].filter((email) => !sent.has(email))).toEqual([]);
  return contact.size + career.size - acknowledged.length;
}

/** The e-mails of the stored enquiry messages and career enquiries. */
async function readStored(
  query: (text: string) => Promise<{ rows: { email: string }[] }>,
): Promise<{ contact: string[]; career: string[] }> {
  const contact = await query("select email from contact_messages where source = 'enquiry'");
  const career = await query("select email from career_enquiries");
  return { contact: contact.rows.map((r) => r.email), career: career.rows.map((r) => r.email) };
}

interface OutboxRow {
  message_key: string;
  status: string;
}

async function readOutbox(query: (text: string) => Promise<{ rows: OutboxRow[] }>): Promise<OutboxRow[]> {
  return (await query("select message_key, status from outbox")).rows;
}

/** An SMTP server for the server under test, closed after the test. */
async function smtpForTest(): Promise<TestSmtp> {
  const smtp = await startSmtp();
  cleanups.push(() => smtp.close());
  return smtp;
}

// A killed process's claims are taken over after 3 s instead of two minutes.
const MAIL_ENV = (smtp: TestSmtp) => ({
  SMTP_URL: smtp.url,
  NOTIFY_EMAIL: "staff@example.in",
  MAIL_LEASE_SECONDS: "3",
});
const messageKey = (messageId: string | undefined) => /^<([0-9a-f-]{36})@/.exec(messageId ?? "")?.[1];

/** Restarts the server once more and waits until every stored submission's two messages have arrived. */
async function drainMail(start: () => Server, smtp: TestSmtp, storedSubmissions: number): Promise<Server> {
  const server = start();
  await waitUntilListening(server);
  const arrived = () => new Set(smtp.received.map((mail) => messageKey(mail.messageId))).size;
  await expect
    // About 2,000 messages: 90 s on a fast machine, 150 s and more on a slow one.
    .poll(arrived, { timeout: 300_000, intervals: [250] })
    .toBeGreaterThanOrEqual(2 * storedSubmissions);
  return server;
}

/**
 * Every row sent, each arrived under its own Message-ID, nothing arrived that has no row; returns how many
 * arrived twice (a kill between the SMTP server's acceptance and the row's update): at most the messages in
 * flight at each kill.
 */
function expectMailSentOnce(
  rows: OutboxRow[],
  smtp: TestSmtp,
  storedSubmissions: number,
  /** How many messages may arrive twice: the most that can be in flight at the kills. */
  inFlightAtKills: number,
): number {
  expect(rows).toHaveLength(2 * storedSubmissions);
  expect(rows.filter((row) => row.status !== "sent")).toEqual([]);
  const keys = smtp.received.map((mail) => messageKey(mail.messageId));
  expect(new Set(keys)).toEqual(new Set(rows.map((row) => row.message_key)));
  const twice = keys.length - new Set(keys).size;
  expect(twice).toBeLessThanOrEqual(inFlightAtKills);
  return twice;
}

function report(name: string, run: RunResult, extra: Record<string, string | number>) {
  const figures = {
    acknowledged: run.acknowledged.length,
    lost: run.lost,
    refused: run.refused.length,
    kills: run.kills,
    restartMs: run.restartMs.join(", "),
    submitMs: run.submitMs,
    ...extra,
  };
  test.info().annotations.push({ type: name, description: JSON.stringify(figures) });
  console.log(`${name}: ${JSON.stringify(figures)}`);
}

function expectSaneRun(run: RunResult) {
  expect(run.kills).toBe(KILLS);
  expect(run.refused, "no submission may be refused").toEqual([]);
  // A kill cuts off the requests in flight (and a stale kept-alive connection may fail once per worker).
  expect(run.lost).toBeLessThanOrEqual(2 * KILLS * CONCURRENCY);
  expect(run.acknowledged.length + run.lost).toBe(SUBMISSIONS);
}

/**
 * A data folder whose embedded database already holds content (one course), as an operator's does after
 * its first start: the server migrates it and skips the demo content, whose first-start loading is the
 * lifecycle test's subject and would only cost time here.
 */
async function prepareEmbeddedDatabase(dataDir: string) {
  const database = await openPglite({ dataDir: path.join(dataDir, "db") });
  try {
    await database.migrate();
    await database.db.insert(courses).values({ title: "Crash Test Course", category: "Development" });
  } finally {
    await database.close();
  }
}

test.describe.configure({ mode: "serial" });

test("embedded database: every acknowledged submission survives SIGKILLs", async () => {
  test.setTimeout(480_000);
  const started = Date.now();
  const dataDir = await mkdtemp(path.join(tmpdir(), "site-crash-"));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const smtp = await smtpForTest();
  const start = () => startServer(dataDir, port, MAIL_ENV(smtp));
  const list = submissions(randomBytes(4).toString("hex"));

  await test.step("prepare the data folder", () => prepareEmbeddedDatabase(dataDir));
  const first = start();
  const firstStartMs = await test.step("start", () => waitUntilListening(first));
  const run = await test.step("submit through crashes", () => submitThroughCrashes(list, base, start, first));
  expectSaneRun(run);

  // A last kill right after the final answer: what was acknowledged must already be on disk. The folder is
  // opened (and recovered) here only once the server process is gone.
  const stored = await test.step("kill, open the data folder, read", async () => {
    await kill(run.server);
    const database = await openPglite({ dataDir: path.join(dataDir, "db") });
    try {
      return await readStored((text) => database.client.query<{ email: string }>(text));
    } finally {
      await database.close();
    }
  });
  const lostButStored = expectAllAcknowledgedStored(run.acknowledged, stored, list);
  const storedSubmissions = stored.contact.length + stored.career.length;
  const outbox = await test.step("restart, let the outbox drain, kill, read it", async () => {
    // SIGTERM: the worker finishes the message it is sending and marks it before the process exits.
    const server = await drainMail(start, smtp, storedSubmissions);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    const database = await openPglite({ dataDir: path.join(dataDir, "db") });
    try {
      return await readOutbox((text) => database.client.query<OutboxRow>(text));
    } finally {
      await database.close();
    }
  });
  const mailTwice = expectMailSentOnce(
    outbox,
    smtp,
    storedSubmissions,
    // In flight at each kill: the ones during the run and the one after it.
    (KILLS + 1) * MAIL_WORKER_DEFAULTS.concurrency,
  );
  report("embedded", run, {
    verified: run.acknowledged.length,
    lostButStored,
    mails: smtp.received.length,
    mailTwice,
    firstStartMs,
    totalMs: Date.now() - started,
  });
});

// Defined only when a PostgreSQL server is configured (as the integration-postgres project of Vitest).
if (TEST_DATABASE_URL)
  test("PostgreSQL: every acknowledged submission survives SIGKILLs", async () => {
    test.setTimeout(360_000);
    const started = Date.now();
    const url = await freshPostgresDatabase(TEST_DATABASE_URL, "site_crash");
    const dataDir = await mkdtemp(path.join(tmpdir(), "site-crash-pg-"));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const smtp = await smtpForTest();
    const start = () =>
      startServer(dataDir, port, {
        DATABASE_URL: url.toString(),
        AUTH_SECRET: TEST_AUTH_SECRET,
        ...MAIL_ENV(smtp),
      });
    const list = submissions(randomBytes(4).toString("hex"));

    const first = start();
    const firstStartMs = await test.step("start", () => waitUntilListening(first));
    const run = await test.step("submit through crashes", () =>
      submitThroughCrashes(list, base, start, first));
    expectSaneRun(run);

    const stored = await test.step("kill, read the database", async () => {
      await kill(run.server);
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        return await readStored((text) => client.query<{ email: string }>(text));
      } finally {
        await client.end();
      }
    });
    const lostButStored = expectAllAcknowledgedStored(run.acknowledged, stored, list);
    const storedSubmissions = stored.contact.length + stored.career.length;
    const outbox = await test.step("restart, let the outbox drain, read it", async () => {
      const server = await drainMail(start, smtp, storedSubmissions);
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        // Sent and marked: wait for the last rows' updates, then read.
        await expect
          .poll(
            async () =>
              (await client.query("select count(*)::int as n from outbox where status <> 'sent'")).rows[0].n,
          )
          .toBe(0);
        return await readOutbox((text) => client.query<OutboxRow>(text));
      } finally {
        await client.end();
        await kill(server);
      }
    });
    const mailTwice = expectMailSentOnce(
      outbox,
      smtp,
      storedSubmissions,
      (KILLS + 1) * MAIL_WORKER_DEFAULTS.concurrency,
    );
    report("postgres", run, {
      verified: run.acknowledged.length,
      lostButStored,
      mails: smtp.received.length,
      mailTwice,
      firstStartMs,
      totalMs: Date.now() - started,
    });
  });
