/**
 * The production server (server/production.ts) with its webhook inbox held, for tests/e2e/webhook-kill.spec.ts:
 * a verified webhook is checked, stored and answered exactly as by `server/main.ts`, but nothing in this process
 * processes the inbox: neither the wake-up after a webhook nor the payments round. Killing it after a webhook
 * has been answered leaves what a SIGKILL between storing and processing leaves, every time, without a timing
 * race and without a pause in the production code. Only this test entry holds; the production server has no
 * such switch.
 */
import type { InboxDrain } from "../../server/payments/inbox-drain.ts";
import { serveProduction } from "../../server/production.ts";

const held: InboxDrain = {
  wake: () => {},
  idle: async () => {},
  drainNow: async () => ({ processed: 0, failed: 0 }),
};

await serveProduction({ inboxDrain: () => held });
