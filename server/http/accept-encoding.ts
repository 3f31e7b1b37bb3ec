/** The compression a client gets for a cached page or JSON body, from its Accept-Encoding header. */

export type Encoding = "br" | "gzip" | "identity";

/** Brotli when allowed (smaller), else gzip, else none; `*` allows both, `q=0` refuses. */
export function preferredEncoding(header: string | null | undefined): Encoding {
  if (!header) return "identity";
  const allowed = new Map<string, boolean>();
  for (const item of header.toLowerCase().split(",")) {
    const [name, ...params] = item.split(";").map((s) => s.trim());
    const q = params.find((p) => p.startsWith("q="));
    allowed.set(name, q === undefined || Number(q.slice(2)) > 0);
  }
  const star = allowed.get("*") ?? false;
  for (const encoding of ["br", "gzip"] as const) if (allowed.get(encoding) ?? star) return encoding;
  return "identity";
}
