/** The fields of the testimonial, logo and alert forms. */
import {
  ALERT_CATEGORY_LABELS,
  type alertFormSchema,
  type logoFormSchema,
  TESTIMONIAL_KIND_LABELS,
  type testimonialFormSchema,
} from "../../../../../domain/content/site-content";
import { InputField, SelectField, TextareaField } from "../../../../components/forms/conform-field";
import { type FormParts, UploadField } from "../content-edit";

const optionsOf = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));
const box = "grid gap-4 rounded-xl border border-slate-200 bg-white p-4 md:grid-cols-2";
const POSITION_HINT = "Lower numbers come first.";

export function TestimonialFields({ fields }: FormParts<typeof testimonialFormSchema>) {
  return (
    <div className={box}>
      <SelectField meta={fields.kind} label="Kind" options={optionsOf(TESTIMONIAL_KIND_LABELS)} />
      <InputField meta={fields.sortOrder} label="Position" type="number" hint={POSITION_HINT} />
      <InputField meta={fields.name} label="Name" />
      <InputField meta={fields.title} label="Title" hint="Their course, role or company." />
      <TextareaField meta={fields.feedback} label="Testimonial" rows={5} className="md:col-span-2" />
    </div>
  );
}

export function LogoFields({ fields, files, uploadErrors }: FormParts<typeof logoFormSchema>) {
  return (
    <div className={box}>
      <InputField meta={fields.title} label="Company name" hint="Read out instead of the logo." />
      <InputField meta={fields.sortOrder} label="Position" type="number" hint={POSITION_HINT} />
      <UploadField name="logo" label="Logo" kind="image" current={files.logo} error={uploadErrors.logo} />
    </div>
  );
}

export function AlertFields({ fields, files, uploadErrors, choices }: FormParts<typeof alertFormSchema>) {
  return (
    <div className={box}>
      <InputField
        meta={fields.title}
        label="Title"
        hint="Read out instead of the banner."
        className="md:col-span-2"
      />
      <SelectField meta={fields.category} label="Placement" options={optionsOf(ALERT_CATEGORY_LABELS)} />
      <InputField meta={fields.sortOrder} label="Position" type="number" hint={POSITION_HINT} />
      <InputField
        meta={fields.button1Link}
        label="Link"
        hint="Where the banner leads: /learning-opportunities or https://…; empty for none."
        className="md:col-span-2"
      />
      <SelectField
        meta={fields.linkBatch}
        label="Or a batch"
        placeholder="No batch"
        options={choices.linkBatch ?? []}
        hint="Leads to the batch on its program's page, with its seats left; its program's page once it closes."
        className="md:col-span-2"
      />
      <InputField
        meta={fields.startsAt}
        label="Shown from"
        type="datetime-local"
        hint="India time. Empty: from publishing."
      />
      <InputField
        meta={fields.endsAt}
        label="Shown until"
        type="datetime-local"
        hint="India time. Empty: no end."
      />
      <UploadField
        name="banner"
        label="Banner image"
        kind="image"
        current={files.banner}
        error={uploadErrors.banner}
      />
    </div>
  );
}
