import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import jsQR from "jsqr";
import { afterAll, describe, expect, it } from "vitest";
import { certificateVerifyUrl, renderCertificatePdf } from "./certificate.ts";

const dir = mkdtempSync(path.join(tmpdir(), "certificate-pdf-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const CERTIFICATE = {
  certificateId: "NXT-2026-7K3QX9M2TA",
  fullName: "Ananya Rao/लक्ष्मी",
  trainingType: "Courses",
  specificTraining: "Full Stack Web Development",
  duration: "6 Months",
  completionDate: "2026-10-31",
};
const SITE = "https://nexora.example";

async function renderToFile(name: string) {
  const pdf = await renderCertificatePdf(CERTIFICATE, SITE);
  const file = path.join(dir, `${name}.pdf`);
  writeFileSync(file, pdf);
  return { pdf, file };
}

/** Page 1 rasterised by poppler (`pdftoppm`, binary PPM), as RGBA for jsQR. */
function rasterise(file: string): { data: Uint8ClampedArray; width: number; height: number } {
  execFileSync("pdftoppm", ["-r", "100", "-f", "1", "-l", "1", "-singlefile", file, path.join(dir, "page")]);
  const ppm = readFileSync(path.join(dir, "page.ppm"));
  // Header: "P6\n<width> <height>\n<max>\n", then RGB bytes.
  const header = ppm
    .subarray(0, 40)
    .toString("latin1")
    .match(/^P6\s+(\d+)\s+(\d+)\s+(\d+)\s/);
  if (!header) throw new Error("not a binary PPM");
  const [all, w, h] = header;
  const width = Number(w);
  const height = Number(h);
  const rgb = ppm.subarray(all.length);
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    data[i * 4] = rgb[i * 3]!;
    data[i * 4 + 1] = rgb[i * 3 + 1]!;
    data[i * 4 + 2] = rgb[i * 3 + 2]!;
    data[i * 4 + 3] = 255;
  }
  return { data, width, height };
}

describe("certificate PDF", () => {
  it("prints the holder, program, duration, completion date and id", async () => {
    const { pdf, file } = await renderToFile("text");
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const text = execFileSync("pdftotext", ["-layout", file, "-"]).toString();
    expect(text).toContain("Certificate of Completion");
    expect(text).toContain("Ananya Rao");
    expect(text).toContain("Full Stack Web Development");
    expect(text).toContain("6 Months");
    expect(text).toContain("31 Oct 2026");
    expect(text).toContain("NXT-2026-7K3QX9M2TA");
    expect(text).toContain(`${SITE}/verify-certificate?id=NXT-2026-7K3QX9M2TA`);
  });

  it("carries a QR code that decodes to the certificate's verify address", async () => {
    const { file } = await renderToFile("qr");
    const image = rasterise(file);
    const code = jsQR(image.data, image.width, image.height);
    expect(code?.data).toBe(certificateVerifyUrl(SITE, CERTIFICATE.certificateId));
    expect(code?.data).toBe("https://nexora.example/verify-certificate?id=NXT-2026-7K3QX9M2TA");
  });

  it("encodes ids safely in the address", () => {
    expect(certificateVerifyUrl("http://localhost:3000/", "NXT 1&x")).toBe(
      "http://localhost:3000/verify-certificate?id=NXT%201%26x",
    );
  });
});
