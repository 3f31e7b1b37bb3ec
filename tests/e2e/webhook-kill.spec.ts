/**
 * A received webhook survives SIGKILL (docs/product/payments.md, webhooks; issue 29): a production server
 * process whose inbox is held (held-inbox-server.ts: it stores and answers webhooks but processes none) is
 * sent the gateway's signed webhooks of a payment, answers each 200, and is killed with SIGKILL. The database,
 * read with the process dead, holds them unprocessed and no payment. The plain production server
 * (`server/main.ts`) is then started on the same data: the gateway's retry of one of them is a duplicate, and
 * its payments round (PAYMENTS_FIRST_ROUND_SECONDS after start: 2 s here, 20 s by default) processes what the
 * inbox holds. The registration is paid exactly once: one payment, one receipt number (the first of its
 * series, so no gap), one receipt letter, one audit row. The order is fresh, so the reconciler (orders unpaid for 10 minutes or more) does not pay it instead.
 * Runs on the embedded database and, with TEST_DATABASE_URL, on a PostgreSQL database made and dropped here.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import {
  auditLog,
  outbox,
  paymentOrders,
  payments,
  registrations,
  webhookInbox,
} from "../../domain/db/schema.ts";
import { MESSAGES } from "../../domain/messages";
import { openOrder } from "../../domain/payments/orders.server.ts";
import { createPayLinks } from "../../domain/payments/pay-link.ts";
import { hashToken } from "../../domain/programs/ids.ts";
import { waitFor } from "../../scripts/bench/processes.ts";
import {
  type FakeGateway,
  startFakeGateway,
  type WebhookDelivery,
} from "../../scripts/fake-gateway/gateway.ts";
import { type Database, openPglite, openPostgres } from "../../server/db/client.ts";
import { createRazorpayClient } from "../../server/payments/razorpay-client.ts";
import { RAZORPAY_WEBHOOK_PATH } from "../../server/payments/webhook-route.ts";
import { type OwnServer, startOwnServer } from "../support/own-server.ts";
import { insertRegistration } from "../support/payments.ts";
import { copySeededData } from "../support/seeded-data.ts";
import { cleanUpAfterEach, cleanups, freePort, freshPostgresDatabase, TEST_AUTH_SECRET } from "./started.ts";
import { expect, test } from "./test";

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

cleanUpAfterEach();

interface Place {
  /** The data folder every process of the test uses. */
  dataDir: string;
  /** PostgreSQL's address, or none for the embedded database in `dataDir`. */
  databaseUrl?: string;
}

/** The database, opened by the test while no server holds it (the embedded one takes one process at a time). */
async function withDatabase<T>(place: Place, use: (database: Database) => Promise<T>): Promise<T> {
  const database = place.databaseUrl
    ? await openPostgres(place.databaseUrl, 2)
    : await openPglite({ dataDir: path.join(place.dataDir, "db") });
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

async function postWebhook(base: string, delivery: WebhookDelivery) {
  const res = await fetch(`${base}${RAZORPAY_WEBHOOK_PATH}`, {
    method: "POST",
    headers: delivery.headers,
    body: delivery.body,
  });
  return { status: res.status, body: (await res.json()) as { received?: boolean; duplicate?: boolean } };
}

async function killedBetweenStoringAndProcessing(place: Place) {
  const fake: FakeGateway = await startFakeGateway();
  cleanups.push(() => fake.close());
  const env = {
    RAZORPAY_KEY_ID: fake.keyId,
    RAZORPAY_KEY_SECRET: fake.keySecret,
    RAZORPAY_WEBHOOK_SECRET: fake.webhookSecret,
    RAZORPAY_API_URL: fake.url,
    RAZORPAY_CHECKOUT_URL: `${fake.url}/v1/checkout.js`,
    AUTH_SECRET: TEST_AUTH_SECRET,
    ...(place.databaseUrl ? { DATABASE_URL: place.databaseUrl } : {}),
  };

  // A registration waiting for ₹11,800 with its pay link, and its gateway order, stored before any server runs.
  const token = { value: "" };
  const { registrationId, orderId } = await withDatabase(place, async ({ db, migrate }) => {
    await migrate();
    const id = await insertRegistration(db, 1_180_000);
    token.value = createPayLinks(TEST_AUTH_SECRET).tokenFor(id);
    await db
      .update(registrations)
      .set({ payTokenHash: hashToken(token.value) })
      .where(eq(registrations.id, id));
    const opened = await openOrder(
      db,
      createRazorpayClient({ ...fake, apiUrl: fake.url, timeoutMs: 10_000 }),
      id,
    );
    if (!opened.ok) throw new Error(`no order: ${opened.reason}`);
    return { registrationId: id, orderId: opened.orderId };
  });
  // The visitor pays at the gateway; its webhooks (authorized, captured, order paid) are sent below.
  await fake.pay(orderId, { delivery: "none" });
  const deliveries = fake.events.filter((event) => event.body.includes(orderId));
  expect(deliveries.map((delivery) => delivery.event)).toEqual([
    "payment.authorized",
    "payment.captured",
    "order.paid",
  ]);

  let server: OwnServer | undefined;
  cleanups.push(async () => server?.stop());
  await test.step("the held server stores and answers every webhook, and is killed", async () => {
    server = await startOwnServer(await freePort(), env, {
      entry: "tests/e2e/held-inbox-server.ts",
      dataDir: place.dataDir,
    });
    for (const delivery of deliveries)
      expect(await postWebhook(server.url, delivery)).toEqual({
        status: 200,
        body: { received: true, duplicate: false },
      });
    server.child.kill("SIGKILL");
    await server.exited;
    expect(server.child.signalCode).toBe("SIGKILL");
  });

  await test.step("the dead process left the webhooks stored and unprocessed, and nothing paid", async () => {
    await withDatabase(place, async ({ db }) => {
      const inbox = await db.select().from(webhookInbox);
      expect(inbox.map((row) => [row.eventId, row.processedAt, row.attempts]).sort()).toEqual(
        deliveries.map((delivery) => [delivery.eventId, null, 0]).sort(),
      );
      expect(await db.select().from(payments)).toEqual([]);
      const [registration] = await db
        .select()
        .from(registrations)
        .where(eq(registrations.id, registrationId));
      expect(registration!.status).toBe("pending-payment");
    });
  });

  await test.step("restarted, the production server processes them once", async () => {
    // Its first payments round 2 s after start instead of 20 s: the same round, without the wait.
    server = await startOwnServer(
      await freePort(),
      { ...env, PAYMENTS_FIRST_ROUND_SECONDS: "2" },
      { dataDir: place.dataDir },
    );
    const base = server.url;
    // The gateway retrying one it had sent (its answer lost in the kill): a duplicate, stored nothing.
    expect(await postWebhook(base, deliveries[1]!)).toEqual({
      status: 200,
      body: { received: true, duplicate: true },
    });
    // The pay page turns to "Paid" once the round has processed the inbox.
    const payPage = `${base}/pay/${registrationId}?token=${token.value}`;
    await waitFor(
      "the payment processed from the inbox",
      async () => {
        const html = await (await fetch(payPage)).text();
        return html.includes(
          `id="paid-heading" class="text-xl font-bold text-slate-900">${MESSAGES.paidHeading}<`,
        );
      },
      { timeoutMs: 90_000, intervalMs: 500, alive: server },
    );
    await server.stop();
    expect(await server.exited).toBe(0);
  });

  await withDatabase(place, async ({ db }) => {
    const paid = await db.select().from(payments).where(eq(payments.registrationId, registrationId));
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ amountPaise: 1_180_000, state: "captured", orderId, mode: "online" });
    // The first receipt of its financial year: nothing was numbered and lost.
    expect(paid[0]!.receiptNumber).toMatch(/^RV\/\d{4}-\d{2}\/0*1$/);
    const letters = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.template, "receipt"), eq(outbox.recordId, String(paid[0]!.id))));
    expect(letters).toHaveLength(1);
    expect(
      await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, "payment-received"), eq(auditLog.entityId, String(paid[0]!.id)))),
    ).toHaveLength(1);
    const [registration] = await db.select().from(registrations).where(eq(registrations.id, registrationId));
    expect(registration!.status).toBe("paid");
    const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId));
    expect(order!.state).toBe("paid");
    const inbox = await db.select().from(webhookInbox);
    expect(inbox).toHaveLength(3);
    for (const row of inbox) expect(row.processedAt).not.toBeNull();
    // One of them paid it; the others found it done or only moved it forward.
    expect(inbox.filter((row) => row.outcome === "paid")).toHaveLength(1);
  });
}

test("embedded database: a webhook stored by a process killed before processing it is processed once after the restart", async () => {
  test.setTimeout(240_000);
  const dataDir = await mkdtemp(path.join(tmpdir(), "site-webhook-kill-"));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  await copySeededData("visitor", dataDir);
  await killedBetweenStoringAndProcessing({ dataDir });
});

// Defined only when a PostgreSQL server is configured (as the integration-postgres project of Vitest).
if (TEST_DATABASE_URL)
  test("PostgreSQL: a webhook stored by a process killed before processing it is processed once after the restart", async () => {
    test.setTimeout(240_000);
    const url = await freshPostgresDatabase(TEST_DATABASE_URL, "site_webhook_kill");
    const dataDir = await mkdtemp(path.join(tmpdir(), "site-webhook-kill-pg-"));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    await killedBetweenStoringAndProcessing({ dataDir, databaseUrl: url.toString() });
  });
