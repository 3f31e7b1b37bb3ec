import { describe, expect, it } from "vitest";
import { isConsolePath } from "./console-path";

describe("isConsolePath", () => {
  it("covers the console, its data requests and any letter case", () => {
    for (const path of [
      "/admin",
      "/admin/",
      "/admin/staff",
      "/admin.data",
      "/admin/audit.data",
      "/ADMIN/Staff",
    ])
      expect(isConsolePath(path), path).toBe(true);
  });

  it("leaves public pages alone, even ones that start with the same letters", () => {
    for (const path of ["/", "/administration", "/admins", "/blog/admin", "/api/admin"])
      expect(isConsolePath(path), path).toBe(false);
  });
});
