import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RegistrationRecord } from "../../domain/programs/registration.server.ts";
import { pdfRupees, renderRegistrationConfirmation } from "./registration-confirmation.ts";

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
  discountPercentage: 0,
  discountPaise: 0,
  totalFeesPaise: 499_900,
  registrationFeePaise: 50_000,
  payableNowPaise: 549_900,
  // 20:00 UTC on 4 July is 5 July in India.
  createdAt: new Date("2025-07-04T20:00:00Z"),
  updatedAt: new Date("2025-07-04T20:00:00Z"),
};

async function textOf(record: RegistrationRecord): Promise<string> {
  const file = path.join(folder, `${record.id}.pdf`);
  await writeFile(file, await renderRegistrationConfirmation(record));
  return (await promisify(execFile)("pdftotext", ["-layout", file, "-"])).stdout;
}

describe("pdfRupees", () => {
  it("writes Rs. with Indian grouping and two decimals (Helvetica has no rupee glyph)", () => {
    expect(pdfRupees(2_499_900)).toBe("Rs. 24,999.00");
    expect(pdfRupees(123_456_789)).toBe("Rs. 12,34,567.89");
    expect(pdfRupees(0)).toBe("Rs. 0.00");
  });
});

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
      "Date: 5 July 2025",
      "Ishaan Verma",
      "Biotechnology",
      "Internship",
      "Web Development Internship",
      "3 Months",
      "Discount (no coupon)",
      "Rs. 4,999.00",
      "Rs. 500.00",
      "Rs. 5,499.00",
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain("₹");
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
    expect(text).toContain("- Rs. 624.88");
    expect(text).toContain("Rs. 4,874.12");
    expect(text).not.toContain("INTERN15");
  });
});
