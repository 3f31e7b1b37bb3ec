/**
 * Demo illustrations for program banners and blog covers: no text (the page writes the title beside the
 * picture, so a crop never shows cut words), a theme per category (its own colours and emblem, so a list of
 * cards is not one purple band), and the emblem centred in the middle third, where every crop the layouts use
 * (16:9 cards, 1.91:1 covers, square thumbnails) keeps it whole. Corner shapes are decoration a crop may lose.
 * Pure string building, unit-tested without rendering.
 */
import { keyHash } from "./key-hash.ts";

export interface IllustrationSpec {
  width: number;
  height: number;
  /** The program's or post's category: picks the theme. */
  category: string;
  /** Varies the decoration within a theme; the same key always gives the same picture. */
  key: string;
}

type Emblem =
  | "code"
  | "design"
  | "data"
  | "animation"
  | "terminal"
  | "network"
  | "cloud"
  | "career"
  | "spark";

interface Theme {
  from: string;
  to: string;
  accent: string;
  emblem: Emblem;
}

/** Gradient start, gradient end, accent and emblem per category (lower case). */
const THEMES: Record<string, Theme> = {
  development: { from: "#1E1B4B", to: "#4338CA", accent: "#A5B4FC", emblem: "code" },
  "web development": { from: "#172554", to: "#1D4ED8", accent: "#93C5FD", emblem: "code" },
  design: { from: "#831843", to: "#DB2777", accent: "#FBCFE8", emblem: "design" },
  "data science": { from: "#083344", to: "#0E7490", accent: "#67E8F9", emblem: "data" },
  animation: { from: "#7C2D12", to: "#EA580C", accent: "#FED7AA", emblem: "animation" },
  programming: { from: "#052E16", to: "#15803D", accent: "#86EFAC", emblem: "terminal" },
  networking: { from: "#0C4A6E", to: "#0284C7", accent: "#BAE6FD", emblem: "network" },
  cloud: { from: "#1E3A8A", to: "#3B82F6", accent: "#DBEAFE", emblem: "cloud" },
  career: { from: "#2E008F", to: "#6D28D9", accent: "#DDD6FE", emblem: "career" },
  careers: { from: "#2E008F", to: "#6D28D9", accent: "#DDD6FE", emblem: "career" },
  certification: { from: "#3B0764", to: "#7E22CE", accent: "#F5D0FE", emblem: "career" },
  marketing: { from: "#4C0519", to: "#BE123C", accent: "#FECDD3", emblem: "spark" },
};

const FALLBACK: Theme = { from: "#2E008F", to: "#5B2BD6", accent: "#C4B5FD", emblem: "spark" };

export function themeFor(category: string): Theme {
  return THEMES[category.trim().toLowerCase()] ?? FALLBACK;
}

const r1 = (n: number) => Math.round(n * 10) / 10;

/** Where an emblem is drawn, and the strokes and panels its parts share. */
interface Pen {
  x: (f: number) => number;
  y: (f: number) => number;
  /** The emblem's square side. */
  s: number;
  accent: string;
  stroke: (width: number, colour?: string) => string;
  panel: (w: number, h: number) => string;
}

/** The category's emblem, centred at (cx, cy) within a square of side s. White strokes, accent fills. */
function emblem(kind: Emblem, cx: number, cy: number, s: number, accent: string): string {
  const x = (f: number) => r1(cx + f * s);
  const y = (f: number) => r1(cy + f * s);
  const stroke = (width: number, colour = "#fff") =>
    `fill="none" stroke="${colour}" stroke-width="${r1(width * s)}" stroke-linecap="round" stroke-linejoin="round"`;
  const panel = (w: number, h: number) =>
    `<rect x="${x(-w / 2)}" y="${y(-h / 2)}" width="${r1(w * s)}" height="${r1(h * s)}" rx="${r1(0.06 * s)}" fill="#fff" fill-opacity=".12" stroke="#fff" stroke-opacity=".55" stroke-width="${r1(0.018 * s)}"/>`;
  const pen: Pen = { x, y, s, accent, stroke, panel };
  switch (kind) {
    case "code":
      return codeEmblem(pen);
    case "design":
      return designEmblem(pen);
    case "data":
      return dataEmblem(pen);
    case "animation":
      return animationEmblem(pen);
    case "terminal":
      return terminalEmblem(pen);
    case "network":
      return networkEmblem(pen);
    case "cloud":
      return cloudEmblem(pen);
    case "career":
      return careerEmblem(pen);
    default:
      return fallbackEmblem(pen);
  }
}

function codeEmblem({ x, y, s, accent, stroke, panel }: Pen): string {
  return [
    panel(0.9, 0.66),
    `<path d="M${x(-0.45)} ${y(-0.2)} H${x(0.45)}" ${stroke(0.018)} stroke-opacity=".55"/>`,
    ...[-0.37, -0.3, -0.23].map(
      (f) => `<circle cx="${x(f)}" cy="${y(-0.265)}" r="${r1(0.022 * s)}" fill="${accent}"/>`,
    ),
    `<path d="M${x(-0.16)} ${y(-0.05)} L${x(-0.27)} ${y(0.07)} L${x(-0.16)} ${y(0.19)}" ${stroke(0.045)}/>`,
    `<path d="M${x(0.16)} ${y(-0.05)} L${x(0.27)} ${y(0.07)} L${x(0.16)} ${y(0.19)}" ${stroke(0.045)}/>`,
    `<path d="M${x(0.05)} ${y(-0.08)} L${x(-0.05)} ${y(0.22)}" ${stroke(0.045, accent)}/>`,
  ].join("");
}

function designEmblem({ x, y, s, accent }: Pen): string {
  return [
    `<circle cx="${x(-0.14)}" cy="${y(-0.06)}" r="${r1(0.26 * s)}" fill="${accent}" fill-opacity=".55"/>`,
    `<circle cx="${x(0.14)}" cy="${y(-0.06)}" r="${r1(0.26 * s)}" fill="#fff" fill-opacity=".3"/>`,
    `<circle cx="${x(0)}" cy="${y(0.18)}" r="${r1(0.26 * s)}" fill="#fff" fill-opacity=".18"/>`,
    `<path d="M${x(0.3)} ${y(0.42)} L${x(0.44)} ${y(-0.04)} L${x(0.58)} ${y(0.42)} Z" fill="#fff" fill-opacity=".85"/>`,
    `<circle cx="${x(0.44)}" cy="${y(0.24)}" r="${r1(0.03 * s)}" fill="${accent}"/>`,
  ].join("");
}

function dataEmblem({ x, y, s, accent, stroke, panel }: Pen): string {
  return [
    panel(0.96, 0.72),
    ...[0.16, 0.3, 0.22, 0.44].map((h, i) => {
      const left = -0.34 + i * 0.18;
      return `<rect x="${x(left)}" y="${y(0.28 - h)}" width="${r1(0.11 * s)}" height="${r1(h * s)}" rx="${r1(0.02 * s)}" fill="#fff" fill-opacity="${(0.45 + i * 0.12).toFixed(2)}"/>`;
    }),
    `<path d="M${x(-0.3)} ${y(0.02)} L${x(-0.12)} ${y(-0.1)} L${x(0.06)} ${y(-0.02)} L${x(0.3)} ${y(-0.22)}" ${stroke(0.03, accent)}/>`,
    `<circle cx="${x(0.3)}" cy="${y(-0.22)}" r="${r1(0.035 * s)}" fill="${accent}"/>`,
  ].join("");
}

function animationEmblem({ x, y, s, accent, stroke }: Pen): string {
  return [
    `<circle cx="${x(0)}" cy="${y(0)}" r="${r1(0.32 * s)}" fill="#fff" fill-opacity=".14" stroke="#fff" stroke-opacity=".6" stroke-width="${r1(0.02 * s)}"/>`,
    `<path d="M${x(-0.09)} ${y(-0.15)} L${x(0.16)} ${y(0)} L${x(-0.09)} ${y(0.15)} Z" fill="#fff"/>`,
    `<path d="M${x(-0.46)} ${y(-0.2)} Q${x(-0.56)} ${y(0)} ${x(-0.46)} ${y(0.2)}" ${stroke(0.03, accent)}/>`,
    `<path d="M${x(0.46)} ${y(-0.2)} Q${x(0.56)} ${y(0)} ${x(0.46)} ${y(0.2)}" ${stroke(0.03, accent)}/>`,
  ].join("");
}

function terminalEmblem({ x, y, s, accent, stroke }: Pen): string {
  return [
    `<rect x="${x(-0.45)}" y="${y(-0.32)}" width="${r1(0.9 * s)}" height="${r1(0.64 * s)}" rx="${r1(0.06 * s)}" fill="#052E16" fill-opacity=".55" stroke="#fff" stroke-opacity=".55" stroke-width="${r1(0.018 * s)}"/>`,
    `<path d="M${x(-0.3)} ${y(-0.12)} L${x(-0.16)} ${y(0)} L${x(-0.3)} ${y(0.12)}" ${stroke(0.045, accent)}/>`,
    `<path d="M${x(-0.08)} ${y(0.12)} H${x(0.18)}" ${stroke(0.045)}/>`,
    `<path d="M${x(-0.3)} ${y(-0.22)} H${x(0.1)}" ${stroke(0.02)} stroke-opacity=".45"/>`,
  ].join("");
}

function networkEmblem({ x, y, s, accent, stroke }: Pen): string {
  const nodes: [number, number][] = [
    [0, -0.3],
    [0.3, -0.1],
    [0.2, 0.26],
    [-0.2, 0.26],
    [-0.3, -0.1],
    [0, 0],
  ];
  const links = [
    [0, 1],
    [1, 2],
    [2, 3],
    [3, 4],
    [4, 0],
    [5, 0],
    [5, 2],
    [5, 4],
  ];
  return [
    ...links.map(
      ([a, b]) =>
        `<path d="M${x(nodes[a][0])} ${y(nodes[a][1])} L${x(nodes[b][0])} ${y(nodes[b][1])}" ${stroke(0.018)} stroke-opacity=".6"/>`,
    ),
    ...nodes.map(
      ([nx, ny], i) =>
        `<circle cx="${x(nx)}" cy="${y(ny)}" r="${r1((i === 5 ? 0.08 : 0.05) * s)}" fill="${i === 5 ? accent : "#fff"}"/>`,
    ),
  ].join("");
}

function cloudEmblem({ x, y, s, accent, stroke }: Pen): string {
  return [
    `<path d="M${x(-0.3)} ${y(0.16)} H${x(0.3)} A${r1(0.15 * s)} ${r1(0.15 * s)} 0 0 0 ${x(0.26)} ${y(-0.12)} A${r1(0.2 * s)} ${r1(0.2 * s)} 0 0 0 ${x(-0.1)} ${y(-0.2)} A${r1(0.16 * s)} ${r1(0.16 * s)} 0 0 0 ${x(-0.3)} ${y(0.16)} Z" fill="#fff" fill-opacity=".85"/>`,
    `<path d="M${x(0)} ${y(0.34)} V${y(0.04)} M${x(-0.08)} ${y(0.12)} L${x(0)} ${y(0.04)} L${x(0.08)} ${y(0.12)}" ${stroke(0.035, accent)}/>`,
  ].join("");
}

function careerEmblem({ x, y, s, accent, stroke }: Pen): string {
  return [
    `<path d="M${x(-0.42)} ${y(-0.06)} L${x(0)} ${y(-0.26)} L${x(0.42)} ${y(-0.06)} L${x(0)} ${y(0.14)} Z" fill="#fff" fill-opacity=".9"/>`,
    `<path d="M${x(-0.22)} ${y(0.04)} V${y(0.2)} Q${x(0)} ${y(0.34)} ${x(0.22)} ${y(0.2)} V${y(0.04)}" fill="#fff" fill-opacity=".35"/>`,
    `<path d="M${x(0.36)} ${y(-0.03)} V${y(0.22)}" ${stroke(0.022, accent)}/>`,
    `<circle cx="${x(0.36)}" cy="${y(0.25)}" r="${r1(0.035 * s)}" fill="${accent}"/>`,
  ].join("");
}

function fallbackEmblem({ x, y, s, accent }: Pen): string {
  return [
    `<path d="M${x(0)} ${y(-0.34)} L${x(0.09)} ${y(-0.09)} L${x(0.34)} ${y(0)} L${x(0.09)} ${y(0.09)} L${x(0)} ${y(0.34)} L${x(-0.09)} ${y(0.09)} L${x(-0.34)} ${y(0)} L${x(-0.09)} ${y(-0.09)} Z" fill="#fff" fill-opacity=".9"/>`,
    `<circle cx="${x(0.3)}" cy="${y(-0.26)}" r="${r1(0.05 * s)}" fill="${accent}"/>`,
  ].join("");
}

export function illustrationSvg(spec: IllustrationSpec): string {
  const { width: w, height: h } = spec;
  const theme = themeFor(spec.category);
  const hash = keyHash(spec.key);
  const side = Math.min(w, h);
  // Decoration: soft discs in two corners (which ones varies by key) and a dotted band; crops may lose them.
  const corner = hash % 4;
  const discs = [
    [corner & 1 ? w : 0, corner & 2 ? h : 0, side * 0.62],
    [corner & 1 ? 0 : w, corner & 2 ? 0 : h, side * 0.38],
  ]
    .map(
      ([cx, cy, r], i) =>
        `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${i === 0 ? "#fff" : theme.accent}" fill-opacity="${i === 0 ? ".07" : ".18"}"/>`,
    )
    .join("");
  const dots: string[] = [];
  const dotRow = h * (0.18 + ((hash >>> 4) % 3) * 0.3);
  for (let i = 0; i < 9; i++)
    dots.push(
      `<circle cx="${r1(w * 0.06 + i * side * 0.045)}" cy="${r1(dotRow)}" r="${r1(side * 0.008)}" fill="#fff" fill-opacity=".35"/>`,
    );
  // The emblem on a halo, centred: the middle of the picture survives every crop.
  const halo = `<circle cx="${r1(w / 2)}" cy="${r1(h / 2)}" r="${r1(side * 0.36)}" fill="#fff" fill-opacity=".08"/>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${theme.from}"/><stop offset="1" stop-color="${theme.to}"/></linearGradient></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>`,
    discs,
    dots.join(""),
    halo,
    emblem(theme.emblem, w / 2, h / 2, side * 0.62, theme.accent),
    "</svg>",
  ].join("");
}
