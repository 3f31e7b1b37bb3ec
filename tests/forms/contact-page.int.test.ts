/**
 * The contact page's action: the one door of its two enquiry forms, posted as a browser posts them (with or
 * without JavaScript the fields are the same), against a real database. It stores through the same domain
 * writes as POST /api/career and /api/services, refuses a repeat as a duplicate and bad input with the
 * schema's messages on their fields, and the stored enquiry wakes the mail worker through its own effects.
 */
import { count, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { enquiryAction } from "../../app/features/sidebar/enquiry-action.server";
import { action as chatDetailsAction } from "../../app/routes/chat-details";
import { action } from "../../app/routes/contact";
import { careerEnquiries, contactMessages, outbox } from "../../domain/db/schema.ts";
import { HONEYPOT_FIELD } from "../../domain/honeypot.ts";
import { MESSAGES } from "../../domain/messages.ts";
import { servicesEnquiryBody } from "../support/enquiry-bodies.ts";
import { type ActionAnswer, postToAction } from "../support/route-action.ts";
import { createTestContext, type TestContext } from "../support/test-app.ts";

let t: TestContext;
let wakes = 0;
const logged: string[] = [];

beforeAll(async () => {
  t = await createTestContext();
  vi.spyOn(t.deps.mail, "wake").mockImplementation(() => {
    wakes++;
  });
});
afterAll(() => t.close());
beforeEach(() => {
  wakes = 0;
  logged.length = 0;
});

type Answer = ActionAnswer<{
  kind?: string;
  sent?: boolean;
  refused?: string;
  result?: { error?: Record<string, string[]>; initialValue?: Record<string, string> };
}>;

async function post(
  fields: Record<string, string>,
  db = t.deps.db,
  handle = action,
  path = "/contact",
): Promise<Answer> {
  const context = { db, requestId: "test", logger: { error: (message: string) => logged.push(message) } };
  return postToAction(handle, `http://localhost${path}`, new URLSearchParams(fields), context);
}

const career = (overrides: Record<string, string> = {}) => ({
  kind: "career",
  name: "Asha Verma",
  college: "Amity University",
  email: "asha.contact@example.in",
  phone: "+91 98765-43210",
  location: "Noida",
  training: "Workshop",
  [HONEYPOT_FIELD]: "",
  ...overrides,
});

const enquiryCount = async () => (await t.deps.db.select({ n: count() }).from(careerEnquiries))[0]!.n;
const outboxCount = async () => (await t.deps.db.select({ n: count() }).from(outbox))[0]!.n;

describe("the contact page's action", () => {
  // A repeated enquiry is recognised by its e-mail identity or phone: the tests that store one each send their
  // own person, so they pass alone and in any order.
  it("stores a career enquiry with its mail, wakes the worker once and answers the form as sent", async () => {
    const before = [await enquiryCount(), await outboxCount()];
    const answer = await post(career({ email: "asha.stored@example.in", phone: "+91 98111-11111" }));
    expect(answer).toMatchObject({
      status: 200,
      cacheControl: "no-store",
      body: {
        kind: "career",
        sent: true,
        proof: expect.objectContaining({ choice: expect.any(String) }),
      },
    });
    expect([await enquiryCount(), await outboxCount()]).toEqual([before[0]! + 1, before[1]! + 2]);
    expect(wakes).toBe(1);
  });

  it("refuses the same enquiry again as a duplicate, keeping what was typed, storing nothing", async () => {
    const person = { email: "asha.twice@example.in", phone: "+91 98222-22222" };
    expect((await post(career(person))).status).toBe(200);
    wakes = 0;
    const before = [await enquiryCount(), await outboxCount()];
    const answer = await post(career({ ...person, email: "ASHA.TWICE@example.in" }));
    expect(answer.status).toBe(400);
    expect(answer.body.refused).toBe("duplicate");
    expect(answer.body.result!.initialValue).toMatchObject({ kind: "career", name: "Asha Verma" });
    expect([await enquiryCount(), await outboxCount()]).toEqual(before);
    expect(wakes).toBe(0);
  });

  it("stores a services enquiry through the services schema", async () => {
    const answer = await post({ kind: "services", ...servicesEnquiryBody });
    expect(answer.body).toEqual({
      kind: "services",
      sent: true,
      // The proof the page keeps on screen: the visitor's own values, and when the server stored them.
      proof: {
        name: expect.any(String),
        email: expect.any(String),
        phone: expect.stringMatching(/^\d{10}$/),
        choice: "Cloud Solutions",
        sentAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
    });
  });

  it("answers the schema's messages on their fields (the form's own phone message), storing nothing", async () => {
    const before = await enquiryCount();
    const answer = await post(career({ phone: "98765", email: "not-an-email", training: "Yoga" }));
    expect(answer.status).toBe(400);
    expect(answer.body.refused).toBe("invalid");
    expect(answer.body.result!.error).toMatchObject({
      phone: [MESSAGES.phoneCareer],
      email: [MESSAGES.emailInvalid],
    });
    expect(await enquiryCount()).toBe(before);
  });

  it("answers a filled honeypot as sent and stores nothing", async () => {
    const before = [await enquiryCount(), await outboxCount()];
    const answer = await post(career({ email: "bot@example.in", [HONEYPOT_FIELD]: "http://spam.example" }));
    expect(answer.body).toMatchObject({ kind: "career", sent: true });
    expect([await enquiryCount(), await outboxCount()]).toEqual(before);
  });

  it("logs a failure of ours and answers it as the form's failure, keeping what was typed", async () => {
    const broken = Object.create(t.deps.db, {
      transaction: {
        value: () => Promise.reject(new Error("database gone")),
      },
    });
    const answer = await post(career({ email: "late@example.in" }), broken);
    expect(answer.status).toBe(500);
    expect(answer.body.refused).toBe("failed");
    expect(answer.body.result!.initialValue).toMatchObject({ email: "late@example.in" });
    expect(logged).toEqual(["public form not stored"]);
  });
});

describe("the enquiry forms' action (sidebars and advisor forms)", () => {
  const postEnquiry = (fields: Record<string, string>) =>
    post(fields, t.deps.db, enquiryAction as typeof action, "/blog/a-post");
  const messageCount = async () => (await t.deps.db.select({ n: count() }).from(contactMessages))[0]!.n;

  it("stores the message as an enquiry, wakes the mail worker and names the form that was sent", async () => {
    const before = await messageCount();
    const answer = await postEnquiry({
      enquiry: "sidebar",
      name: "Neha",
      email: "neha@example.in",
      message: "Weekend batches?",
    });
    expect(answer).toMatchObject({
      status: 200,
      cacheControl: "no-store",
      body: { enquiry: "sidebar", sent: true, message: MESSAGES.contactThanksApi },
    });
    expect(await messageCount()).toBe(before + 1);
    expect(wakes).toBe(1);
  });

  it("refuses a bad address with the schema's message, keeping what was typed", async () => {
    const before = await messageCount();
    const answer = await postEnquiry({ enquiry: "sidebar", name: "Neha", email: "neha@", message: "Hi" });
    expect(answer.status).toBe(400);
    expect(answer.body.result!.error).toMatchObject({ email: [MESSAGES.emailInvalid] });
    expect(answer.body.result!.initialValue).toMatchObject({ enquiry: "sidebar", message: "Hi" });
    expect(await messageCount()).toBe(before);
    expect(wakes).toBe(0);
  });
});

describe("the chat's details form action (app/routes/chat-details.ts)", () => {
  const postDetails = (fields: Record<string, string>) =>
    post(fields, t.deps.db, chatDetailsAction as unknown as typeof action, "/chat-details");
  const chatCount = async () =>
    (
      await t.deps.db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.source, "chat"))
    )[0]!.n;

  it("stores the message as a chat message, as POST /api/contact does, and wakes the mail worker", async () => {
    const before = await chatCount();
    const answer = await postDetails({ name: "Asha", email: "asha.chat@example.in", message: "Call me" });
    expect(answer).toMatchObject({ status: 200, cacheControl: "no-store", body: { sent: true } });
    expect(await chatCount()).toBe(before + 1);
    const [stored] = await t.deps.db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.id))
      .limit(1);
    expect(stored).toMatchObject({ source: "chat", name: "Asha", message: "Call me" });
    expect(wakes).toBe(1);
  });

  it("refuses a bad address and an empty message, storing nothing", async () => {
    const before = await chatCount();
    const answer = await postDetails({ name: "Asha", email: "asha@localhost", message: "" });
    expect(answer.status).toBe(400);
    expect(answer.body.result!.error).toMatchObject({ email: [MESSAGES.emailInvalid] });
    expect(answer.body.result!.error!.message).toHaveLength(1);
    expect(await chatCount()).toBe(before);
    expect(wakes).toBe(0);
  });

  it("answers a filled honeypot as sent and stores nothing", async () => {
    const before = await chatCount();
    const answer = await postDetails({
      name: "Bot",
      email: "bot@example.in",
      message: "Buy now",
      [HONEYPOT_FIELD]: "http://spam.example",
    });
    expect(answer.body).toEqual({ sent: true });
    expect(await chatCount()).toBe(before);
  });
});
