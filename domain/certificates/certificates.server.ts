/**
 * Certificates: the public check (GET /api/verify/{certificateId} and the verify page) and the console's
 * issue, CSV import and revoke (docs/product/console.md#screens, Certificates; ADR 27). Every write runs in one
 * transaction with its audit row and, when the holder has an e-mail address, the certificate mail in the
 * outbox (docs/product/console.md#mail): a certificate that is stored is mailed, one that rolls back is not.
 */
import { createHash, randomBytes } from "node:crypto";
import { parse } from "csv-parse/sync";
import { and, count, desc, eq, ilike, inArray, min, or, type SQL, sql } from "drizzle-orm";
import { recordAudit, type Tx } from "../audit/audit.server.ts";
import { containing } from "../console/list-search.server.ts";
import { REGISTRATION_STATUS_LABELS, type RegistrationStatus } from "../console/workflow.ts";
import { isUniqueViolation } from "../db/database-errors.ts";
import type { Db } from "../db/db.ts";
import { certificates, registrations } from "../db/schema.ts";
import { brandedError, NotFoundError, RuleError } from "../errors.ts";
import { queueCertificateMails } from "../mail/outbox.server.ts";
import { MESSAGES } from "../messages.ts";
import { CROCKFORD_ALPHABET } from "../programs/ids.ts";
import type { Actor } from "../staff/actor.ts";
import { hasControlCharacters } from "../text.ts";
import {
  CERTIFICATE_PAGE_SIZE,
  type CertificateInput,
  certificateSchema,
  IMPORT_COLUMNS,
  IMPORT_FIELD_OF,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
} from "./certificate.schema.ts";

export interface CertificateRecord {
  registration_id: string;
  full_name: string;
  specific_training: string;
  training_type: string;
  gender: string;
  duration: string;
  /** `YYYY-MM-DD`; pages show it as dd/mm/yyyy. */
  completion_date: string;
  certificate_id: string;
}

/** What the public learns of a revoked certificate: that it is revoked, when and why; nothing of its holder. */
export interface RevokedCertificate {
  certificate_id: string;
  status: "revoked";
  /** `YYYY-MM-DD` (UTC). */
  revoked_at: string;
  reason: string;
}

/**
 * The id names a certificate that was revoked: the API answers 410 with these details. Recognised by a brand,
 * like the errors of errors.ts, because the page build bundles its own copy of this module.
 */
export class RevokedCertificateError extends brandedError("RevokedCertificateError") {
  constructor(readonly revoked: RevokedCertificate) {
    super("Certificate revoked.");
  }
}

/** Longest id anyone could mean; longer input is not looked up. */
export const CERTIFICATE_ID_MAX_LENGTH = 64;

/**
 * A new certificate id: `NXT-<year>-` + 10 random Crockford characters (50 bits), e.g. `NXT-2026-7K3QX9M2TA`.
 * The demo's `NXT-2025-00421` shape had a counter anyone could walk; the prefix and year stay so new ids read
 * like the old ones and fit the verify form as they always did.
 */
export function newCertificateId(now = new Date()): string {
  let id = `NXT-${now.getUTCFullYear()}-`;
  for (const byte of randomBytes(10)) id += CROCKFORD_ALPHABET[byte & 31];
  return id;
}

const lookupColumns = {
  registration_id: certificates.registrationId,
  full_name: certificates.fullName,
  specific_training: certificates.specificTraining,
  training_type: certificates.trainingType,
  gender: certificates.gender,
  duration: certificates.duration,
  completion_date: certificates.completionDate,
  certificate_id: certificates.certificateId,
  status: certificates.status,
  revokedAt: certificates.revokedAt,
  revocationReason: certificates.revocationReason,
};

/**
 * The valid certificate with this id (trimmed, case-insensitive); RevokedCertificateError for a revoked one;
 * else NotFoundError('Certificate not found.').
 */
export async function findCertificate(db: Db, certificateId: string): Promise<CertificateRecord> {
  const id = certificateId.trim();
  // No id holds control characters (and NUL cannot even be sent to PostgreSQL): not found, not a failure.
  if (!id || id.length > CERTIFICATE_ID_MAX_LENGTH || hasControlCharacters(id))
    throw new NotFoundError(MESSAGES.certificateIdNotFoundApi);
  const [row] = await db
    .select(lookupColumns)
    .from(certificates)
    .where(eq(sql`lower(${certificates.certificateId})`, id.toLowerCase()))
    .limit(1);
  if (!row) throw new NotFoundError(MESSAGES.certificateIdNotFoundApi);
  const { status, revokedAt, revocationReason, ...record } = row;
  if (status === "revoked")
    throw new RevokedCertificateError({
      certificate_id: record.certificate_id,
      status: "revoked",
      revoked_at: (revokedAt ?? new Date()).toISOString().slice(0, 10),
      reason: revocationReason ?? "",
    });
  return record;
}

export type CertificateRow = typeof certificates.$inferSelect;

/** The whole row, for the console (by the public id, exactly as stored). */
export async function getCertificate(db: Db, certificateId: string): Promise<CertificateRow> {
  const [row] = await db.select().from(certificates).where(eq(certificates.certificateId, certificateId));
  if (!row) throw new NotFoundError("No certificate has this id.");
  return row;
}

/** The certificate for its PDF, downloaded by staff: audited first (ADR 11), like every read of a file of
 * someone's details. */
export async function openCertificateForDownload(
  db: Db,
  actor: Actor,
  certificateId: string,
): Promise<CertificateRow> {
  const row = await getCertificate(db, certificateId);
  await recordAudit(db, actor, {
    action: "download",
    entity: "certificate",
    entityId: row.certificateId,
    changes: { file: "certificate PDF" },
  });
  return row;
}

export interface CertificateFilter {
  /** Name, e-mail, certificate id, registration id or program. */
  q?: string;
  status?: "valid" | "revoked";
  trainingType?: string;
  page?: number;
}

export async function listCertificates(db: Db, filter: CertificateFilter) {
  const where: SQL[] = [];
  if (filter.q) {
    const like = containing(filter.q);
    where.push(
      or(
        ilike(certificates.fullName, like),
        ilike(certificates.email, like),
        ilike(certificates.certificateId, like),
        ilike(certificates.registrationId, like),
        ilike(certificates.specificTraining, like),
      ) as SQL,
    );
  }
  if (filter.status) where.push(eq(certificates.status, filter.status));
  if (filter.trainingType) where.push(eq(certificates.trainingType, filter.trainingType));
  const condition = where.length ? and(...where) : undefined;
  const page = Math.max(1, filter.page ?? 1);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(certificates)
      .where(condition)
      .orderBy(desc(certificates.createdAt), desc(certificates.id))
      .limit(CERTIFICATE_PAGE_SIZE)
      .offset((page - 1) * CERTIFICATE_PAGE_SIZE),
    db.select({ n: count() }).from(certificates).where(condition),
  ]);
  return { rows, page, total: total?.n ?? 0, pageSize: CERTIFICATE_PAGE_SIZE };
}

/**
 * What the issue form starts from when opened from a registration (`?registration=REG-…`), and why it cannot
 * be issued yet when the registration is not completed.
 */
export async function certificateDraftFromRegistration(
  db: Db,
  registrationId: string,
): Promise<(Partial<Record<keyof CertificateInput, string>> & { notCompleted?: string }) | null> {
  const [row] = await db.select().from(registrations).where(eq(registrations.id, registrationId));
  if (!row) return null;
  return {
    ...(row.status === "completed" ? {} : { notCompleted: notCompletedMessage(row.id, row.status) }),
    registrationId: row.id,
    fullName: row.fullName,
    email: row.email,
    trainingType: row.trainingType,
    specificTraining: row.specificTraining,
    duration: row.duration,
    gender: row.gender,
    completionDate: new Date().toISOString().slice(0, 10),
  };
}

/** Why a registration in this status gets no certificate (ADR 27): only a completed one does. */
export function notCompletedMessage(registrationId: string, status: string): string {
  const label = REGISTRATION_STATUS_LABELS[status as RegistrationStatus] ?? status;
  return `Registration ${registrationId} is not completed (its status is ${label}). Mark it completed on its page first.`;
}

/**
 * Rules that need the database, for one certificate or a whole import: the registration exists, is completed,
 * and has no valid certificate yet (nor an earlier row of the same file). Returns the message per input, ""
 * when fine.
 */
async function registrationProblems(tx: Tx, inputs: CertificateInput[]): Promise<string[]> {
  const ids = [...new Set(inputs.map((input) => input.registrationId).filter(Boolean))];
  const [known, certified] = ids.length
    ? await Promise.all([
        tx
          .select({ id: registrations.id, status: registrations.status })
          .from(registrations)
          .where(inArray(registrations.id, ids)),
        tx
          .select({ registrationId: certificates.registrationId, certificateId: certificates.certificateId })
          .from(certificates)
          .where(and(inArray(certificates.registrationId, ids), eq(certificates.status, "valid"))),
      ])
    : [[], []];
  const statusOf = new Map(known.map((row) => [row.id, row.status]));
  const taken = new Map(certified.map((row) => [row.registrationId, row.certificateId]));
  const seen = new Set<string>();
  return inputs.map(({ registrationId }) => {
    if (!registrationId) return "";
    const status = statusOf.get(registrationId);
    if (status === undefined) return `No registration has the id ${registrationId}.`;
    const existing = taken.get(registrationId);
    if (existing) return `Registration ${registrationId} already has certificate ${existing}.`;
    if (status !== "completed") return notCompletedMessage(registrationId, status);
    if (seen.has(registrationId)) return `Registration ${registrationId} appears twice in this file.`;
    seen.add(registrationId);
    return "";
  });
}

/** Rows per INSERT of an import: well within PostgreSQL's 65,535 parameters a statement. */
const INSERT_BATCH = 500;

async function insertCertificates(tx: Tx, actor: Actor, inputs: CertificateInput[], importKey?: string) {
  const now = new Date();
  const rows: CertificateRow[] = [];
  // A whole import in a few statements, its mail too: 2,000 rows one by one held the transaction for seconds.
  for (let from = 0; from < inputs.length; from += INSERT_BATCH) {
    const batch = await tx
      .insert(certificates)
      .values(
        inputs.slice(from, from + INSERT_BATCH).map((input) => ({
          ...input,
          certificateId: newCertificateId(now),
          email: input.email || null,
          issuedBy: actor.id,
          importKey: importKey ?? null,
        })),
      )
      .returning();
    await queueCertificateMails(
      tx,
      batch.flatMap((row) => (row.email ? [{ email: row.email, certificateId: row.certificateId }] : [])),
    );
    rows.push(...batch);
  }
  return rows;
}

/** Issues one certificate (by hand or from a registration); its mail is queued in the same transaction. */
export async function issueCertificate(
  db: Db,
  actor: Actor,
  input: CertificateInput,
): Promise<CertificateRow> {
  return refusingSecondCertificate(() =>
    db.transaction(async (tx) => {
      const [problem] = await registrationProblems(tx, [input]);
      if (problem) throw new RuleError(problem, ["registrationId"]);
      const [row] = await insertCertificates(tx, actor, [input]);
      await recordAudit(tx, actor, {
        action: "issue",
        entity: "certificate",
        entityId: row!.certificateId,
        changes: {
          registrationId: row!.registrationId || null,
          program: row!.specificTraining,
          mailed: Boolean(row!.email),
        },
      });
      return row!;
    }),
  );
}

/**
 * The database's own guard (one valid certificate per registration) caught what the check before the insert
 * could not: a colleague issued one for the same registration in the same instant.
 */
async function refusingSecondCertificate<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new RuleError(
      "A certificate was issued for this registration a moment ago; look it up in the list.",
      ["registrationId"],
    );
  }
}

export async function revokeCertificate(
  db: Db,
  actor: Actor,
  certificateId: string,
  reason: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(certificates)
      .set({ status: "revoked", revokedAt: new Date(), revocationReason: reason })
      .where(and(eq(certificates.certificateId, certificateId), eq(certificates.status, "valid")))
      .returning({ id: certificates.certificateId });
    if (!row) {
      await getCertificate(tx as Db, certificateId); // NotFoundError for an unknown id
      throw new RuleError("This certificate is already revoked.");
    }
    await recordAudit(tx, actor, {
      action: "revoke",
      entity: "certificate",
      entityId: certificateId,
      changes: { status: ["valid", "revoked"], reason },
    });
  });
}

/* ---------------------------------------------------------------- CSV import */

export interface ImportRow {
  /** The row's line in the file (the header is line 1). */
  line: number;
  /** The cells as read, for the preview. */
  values: Record<string, string>;
  errors: string[];
}

export interface ImportPreview {
  rows: ImportRow[];
  /** Problems with the file itself (not a CSV, missing columns, too many rows): nothing can be imported. */
  fileErrors: string[];
  validCount: number;
}

interface CheckedImport extends ImportPreview {
  valid: CertificateInput[];
}

function readCsv(text: string): { header: string[]; records: string[][] } | string {
  if (Buffer.byteLength(text) > IMPORT_MAX_BYTES)
    return "The file is larger than 1 MB; split it into smaller files.";
  try {
    const records = parse(text.replace(/^\uFEFF/, ""), {
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as string[][];
    const [header = [], ...rest] = records;
    return { header: header.map((cell) => cell.toLowerCase().replace(/\s+/g, "_")), records: rest };
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    return `The file is not valid CSV${line ? ` (near line ${line})` : ""}.`;
  }
}

async function checkImport(tx: Tx, text: string): Promise<CheckedImport> {
  const empty = (fileErrors: string[]): CheckedImport => ({ rows: [], fileErrors, validCount: 0, valid: [] });
  const csv = readCsv(text);
  if (typeof csv === "string") return empty([csv]);
  const required = IMPORT_COLUMNS.filter(
    (c) => !["email", "duration", "gender", "registration_id"].includes(c),
  );
  const missing = required.filter((column) => !csv.header.includes(column));
  if (missing.length)
    return empty([`The header row lacks the column${missing.length > 1 ? "s" : ""} ${missing.join(", ")}.`]);
  if (!csv.records.length) return empty(["The file has no rows under its header."]);
  if (csv.records.length > IMPORT_MAX_ROWS)
    return empty([`The file has ${csv.records.length} rows; import at most ${IMPORT_MAX_ROWS} at a time.`]);

  const rows: ImportRow[] = [];
  const parsed: (CertificateInput | null)[] = [];
  csv.records.forEach((record, index) => {
    const values: Record<string, string> = {};
    for (const column of IMPORT_COLUMNS) {
      const at = csv.header.indexOf(column);
      values[column] = at >= 0 ? (record[at] ?? "") : "";
    }
    const input = Object.fromEntries(
      IMPORT_COLUMNS.map((column) => [IMPORT_FIELD_OF[column], values[column]]),
    );
    const result = certificateSchema.safeParse(input);
    const errors = result.success
      ? []
      : result.error.issues.map((issue) => {
          const column = IMPORT_COLUMNS.find((c) => IMPORT_FIELD_OF[c] === issue.path[0]);
          return column ? `${column}: ${issue.message}` : issue.message;
        });
    // Line numbers count the header; rows are numbered as a spreadsheet shows them.
    rows.push({ line: index + 2, values, errors });
    parsed.push(result.success ? result.data : null);
  });
  const candidates = parsed.filter((input): input is CertificateInput => input !== null);
  const problems = await registrationProblems(tx, candidates);
  let next = 0;
  parsed.forEach((input, index) => {
    if (!input) return;
    const problem = problems[next++];
    if (problem) {
      rows[index]!.errors.push(`registration_id: ${problem}`);
      parsed[index] = null;
    }
  });
  const valid = parsed.filter((input): input is CertificateInput => input !== null);
  return { rows, fileErrors: [], validCount: valid.length, valid };
}

/** Reads and checks a CSV file; stores nothing. */
export async function previewCertificateImport(db: Db, text: string): Promise<ImportPreview> {
  const { valid: _valid, ...preview } = await checkImport(db, text);
  return preview;
}

/**
 * The key of an import: a hash of the file as read (without a byte-order mark, line ends as `\n`), stored with
 * every certificate the import makes. The same file sent again, twice at once, or once more from a page
 * reloaded in the browser, has the same key.
 */
export function importKeyOf(text: string): string {
  const normalised = text.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  return createHash("sha256").update(normalised).digest("hex");
}

/** One number for the imports' advisory lock, the same in every process ("cimp" in ASCII). */
const IMPORT_LOCK = 0x6369_6d70;

export interface ImportOutcome {
  preview: ImportPreview;
  created: CertificateRow[];
  /** The same import was stored before: when, and how many certificates it made (nothing is made again). */
  repeated: { count: number; at: Date } | null;
}

/**
 * Stores every valid row of the file in one transaction (checked again inside it: the file may have been
 * previewed a while ago) and queues each holder's mail; rows with errors are left out. One audit row names
 * the certificates created. Idempotent (ADR 27): an import whose key is stored already issues nothing again;
 * two posts of one import at once wait for each other on an advisory lock of the key, so the second sees the
 * first's rows.
 */
export async function importCertificates(db: Db, actor: Actor, text: string): Promise<ImportOutcome> {
  const key = importKeyOf(text);
  return refusingSecondCertificate(() =>
    db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK}, hashtext(${key}))`);
      const [earlier] = await tx
        .select({ n: count(), at: min(certificates.createdAt) })
        .from(certificates)
        .where(eq(certificates.importKey, key));
      const { valid, ...preview } = await checkImport(tx, text);
      if (earlier && earlier.n > 0)
        return {
          preview,
          created: [],
          repeated: { count: earlier.n, at: new Date(earlier.at ?? Date.now()) },
        };
      if (!valid.length) return { preview, created: [], repeated: null };
      const created = await insertCertificates(tx, actor, valid, key);
      await recordAudit(tx, actor, {
        action: "import",
        entity: "certificate",
        changes: {
          created: created.length,
          skipped: preview.rows.length - created.length,
          certificateIds: created.map((row) => row.certificateId),
        },
      });
      return { preview, created, repeated: null };
    }),
  );
}
