/** The fields of the course and internship forms, in the order their public pages show them. */
import {
  type courseFormSchema,
  type internshipFormSchema,
  PROGRAM_CATEGORIES,
} from "../../../../../domain/programs/program-content";
import { InputField, SelectField, TextareaField } from "../../../../components/forms/conform-field";
import { type FormParts, UploadField } from "../content-edit";
import { ListFieldEditor } from "../list-field-editor";
import { FieldSection } from "./field-section";

const CATEGORY_OPTIONS = PROGRAM_CATEGORIES.map((category) => ({ value: category, label: category }));

type CourseParts = FormParts<typeof courseFormSchema>;
type InternshipParts = FormParts<typeof internshipFormSchema>;

function CommonFields({ fields, uploadErrors, files }: CourseParts | InternshipParts) {
  return (
    <>
      <FieldSection title="Basics">
        <InputField meta={fields.title} label="Title" className="md:col-span-2" />
        <InputField
          meta={fields.slug}
          label="Address (slug)"
          hint="The page's address after /created-…-web/. Empty: made from the title. Changing it keeps the old address working."
        />
        <SelectField meta={fields.category} label="Category" options={CATEGORY_OPTIONS} />
        <TextareaField meta={fields.description} label="Description" rows={4} className="md:col-span-2" />
        <InputField meta={fields.duration} label="Duration" hint="For example 3 Months." />
        <InputField meta={fields.skillLevel} label="Skill level" hint="For example Beginner." />
        <InputField meta={fields.language} label="Language" />
        <InputField meta={fields.fees} label="Fee (₹)" type="number" hint="Whole rupees." />
        <InputField
          meta={fields.sortOrder}
          label="Position"
          type="number"
          hint="Lower numbers come first in lists and menus."
        />
      </FieldSection>
      <FieldSection title="Files">
        <UploadField
          name="bannerImage"
          label="Banner image"
          kind="image"
          current={files.bannerImage}
          error={uploadErrors.bannerImage}
        />
        <UploadField
          name="brochure"
          label="Brochure"
          kind="pdf"
          current={files.brochure}
          error={uploadErrors.brochure}
        />
      </FieldSection>
    </>
  );
}

/** Questions and answers: last on both kinds' pages. */
function FaqsField({ form, fields }: CourseParts | InternshipParts) {
  return (
    <ListFieldEditor
      form={form}
      meta={fields.faqs}
      label="FAQs"
      rowLabel="Question"
      descriptionLabel="Answer"
    />
  );
}

export function CourseFields(parts: CourseParts) {
  const { form, fields } = parts;
  return (
    <>
      <CommonFields {...parts} />
      <FieldSection title="Rating">
        <InputField meta={fields.rating} label="Rating (0–5)" type="number" hint="Empty: shown as 5." />
        <InputField meta={fields.reviewCount} label="Number of reviews" type="number" />
      </FieldSection>
      <ListFieldEditor form={form} meta={fields.keyFeatures} label="Key features" rowLabel="Feature" />
      <ListFieldEditor form={form} meta={fields.courseModules} label="Modules" rowLabel="Module" />
      <ListFieldEditor form={form} meta={fields.loveItems} label="What you will love" rowLabel="Item" />
      <FaqsField {...parts} />
    </>
  );
}

export function InternshipFields(parts: InternshipParts) {
  const { form, fields } = parts;
  return (
    <>
      <CommonFields {...parts} />
      <ListFieldEditor form={form} meta={fields.internshipModules} label="Modules" rowLabel="Module" />
      <ListFieldEditor
        form={form}
        meta={fields.responsibilities}
        label="Responsibilities"
        rowLabel="Responsibility"
      />
      <ListFieldEditor
        form={form}
        meta={fields.perksAndBenefits}
        label="Perks and benefits"
        rowLabel="Perk"
      />
      <FaqsField {...parts} />
    </>
  );
}
