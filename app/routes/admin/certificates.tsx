import { Link } from "react-router";
import { listCertificates } from "../../../domain/certificates/certificates.server";
import { textFilter } from "../../../domain/console/list-filters";
import { pageFrom } from "../../../domain/console/workflow";
import { OPTIONS } from "../../../domain/constants";
import { formatDay } from "../../../domain/format";
import { buttonStyles } from "../../components/ui/button-styles";
import { CertificateStatus } from "../../features/console/certificate-status";
import { consoleMeta } from "../../features/console/console-meta";
import { PageTitle } from "../../features/console/console-shell";
import { ConsoleTable } from "../../features/console/console-table";
import {
  FilterForm,
  FilterInput,
  FilterSelect,
  filterPageLink,
  PageLinks,
} from "../../features/console/list-filter-fields";
import { requireStaff } from "../../features/console/require-staff.server";
import type { Route } from "./+types/certificates";

export const meta: Route.MetaFunction = () => consoleMeta("Certificates");

const STATUSES = ["valid", "revoked"] as const;

export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context, request, "certificates");
  const params = new URL(request.url).searchParams;
  const q = textFilter(params, "q");
  const status = STATUSES.find((s) => s === params.get("status"));
  const trainingType = OPTIONS.trainingType.find((type) => type === params.get("type"));
  const page = pageFrom(params.get("page"));
  const result = await listCertificates(context.db, { q, status, trainingType, page });
  return {
    filter: { q: q ?? "", status: status ?? "", type: trainingType ?? "" },
    page: result.page,
    total: result.total,
    pageSize: result.pageSize,
    rows: result.rows.map((row) => ({
      certificateId: row.certificateId,
      fullName: row.fullName,
      program: row.specificTraining,
      trainingType: row.trainingType,
      completionDate: row.completionDate,
      status: row.status,
    })),
  };
}

type CertificatesData = Route.ComponentProps["loaderData"];

export default function Certificates({ loaderData }: Route.ComponentProps) {
  const { filter, rows, page, total, pageSize } = loaderData;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const pageLink = (to: number) => filterPageLink(filter, ["q", "status", "type"], to);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageTitle>Certificates</PageTitle>
        <div className="flex flex-wrap gap-2">
          <Link to="/admin/certificates/new" className={buttonStyles.primary}>
            Issue a certificate
          </Link>
          <Link to="/admin/certificates/import" className={buttonStyles.secondary}>
            Import from CSV
          </Link>
        </div>
      </div>
      <FilterForm columns="md:grid-cols-[2fr_1fr_1fr_auto]">
        <FilterInput
          id="certificates-q"
          name="q"
          label="Search (name, e-mail, certificate or registration id, program)"
          type="search"
          value={filter.q}
        />
        <FilterSelect
          id="certificates-status"
          name="status"
          label="Status"
          value={filter.status}
          anyLabel="Any"
          options={[
            ["valid", "Valid"],
            ["revoked", "Revoked"],
          ]}
        />
        <FilterSelect
          id="certificates-type"
          name="type"
          label="Training type"
          value={filter.type}
          anyLabel="Any"
          options={OPTIONS.trainingType.map((type) => [type, type] as const)}
        />
      </FilterForm>
      <p className="text-sm text-slate-700">
        {total === 1 ? "1 certificate" : `${total} certificates`}
        {pages > 1 ? `, page ${page} of ${pages}` : ""}
      </p>
      {rows.length === 0 ? (
        <p className="text-slate-800">No certificates match.</p>
      ) : (
        <CertificatesTable rows={rows} />
      )}
      <PageLinks
        label="Certificate pages"
        previous={page > 1 ? { to: pageLink(page - 1), text: "Previous page" } : null}
        next={page < pages ? { to: pageLink(page + 1), text: "Next page" } : null}
      />
    </div>
  );
}

function CertificatesTable({ rows }: { rows: CertificatesData["rows"] }) {
  return (
    <ConsoleTable
      label="Certificates"
      caption="Certificates, newest first"
      columns={["Certificate ID", "Holder", "Program", "Completed", "Status"]}
    >
      {rows.map((row) => (
        <tr key={row.certificateId} className="border-b border-slate-200 align-top">
          <td className="whitespace-nowrap px-3 py-2 font-mono">
            <Link
              to={`/admin/certificates/${encodeURIComponent(row.certificateId)}`}
              className="text-brand underline"
            >
              {row.certificateId}
            </Link>
          </td>
          <td className="px-3 py-2">{row.fullName}</td>
          <td className="px-3 py-2">
            {row.program} <span className="text-slate-600">({row.trainingType})</span>
          </td>
          <td className="whitespace-nowrap px-3 py-2">{formatDay(row.completionDate)}</td>
          <td className="px-3 py-2">
            <CertificateStatus status={row.status} />
          </td>
        </tr>
      ))}
    </ConsoleTable>
  );
}
