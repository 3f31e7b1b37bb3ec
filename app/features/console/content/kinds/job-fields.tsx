/** The job form's fields, in the order the job card shows them. */
import {
  JOB_CATEGORIES,
  JOB_MODES,
  JOB_TYPES,
  type jobFormSchema,
} from "../../../../../domain/careers/job-content";
import { InputField, SelectField, TextareaField } from "../../../../components/forms/conform-field";
import type { FormParts } from "../content-edit";
import { ListFieldEditor } from "../list-field-editor";

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

export function JobFields({ form, fields }: FormParts<typeof jobFormSchema>) {
  return (
    <>
      <section className="rounded-xl border border-slate-200 bg-white p-4" aria-label="The job">
        <div className="grid gap-4 md:grid-cols-2">
          <InputField meta={fields.title} label="Job title" className="md:col-span-2" />
          <InputField meta={fields.company} label="Company" />
          <SelectField meta={fields.category} label="Category" options={options(JOB_CATEGORIES)} />
          <SelectField meta={fields.mode} label="Mode" options={options(JOB_MODES)} />
          <InputField meta={fields.hours} label="Hours per week" hint="For example 40." />
          <SelectField meta={fields.jobType} label="Job type" options={options(JOB_TYPES)} />
          <InputField meta={fields.education} label="Education" />
          <InputField meta={fields.startDate} label="Start date" type="date" />
          <InputField
            meta={fields.deadline}
            label="Deadline to apply"
            type="date"
            hint="Shown on the card and the application form."
          />
          <InputField
            meta={fields.hiringSteps}
            label="Hiring steps"
            hint="Separated by commas, in order: Aptitude test, Technical interview, HR."
            className="md:col-span-2"
          />
          <TextareaField meta={fields.description} label="Description" rows={6} className="md:col-span-2" />
        </div>
      </section>
      <ListFieldEditor
        form={form}
        meta={fields.responsibilities}
        label="Responsibilities"
        rowLabel="Responsibility"
      />
      <ListFieldEditor form={form} meta={fields.perks} label="Perks" rowLabel="Perk" />
    </>
  );
}
