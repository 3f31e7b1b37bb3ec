/**
 * The Settings screen's seat hold with online payment on (docs/decisions/0054-batches-with-seats.md, amended):
 * on a console server with the RAZORPAY_* variables set, the section says that new registrations keep their
 * seat until the payment deadline, not the hours set. Axe at 375 and 1280 px (screenshots with SCREENSHOT_DIR).
 */

import { SEAT_HOLD_TEXT } from "../../domain/programs/batch.schema";
import { axeViolations } from "./axe";
import { startConsoleServer } from "./console-server";
import { keepScreenshot } from "./screenshots";
import { expect, test } from "./test";

test.describe.configure({ mode: "serial" });
// Online payment is on; the gateway is never asked in this spec (the payments round, 20 s after start, meets a
// closed port and logs it, as it would with the gateway down).
const site = startConsoleServer({
  RAZORPAY_KEY_ID: "rzp_test_seathold",
  RAZORPAY_KEY_SECRET: "seat-hold-key-secret",
  RAZORPAY_WEBHOOK_SECRET: "seat-hold-webhook-secret",
  RAZORPAY_API_URL: "http://127.0.0.1:9",
});

test("with online payment on, Settings says a seat is held until the payment deadline", async ({
  browser,
}) => {
  const context = await site.signedIn(browser, "admin");
  const admin = await context.newPage();
  await admin.goto("/admin/settings");
  const section = admin.getByRole("region", { name: SEAT_HOLD_TEXT.heading });
  await expect(section).toContainText(SEAT_HOLD_TEXT.online);
  await expect(section.getByLabel(SEAT_HOLD_TEXT.label)).toBeVisible();
  for (const width of [375, 1280]) {
    await admin.setViewportSize({ width, height: 900 });
    expect(await axeViolations(admin, { defaultRules: true })).toEqual([]);
    await keepScreenshot(section, `seat-hold-online/seat-hold-online-${width}`);
  }
  await context.close();
});
