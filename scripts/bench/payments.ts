/**
 * The benchmark's payments rows (issue 29): one production instance with online payment on, against the fake
 * gateway in this process.
 *
 * - **Webhooks**: 200 signed `payment.captured` webhooks a second for 10 s (2,000, each for its own
 *   registration's order), sent open-loop on a fixed schedule, after 50 at 50 a second to warm up. Each
 *   acknowledgement's time is measured from its own send; the instance must answer every one 2xx (p99 under
 *   100 ms) and, once its inbox has drained, have recorded each payment exactly once.
 * - **50 payments at once over HTTP**: Checkout's callbacks for 50 more registrations posted to their pay pages
 *   together, each answered once the server's own question to the gateway says captured.
 *
 * Then, with the instance stopped, the database says what a counter cannot be wrong about: payments, receipts,
 * receipt letters and inbox rows per registration, and whether the receipt numbers run without a gap or a
 * repeat. Those counts do not depend on how busy the machine is; the times do.
 *
 * Registrations, pay tokens and gateway orders are written before the instance starts (the embedded database
 * takes one process at a time). Orders are fresh, so the reconciler (orders unpaid for 10 minutes or more)
 * pays none of them: every payment comes through a webhook or a callback.
 */
import { randomBytes } from "node:crypto";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { outbox, payments, registrations, webhookInbox } from "../../domain/db/schema.ts";
import { openOrder } from "../../domain/payments/orders.server.ts";
import { createPayLinks } from "../../domain/payments/pay-link.ts";
import { hashToken } from "../../domain/programs/ids.ts";
import { sampleRegistration } from "../../domain/programs/test-fixtures.ts";
import { type Database, openPglite, openPostgres } from "../../server/db/client.ts";
import { SERVER_NODE_FLAGS } from "../../server/node-flags.ts";
import { createRazorpayClient } from "../../server/payments/razorpay-client.ts";
import { RAZORPAY_WEBHOOK_PATH } from "../../server/payments/webhook-route.ts";
import { copySeededData } from "../../tests/support/seeded-data.ts";
import { type CheckoutCallback, startFakeGateway, type WebhookDelivery } from "../fake-gateway/gateway.ts";
import { makeTempDir, onCleanup, type Started, start, waitFor } from "./processes.ts";
import { ceilingRow, type Row } from "./table.ts";

export const WEBHOOK_RATE = 200;
export const WEBHOOK_SECONDS = 10;
const WARMUP_WEBHOOKS = 50;
export const SIMULTANEOUS_PAYMENTS = 50;
export const ACK_P99_LIMIT_MS = 100;
const PAYABLE_PAISE = 1_180_000;

export interface PaymentFigures {
  webhooks: {
    sent: number;
    /** Webhooks per second actually sent (the schedule's rate, less what the sender fell behind). */
    sentPerSecond: number;
    answered2xx: number;
    failed: number;
    p50: number;
    p99: number;
    max: number;
    /** From the first measured webhook's send to the inbox's last processing. */
    drainedAfterMs: number;
  };
  simultaneous: { answered2xx: number; p50: number; p99: number; max: number; wallMs: number };
  records: {
    registrations: number;
    paidRegistrations: number;
    payments: number;
    /** Registrations with more than one payment. */
    duplicatePayments: number;
    receipts: number;
    receiptLetters: number;
    inboxRows: number;
    inboxUnprocessed: number;
    inboxPaid: number;
    /** Receipt numbers missing between the first and the last, and numbers issued twice. */
    receiptGaps: number;
    receiptRepeats: number;
    firstReceipt: string;
    lastReceipt: string;
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : Number.NaN;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Prepared {
  ids: string[];
  tokens: Map<string, string>;
  orders: Map<string, string>;
}

/** Registrations with pay tokens and an order each, written straight to the database. */
async function prepare(
  database: Database,
  count: number,
  secret: string,
  openFor: (id: string) => Promise<string>,
) {
  const links = createPayLinks(secret);
  const prepared: Prepared = { ids: [], tokens: new Map(), orders: new Map() };
  const run = randomBytes(3).toString("hex").toUpperCase();
  const rows = Array.from({ length: count }, (_, index) => {
    // The shape of a real id (REG- and ten capitals or digits), or the pay page is the plain 404.
    const id = `REG-${run}${String(index).padStart(4, "0")}`;
    const token = links.tokenFor(id);
    prepared.ids.push(id);
    prepared.tokens.set(id, token);
    return {
      ...sampleRegistration,
      id,
      email: `bench-pay-${index}@example.in`,
      downloadTokenHash: "0".repeat(64),
      payTokenHash: hashToken(token),
      duration: "",
      programPricePaise: PAYABLE_PAISE - 50_000,
      totalFeesPaise: PAYABLE_PAISE - 50_000,
      registrationFeePaise: 50_000,
      payableNowPaise: PAYABLE_PAISE,
    };
  });
  for (let i = 0; i < rows.length; i += 500)
    await database.db.insert(registrations).values(rows.slice(i, i + 500));
  // A few at a time: each asks the fake gateway for an order and stores it.
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < prepared.ids.length) {
        const id = prepared.ids[next++]!;
        prepared.orders.set(id, await openFor(id));
      }
    }),
  );
  return prepared;
}

/** Counts from the database with the instance stopped. */
async function records(database: Database): Promise<PaymentFigures["records"]> {
  const { db } = database;
  const [counts] = await db
    .select({
      registrations: sql<number>`count(*)::int`,
      paid: sql<number>`count(*) filter (where ${registrations.status} = 'paid')::int`,
    })
    .from(registrations);
  const paymentRows = await db
    .select({
      registrationId: payments.registrationId,
      receipt: payments.receiptNumber,
      state: payments.state,
    })
    .from(payments);
  const perRegistration = new Map<string, number>();
  for (const row of paymentRows)
    perRegistration.set(row.registrationId, (perRegistration.get(row.registrationId) ?? 0) + 1);
  const receipts = paymentRows.map((row) => row.receipt).filter((r): r is string => Boolean(r));
  const numbers = receipts.map((r) => Number(/(\d+)$/.exec(r)?.[1] ?? Number.NaN)).sort((a, b) => a - b);
  const distinct = new Set(numbers);
  const first = numbers[0] ?? 0;
  const last = numbers.at(-1) ?? 0;
  const inbox = await db
    .select({ processedAt: webhookInbox.processedAt, outcome: webhookInbox.outcome })
    .from(webhookInbox);
  const letters = await db.select({ id: outbox.id }).from(outbox).where(eq(outbox.template, "receipt"));
  const sortedReceipts = [...receipts].sort((a, b) => a.localeCompare(b));
  return {
    registrations: counts?.registrations ?? 0,
    paidRegistrations: counts?.paid ?? 0,
    payments: paymentRows.filter((row) => row.state === "captured").length,
    duplicatePayments: [...perRegistration.values()].filter((n) => n > 1).length,
    receipts: receipts.length,
    receiptLetters: letters.length,
    inboxRows: inbox.length,
    inboxUnprocessed: inbox.filter((row) => !row.processedAt).length,
    inboxPaid: inbox.filter((row) => row.outcome === "paid").length,
    receiptGaps: numbers.length ? last - first + 1 - distinct.size : 0,
    receiptRepeats: numbers.length - distinct.size,
    firstReceipt: sortedReceipts[0] ?? "",
    lastReceipt: sortedReceipts.at(-1) ?? "",
  };
}

type FakeGateway = Awaited<ReturnType<typeof startFakeGateway>>;

interface MeasureOptions {
  buildDir: string;
  port: number;
  root: string;
  /** A fresh PostgreSQL database's address; none: the embedded database. */
  databaseUrl?: string;
  log: (message: string) => void;
}

export async function measurePayments(options: MeasureOptions): Promise<PaymentFigures> {
  const { log } = options;
  const fake = await startFakeGateway();
  onCleanup("fake gateway", () => fake.close());
  const secret = randomBytes(32).toString("base64");
  const dataDir = await makeTempDir("bench-pay-");
  if (!options.databaseUrl) await copySeededData("visitor", dataDir);
  const open = () =>
    options.databaseUrl
      ? openPostgres(options.databaseUrl, 4)
      : openPglite({ dataDir: path.join(dataDir, "db") });

  const measured = WEBHOOK_RATE * WEBHOOK_SECONDS;
  const total = WARMUP_WEBHOOKS + measured + SIMULTANEOUS_PAYMENTS;
  log(`payments: ${total} registrations and their gateway orders…`);
  const prepared = await prepareWithOrders(await open(), fake, total, secret);
  const webhookIds = prepared.ids.slice(0, WARMUP_WEBHOOKS + measured);
  const { captured, callbacks } = await payAtGateway(fake, prepared, webhookIds);

  const { server, origin } = await startPaymentsServer(options, fake, secret, dataDir);
  const paidPage = async (id: string) => {
    const res = await fetch(`${origin}/pay/${id}?token=${prepared.tokens.get(id)}`);
    if (res.status !== 200) throw new Error(`the pay page of ${id} answered ${res.status}`);
    return (await res.text()).includes('id="paid-heading"');
  };

  log(`payments: ${WARMUP_WEBHOOKS} webhooks to warm up…`);
  const warm = await sendAt(origin, captured.slice(0, WARMUP_WEBHOOKS), 50);
  if (warm.answered2xx !== WARMUP_WEBHOOKS)
    throw new Error(`${warm.failed} of ${WARMUP_WEBHOOKS} warm-up webhooks were not answered 2xx`);
  await waitFor("the warm-up webhooks processed", () => paidPage(webhookIds[WARMUP_WEBHOOKS - 1]!), {
    timeoutMs: 60_000,
    alive: server,
  }).catch((error) => explainStuckInbox(error as Error, server, open));
  log(`payments: ${WEBHOOK_RATE} webhooks a second for ${WEBHOOK_SECONDS} s…`);
  const firstSent = Date.now();
  const sent = await sendAt(origin, captured.slice(WARMUP_WEBHOOKS), WEBHOOK_RATE);
  log(`payments: webhooks acknowledged p99 ${sent.p99.toFixed(1)} ms; waiting for the inbox to drain…`);
  // Processing is slower than storing: on a busy machine the 2,000 take minutes to drain.
  await waitFor("the webhooks processed", () => paidPage(webhookIds.at(-1)!), {
    timeoutMs: 900_000,
    // Each look renders a page: often enough to time the drain to a second, rarely enough not to slow it.
    intervalMs: 1000,
    alive: server,
  });
  const drainedAfterMs = Date.now() - firstSent;

  log(`payments: ${SIMULTANEOUS_PAYMENTS} payments at once over HTTP…`);
  const simultaneous = await payAtOnce(origin, prepared, callbacks);
  await server.stop();

  const after = await open();
  try {
    return { webhooks: { ...sent, drainedAfterMs }, simultaneous, records: await records(after) };
  } finally {
    await after.close();
  }
}

/** The registrations, each with an order at the fake gateway, written before the instance starts. */
async function prepareWithOrders(
  database: Database,
  fake: FakeGateway,
  total: number,
  secret: string,
): Promise<Prepared> {
  const client = createRazorpayClient({ ...fake, apiUrl: fake.url, timeoutMs: 10_000 });
  try {
    await database.migrate();
    return await prepare(database, total, secret, async (id) => {
      const opened = await openOrder(database.db, client, id);
      if (!opened.ok) throw new Error(`no order for ${id}: ${opened.reason}`);
      return opened.orderId;
    });
  } finally {
    await database.close();
  }
}

/**
 * The visitors pay at the gateway; what it would send is kept, to be sent later: the `payment.captured`
 * webhook of each of `webhookIds`, Checkout's callback of every other registration.
 */
async function payAtGateway(fake: FakeGateway, prepared: Prepared, webhookIds: string[]) {
  const captured: WebhookDelivery[] = [];
  const callbacks: { id: string; callback: CheckoutCallback }[] = [];
  for (const id of prepared.ids) {
    const orderId = prepared.orders.get(id)!;
    const before = fake.events.length;
    const { callback } = await fake.pay(orderId, { delivery: "none" });
    if (webhookIds.includes(id)) {
      const event = fake.events.slice(before).find((e) => e.event === "payment.captured");
      if (!event) throw new Error(`no payment.captured for ${orderId}`);
      captured.push(event);
    } else callbacks.push({ id, callback: callback! });
  }
  return { captured, callbacks };
}

async function startPaymentsServer(
  options: MeasureOptions,
  fake: FakeGateway,
  secret: string,
  dataDir: string,
): Promise<{ server: Started; origin: string }> {
  const origin = `http://127.0.0.1:${options.port}`;
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  delete env.SEED_DEMO;
  const server: Started = start(
    "payments server",
    process.execPath,
    [...SERVER_NODE_FLAGS, "--import", "tsx", "server/main.ts"],
    {
      cwd: options.root,
      env: {
        ...env,
        NODE_ENV: "production",
        LOG_LEVEL: "error",
        BUILD_DIR: options.buildDir,
        DATA_DIR: dataDir,
        PORT: String(options.port),
        HOST: "127.0.0.1",
        SITE_URL: origin,
        AUTH_SECRET: secret,
        RATE_LIMIT_MAX: "100000000",
        RAZORPAY_KEY_ID: fake.keyId,
        RAZORPAY_KEY_SECRET: fake.keySecret,
        RAZORPAY_WEBHOOK_SECRET: fake.webhookSecret,
        RAZORPAY_API_URL: fake.url,
        RAZORPAY_CHECKOUT_URL: `${fake.url}/v1/checkout.js`,
        ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      },
    },
  );
  onCleanup("payments server", () => server.stop());
  await waitFor("payments server", async () => (await fetch(`${origin}/readyz`)).ok, { alive: server });
  return { server, origin };
}

/** Warm-up webhooks that were never processed: what the inbox says about them, to say why. */
async function explainStuckInbox(
  error: Error,
  server: Started,
  open: () => Promise<Database>,
): Promise<never> {
  await server.stop();
  const database = await open();
  const rows = await database.db
    .select({ outcome: webhookInbox.outcome, lastError: webhookInbox.lastError })
    .from(webhookInbox)
    .limit(3);
  await database.close();
  throw new Error(`${error.message}\ninbox: ${JSON.stringify(rows)}`);
}

/** Sends deliveries on a fixed schedule (open loop); each time is from its own send to its answer. */
async function sendAt(origin: string, list: WebhookDelivery[], perSecond: number) {
  const times: number[] = [];
  let failed = 0;
  let answered = 0;
  const began = performance.now();
  let lastSent = began;
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < list.length; i++) {
    const due = began + (i * 1000) / perSecond;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const delivery = list[i]!;
    const sentAt = performance.now();
    lastSent = sentAt;
    inFlight.push(
      fetch(`${origin}${RAZORPAY_WEBHOOK_PATH}`, {
        method: "POST",
        headers: delivery.headers,
        body: delivery.body,
        signal: AbortSignal.timeout(10_000),
      })
        .then(async (res) => {
          await res.arrayBuffer();
          times.push(performance.now() - sentAt);
          if (res.ok) answered += 1;
          else failed += 1;
        })
        .catch(() => {
          failed += 1;
        }),
    );
  }
  await Promise.all(inFlight);
  const sorted = times.sort((a, b) => a - b);
  return {
    sent: list.length,
    sentPerSecond: list.length > 1 ? ((list.length - 1) * 1000) / (lastSent - began) : list.length,
    answered2xx: answered,
    failed,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

/** Checkout's callbacks posted to their pay pages all at once. */
async function payAtOnce(
  origin: string,
  prepared: Prepared,
  callbacks: { id: string; callback: CheckoutCallback }[],
): Promise<PaymentFigures["simultaneous"]> {
  const began = performance.now();
  const answers = await Promise.all(
    callbacks.map(async ({ id, callback }) => {
      const form = new URLSearchParams({
        intent: "callback",
        token: prepared.tokens.get(id)!,
        ...callback,
      });
      const sentAt = performance.now();
      const res = await fetch(`${origin}/pay/${id}?token=${prepared.tokens.get(id)}`, {
        method: "POST",
        headers: { origin, "content-type": "application/x-www-form-urlencoded" },
        body: form,
        signal: AbortSignal.timeout(30_000),
      }).catch(() => null);
      await res?.arrayBuffer();
      return { ok: Boolean(res?.ok), ms: performance.now() - sentAt };
    }),
  );
  const wallMs = performance.now() - began;
  const times = answers.map((a) => a.ms).sort((a, b) => a - b);
  return {
    answered2xx: answers.filter((a) => a.ok).length,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    max: times.at(-1) ?? Number.NaN,
    wallMs,
  };
}

const int = (n: number) => Math.round(n).toLocaleString("en-US");
const tick = (ok: boolean) => (ok ? "✅ met" : "❌ missed");

export function paymentRows(f: PaymentFigures): Row[] {
  const w = f.webhooks;
  const r = f.records;
  const s = f.simultaneous;
  const webhookPayments = w.sent + WARMUP_WEBHOOKS;
  const all = webhookPayments + SIMULTANEOUS_PAYMENTS;
  const section = `Payments, one instance`;
  const once =
    r.payments === all &&
    r.paidRegistrations === all &&
    r.duplicatePayments === 0 &&
    r.receipts === all &&
    r.receiptLetters === all &&
    r.inboxUnprocessed === 0 &&
    r.inboxPaid === webhookPayments;
  return [
    ceilingRow(
      section,
      `${int(w.sent)} webhooks at ${WEBHOOK_RATE}/s for ${WEBHOOK_SECONDS} s (sent at ${w.sentPerSecond.toFixed(1)}/s): acknowledgement p99 (p50 ${w.p50.toFixed(1)} ms · max ${int(w.max)} ms · ${int(w.answered2xx)} answered 2xx · ${w.failed} not answered within 10 s or refused${w.failed ? `, so no p99: that of the answered is ${int(w.p99)} ms` : ""})`,
      w.answered2xx === w.sent ? w.p99 : Number.POSITIVE_INFINITY,
      ACK_P99_LIMIT_MS,
      " ms",
    ),
    [
      section,
      `every webhook processed exactly once (inbox drained ${(w.drainedAfterMs / 1000).toFixed(1)} s after the first measured one was sent)`,
      `**${int(r.inboxRows - r.inboxUnprocessed)} of ${int(r.inboxRows)}** inbox rows processed, ${int(r.inboxPaid)} paid a registration · ${int(r.payments)} payments for ${int(r.registrations)} registrations, ${r.duplicatePayments} twice · ${int(r.receipts)} receipts · ${int(r.receiptLetters)} receipt letters (target one each ${tick(once)})`,
    ],
    [
      section,
      `${SIMULTANEOUS_PAYMENTS} payments at once over HTTP (Checkout's callback to the pay page, the gateway asked): ${s.answered2xx} answered 2xx in ${int(s.wallMs)} ms · p50 ${int(s.p50)} ms · p99 ${int(s.p99)} ms`,
      `receipt numbers ${r.firstReceipt} … ${r.lastReceipt}: **${r.receiptGaps} gaps, ${r.receiptRepeats} repeats** (target 0 ${tick(r.receiptGaps === 0 && r.receiptRepeats === 0 && s.answered2xx === SIMULTANEOUS_PAYMENTS)})`,
    ],
  ];
}
