import { Link } from "react-router";
import { textFilter } from "../../../domain/console/list-filters";
import { pageFrom } from "../../../domain/console/workflow";
import { formatDay, formatRupees } from "../../../domain/format";
import {
  COUPON_STATUS_LABELS,
  discountText,
  EVERY_PROGRAM_LABEL,
} from "../../../domain/programs/coupon.schema";
import { type CouponFilter, listCoupons } from "../../../domain/programs/coupons.server";
import { can } from "../../../domain/staff/roles";
import { buttonStyles } from "../../components/ui/button-styles";
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
import type { Route } from "./+types/coupons";

export const meta: Route.MetaFunction = () => consoleMeta("Coupons");

export async function loader({ context, request }: Route.LoaderArgs) {
  const actor = requireStaff(context, request, "coupons");
  const params = new URL(request.url).searchParams;
  const kind = params.get("kind");
  const status = params.get("status");
  const filter: CouponFilter = {
    q: textFilter(params, "q"),
    kind: kind === "course" || kind === "internship" ? kind : undefined,
    status: status === "active" || status === "inactive" ? status : undefined,
    page: pageFrom(params.get("page")),
  };
  const { items, page, hasNext } = await listCoupons(context.db, filter);
  return {
    filter,
    page,
    hasNext,
    canWrite: can(actor.role, "coupons-write"),
    items,
  };
}

function windowText(from: Date | null, until: Date | null): string {
  if (!from && !until) return "Always";
  if (!until) return `From ${formatDay(from!)}`;
  // `until` is the exclusive end: the last valid day is the one before.
  const last = formatDay(new Date(until.getTime() - 1));
  return from ? `${formatDay(from)} – ${last}` : `Until ${last}`;
}

const STATUS_STYLES: Record<keyof typeof COUPON_STATUS_LABELS, string> = {
  usable: "bg-emerald-50 text-emerald-800 ring-emerald-600/30",
  inactive: "bg-slate-100 text-slate-700 ring-slate-500/30",
  scheduled: "bg-sky-50 text-sky-800 ring-sky-600/30",
  expired: "bg-amber-50 text-amber-900 ring-amber-600/30",
  "used-up": "bg-rose-50 text-rose-800 ring-rose-600/30",
};

type CouponsData = Route.ComponentProps["loaderData"];

export default function Coupons({ loaderData }: Route.ComponentProps) {
  const { filter, items, page, hasNext, canWrite } = loaderData;
  const pageLink = (to: number) => filterPageLink(filter, ["q", "kind", "status"], to);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageTitle>Coupons</PageTitle>
        {canWrite && (
          <Link to="/admin/coupons/new" className={buttonStyles.primary}>
            New coupon
          </Link>
        )}
      </div>
      <FilterForm columns="sm:grid-cols-2 lg:grid-cols-4">
        <FilterInput id="coupons-q" name="q" label="Code or program" type="search" value={filter.q ?? ""} />
        <FilterSelect
          id="coupons-kind"
          name="kind"
          label="Program kind"
          value={filter.kind ?? ""}
          anyLabel="Courses and internships"
          options={[
            ["course", "Courses"],
            ["internship", "Internships"],
          ]}
        />
        <FilterSelect
          id="coupons-status"
          name="status"
          label="Active"
          value={filter.status ?? ""}
          anyLabel="Active and inactive"
          options={[
            ["active", "Active"],
            ["inactive", "Inactive"],
          ]}
        />
      </FilterForm>
      {items.length === 0 ? (
        <p className="text-slate-800">No coupons match.</p>
      ) : (
        <CouponsTable items={items} />
      )}
      <PageLinks
        label="Coupon pages"
        previous={page > 1 ? { to: pageLink(page - 1), text: "Newer coupons" } : null}
        next={hasNext ? { to: pageLink(page + 1), text: "Older coupons" } : null}
      />
    </div>
  );
}

function CouponsTable({ items }: { items: CouponsData["items"] }) {
  return (
    <ConsoleTable
      label="Coupons"
      caption="Coupons, newest first"
      columns={["Code", "Program", "Discount", "Valid", "Uses", "Per e-mail", "Status"]}
    >
      {items.map((c) => (
        <tr key={c.id} className="border-b border-slate-200 align-top">
          <td className="px-3 py-2 font-mono font-semibold">
            <Link to={`/admin/coupons/${c.id}`} className="text-brand underline">
              {c.code}
            </Link>
          </td>
          <td className="min-w-48 px-3 py-2">
            {c.programKind === "all" ? (
              EVERY_PROGRAM_LABEL
            ) : (
              <>
                {c.programTitle}
                <span className="block text-xs text-slate-600">
                  {c.programKind === "course" ? "Course" : "Internship"}
                </span>
              </>
            )}
          </td>
          <td className="whitespace-nowrap px-3 py-2">{discountText(c, formatRupees)}</td>
          <td className="whitespace-nowrap px-3 py-2">{windowText(c.validFrom, c.validUntil)}</td>
          <td className="whitespace-nowrap px-3 py-2">
            {c.usedCount} of {c.totalUses ?? "unlimited"}
          </td>
          <td className="px-3 py-2">{c.usesPerEmail ?? "—"}</td>
          <td className="px-3 py-2">
            <span
              className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${STATUS_STYLES[c.status]}`}
            >
              {COUPON_STATUS_LABELS[c.status]}
            </span>
          </td>
        </tr>
      ))}
    </ConsoleTable>
  );
}
