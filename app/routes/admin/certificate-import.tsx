import { data, Form, Link } from "react-router";
import {
  IMPORT_COLUMNS,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
} from "../../../domain/certificates/certificate.schema";
import {
  type ImportPreview,
  importCertificates,
  previewCertificateImport,
} from "../../../domain/certificates/certificates.server";
import { formatDayTime } from "../../../domain/format";
import { buttonStyles, fieldStyles } from "../../components/ui/button-styles";
import { consoleMeta } from "../../features/console/console-meta";
import { PageTitle } from "../../features/console/console-shell";
import { BackLink, ConsoleTable } from "../../features/console/console-table";
import { requireStaff } from "../../features/console/require-staff.server";
import type { Route } from "./+types/certificate-import";

export const meta: Route.MetaFunction = () => consoleMeta("Import certificates");

export function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context, request, "certificates");
  return null;
}

type ActionData =
  | { step: "preview"; preview: ImportPreview; csv: string }
  | {
      step: "done";
      preview: ImportPreview;
      created: string[];
      /** The same file was imported before (ISO time, certificates made then): nothing was issued again. */
      repeated: { count: number; at: string } | null;
    }
  | { step: "error"; message: string };

const tooBig = `The file is larger than ${IMPORT_MAX_BYTES / 1_000_000} MB; split it into smaller files.`;

/**
 * Two steps, both plain form posts: `preview` reads the uploaded file and lists every row's errors, storing
 * nothing; `import` posts the same text back (a hidden field) and stores the valid rows in one transaction,
 * once: the same file posted again (a double click, a reload, a second upload) issues nothing more.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const actor = requireStaff(context, request, "certificates");
  // The file travels twice at most (upload, then the confirmation's hidden copy): refuse more before parsing.
  if (Number(request.headers.get("content-length") ?? 0) > IMPORT_MAX_BYTES * 2 + 10_000)
    return data<ActionData>({ step: "error", message: tooBig }, 413);
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "preview") {
    const file = formData.get("file");
    if (!(file instanceof File) || file.size === 0)
      return data<ActionData>({ step: "error", message: "Choose a CSV file to import." }, 400);
    if (file.size > IMPORT_MAX_BYTES) return data<ActionData>({ step: "error", message: tooBig }, 413);
    const csv = await file.text();
    return data<ActionData>({
      step: "preview",
      preview: await previewCertificateImport(context.db, csv),
      csv,
    });
  }
  if (intent === "import") {
    const csv = formData.get("csv");
    if (typeof csv !== "string" || !csv)
      return data<ActionData>({ step: "error", message: "Choose a CSV file to import." }, 400);
    const { preview, created, repeated } = await importCertificates(context.db, actor, csv);
    return data<ActionData>({
      step: "done",
      preview,
      created: created.map((row) => row.certificateId),
      repeated: repeated && { count: repeated.count, at: repeated.at.toISOString() },
    });
  }
  return data<ActionData>({ step: "error", message: "Unknown request." }, 400);
}

function PreviewTable({ preview }: { preview: ImportPreview }) {
  return (
    <ConsoleTable
      label="Rows of the file"
      caption="Every row of the file with its errors"
      columns={["Line", "Holder", "Program", "Completed", "Result"]}
    >
      {preview.rows.map((row) => (
        <tr
          key={row.line}
          className={`border-b border-slate-200 align-top ${row.errors.length ? "bg-red-50" : ""}`}
        >
          <td className="px-3 py-2">{row.line}</td>
          <td className="px-3 py-2">
            {row.values.full_name}
            {row.values.email && <span className="block text-slate-600">{row.values.email}</span>}
          </td>
          <td className="px-3 py-2">
            {row.values.specific_training}
            {row.values.training_type && (
              <span className="text-slate-600"> ({row.values.training_type})</span>
            )}
          </td>
          <td className="whitespace-nowrap px-3 py-2">{row.values.completion_date}</td>
          <td className="px-3 py-2">
            {row.errors.length ? (
              <ul className="list-disc pl-4 text-red-800">
                {row.errors.map((error) => (
                  <li key={error}>{error}</li>
                ))}
              </ul>
            ) : (
              <span className="font-medium text-emerald-800">Ready</span>
            )}
          </td>
        </tr>
      ))}
    </ConsoleTable>
  );
}

export default function CertificateImport({ actionData }: Route.ComponentProps) {
  const result = actionData as ActionData | undefined;
  const preview = result && result.step !== "error" ? result.preview : null;
  const invalid = preview ? preview.rows.length - preview.validCount : 0;
  return (
    <div className="space-y-6">
      <BackLink to="/admin/certificates">Certificates</BackLink>
      <PageTitle>Import certificates from CSV</PageTitle>
      <ImportOutcome result={result} preview={preview} invalid={invalid} />
      {preview?.fileErrors.map((error) => (
        <p
          key={error}
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {error}
        </p>
      ))}
      {result?.step === "preview" && result.preview.validCount > 0 && (
        <Form method="post" className="flex flex-wrap items-center gap-3">
          <input type="hidden" name="csv" value={result.csv} />
          <button type="submit" name="intent" value="import" className={buttonStyles.primary}>
            Issue {result.preview.validCount} certificate{result.preview.validCount === 1 ? "" : "s"}
          </button>
          <Link to="/admin/certificates/import" className="text-sm text-brand underline">
            Choose another file
          </Link>
        </Form>
      )}
      {preview && preview.rows.length > 0 && !(result?.step === "done" && result.repeated) && (
        <PreviewTable preview={preview} />
      )}
      {result?.step === "done" && result.created.length > 0 && (
        <p>
          <Link to="/admin/certificates" className="text-brand underline">
            See the certificates
          </Link>
        </p>
      )}
      {result?.step !== "preview" && <UploadSection />}
    </div>
  );
}

/** What the last step did: the file refused, the certificates issued (or the file seen before), or the check. */
function ImportOutcome({
  result,
  preview,
  invalid,
}: {
  result: ActionData | undefined;
  preview: ImportPreview | null;
  invalid: number;
}) {
  return (
    <div role="status" aria-live="polite" className="empty:hidden">
      {result?.step === "error" && (
        <p className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {result.message}
        </p>
      )}
      {result?.step === "done" && result.repeated && (
        <p className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          This file was imported already on {formatDayTime(result.repeated.at)} (
          {result.repeated.count === 1 ? "1 certificate" : `${result.repeated.count} certificates`}); nothing
          was issued again.
        </p>
      )}
      {result?.step === "done" && !result.repeated && (
        <p className="rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
          {result.created.length === 1
            ? "1 certificate issued"
            : `${result.created.length} certificates issued`}
          {invalid ? `; ${invalid} row${invalid === 1 ? "" : "s"} with errors left out` : ""}. Holders with an
          e-mail address are sent their certificate.
        </p>
      )}
      {result?.step === "preview" && preview && !preview.fileErrors.length && (
        <p className="rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm text-slate-900">
          Nothing is stored yet. {preview.validCount} of {preview.rows.length} rows are ready
          {invalid ? `; ${invalid} with errors will be left out` : ""}.
        </p>
      )}
    </div>
  );
}

/** The first step: choosing the CSV file, with the columns it needs. */
function UploadSection() {
  return (
    <section aria-labelledby="upload-heading" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="upload-heading" className="text-lg font-semibold text-slate-900">
        Upload a file
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        A CSV file (UTF-8, comma-separated) with a header row, at most {IMPORT_MAX_ROWS} rows. Columns:
      </p>
      <p className="mt-2 break-all rounded bg-slate-100 px-3 py-2 font-mono text-xs text-slate-900">
        {IMPORT_COLUMNS.join(",")}
      </p>
      <p className="mt-2 text-sm text-slate-700">
        training_type is Courses or Internship; completion_date is YYYY-MM-DD; email, duration, gender and
        registration_id may be empty. You see every row's errors before anything is stored.
      </p>
      <Form method="post" encType="multipart/form-data" className="mt-4 space-y-3">
        <div>
          <label htmlFor="import-file" className={fieldStyles.label}>
            CSV file
          </label>
          <input
            id="import-file"
            name="file"
            type="file"
            accept=".csv,text/csv"
            required
            className={fieldStyles.input}
          />
        </div>
        <button type="submit" name="intent" value="preview" className={buttonStyles.primary}>
          Check the file
        </button>
      </Form>
    </section>
  );
}
