/**
 * The console's downloads: CSV exports of the lists, a registration's confirmation PDF, an applicant's resume.
 * They are Hono routes rather than React Router resource routes because the page renderer buffers whole
 * answers (server/app.ts), and an export must stream (ADR 0025). Each checks the staff session and the right
 * like `requireStaff`, and answers like a console page: private, never stored, never indexed.
 */

import type { Context } from "hono";
import { Hono } from "hono";
import { CONSOLE_CACHE_CONTROL, CONSOLE_ROBOTS } from "../../app/lib/console-path.ts";
import { recordAudit } from "../../domain/audit/audit.server.ts";
import {
  APPLICANT_CSV_HEADER,
  applicantCsvCells,
  applicantExportPages,
  openResume,
} from "../../domain/careers/applicants.server.ts";
import {
  applicantFilterFrom,
  inboxFilterFrom,
  registrationFilterFrom,
} from "../../domain/console/list-filters.ts";
import { INBOX_CSV_HEADER, inboxCsvCells, inboxExportPages } from "../../domain/enquiries/inbox.server.ts";
import { NotFoundError } from "../../domain/errors.ts";
import { csvStream, mapPages } from "../../domain/exports/csv-writer.ts";
import {
  getRegistrationRecord,
  REGISTRATION_CSV_HEADER,
  registrationCsvCells,
  registrationExportPages,
} from "../../domain/programs/registrations-admin.server.ts";
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

export function consoleDownloads(deps: Deps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get("/enquiries.csv", async (c) => {
      const checked = await staffWith(deps, c, "enquiries");
      if ("response" in checked) return checked.response;
      const filter = inboxFilterFrom(new URL(c.req.url).searchParams);
      await recordAudit(db, checked.actor, {
        action: "export",
        entity: "enquiry",
        changes: { filter: filterOf(filter) },
      });
      return csvResponse(
        "enquiries",
        csvStream(INBOX_CSV_HEADER, mapPages(inboxExportPages(db, filter), inboxCsvCells)),
      );
    })
    .get("/registrations.csv", async (c) => {
      const checked = await staffWith(deps, c, "registrations");
      if ("response" in checked) return checked.response;
      const filter = registrationFilterFrom(new URL(c.req.url).searchParams);
      await recordAudit(db, checked.actor, {
        action: "export",
        entity: "registration",
        changes: { filter: filterOf(filter) },
      });
      return csvResponse(
        "registrations",
        csvStream(
          REGISTRATION_CSV_HEADER,
          mapPages(registrationExportPages(db, filter), registrationCsvCells),
        ),
      );
    })
    .get("/applicants.csv", async (c) => {
      const checked = await staffWith(deps, c, "applications");
      if ("response" in checked) return checked.response;
      const filter = applicantFilterFrom(new URL(c.req.url).searchParams);
      await recordAudit(db, checked.actor, {
        action: "export",
        entity: "job-application",
        changes: { filter: filterOf(filter) },
      });
      return csvResponse(
        "applicants",
        csvStream(APPLICANT_CSV_HEADER, mapPages(applicantExportPages(db, filter), applicantCsvCells)),
      );
    })
    .get("/registrations/:id/confirmation.pdf", async (c) => {
      const checked = await staffWith(deps, c, "registrations");
      if ("response" in checked) return checked.response;
      const registration = await getRegistrationRecord(db, c.req.param("id")).catch(notFound);
      if (!registration) return c.text("Not found.", 404, PRIVATE);
      const pdf = await renderRegistrationConfirmation(registration);
      return c.body(new Uint8Array(pdf), 200, {
        ...PRIVATE,
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="Registration-Confirmation-${registration.id}.pdf"`,
        "X-Content-Type-Options": "nosniff",
      });
    })
    .get("/resumes/:id", async (c) => {
      const checked = await staffWith(deps, c, "applications");
      if ("response" in checked) return checked.response;
      const id = c.req.param("id");
      if (!/^\d{1,9}$/.test(id)) return c.text("Not found.", 404, PRIVATE);
      const resume = await openResume(db, deps.storage, checked.actor, Number(id)).catch(notFound);
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
    });
}

function notFound(error: unknown): null {
  if (error instanceof NotFoundError) return null;
  throw error;
}
