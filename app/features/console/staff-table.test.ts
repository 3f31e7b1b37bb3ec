import { describe, expect, it } from "vitest";
import { accessNote } from "./staff-table";

describe("whether a colleague has got in", () => {
  it("says an invitation is pending until when, or that its link expired", () => {
    expect(
      accessNote({
        hasPassword: false,
        linkValidUntil: new Date("2026-12-05T04:30:00.000Z"),
        lastSignInAt: null,
      }),
    ).toBe("Invitation pending: the link works until 05 Dec 2026, 10:00.");
    expect(accessNote({ hasPassword: false, linkValidUntil: null, lastSignInAt: null })).toMatch(
      /^Invitation not accepted and its link has expired/,
    );
  });

  it("gives an accepted account's last sign-in in India time, and an outstanding reset link", () => {
    expect(
      accessNote({
        hasPassword: true,
        linkValidUntil: null,
        lastSignInAt: new Date("2026-11-27T19:00:00.000Z"),
      }),
    ).toBe("Last signed in 28 Nov 2026, 00:30.");
    expect(
      accessNote({
        hasPassword: true,
        linkValidUntil: new Date("2026-11-29T04:30:00.000Z"),
        lastSignInAt: null,
      }),
    ).toBe("Never signed in. A reset link works until 29 Nov 2026, 10:00.");
  });
});
