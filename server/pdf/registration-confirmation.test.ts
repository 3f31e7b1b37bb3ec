import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { inflateSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RegistrationRecord } from "../../domain/programs/registration.server.ts";
import { renderRegistrationConfirmation } from "./registration-confirmation.ts";

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "confirmation-pdf-"));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

const registration: RegistrationRecord = {
  id: "REG-7K3QX9M2TA",
  downloadTokenHash: "0".repeat(64),
  fullName: "Ishaan Verma",
  fathersName: "Anil Verma",
  nationality: "Other",
  gender: "Other",
  email: "ishaan@example.in",
  phone: "9000000001",
  address: "",
  workingStatus: "Employed",
  collegeName: "",
  branch: "Biotechnology",
  year: "Passed",
  collegeAddress: "",
  trainingType: "Internship",
  specificTraining: "Web Development Internship",
  duration: "3 Months",
  programPricePaise: 499_900,
  couponCode: null,
  couponId: null,
  emailKey: "",
  discountPercentage: 0,
  discountPaise: 0,
  totalFeesPaise: 499_900,
  registrationFeePaise: 50_000,
  payableNowPaise: 549_900,
  // 20:00 UTC on 4 July is 5 July in India.
  createdAt: new Date("2025-07-04T20:00:00Z"),
  updatedAt: new Date("2025-07-04T20:00:00Z"),
  status: "pending-payment",
  studentStateCode: null,
  sponsorGstin: null,
  sponsorCompany: null,
  payTokenHash: null,
  batchId: null,
  seatHeldUntil: null,
  paidAfterLapse: false,
};

async function textOf(record: RegistrationRecord): Promise<string> {
  const file = path.join(folder, `${record.id}.pdf`);
  await writeFile(file, await renderRegistrationConfirmation(record));
  return (await promisify(execFile)("pdftotext", ["-layout", file, "-"])).stdout;
}

describe("renderRegistrationConfirmation", () => {
  it("prints the letterhead, the India date, the details and a breakdown without a coupon", async () => {
    const text = await textOf(registration);
    for (const expected of [
      "Nexora Technologies",
      "B-42, Sector 63, Noida",
      "+91 98111 45670",
      "hello@nexoratech.in",
      "Registration Confirmation",
      "REG-7K3QX9M2TA",
      "Date: 05 Jul 2025",
      "Ishaan Verma",
      "Biotechnology",
      "Internship",
      "Web Development Internship",
      "3 Months",
      "Discount (no coupon)",
      "₹4,999.00",
      "₹500.00",
      "₹5,499.00",
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain("Rs.");
  });

  it("shows the discount percentage of an applied coupon, never the code", async () => {
    const text = await textOf({
      ...registration,
      id: "REG-0000000002",
      couponCode: "INTERN15",
      discountPercentage: 12.5,
      discountPaise: 62_488,
      totalFeesPaise: 437_412,
      payableNowPaise: 487_412,
    });
    expect(text).toContain("Discount with coupon (12.5%)");
    expect(text).toContain("- ₹624.88");
    expect(text).toContain("₹4,874.12");
    expect(text).not.toContain("INTERN15");
  });

  it("prints Devanagari names shaped, next to Latin labels, and stays small", async () => {
    const record = {
      ...registration,
      id: "REG-0000000003",
      fullName: "लक्ष्मी Rao",
      fathersName: "श्री राम",
      collegeName: "Rao/दक्षिण College",
    };
    const pdf = await renderRegistrationConfirmation(record);
    const text = await textOf(record);
    for (const expected of ["Full name", "लक्ष्मी Rao", "Father's name", "₹5,499.00"])
      expect(text).toContain(expected);
    // Shaped: conjuncts are single glyphs (one ToUnicode entry for several characters), not a consonant, a
    // virama and a consonant side by side: क्ष् of लक्ष्मी, श्र of श्री, and क्ष of "Rao/दक्षिण", a word that
    // starts in Latin (shaped as Latin, it would have no conjunct).
    const cmaps = toUnicodeMaps(pdf);
    expect(cmaps).toContain("<0915 094d 0937 094d>");
    expect(cmaps).toContain("<0936 094d 0930>");
    expect(cmaps).toContain("<0915 094d 0937>");
    // Two subset fonts, not two whole ones (each file is over 600 KB).
    expect(pdf.length).toBeLessThan(120_000);
  });
});

/** The text of every stream in a PDF that holds a ToUnicode map (pdfkit deflates its streams). */
function toUnicodeMaps(pdf: Buffer): string {
  const maps: string[] = [];
  const text = pdf.toString("latin1");
  for (const match of text.matchAll(/(?<!end)stream\n/g)) {
    const from = match.index + match[0].length;
    const data = pdf.subarray(from, text.indexOf("\nendstream", from));
    let content: string;
    try {
      content = inflateSync(data).toString("latin1");
    } catch {
      content = data.toString("latin1");
    }
    if (content.includes("beginbfrange")) maps.push(content);
  }
  return maps.join("\n");
}
