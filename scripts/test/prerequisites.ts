/**
 * What the full test run needs from the machine besides npm packages: Debian's Chromium headless shell (end-to-end tests),
 * pdftotext (reads the generated PDFs) and Java 11+ (the Nu HTML checker). Checked in the run's first second,
 * so a fresh machine learns in one line what to install instead of failing deep inside the run.
 */
import { spawnSync } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { E2E_CHROMIUM_PATH } from "../../tests/support/chromium.ts";

export interface Prerequisite {
  /** What the tests call it. */
  name: string;
  /** The Debian package that provides it. */
  aptPackage: string;
  present(): boolean;
}

const runs = (command: string, args: string[]) => {
  const result = spawnSync(command, args, { stdio: "ignore" });
  return !result.error && result.status === 0;
};

const executable = (file: string) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

export const PREREQUISITES: Prerequisite[] = [
  {
    name: `chromium-headless-shell (${E2E_CHROMIUM_PATH})`,
    aptPackage: "chromium-headless-shell",
    present: () => executable(E2E_CHROMIUM_PATH),
  },
  { name: "pdftotext", aptPackage: "poppler-utils", present: () => runs("pdftotext", ["-v"]) },
  {
    name: "java",
    aptPackage: "default-jre-headless",
    present: () => runs(process.env.JAVA_PATH ?? "java", ["-version"]),
  },
];

/** One line naming what is missing and how to install it, or null when nothing is. */
export function missingPrerequisites(list = PREREQUISITES): string | null {
  const missing = list.filter((item) => !item.present());
  if (missing.length === 0) return null;
  return `npm test needs ${missing.map((item) => item.name).join(", ")}: apt-get install ${missing
    .map((item) => item.aptPackage)
    .join(" ")}`;
}
