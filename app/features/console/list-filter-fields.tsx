/**
 * The fields of a console list's own GET filter form (coupons, certificates, the audit log), with the link to
 * another page of the filtered list. Lists on the shared FilterBar (work-ui.tsx) do not use these.
 */
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { fieldStyles } from "../../components/ui/button-styles";

/** `?<each filter set>&page=<to>`, the filters in the order named. */
export function filterPageLink<Filter extends object>(
  filter: Filter,
  names: readonly (keyof Filter & string)[],
  to: number,
): string {
  const params = new URLSearchParams();
  for (const name of names) if (filter[name]) params.set(name, String(filter[name]));
  params.set("page", String(to));
  return `?${params}`;
}

export function FilterInput({
  id,
  name,
  label,
  type,
  value,
}: {
  id: string;
  name: string;
  label: string;
  type: "search" | "date";
  value: string;
}) {
  return (
    <div>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <input id={id} name={name} type={type} defaultValue={value} className={fieldStyles.input} />
    </div>
  );
}

export function FilterSelect({
  id,
  name,
  label,
  value,
  anyLabel,
  options,
  keepUnknown = false,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  /** The first choice, the empty value: no filter. */
  anyLabel: string;
  options: readonly (readonly [value: string, text: string])[];
  /** A value typed into the address that is not a choice stays selectable, so the filter shows it. */
  keepUnknown?: boolean;
}) {
  return (
    <div>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} className={fieldStyles.input}>
        <option value="">{anyLabel}</option>
        {keepUnknown && value && !options.some(([choice]) => choice === value) && (
          <option value={value}>{value}</option>
        )}
        {options.map(([choice, text]) => (
          <option key={choice} value={choice}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

function FilterSubmit() {
  return (
    <div className="flex items-end">
      <button
        type="submit"
        className="rounded-md bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
      >
        Filter
      </button>
    </div>
  );
}

/** The list's GET filter form: a card of its fields on a grid (`columns`, its grid's columns), Filter last. */
export function FilterForm({ columns, children }: { columns: string; children: ReactNode }) {
  return (
    <Form method="get" className={`grid gap-3 rounded-xl border border-slate-200 bg-white p-4 ${columns}`}>
      {children}
      <FilterSubmit />
    </Form>
  );
}

/** Plain links to the page before and after, each only where there is one. */
export function PageLinks({
  label,
  previous,
  next,
}: {
  label: string;
  previous: { to: string; text: string } | null;
  next: { to: string; text: string } | null;
}) {
  return (
    <nav aria-label={label} className="flex gap-4">
      {previous && <Link to={previous.to}>{previous.text}</Link>}
      {next && <Link to={next.to}>{next.text}</Link>}
    </nav>
  );
}
