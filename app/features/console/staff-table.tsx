import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { formatDayTime } from "../../../domain/format";
import { ROLE_LABELS, ROLES } from "../../../domain/staff/roles";
import { roleChangeSchema } from "../../../domain/staff/staff.schema";
import { SelectField } from "../../components/forms/conform-field";
import { useSchemaForm } from "../../components/forms/use-schema-form";

export interface StaffRow {
  id: string;
  name: string;
  email: string;
  role: string;
  disabled: boolean;
  /** Failed sign-ins of the account in its current window, from every address (ADR 31). */
  failedSignIns: number;
  /** Sign-ins from browsers the account does not know are slowed. */
  slowed: boolean;
  /** The window `failedSignIns` counts over. */
  signInMinutes: number;
  /** A password is set (an invitation was accepted). */
  hasPassword: boolean;
  /** Until when an outstanding set-password link works, if one does. */
  linkValidUntil: Date | null;
  lastSignInAt: Date | null;
}

/** Whether the colleague has got in: an invitation pending or expired, else the last sign-in. */
export function accessNote(row: Pick<StaffRow, "hasPassword" | "linkValidUntil" | "lastSignInAt">): string {
  if (!row.hasPassword)
    return row.linkValidUntil
      ? `Invitation pending: the link works until ${formatDayTime(row.linkValidUntil)}.`
      : "Invitation not accepted and its link has expired: make a new one with “Reset link”.";
  const lastSignIn = row.lastSignInAt
    ? `Last signed in ${formatDayTime(row.lastSignInAt)}`
    : "Never signed in";
  return row.linkValidUntil
    ? `${lastSignIn}. A reset link works until ${formatDayTime(row.linkValidUntil)}.`
    : `${lastSignIn}.`;
}

/** What the failures mean for the colleague, in a sentence; nothing when there are none. */
export function signInNote(row: Pick<StaffRow, "failedSignIns" | "slowed" | "signInMinutes">): string | null {
  if (row.failedSignIns === 0) return null;
  const failures = `${row.failedSignIns} failed sign-in${row.failedSignIns === 1 ? "" : "s"} in the last ${row.signInMinutes} minutes`;
  return row.slowed ? `${failures}: sign-ins are slowed.` : `${failures}.`;
}

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
const smallButton =
  "rounded-md border border-brand px-3 py-1.5 text-sm font-medium text-brand hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand";

function RoleForm({ row }: { row: StaffRow }) {
  const [form, fields] = useSchemaForm(roleChangeSchema, undefined, {
    id: `role-${row.id}`,
    defaultValue: { userId: row.id, role: row.role as (typeof ROLES)[number] },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex items-end gap-2">
      <input type="hidden" name="intent" value="role" />
      <input type="hidden" name={fields.userId.name} value={row.id} />
      <SelectField meta={fields.role} label={`Role of ${row.name}`} options={ROLE_OPTIONS} />
      <button type="submit" className={`${smallButton} mb-6`}>
        Save role
      </button>
    </Form>
  );
}

function RowAction({ row, intent, label }: { row: StaffRow; intent: string; label: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="userId" value={row.id} />
      <button
        type="submit"
        name="intent"
        value={intent}
        className={smallButton}
        aria-label={`${label}: ${row.name}`}
      >
        {label}
      </button>
    </Form>
  );
}

export function StaffTable({ rows }: { rows: StaffRow[] }) {
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {rows.map((row) => (
        <li key={row.id} className="flex flex-wrap items-center justify-between gap-4 px-4 py-3">
          <div>
            <p className="font-medium text-slate-900">
              {row.name}{" "}
              {row.disabled && <span className="ml-1 rounded bg-slate-200 px-2 text-xs">Disabled</span>}
            </p>
            <p className="text-sm text-slate-700">{row.email}</p>
            <p className={`text-sm ${row.hasPassword ? "text-slate-700" : "font-medium text-amber-800"}`}>
              {accessNote(row)}
            </p>
            {signInNote(row) && <p className="text-sm text-amber-800">{signInNote(row)}</p>}
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <RoleForm row={row} />
            {row.failedSignIns > 0 && (
              <RowAction row={row} intent="clear-sign-in-limits" label="Clear sign-in limits" />
            )}
            <RowAction row={row} intent="reset-link" label="Reset link" />
            <RowAction
              row={row}
              intent={row.disabled ? "enable" : "disable"}
              label={row.disabled ? "Enable" : "Disable"}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
