import { describe, expect, it } from "vitest";
import { emailIdentity } from "./email-identity.ts";

describe("emailIdentity", () => {
  it("treats Gmail addresses that differ in dots, +tags, case and googlemail.com as one", () => {
    const key = emailIdentity("asha.verma@gmail.com");
    for (const variant of [
      "ashaverma@gmail.com",
      "Asha.Verma+courses@GMAIL.com",
      "a.s.h.a.verma@googlemail.com",
    ])
      expect(emailIdentity(variant)).toBe(key);
  });

  it("keeps dots and +tags of other providers, and ignores only case there", () => {
    expect(emailIdentity("Asha.Verma@Example.in")).toBe("asha.verma@example.in");
    expect(emailIdentity("asha+x@example.in")).not.toBe(emailIdentity("asha@example.in"));
    expect(emailIdentity("a.sha@example.in")).not.toBe(emailIdentity("asha@example.in"));
  });
});
