/**
 * The console's downloads: CSV exports of the lists, a registration's confirmation PDF, an applicant's resume.
 * They are Hono routes rather than React Router resource routes because the page renderer buffers whole
 * answers (server/app.ts), and an export must stream (ADR 0025). Each checks the staff session and the right
 * like `requireStaff`, and answers like a console page: private, never stored, never indexed.
 */

import type { Context } from "hono";
import { Hono } from "hono";
import { recordAudit } from "../../domain/audit/audit.server.ts";
import {
  APPLICANT_CSV_HEADER,
  applicantCsvCells,
  applicantExportPages,
  openResume,
} from "../../domain/careers/applicants.server.ts";
import { CONSOLE_CACHE_CONTROL, CONSOLE_ROBOTS } from "../../domain/console/console-path.ts";
import {
  applicantFilterFrom,
  inboxFilterFrom,
  recordIdFrom,
  registrationFilterFrom,
} from "../../domain/console/list-filters.ts";
import { historyTexts, type NoteEntity } from "../../domain/console/notes.server.ts";
import {
  APPLICANT_STAGE_LABELS,
  ENQUIRY_STATUS_LABELS,
  type EnquiryKind,
  REGISTRATION_STATUS_LABELS,
} from "../../domain/console/workflow.ts";
import {
  INBOX_CSV_HEADER,
  inboxCsvCells,
  inboxExportPages,
  refText,
} from "../../domain/enquiries/inbox.server.ts";
import { InvalidAddressError, NotFoundError } from "../../domain/errors.ts";
import { type CsvValue, csvStream, mapPages } from "../../domain/exports/csv-writer.ts";
import {
  PAYMENT_CSV_HEADER,
  paymentCsvCells,
  paymentExportPages,
  paymentFilterFrom,
} from "../../domain/payments/payments-list.server.ts";
import {
  ROSTER_CSV_HEADER,
  rosterCsvCells,
  rosterExportPages,
} from "../../domain/programs/batches.server.ts";
import {
  openRegistrationForDownload,
  REGISTRATION_CSV_HEADER,
  registrationCsvCells,
  registrationExportPages,
} from "../../domain/programs/registrations-admin.server.ts";
import { loadSettings } from "../../domain/settings/settings.server.ts";
import type { Actor } from "../../domain/staff/actor.ts";
import { can, type Right } from "../../domain/staff/roles.ts";
import { STAFF_MESSAGES } from "../../domain/staff/staff.schema.ts";
import { readStaffSession } from "../auth/staff-auth.ts";
import type { AppEnv, Deps } from "../deps.ts";
import { renderRegistrationConfirmation } from "../pdf/registration-confirmation.ts";

const PRIVATE = { "Cache-Control": CONSOLE_CACHE_CONTROL, "X-Robots-Tag": CONSOLE_ROBOTS };

type Checked = { actor: Actor } | { response: Response };

async function staffWith(deps: Deps, c: Context<AppEnv>, right: Right): Promise<Checked> {
  const { current } = await readStaffSession(deps, c.req.raw, c.get("clientAddress"));
  if (!current) {
    const next = encodeURIComponent(new URL(c.req.url).pathname);
    return {
      response: new Response(null, {
        status: 302,
        headers: { ...PRIVATE, Location: `/admin/login?next=${next}` },
      }),
    };
  }
  if (!can(current.actor.role, right)) {
    return { response: c.text(STAFF_MESSAGES.forbidden, 403, PRIVATE) };
  }
  return { actor: current.actor };
}

function csvResponse(name: string, body: ReadableStream<Uint8Array>): Response {
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      ...PRIVATE,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}-${day}.csv"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/** The filter of an export, as the audit log keeps it (no empty values). */
function filterOf(filter: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined));
}

interface CsvExport<Filter extends Record<string, unknown>, Row> {
  /** The file's name before its date. */
  name: string;
  right: Right;
  /** What the audit row says was exported. */
  entity: string;
  /** The list's own filter, read from the same query string the list screen uses. */
  filterFrom: (params: URLSearchParams) => Filter;
  header: readonly string[];
  pages: (filter: Filter) => AsyncIterable<Row[]>;
  cells: (row: Row) => CsvValue[];
  /** The records' status history and notes, as two last columns (read a page at a time). */
  history?: {
    entity: NoteEntity;
    idOf: (row: Row) => string;
    statusLabels: Readonly<Record<string, string>>;
  };
}

const HISTORY_HEADER = ["Status history", "Notes"] as const;

/** Pages of CSV cells: each row's own, then (when the export has them) its status history and notes. */
async function* cellPages<Filter extends Record<string, unknown>, Row>(
  db: Deps["db"],
  spec: CsvExport<Filter, Row>,
  filter: Filter,
): AsyncGenerator<CsvValue[][]> {
  const { history } = spec;
  if (!history) {
    yield* mapPages(spec.pages(filter), spec.cells);
    return;
  }
  for await (const page of spec.pages(filter)) {
    const texts = await historyTexts(db, history.entity, page.map(history.idOf), history.statusLabels);
    yield page.map((row) => {
      const text = texts.get(history.idOf(row));
      return [...spec.cells(row), text?.history ?? "", text?.notes ?? ""];
    });
  }
}

/** A list's CSV export: exactly as filtered, audited with its filter, streamed a page at a time. */
function exportCsv<Filter extends Record<string, unknown>, Row>(deps: Deps, spec: CsvExport<Filter, Row>) {
  return async (c: Context<AppEnv>) => {
    const checked = await staffWith(deps, c, spec.right);
    if ("response" in checked) return checked.response;
    let filter: Filter;
    try {
      filter = spec.filterFrom(new URL(c.req.url).searchParams);
    } catch (error) {
      if (!(error instanceof InvalidAddressError)) throw error;
      return c.text(error.message, 400, PRIVATE);
    }
    await recordAudit(deps.db, checked.actor, {
      action: "export",
      entity: spec.entity,
      changes: { filter: filterOf(filter) },
    });
    const header = spec.history ? [...spec.header, ...HISTORY_HEADER] : spec.header;
    return csvResponse(spec.name, csvStream(header, cellPages(deps.db, spec, filter)));
  };
}

export function consoleDownloads(deps: Deps) {
  const app = new Hono<AppEnv>();
  addLeadExports(app, deps);
  addPaymentAndApplicantExports(app, deps);
  return app
    .get("/registrations/:id/confirmation.pdf", (c) => confirmationPdf(deps, c))
    .get("/resumes/:id", (c) => resumeDownload(deps, c));
}

/** The inbox, registrations and a batch's roster as CSV. */
function addLeadExports(app: Hono<AppEnv>, deps: Deps): void {
  const { db } = deps;
  app
    .get(
      "/enquiries.csv",
      exportCsv(deps, {
        name: "enquiries",
        right: "enquiries",
        entity: "enquiry",
        filterFrom: inboxFilterFrom,
        header: INBOX_CSV_HEADER,
        pages: (filter) => inboxExportPages(db, filter),
        cells: inboxCsvCells,
        history: {
          entity: "enquiry",
          idOf: (row) => refText({ kind: row.kind as EnquiryKind, id: row.id }),
          statusLabels: ENQUIRY_STATUS_LABELS,
        },
      }),
    )
    .get(
      "/registrations.csv",
      exportCsv(deps, {
        name: "registrations",
        right: "registrations",
        entity: "registration",
        filterFrom: registrationFilterFrom,
        header: REGISTRATION_CSV_HEADER,
        pages: (filter) => registrationExportPages(db, filter),
        cells: registrationCsvCells,
        history: { entity: "registration", idOf: (row) => row.id, statusLabels: REGISTRATION_STATUS_LABELS },
      }),
    )
    .get(
      "/batch-roster.csv",
      exportCsv(deps, {
        name: "batch-roster",
        right: "registrations",
        entity: "batch",
        filterFrom: (params) => {
          const batch = recordIdFrom(params.get("batch"));
          if (batch === null) throw new InvalidAddressError("Name the batch: ?batch=12.");
          return { batch };
        },
        header: ROSTER_CSV_HEADER,
        pages: (filter) => rosterExportPages(db, filter.batch),
        cells: (row) => rosterCsvCells(row, REGISTRATION_STATUS_LABELS),
      }),
    );
}

function addPaymentAndApplicantExports(app: Hono<AppEnv>, deps: Deps): void {
  const { db } = deps;
  app
    .get(
      "/payments.csv",
      exportCsv(deps, {
        name: "payments",
        right: "payments",
        entity: "payment",
        filterFrom: paymentFilterFrom,
        header: PAYMENT_CSV_HEADER,
        pages: (filter) => paymentExportPages(db, filter),
        cells: paymentCsvCells,
      }),
    )
    .get(
      "/applicants.csv",
      exportCsv(deps, {
        name: "applicants",
        right: "applications",
        entity: "job-application",
        filterFrom: applicantFilterFrom,
        header: APPLICANT_CSV_HEADER,
        pages: (filter) => applicantExportPages(db, filter),
        cells: applicantCsvCells,
        history: {
          entity: "job-application",
          idOf: (row) => String(row.id),
          statusLabels: APPLICANT_STAGE_LABELS,
        },
      }),
    );
}

async function confirmationPdf(
  deps: Deps,
  c: Context<AppEnv, "/registrations/:id/confirmation.pdf">,
): Promise<Response> {
  const checked = await staffWith(deps, c, "registrations");
  if ("response" in checked) return checked.response;
  const registration = await openRegistrationForDownload(
    deps.db,
    checked.actor,
    c.req.param("id"),
    "confirmation PDF",
  ).catch(notFound);
  if (!registration) return c.text("Not found.", 404, PRIVATE);
  const pdf = await renderRegistrationConfirmation(registration, (await loadSettings(deps.db)).company);
  return c.body(new Uint8Array(pdf), 200, {
    ...PRIVATE,
    "Content-Type": "application/pdf",
    "Content-Disposition": `attachment; filename="Registration-Confirmation-${registration.id}.pdf"`,
    "X-Content-Type-Options": "nosniff",
  });
}

async function resumeDownload(deps: Deps, c: Context<AppEnv, "/resumes/:id">): Promise<Response> {
  const checked = await staffWith(deps, c, "applications");
  if ("response" in checked) return checked.response;
  const id = recordIdFrom(c.req.param("id"));
  if (id === null) return c.text("Not found.", 404, PRIVATE);
  const resume = await openResume(deps.db, deps.storage, checked.actor, id).catch(notFound);
  if (!resume) return c.text("Not found.", 404, PRIVATE);
  // Always an attachment, never rendered by the browser in the site's origin; the type is the one checked
  // by content at upload, and nosniff keeps the browser to it.
  const ascii = resume.name.replace(/[^\w.\- ]/g, "_");
  return c.body(new Uint8Array(resume.bytes), 200, {
    ...PRIVATE,
    "Content-Type": resume.mimeType,
    "Content-Disposition": `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(resume.name)}`,
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "sandbox",
  });
}

function notFound(error: unknown): null {
  if (error instanceof NotFoundError) return null;
  throw error;
}
