import { describe, expect, it } from "vitest";
import { KIND_LABELS, KIND_PLURALS, type MailKind, mailTitle, triesText } from "./kinds.ts";

describe("the Mail screen's words", () => {
  it("names a message in one phrase, never the kind twice", () => {
    expect(mailTitle("acknowledgement", "career")).toBe("Acknowledgement of a training enquiry");
    expect(mailTitle("staff-notification", "enquiry")).toBe("Staff notification of a contact message");
    expect(mailTitle("certificate", "certificate")).toBe("Certificate to its holder");
    expect(mailTitle("sign-in-alert", "security")).toBe("Sign-in alert to the administrators");
  });

  it("has a plural for every kind, spelled as English does", () => {
    for (const kind of Object.keys(KIND_LABELS) as MailKind[]) {
      expect(KIND_PLURALS[kind]).toBeTruthy();
      expect(KIND_PLURALS[kind]).not.toMatch(/ys\b/);
    }
    expect(KIND_PLURALS.career).toBe("training enquiries");
  });

  it("does not count a kept message as tried", () => {
    expect(triesText("kept", 1)).toBe("Not sent: no mail server");
    expect(triesText("failed", 8)).toBe("8");
  });
});
