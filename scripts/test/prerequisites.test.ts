import { describe, expect, it } from "vitest";
import { missingPrerequisites } from "./prerequisites.ts";

const tool = (name: string, aptPackage: string, present: boolean) => ({
  name,
  aptPackage,
  present: () => present,
});

describe("the test run's check of the machine", () => {
  it("names every missing tool and the one apt-get line that installs them", () => {
    const line = missingPrerequisites([
      tool("chromium-headless-shell", "chromium-headless-shell", false),
      tool("pdftotext", "poppler-utils", true),
      tool("java", "default-jre-headless", false),
    ]);
    expect(line).toBe(
      "npm test needs chromium-headless-shell, java: apt-get install chromium-headless-shell default-jre-headless",
    );
  });

  it("says nothing when everything is there", () => {
    expect(missingPrerequisites([tool("pdftotext", "poppler-utils", true)])).toBeNull();
  });
});
