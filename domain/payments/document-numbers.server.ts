/**
 * Gap-free document numbers: one counter row per series and financial year, raised by an upsert in the
 * transaction that issues the document. The upsert holds the row's lock until that transaction ends, so
 * concurrent issuers (on any number of instances) queue on it, and a transaction that rolls back takes its
 * number back with it: no gaps, no duplicates.
 */
import { sql } from "drizzle-orm";
import type { Tx } from "../audit/audit.server.ts";
import { documentCounters } from "../db/schema.ts";
import { financialYearOf, voucherNumber } from "./documents.ts";

export type DocumentSeries = "receipt" | "refund";

export async function issueDocumentNumber(
  tx: Tx,
  series: DocumentSeries,
  prefix: string,
  at: Date,
): Promise<string> {
  const financialYear = financialYearOf(at);
  const [row] = await tx
    .insert(documentCounters)
    .values({ series, financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.series, documentCounters.financialYear],
      set: { lastNumber: sql`${documentCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: documentCounters.lastNumber });
  return voucherNumber(prefix, financialYear, row!.lastNumber);
}
