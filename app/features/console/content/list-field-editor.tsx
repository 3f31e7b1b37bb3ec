/**
 * An ordered list field (modules, key features, FAQs, perks, …) as rows of a title and a description, to add,
 * edit, move and remove. The inputs are plain indexed fields (`courseModules[0].title`), and every button
 * is one of Conform's list intents: with JavaScript the rows change in place; without it the button posts
 * the form and the action answers it with the rows changed (nothing is saved until "Save").
 */
import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import { getInputProps, getTextareaProps } from "@conform-to/react";
import { fieldStyles } from "../../../components/ui/button-styles";

type Row = { title?: string; description?: string };

const small =
  "rounded-md border border-slate-300 bg-white px-2.5 py-1 text-xs font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-50";

type ListMeta = FieldMetadata<Row[] | undefined, Record<string, unknown>, string[]>;
// biome-ignore lint/suspicious/noExplicitAny: any form may hold a list field
type AnyForm = FormMetadata<any, string[]>;

export function ListFieldEditor({
  form,
  meta,
  label,
  rowLabel,
  hint,
  descriptionLabel = "Description",
}: {
  form: AnyForm;
  meta: ListMeta;
  label: string;
  /** One row's name (`Module`), for the row headings and the buttons' accessible names. */
  rowLabel: string;
  hint?: string;
  descriptionLabel?: string;
}) {
  const rows = meta.getFieldList();
  const headingId = `${meta.id}-heading`;
  return (
    <fieldset className="rounded-xl border border-slate-200 bg-white p-4" aria-labelledby={headingId}>
      <legend id={headingId} className="px-1 text-sm font-semibold text-slate-900">
        {label} <span className="font-normal text-slate-600">({rows.length})</span>
      </legend>
      {hint && <p className="mb-2 text-xs text-slate-600">{hint}</p>}
      <p id={meta.errorId} className={fieldStyles.error} aria-live="polite">
        {meta.errors?.[0]}
      </p>
      {rows.length === 0 ? (
        <p className="py-2 text-sm text-slate-600">No rows yet.</p>
      ) : (
        <ol className="space-y-3">
          {rows.map((row, index) => (
            <ListRow
              key={row.key}
              form={form}
              listName={meta.name}
              row={row}
              index={index}
              count={rows.length}
              name={`${rowLabel} ${index + 1}`}
              descriptionLabel={descriptionLabel}
            />
          ))}
        </ol>
      )}
      <button
        type="submit"
        {...form.insert.getButtonProps({ name: meta.name, defaultValue: { title: "", description: "" } })}
        className={`${small} mt-3`}
      >
        + Add {rowLabel.toLowerCase()}
      </button>
    </fieldset>
  );
}

/** One row: its heading, its Up / Down / Remove buttons, its title and description fields. */
function ListRow({
  form,
  listName,
  row,
  index,
  count,
  name,
  descriptionLabel,
}: {
  form: AnyForm;
  listName: string;
  row: ReturnType<ListMeta["getFieldList"]>[number];
  index: number;
  /** How many rows the list has (the last one cannot move down). */
  count: number;
  /** The row's heading (`Module 2`), also in its buttons' accessible names. */
  name: string;
  descriptionLabel: string;
}) {
  const fields = row.getFieldset();
  const { key: titleKey, ...titleProps } = getInputProps(fields.title, { type: "text" });
  const { key: descriptionKey, ...descriptionProps } = getTextareaProps(fields.description);
  return (
    <li className="rounded-lg border border-slate-200 bg-slate-50 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-slate-800">{name}</h3>
        <div className="flex flex-wrap gap-1.5">
          <button
            type="submit"
            {...form.reorder.getButtonProps({ name: listName, from: index, to: index - 1 })}
            className={small}
            disabled={index === 0}
            aria-label={`Move ${name} up`}
          >
            ↑ Up
          </button>
          <button
            type="submit"
            {...form.reorder.getButtonProps({ name: listName, from: index, to: index + 1 })}
            className={small}
            disabled={index === count - 1}
            aria-label={`Move ${name} down`}
          >
            ↓ Down
          </button>
          <button
            type="submit"
            {...form.remove.getButtonProps({ name: listName, index })}
            className={`${small} text-red-800`}
            aria-label={`Remove ${name}`}
          >
            Remove
          </button>
        </div>
      </div>
      <div className="mt-2 grid gap-2">
        <div>
          <label htmlFor={fields.title.id} className={fieldStyles.label}>
            Title
          </label>
          <input key={titleKey} {...titleProps} className={fieldStyles.input} />
          <p id={fields.title.errorId} className={fieldStyles.error} aria-live="polite">
            {fields.title.errors?.[0]}
          </p>
        </div>
        <div>
          <label htmlFor={fields.description.id} className={fieldStyles.label}>
            {descriptionLabel} <span className="font-normal text-slate-600">(optional)</span>
          </label>
          <textarea key={descriptionKey} {...descriptionProps} rows={2} className={fieldStyles.input} />
          <p id={fields.description.errorId} className={fieldStyles.error} aria-live="polite">
            {fields.description.errors?.[0]}
          </p>
        </div>
      </div>
    </li>
  );
}
