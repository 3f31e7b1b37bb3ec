import { type FieldMetadata, getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, redirect, useSearchParams } from "react-router";
import { recordIdFrom } from "../../../domain/console/list-filters";
import { NotFoundError, RuleError } from "../../../domain/errors";
import { formatDayTime, formatRupees } from "../../../domain/format";
import {
  ALL_PROGRAMS,
  COUPON_STATUS_LABELS,
  couponSchema,
  DISCOUNT_KIND_LABELS,
  DISCOUNT_KINDS,
  EVERY_PROGRAM_LABEL,
} from "../../../domain/programs/coupon.schema";
import {
  type CouponFormValues,
  couponUsage,
  createCoupon,
  deleteCoupon,
  getCoupon,
  listProgramChoices,
  updateCoupon,
} from "../../../domain/programs/coupons.server";
import { paiseToRupees } from "../../../domain/programs/pricing";
import { can } from "../../../domain/staff/roles";
import { STAFF_MESSAGES } from "../../../domain/staff/staff.schema";
import { FormErrors, InputField, SelectField } from "../../components/forms/conform-field";
import { useSchemaForm } from "../../components/forms/use-schema-form";
import { buttonStyles } from "../../components/ui/button-styles";
import { consoleMeta } from "../../features/console/console-meta";
import { PageTitle } from "../../features/console/console-shell";
import { BackLink, ConsoleTable } from "../../features/console/console-table";
import { useLeaveGuard } from "../../features/console/leave-guard";
import { requireStaff } from "../../features/console/require-staff.server";
import type { Route } from "./+types/coupon-edit";

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  consoleMeta(loaded?.coupon ? `Coupon ${loaded.coupon.code}` : "New coupon");

const EMPTY: CouponFormValues = {
  program: "",
  code: "",
  discountKind: "percentage",
  percentage: "",
  amount: "",
  validFrom: "",
  validUntil: "",
  totalUses: "",
  usesPerEmail: "",
  isActive: true,
};

/** `new`, or the coupon's id; anything else is not a coupon. */
function couponId(param: string | undefined): number | null {
  if (param === undefined) return null;
  const id = recordIdFrom(param);
  if (id === null) throw data({ message: "This coupon does not exist." }, 404);
  return id;
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const actor = requireStaff(context, request, "coupons");
  const id = couponId(params.id);
  const canWrite = can(actor.role, "coupons-write");
  if (id === null && !canWrite) throw data({ message: STAFF_MESSAGES.forbidden }, 403);
  const choices = await listProgramChoices(context.db);
  const programs = [
    { value: "", label: "Choose a program" },
    { value: ALL_PROGRAMS, label: EVERY_PROGRAM_LABEL },
    ...choices.courses.map((c) => ({ ...c, label: `Course: ${c.label}` })),
    ...choices.internships.map((c) => ({ ...c, label: `Internship: ${c.label}` })),
  ];
  if (id === null) return { canWrite, programs, values: EMPTY, coupon: null, usage: [] };
  try {
    const { coupon, values, status, programTitle } = await getCoupon(context.db, id);
    const usage = await couponUsage(context.db, id);
    return {
      canWrite,
      programs,
      values,
      coupon: {
        id,
        code: coupon.code,
        usedCount: coupon.usedCount,
        status,
        programTitle: programTitle || EVERY_PROGRAM_LABEL,
      },
      usage: usage.map((u) => ({ ...u, discount: paiseToRupees(u.discountPaise) })),
    };
  } catch (error) {
    if (error instanceof NotFoundError) throw data({ message: error.message }, 404);
    throw error;
  }
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const actor = requireStaff(context, request, "coupons-write");
  const id = couponId(params.id);
  const formData = await request.formData();
  if (formData.get("intent") === "delete" && id !== null) {
    try {
      await deleteCoupon(context.db, actor, id);
    } catch (error) {
      if (!(error instanceof RuleError || error instanceof NotFoundError)) throw error;
      return data({ result: null, saved: false, deleteError: error.message }, 400);
    }
    return redirect("/admin/coupons");
  }
  const submission = parseWithZod(formData, { schema: couponSchema });
  if (submission.status !== "success")
    return data({ result: submission.reply(), saved: false, deleteError: null }, 400);
  try {
    if (id === null) {
      const created = await createCoupon(context.db, actor, submission.value);
      return redirect(`/admin/coupons/${created}?saved=1`);
    }
    await updateCoupon(context.db, actor, id, submission.value);
  } catch (error) {
    if (!(error instanceof RuleError || error instanceof NotFoundError)) throw error;
    const field = error instanceof RuleError ? error.path[0] : undefined;
    const reply = field
      ? submission.reply({ fieldErrors: { [field]: [error.message] } })
      : submission.reply({ formErrors: [error.message] });
    return data({ result: reply, saved: false, deleteError: null }, 400);
  }
  return { result: submission.reply(), saved: true, deleteError: null };
}

function CheckboxField({
  meta,
  label,
  hint,
}: {
  meta: FieldMetadata<boolean | undefined>;
  label: string;
  hint: string;
}) {
  const { key, ...props } = getInputProps(meta, { type: "checkbox", ariaDescribedBy: meta.descriptionId });
  return (
    <div className="flex items-start gap-3">
      <input key={key} {...props} className="mt-1 size-4 accent-brand" />
      <div>
        <label htmlFor={meta.id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        <p id={meta.descriptionId} className="text-xs text-slate-600">
          {hint}
        </p>
      </div>
    </div>
  );
}

type CouponData = Route.ComponentProps["loaderData"];
type ShownCoupon = NonNullable<CouponData["coupon"]>;

export default function CouponEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { canWrite, programs, values, coupon, usage } = loaderData;
  const [search] = useSearchParams();
  // A new coupon is saved, then shown at its own address with `?saved=1`.
  const saved = actionData ? actionData.saved : search.has("saved");
  return (
    <div className="max-w-4xl space-y-6">
      <BackLink to="/admin/coupons">All coupons</BackLink>
      <div className="flex flex-wrap items-center gap-3">
        <PageTitle>{coupon ? `Coupon ${coupon.code}` : "New coupon"}</PageTitle>
        {coupon && (
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-800">
            {COUPON_STATUS_LABELS[coupon.status]}
          </span>
        )}
      </div>
      {!canWrite && (
        <p className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm text-slate-800">
          You can see this coupon but not change it.
        </p>
      )}
      <p role="status" className="text-sm font-medium text-emerald-800 empty:hidden">
        {saved ? "Saved." : ""}
      </p>
      <CouponForm
        couponId={coupon?.id ?? null}
        canWrite={canWrite}
        programs={programs}
        values={values}
        lastResult={actionData?.result}
      />
      {coupon && <CouponUsage coupon={coupon} usage={usage} />}
      {coupon && canWrite && coupon.usedCount === 0 && <DeleteCoupon error={actionData?.deleteError ?? ""} />}
    </div>
  );
}

function CouponForm({
  couponId,
  canWrite,
  programs,
  values,
  lastResult,
}: {
  couponId: number | null;
  canWrite: boolean;
  programs: CouponData["programs"];
  values: CouponFormValues;
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const [form, fields] = useSchemaForm(couponSchema, lastResult, {
    id: couponId !== null ? `coupon-${couponId}` : "coupon-new",
    defaultValue: values,
  });
  useLeaveGuard(form.id);
  return (
    <Form method="post" {...getFormProps(form)} className="rounded-xl border border-slate-200 bg-white p-4">
      <fieldset disabled={!canWrite} className="grid gap-4 md:grid-cols-2">
        <legend className="sr-only">Coupon</legend>
        <div className="md:col-span-2">
          <FormErrors id={form.errorId} errors={form.errors} />
        </div>
        <SelectField meta={fields.program} label="Program" options={programs} className="md:col-span-2" />
        <InputField
          meta={fields.code}
          label="Code"
          hint="Letters, digits, - and _. Stored in capitals; visitors may type it in any case."
          autoComplete="off"
        />
        <SelectField
          meta={fields.discountKind}
          label="Discount"
          options={DISCOUNT_KINDS.map((kind) => ({ value: kind, label: DISCOUNT_KIND_LABELS[kind] }))}
        />
        <InputField
          meta={fields.percentage}
          label="Discount (%)"
          type="number"
          hint="For a percentage: above 0, at most 100."
        />
        <InputField
          meta={fields.amount}
          label="Amount off (₹)"
          type="number"
          hint="For a flat amount: taken off the fee, which never goes below ₹0."
        />
        <CouponLimitFields fields={fields} />
        <div className="md:col-span-2">
          <CheckboxField
            meta={fields.isActive}
            label="Active"
            hint="An inactive coupon is refused like a wrong code."
          />
        </div>
        {canWrite && (
          <div className="md:col-span-2">
            <button type="submit" name="intent" value="save" className={buttonStyles.primary}>
              {couponId !== null ? "Save coupon" : "Create coupon"}
            </button>
          </div>
        )}
      </fieldset>
    </Form>
  );
}

function CouponUsage({ coupon, usage }: { coupon: ShownCoupon; usage: CouponData["usage"] }) {
  return (
    <section aria-labelledby="usage-heading" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="usage-heading" className="text-lg font-semibold text-slate-900">
        Usage: {coupon.usedCount} {coupon.usedCount === 1 ? "use" : "uses"}
      </h2>
      {usage.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">
          {coupon.usedCount === 0
            ? "Nobody has used this coupon yet."
            : "The registrations that used it have been erased."}
        </p>
      ) : (
        <ConsoleTable
          label="Who used this coupon"
          caption="Registrations that used this coupon, newest first"
          className="mt-3"
          columns={["When", "Name", "E-mail", "Registration", "Discount"]}
        >
          {usage.map((u) => (
            <tr key={u.registrationId} className="border-b border-slate-200">
              <td className="whitespace-nowrap px-3 py-2">{formatDayTime(u.at)}</td>
              <td className="px-3 py-2">{u.fullName}</td>
              <td className="px-3 py-2">{u.email}</td>
              <td className="px-3 py-2 font-mono">{u.registrationId}</td>
              <td className="whitespace-nowrap px-3 py-2">{formatRupees(u.discount)}</td>
            </tr>
          ))}
        </ConsoleTable>
      )}
    </section>
  );
}

/** Offered only while nobody has used the coupon; the action refuses otherwise and says why here. */
function DeleteCoupon({ error }: { error: string }) {
  return (
    <Form method="post" className="rounded-xl border border-red-200 bg-white p-4">
      <p role="alert" className="mb-2 text-sm text-red-800 empty:hidden">
        {error}
      </p>
      <button
        type="submit"
        name="intent"
        value="delete"
        className="rounded-full border border-red-700 px-5 py-2 text-sm font-semibold text-red-800 hover:bg-red-50"
      >
        Delete coupon
      </button>
    </Form>
  );
}

type CouponFields = ReturnType<typeof useSchemaForm<typeof couponSchema>>[1];

/** When the coupon is valid and how often it may be used. */
function CouponLimitFields({ fields }: { fields: CouponFields }) {
  return (
    <>
      <InputField
        meta={fields.validFrom}
        label="Valid from"
        type="date"
        hint="Empty: from now. Days are India time."
      />
      <InputField meta={fields.validUntil} label="Valid until (last day)" type="date" hint="Empty: no end." />
      <InputField meta={fields.totalUses} label="Total uses" type="number" hint="Empty: no limit." />
      <InputField
        meta={fields.usesPerEmail}
        label="Uses per e-mail address"
        type="number"
        hint="Empty: no limit."
      />
    </>
  );
}
