import { describe, expect, it } from "vitest";
import { can, RIGHTS, ROLES } from "./roles.ts";

describe("can", () => {
  it("gives an administrator every right", () => {
    for (const right of RIGHTS) expect(can("admin", right)).toBe(true);
  });

  it("keeps staff accounts, settings, the audit log and personal data to administrators", () => {
    for (const role of ROLES.filter((r) => r !== "admin"))
      for (const right of ["staff", "settings", "audit", "personal-data"] as const)
        expect(can(role, right)).toBe(false);
  });

  it("gives each role its area of the spec and not the others'", () => {
    expect(can("editor", "content")).toBe(true);
    expect(can("editor", "enquiries")).toBe(false);
    expect(can("counsellor", "enquiries")).toBe(true);
    expect(can("counsellor", "certificates")).toBe(true);
    expect(can("counsellor", "applications")).toBe(false);
    expect(can("recruiter", "applications")).toBe(true);
    expect(can("recruiter", "registrations")).toBe(false);
  });

  it("lets editors make coupons, counsellors only read them, recruiters neither", () => {
    expect([can("editor", "coupons"), can("editor", "coupons-write")]).toEqual([true, true]);
    expect([can("counsellor", "coupons"), can("counsellor", "coupons-write")]).toEqual([true, false]);
    expect([can("recruiter", "coupons"), can("recruiter", "coupons-write")]).toEqual([false, false]);
  });

  it("gives an unknown role nothing", () => {
    for (const right of RIGHTS) expect(can("user", right)).toBe(false);
  });
});
