/**
 * Brand artwork as SVG: one template for every demo image (hero, program banners, blog covers, alerts,
 * logos, the social-preview image). Deep purple gradients, white type, simple geometric shapes.
 * Pure string building, so it is unit-tested without rendering.
 */
import { illustrationSvg } from "./illustration.ts";
import { keyHash } from "./key-hash.ts";

export { keyHash };

/**
 * `card`: title, label and subtitle in white (program banners, blog covers, the social preview).
 * `backdrop` and `strip`: shapes only, for images the page overlays with its own text (hero slides, alerts).
 * `logo`: a hiring partner's wordmark on white.
 * `illustration`: no text, a theme per category (`eyebrow`), for program banners and blog covers (illustration.ts).
 */
export type ArtworkLayout = "card" | "backdrop" | "strip" | "logo" | "illustration";

export interface ArtworkSpec {
  layout: ArtworkLayout;
  width: number;
  height: number;
  title: string;
  /** Small label above the title (category, brand). */
  eyebrow?: string;
  /** Line under the title. */
  subtitle?: string;
  /** Picks palette and shapes; the same key always gives the same picture. */
  key: string;
  /** Forces a palette (0 = the brand purple) instead of the one the key picks. */
  palette?: number;
}

const FONT = "DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif";

/** Gradient start, gradient end, accent. Every one keeps white text above AA contrast. */
const PALETTES: [string, string, string][] = [
  ["#2E008F", "#5B2BD6", "#A78BFA"],
  ["#1E1B4B", "#4338CA", "#818CF8"],
  ["#2E008F", "#6D28D9", "#F0ABFC"],
  ["#312E81", "#2E008F", "#93C5FD"],
  ["#3B0764", "#4C1D95", "#C4B5FD"],
];

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/**
 * Greedy word wrap by an estimated glyph width (bold sans: about 0.6 em per character).
 * At most `maxLines` lines; the last one gets an ellipsis when text is left over.
 */
export function wrapText(text: string, fontSize: number, maxWidth: number, maxLines: number): string[] {
  const perLine = Math.max(4, Math.floor(maxWidth / (fontSize * 0.62)));
  const lines: string[] = [];
  let current = "";
  const words = text.split(/\s+/).filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= perLine || !current) {
      current = candidate;
      continue;
    }
    lines.push(current);
    current = word;
    if (lines.length === maxLines) {
      const last = lines.pop()!;
      const cut = last.length + 1 > perLine ? last.slice(0, perLine - 1) : last;
      lines.push(`${cut.trimEnd()}…`);
      return lines;
    }
  }
  if (current) lines.push(current);
  return lines;
}

function textLines(
  lines: string[],
  x: number,
  y: number,
  size: number,
  lineHeight: number,
  attrs: string,
): string {
  const spans = lines
    .map((line, i) => `<tspan x="${x}" y="${round(y + i * lineHeight)}">${escapeXml(line)}</tspan>`)
    .join("");
  return `<text font-family="${FONT}" font-size="${round(size)}" ${attrs}>${spans}</text>`;
}

const round = (n: number) => Math.round(n * 10) / 10;

/** Decorative shapes in a box (cx, cy = centre, r = size), one of four motifs. */
function motif(kind: number, cx: number, cy: number, r: number, accent: string): string {
  const c = (x: number, y: number, radius: number, extra: string) =>
    `<circle cx="${round(x)}" cy="${round(y)}" r="${round(radius)}" ${extra}/>`;
  switch (kind % 4) {
    case 0:
      return [
        c(cx, cy, r, `fill="none" stroke="#fff" stroke-opacity=".16" stroke-width="${round(r * 0.08)}"`),
        c(
          cx,
          cy,
          r * 0.68,
          `fill="none" stroke="${accent}" stroke-opacity=".55" stroke-width="${round(r * 0.05)}"`,
        ),
        c(cx, cy, r * 0.36, `fill="#fff" fill-opacity=".12"`),
        c(cx + r * 0.7, cy - r * 0.7, r * 0.1, `fill="${accent}"`),
      ].join("");
    case 1: {
      const dots: string[] = [];
      const step = r * 0.22;
      for (let i = -3; i <= 3; i++)
        for (let j = -3; j <= 3; j++)
          dots.push(c(cx + i * step, cy + j * step, r * 0.03, `fill="#fff" fill-opacity=".35"`));
      return [
        c(cx + r * 0.35, cy - r * 0.2, r * 0.75, `fill="${accent}" fill-opacity=".22"`),
        ...dots,
        c(
          cx - r * 0.55,
          cy + r * 0.55,
          r * 0.2,
          `fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="${round(r * 0.04)}"`,
        ),
      ].join("");
    }
    case 2: {
      const squares: string[] = [];
      for (let i = 0; i < 3; i++) {
        const size = r * (1.3 - i * 0.35);
        squares.push(
          `<rect x="${round(cx - size / 2)}" y="${round(cy - size / 2)}" width="${round(size)}" height="${round(size)}" rx="${round(size * 0.18)}" transform="rotate(${15 + i * 15} ${round(cx)} ${round(cy)})" fill="${i === 1 ? accent : "#fff"}" fill-opacity="${i === 1 ? ".35" : ".1"}"/>`,
        );
      }
      return squares.join("");
    }
    default: {
      const bars: string[] = [];
      for (let i = 0; i < 5; i++) {
        const x = cx - r + i * r * 0.42;
        bars.push(
          `<rect x="${round(x)}" y="${round(cy - r)}" width="${round(r * 0.16)}" height="${round(r * 2)}" rx="${round(r * 0.08)}" transform="rotate(30 ${round(cx)} ${round(cy)})" fill="#fff" fill-opacity="${(0.06 + i * 0.04).toFixed(2)}"/>`,
        );
      }
      bars.push(
        `<path d="M${round(cx - r * 0.4)} ${round(cy + r * 0.5)} L${round(cx + r * 0.5)} ${round(cy + r * 0.5)} L${round(cx + r * 0.05)} ${round(cy - r * 0.3)} Z" fill="${accent}" fill-opacity=".6"/>`,
      );
      return bars.join("");
    }
  }
}

/** The brand mark: a rounded square with an "N" and the company name beside it. */
function brandMark(x: number, y: number, size: number, fill = "#fff", ink = "#2E008F"): string {
  return [
    `<rect x="${round(x)}" y="${round(y)}" width="${round(size)}" height="${round(size)}" rx="${round(size * 0.24)}" fill="${fill}"/>`,
    `<text x="${round(x + size / 2)}" y="${round(y + size * 0.74)}" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${round(size * 0.66)}" fill="${ink}">N</text>`,
    `<text x="${round(x + size * 1.35)}" y="${round(y + size * 0.7)}" font-family="${FONT}" font-weight="700" font-size="${round(size * 0.5)}" letter-spacing="${round(size * 0.04)}" fill="${fill}">NEXORA TECHNOLOGIES</text>`,
  ].join("");
}

function background(width: number, height: number, from: string, to: string): string {
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#bg)"/>`;
}

/** Bold capitals and digits run wider than lower case. */
function pillWidth(label: string, size: number): number {
  const wide = label.replace(/[^A-Z0-9]/g, "").length;
  return (wide * 0.74 + (label.length - wide) * 0.6) * size + size * 1.6;
}

function pill(x: number, y: number, label: string, size: number, fill: string, ink: string): string {
  const width = pillWidth(label, size);
  const height = size * 2;
  return `<rect x="${round(x)}" y="${round(y)}" width="${round(width)}" height="${round(height)}" rx="${round(height / 2)}" fill="${fill}"/><text x="${round(x + width / 2)}" y="${round(y + height * 0.66)}" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${round(size)}" fill="${ink}">${escapeXml(label)}</text>`;
}

export function artworkSvg(spec: ArtworkSpec): string {
  const { width: w, height: h, layout } = spec;
  if (layout === "illustration")
    return illustrationSvg({ width: w, height: h, category: spec.eyebrow ?? "", key: spec.key });
  const hash = keyHash(spec.key);
  const [from, to, accent] = PALETTES[(spec.palette ?? hash) % PALETTES.length];
  const look: Look = { from, accent, shapes: (hash >>> 8) % 4 };
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`;
  if (layout === "logo") return `${open}${logoParts(spec, look)}</svg>`;
  const parts = [background(w, h, from, to)];
  if (layout === "strip") parts.push(stripParts(spec, look));
  else if (layout === "backdrop") parts.push(backdropParts(spec, look));
  else parts.push(cardParts(spec, look));
  return `${open}${parts.join("")}</svg>`;
}

/** The palette's colours and the motif the key picked. */
interface Look {
  from: string;
  accent: string;
  shapes: number;
}

/**
 * Hiring-partner logo: a wordmark that reads at the logo wall's size (the name large and bold in the
 * company's colour, a small mark before it), not initials a few pixels high.
 */
function logoParts({ width: w, height: h, title }: ArtworkSpec, { from, shapes }: Look): string {
  // The largest size at which the whole name fits in two lines.
  let nameSize = h * 0.22;
  let nameLines = wrapText(title, nameSize, w * 0.72, 2);
  while (nameLines[nameLines.length - 1]?.endsWith("…") && nameSize > h * 0.12) {
    nameSize *= 0.9;
    nameLines = wrapText(title, nameSize, w * 0.72, 2);
  }
  const markSize = h * 0.2;
  const blockHeight = nameLines.length * nameSize * 1.1;
  const top = (h - blockHeight) / 2;
  const mx = w * 0.07;
  const my = h / 2 - markSize / 2;
  const shape =
    shapes % 2 === 0
      ? `<circle cx="${round(mx + markSize / 2)}" cy="${round(my + markSize / 2)}" r="${round(markSize / 2)}" fill="${from}"/>`
      : `<rect x="${round(mx)}" y="${round(my)}" width="${round(markSize)}" height="${round(markSize)}" rx="${round(markSize * 0.22)}" transform="rotate(45 ${round(mx + markSize / 2)} ${round(my + markSize / 2)})" fill="${from}"/>`;
  return [
    `<rect width="${w}" height="${h}" fill="#fff"/>`,
    shape,
    textLines(
      nameLines,
      mx + markSize * 1.5,
      top + nameSize * 0.86,
      nameSize,
      nameSize * 1.1,
      `font-weight="800" letter-spacing="${round(-nameSize * 0.02)}" fill="${from}"`,
    ),
  ].join("");
}

/**
 * Bottom alert banner: the page lays its own text and button over it (object-cover), so no text here, only a
 * quiet rhythm of shapes along the whole width that survives any crop.
 */
function stripParts({ width: w, height: h }: ArtworkSpec, { accent, shapes }: Look): string {
  const parts: string[] = [];
  for (let i = 0; i < 6; i++) parts.push(motif(shapes + i, w * (0.08 + i * 0.17), h * 0.5, h * 0.75, accent));
  return parts.join("");
}

/**
 * Hero slides and the alert popup: the page writes the title over a dark overlay and crops to its own aspect
 * ratio, so the picture is shapes only, kept near the centre where every crop keeps them.
 */
function backdropParts({ width: w, height: h }: ArtworkSpec, { accent, shapes }: Look): string {
  const size = Math.min(w, h);
  return [
    `<circle cx="${round(w * 0.5)}" cy="${round(h * 0.45)}" r="${round(size * 0.55)}" fill="#fff" fill-opacity=".04"/>`,
    motif(shapes, w * 0.66, h * 0.42, size * 0.36, accent),
    motif(shapes + 1, w * 0.34, h * 0.7, size * 0.2, accent),
    `<circle cx="${round(w * 0.28)}" cy="${round(h * 0.22)}" r="${round(size * 0.05)}" fill="${accent}" fill-opacity=".7"/>`,
  ].join("");
}

/** Artwork on the right half, text on the left: eyebrow, title, subtitle, and the brand mark. */
function cardParts(spec: ArtworkSpec, { accent, shapes }: Look): string {
  const { width: w, height: h } = spec;
  const pad = w * 0.06;
  const parts: string[] = [];
  parts.push(motif(shapes, w * 0.8, h * 0.45, Math.min(w, h) * 0.42, accent));
  parts.push(
    `<circle cx="${round(w * 0.08)}" cy="${round(h * 1.02)}" r="${round(h * 0.3)}" fill="#fff" fill-opacity=".05"/>`,
  );

  const titleSize = Math.min(h * 0.09, w * 0.055);
  const titleWidth = w * 0.6;
  const titleLines = wrapText(spec.title, titleSize, titleWidth, 3);
  let y = h * 0.3;
  if (spec.eyebrow) {
    const eSize = titleSize * 0.42;
    parts.push(pill(pad, y - titleSize * 1.9, spec.eyebrow.toUpperCase(), eSize, accent, "#1E1B4B"));
  }
  y += titleSize * 0.35;
  parts.push(textLines(titleLines, pad, y, titleSize, titleSize * 1.2, `font-weight="700" fill="#fff"`));
  y += (titleLines.length - 1) * titleSize * 1.2;
  if (spec.subtitle) {
    const sSize = titleSize * 0.48;
    const subLines = wrapText(spec.subtitle, sSize * 0.85, titleWidth, 2);
    parts.push(
      textLines(subLines, pad, y + titleSize * 1.1, sSize, sSize * 1.35, `fill="#fff" fill-opacity=".88"`),
    );
  }
  parts.push(brandMark(pad, h - pad * 0.6 - h * 0.07, h * 0.07));
  return parts.join("");
}
