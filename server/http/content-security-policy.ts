/**
 * The Content-Security-Policy of every response, in one place. Rendered pages allow their inline scripts
 * by a per-response nonce (Hono's secureHeaders writes it); a page answered from the page cache is the same
 * bytes for everyone, so it allows its inline scripts by their SHA-256 hashes instead (page-cache.ts).
 */
import { NONCE } from "hono/secure-headers";

function directives<Source>(isDev: boolean, scriptSrc: Source[]) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc,
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "blob:"],
    fontSrc: ["'self'"],
    // Vite's dev client talks over a web socket.
    connectSrc: isDev ? ["'self'", "ws:"] : ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

/** For Hono's secureHeaders: scripts by nonce (Vite's dev client also needs inline and eval). */
export function nonceContentSecurityPolicy(isDev: boolean) {
  return directives(isDev, isDev ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"] : ["'self'", NONCE]);
}

/**
 * The pay page's policy (`/pay/…` only): every page's, plus the payment gateway's origins for Checkout's
 * script, its frames, its requests and its images. Razorpay's own Checkout also talks to its other hosts
 * (`*.razorpay.com`), admitted only when the configured addresses are Razorpay's.
 */
export function payPageContentSecurityPolicy(
  isDev: boolean,
  gateway: { checkoutUrl: string; apiUrl: string },
) {
  const origins = [...new Set([new URL(gateway.checkoutUrl).origin, new URL(gateway.apiUrl).origin])];
  if (origins.some((origin) => /(^|\.)razorpay\.com$/.test(new URL(origin).hostname)))
    origins.push("https://*.razorpay.com");
  const base = nonceContentSecurityPolicy(isDev);
  return {
    ...base,
    scriptSrc: [...base.scriptSrc, ...origins],
    imgSrc: [...base.imgSrc, ...origins],
    connectSrc: [...base.connectSrc, ...origins],
    frameSrc: origins,
  };
}

/** Paths of the pay page (app/routes/pay.tsx), whose policy admits the gateway. */
export const isPayPagePath = (path: string) => /^\/pay\/[^/]+$/i.test(path);

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The header of a cached page: its inline scripts allowed by hash (`'sha256-…'` sources). */
export function hashedContentSecurityPolicy(scriptHashes: string[]): string {
  return Object.entries(directives(false, ["'self'", ...scriptHashes]))
    .map(([name, sources]) => `${kebab(name)} ${sources.join(" ")}`)
    .join("; ");
}
