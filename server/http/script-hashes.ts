/**
 * The CSP hash sources of a rendered page's inline scripts (those React Router and React render with the
 * nonce attribute). Only for HTML the server itself rendered: a `</script>` inside a script's text would end
 * it early for the browser too, and React Router escapes it in the data it writes.
 */
import { createHash } from "node:crypto";

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    // Scripts loaded from a file are allowed by 'self'; data blocks (JSON-LD) have no nonce and never run.
    if (!/\snonce=/i.test(attributes) || /\ssrc=/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}
