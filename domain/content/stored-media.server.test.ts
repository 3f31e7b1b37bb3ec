import { describe, expect, it } from "vitest";
import { isPdf, sniffImage } from "./stored-media.server";

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(values.flatMap((v) => (typeof v === "string" ? [...v].map((c) => c.charCodeAt(0)) : [v])));

describe("uploads are recognised by their bytes, not their names", () => {
  it("knows the image formats pages can show", () => {
    expect(sniffImage(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("jpeg");
    expect(sniffImage(bytes(0x89, "PNG\r\n", 0x1a, "\n"))).toBe("png");
    expect(sniffImage(bytes("RIFF", 0, 0, 0, 0, "WEBPVP8 "))).toBe("webp");
    expect(sniffImage(bytes(0, 0, 0, 0x20, "ftypavif"))).toBe("avif");
    expect(sniffImage(bytes("GIF89a"))).toBe("gif");
  });

  it("refuses markup, SVG and PDF as images, and anything but a PDF as a brochure", () => {
    expect(sniffImage(bytes("<svg xmlns"))).toBeNull();
    expect(sniffImage(bytes("<html><script>"))).toBeNull();
    expect(sniffImage(bytes("%PDF-1.7"))).toBeNull();
    expect(isPdf(bytes("%PDF-1.7\n"))).toBe(true);
    expect(isPdf(bytes(0x89, "PNG"))).toBe(false);
  });
});
