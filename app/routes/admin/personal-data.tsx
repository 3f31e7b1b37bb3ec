import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form } from "react-router";
import { RuleError } from "../../../domain/errors";
import { formatDayTime } from "../../../domain/format";
import {
  erasePersonalData,
  lookUpPersonalData,
  type PersonalData,
} from "../../../domain/privacy/personal-data.server";
import { eraseSchema, type PersonQuery, personQuerySchema } from "../../../domain/privacy/privacy.schema";
import { FormErrors, InputField } from "../../components/forms/conform-field";
import { useSchemaForm } from "../../components/forms/use-schema-form";
import { buttonStyles } from "../../components/ui/button-styles";
import { consoleMeta } from "../../features/console/console-meta";
import { PageTitle } from "../../features/console/console-shell";
import { requireStaff } from "../../features/console/require-staff.server";
import type { Route } from "./+types/personal-data";

export const meta: Route.MetaFunction = () => consoleMeta("Personal data");

export function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context, request, "personal-data");
  return null;
}

const KINDS: [keyof PersonalData, string][] = [
  ["careerEnquiries", "Training enquiries"],
  ["serviceEnquiries", "Services enquiries"],
  ["contactMessages", "Chat and contact messages"],
  ["registrations", "Registrations"],
  ["jobApplications", "Job applications (with resumes)"],
  ["certificates", "Certificates"],
  ["waitlist", "Waiting lists of batches"],
  ["consents", "Consents"],
  ["mail", "Mail"],
];

interface Item {
  id: string;
  text: string;
  at: string;
}

/** One line per record, for the admin to see what will be exported or erased. */
function summarise(found: PersonalData): { kind: string; label: string; items: Item[] }[] {
  const at = (date: Date) => date.toISOString();
  const lines: Record<keyof PersonalData, Item[]> = {
    careerEnquiries: found.careerEnquiries.map((r) => ({
      id: String(r.id),
      text: `${r.name} · ${r.email} · ${r.phone} · ${r.training}`,
      at: at(r.createdAt),
    })),
    serviceEnquiries: found.serviceEnquiries.map((r) => ({
      id: String(r.id),
      text: `${r.name} · ${r.email} · ${r.phone} · ${r.service}`,
      at: at(r.createdAt),
    })),
    contactMessages: found.contactMessages.map((r) => ({
      id: String(r.id),
      text: `${r.name} · ${r.email} · ${r.source === "chat" ? "chat" : "contact form"}`,
      at: at(r.createdAt),
    })),
    registrations: found.registrations.map((r) => ({
      id: r.id,
      text: `${r.id} · ${r.fullName} · ${r.specificTraining}`,
      at: at(r.createdAt),
    })),
    jobApplications: found.jobApplications.map((r) => ({
      id: String(r.id),
      text: `${r.fullName} · ${r.title || "General application"} · resume ${r.resumeOriginalName}`,
      at: at(r.createdAt),
    })),
    certificates: found.certificates.map((r) => ({
      id: r.certificateId,
      text: `${r.certificateId} · ${r.fullName} · ${r.specificTraining} (${r.status})`,
      at: at(r.createdAt),
    })),
    waitlist: found.waitlist.map((r) => ({
      id: String(r.id),
      text: `${r.fullName} · ${r.email} · ${r.phone} · batch ${r.batchId} (${r.status})`,
      at: at(r.createdAt),
    })),
    consents: found.consents.map((r) => ({
      id: String(r.id),
      text: `${r.form} form · notice ${r.noticeVersion}`,
      at: at(r.givenAt),
    })),
    mail: found.mail.map((r) => ({
      id: String(r.id),
      text: `${r.template} about ${r.kind} · ${r.status}`,
      at: at(r.createdAt),
    })),
  };
  return KINDS.map(([kind, label]) => ({ kind, label, items: lines[kind] }));
}

type Result =
  | { step: "found"; query: PersonQuery; groups: ReturnType<typeof summarise>; total: number }
  | { step: "erased"; total: number };

export async function action({ context, request }: Route.ActionArgs) {
  const actor = requireStaff(context, request, "personal-data");
  const formData = await request.formData();
  // Searches are posted, not put in the address: an e-mail or phone number never lands in a log or history.
  const search = parseWithZod(formData, { schema: personQuerySchema });
  if (search.status !== "success") return data({ search: search.reply(), erase: null, result: null }, 400);
  const query = search.value;
  if (formData.get("intent") === "erase") {
    const erase = parseWithZod(formData, { schema: eraseSchema });
    const found = await lookUpPersonalData(context.db, actor, query);
    const shown: Result = { step: "found", query, groups: summarise(found), total: countAll(found) };
    if (erase.status !== "success")
      return data({ search: search.reply(), erase: erase.reply(), result: shown }, 400);
    try {
      const { counts, filesLeft } = await erasePersonalData(
        context.db,
        context.storage,
        actor,
        query,
        erase.value.reason,
      );
      if (filesLeft.length)
        context.logger.error("erasure could not remove files", { files: filesLeft.length, paths: filesLeft });
      const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
      return { search: null, erase: null, result: { step: "erased", total } as Result };
    } catch (error) {
      if (!(error instanceof RuleError)) throw error;
      return data(
        { search: search.reply(), erase: erase.reply({ formErrors: [error.message] }), result: shown },
        400,
      );
    }
  }
  const found = await lookUpPersonalData(context.db, actor, query);
  return {
    search: search.reply(),
    erase: null,
    result: { step: "found", query, groups: summarise(found), total: countAll(found) } as Result,
  };
}

const countAll = (found: PersonalData) => Object.values(found).reduce((sum, rows) => sum + rows.length, 0);

function Hidden({ query }: { query: PersonQuery }) {
  return (
    <>
      <input type="hidden" name="email" value={query.email} />
      <input type="hidden" name="phone" value={query.phone} />
    </>
  );
}

type LastResult = SubmissionResult<string[]> | null | undefined;
type Found = Extract<Result, { step: "found" }>;

export default function PersonalDataScreen({ actionData }: Route.ComponentProps) {
  const result = actionData?.result;
  return (
    <div className="max-w-4xl space-y-6">
      <PageTitle>Personal data</PageTitle>
      <p className="text-sm text-slate-700">
        Find everything held about a person by e-mail address or phone number, give it to them as one file, or
        erase it (resumes included). Each look-up, export and erasure is in the audit log (an erasure with its
        reason), never with the person's details.
      </p>
      <div role="status" className="empty:hidden">
        {result?.step === "erased" && (
          <p className="rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
            Erased {result.total} record{result.total === 1 ? "" : "s"}. Nothing about this person remains.
          </p>
        )}
      </div>
      <SearchForm lastResult={actionData?.search} />
      {result?.step === "found" && <FoundSection found={result} eraseResult={actionData?.erase} />}
    </div>
  );
}

function SearchForm({ lastResult }: { lastResult: LastResult }) {
  const [form, fields] = useSchemaForm(personQuerySchema, lastResult, { id: "person" });
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 md:grid-cols-[1fr_1fr_auto]"
    >
      <FormErrors id={form.errorId} errors={form.errors} />
      <InputField meta={fields.email} label="E-mail address" type="email" autoComplete="off" />
      <InputField meta={fields.phone} label="Phone number" type="tel" autoComplete="off" />
      <div className="flex items-start md:pt-6">
        <button type="submit" name="intent" value="find" className={buttonStyles.primary}>
          Find
        </button>
      </div>
    </Form>
  );
}

/** What was found, a card per kind of record, then exporting or erasing it all. */
function FoundSection({ found, eraseResult }: { found: Found; eraseResult: LastResult }) {
  return (
    <section aria-labelledby="found-heading" className="space-y-4">
      <h2 id="found-heading" className="text-lg font-semibold text-slate-900">
        {found.total === 0
          ? "Nothing is held about this person."
          : `${found.total} record${found.total === 1 ? "" : "s"} held`}
      </h2>
      {found.groups
        .filter((group) => group.items.length)
        .map((group) => (
          <div key={group.kind} className="rounded-xl border border-slate-200 bg-white p-4">
            <h3 className="font-semibold text-slate-900">
              {group.label} ({group.items.length})
            </h3>
            <ul className="mt-2 space-y-1 text-sm text-slate-800">
              {group.items.map((item) => (
                <li key={item.id} className="break-words">
                  <span className="text-slate-600">{formatDayTime(item.at)}</span> · {item.text}
                </li>
              ))}
            </ul>
          </div>
        ))}
      {found.total > 0 && (
        <div className="grid gap-4 md:grid-cols-2">
          <ExportForm query={found.query} />
          <EraseForm query={found.query} lastResult={eraseResult} />
        </div>
      )}
    </section>
  );
}

function ExportForm({ query }: { query: PersonQuery }) {
  return (
    <Form
      method="post"
      action="/admin/personal-data/export"
      reloadDocument
      className="rounded-xl border border-slate-200 bg-white p-4"
    >
      <h3 className="font-semibold text-slate-900">Export</h3>
      <p className="mt-1 text-sm text-slate-700">
        One page to give the person (opens in any browser, prints): every record above with its notes and
        status history, amounts in rupees, India time; resumes inside it.
      </p>
      <Hidden query={query} />
      <button type="submit" className={`${buttonStyles.secondary} mt-3`}>
        Download everything
      </button>
    </Form>
  );
}

function EraseForm({ query, lastResult }: { query: PersonQuery; lastResult: LastResult }) {
  const [form, fields] = useSchemaForm(eraseSchema, lastResult, { id: "erase" });
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="space-y-3 rounded-xl border border-red-200 bg-white p-4"
    >
      <h3 className="font-semibold text-slate-900">Erase</h3>
      <p className="text-sm text-slate-700">
        Deletes every record above and the resume files. This cannot be undone.
      </p>
      <FormErrors id={form.errorId} errors={form.errors} />
      <Hidden query={query} />
      <InputField
        meta={fields.reason}
        label="Reason (kept in the audit log)"
        autoComplete="off"
        hint="For example: erasure request received 24 Nov. Do not type the person's details."
      />
      <InputField meta={fields.confirm} label="Type erase to confirm" autoComplete="off" />
      <button
        type="submit"
        name="intent"
        value="erase"
        className="inline-flex items-center justify-center rounded-full bg-red-700 px-6 py-3 text-sm font-semibold text-white hover:bg-red-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
      >
        Erase everything
      </button>
    </Form>
  );
}
