/**
 * The application form's three groups of questions (job-application-form.tsx): personal details, education
 * and experience (with the questions an answer opens), and the resume. Each takes Conform's fields and the
 * form's `focus` (the first field a refused post without JavaScript names gets the focus).
 */
import { RESUME_ACCEPT } from "../../../domain/careers/resume-type";
import { FIELD_LIMITS, OPTIONS, RESUME_MAX_BYTES } from "../../../domain/constants";
import { MESSAGES } from "../../../domain/messages";
import { InputField, SelectField, TextareaField } from "../../components/forms/conform-field";
import { PhoneField } from "../../components/forms/phone-field";
import { RadioGroupField } from "../../components/forms/radio-group-field";
import type { useLazySchemaForm } from "../../components/forms/use-lazy-schema-form";

/** The form's fields as Conform sees them (text, and the resume's file). */
export type ApplicationFields = {
  [Name in
    | "fullName"
    | "email"
    | "phone"
    | "altPhone"
    | "address"
    | "permanentAddress"
    | "qualification"
    | "qualificationOther"
    | "skills"
    | "experience"
    | "status"
    | "mode"
    | "hasNoticePeriod"
    | "noticePeriod"]?: string;
} & { resume?: File };

type Fields = ReturnType<typeof useLazySchemaForm<ApplicationFields, unknown>>[1];
type Focus = (name: keyof ApplicationFields) => { autoFocus?: boolean };

/** A question an answer opens: whether it shows, and (before hydration) the hint saying when it applies. */
export interface Conditional {
  shown: boolean;
  required: boolean;
  marked: boolean;
  hint: string | undefined;
}

const QUALIFICATIONS = OPTIONS.jobQualification.map((value) => ({ value, label: value }));
const WORKING_STATUSES = OPTIONS.jobWorkingStatus.map((value) => ({ value, label: value }));
const NOTICE_OPTIONS = OPTIONS.noticePeriod.map((value) => ({ label: value, value }));

const RESUME_HINT = `PDF, DOC or DOCX, up to ${RESUME_MAX_BYTES / (1024 * 1024)} MB.`;

export function PersonalFieldset({ fields, focus }: { fields: Fields; focus: Focus }) {
  return (
    <fieldset className="space-y-5">
      <legend className="text-base font-semibold text-brand">Personal details</legend>
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          meta={fields.fullName}
          {...focus("fullName")}
          label="Full Name"
          marked
          required
          autoComplete="name"
          maxLength={FIELD_LIMITS.name}
          className="sm:col-span-2"
        />
        <InputField
          meta={fields.email}
          {...focus("email")}
          label="Email"
          type="email"
          marked
          required
          autoComplete="email"
          maxLength={FIELD_LIMITS.email}
        />
        <PhoneField
          meta={fields.phone}
          {...focus("phone")}
          label="Phone Number"
          marked
          required
          autoComplete="tel"
        />
        <PhoneField meta={fields.altPhone} {...focus("altPhone")} label="Alternate Phone Number" />
        <TextareaField
          meta={fields.address}
          {...focus("address")}
          label="Current Address"
          rows={2}
          autoComplete="street-address"
          maxLength={FIELD_LIMITS.address}
          className="sm:col-span-2"
        />
        <TextareaField
          meta={fields.permanentAddress}
          {...focus("permanentAddress")}
          label="Permanent Address"
          rows={2}
          maxLength={FIELD_LIMITS.address}
          className="sm:col-span-2"
        />
      </div>
    </fieldset>
  );
}

type Answer = (name: "qualification" | "experience" | "hasNoticePeriod") => (value: string) => void;

/** The qualification (with 'Other' opening a text field) and the skills. */
function QualificationQuestions({
  fields,
  focus,
  answer,
  other,
}: {
  fields: Fields;
  focus: Focus;
  answer: Answer;
  other: Conditional;
}) {
  return (
    <>
      <SelectField
        meta={fields.qualification}
        {...focus("qualification")}
        label="Highest Qualification"
        placeholder="Select qualification"
        options={QUALIFICATIONS}
        marked
        required
        onChange={(event) => answer("qualification")(event.currentTarget.value)}
      />
      {other.shown && (
        <InputField
          meta={fields.qualificationOther}
          {...focus("qualificationOther")}
          label="Please specify your qualification"
          hint={other.hint}
          marked={other.marked}
          required={other.required}
          maxLength={FIELD_LIMITS.short}
        />
      )}
      <InputField
        meta={fields.skills}
        {...focus("skills")}
        label="Skills"
        hint="Separate skills with commas."
        marked
        required
        maxLength={FIELD_LIMITS.skills}
        placeholder="e.g. React, Node.js, SQL"
        className="sm:col-span-2"
      />
    </>
  );
}

/** Experience (opening the working status), the preferred mode, and the notice period (opening its days). */
function ExperienceQuestions({
  fields,
  focus,
  answer,
  workingStatus,
  noticeDays,
}: {
  fields: Fields;
  focus: Focus;
  answer: Answer;
  workingStatus: Conditional;
  noticeDays: Conditional;
}) {
  return (
    <>
      <RadioGroupField
        meta={fields.experience}
        {...focus("experience")}
        legend="Do you have work experience?"
        options={OPTIONS.jobExperience}
        marked
        required
        onChange={answer("experience")}
        className="sm:col-span-2"
      />
      {workingStatus.shown && (
        <SelectField
          meta={fields.status}
          {...focus("status")}
          label="Current Working Status"
          placeholder="Select status"
          options={WORKING_STATUSES}
          hint={workingStatus.hint}
          marked={workingStatus.marked}
          required={workingStatus.required}
        />
      )}
      <InputField
        meta={fields.mode}
        {...focus("mode")}
        label="Preferred Mode"
        maxLength={FIELD_LIMITS.short}
        placeholder="WFH / Onsite / Hybrid"
      />
      {/* Marked but not enforced, as the spec has it. */}
      <RadioGroupField
        meta={fields.hasNoticePeriod}
        {...focus("hasNoticePeriod")}
        legend="Do you have a notice period?"
        options={NOTICE_OPTIONS}
        marked
        onChange={answer("hasNoticePeriod")}
        className="sm:col-span-2"
      />
      {noticeDays.shown && (
        <InputField
          meta={fields.noticePeriod}
          {...focus("noticePeriod")}
          label="Notice Period (days)"
          hint={noticeDays.hint}
          inputMode="numeric"
          maxLength={3}
          onChange={(event) => {
            event.currentTarget.value = event.currentTarget.value.replace(/\D/g, "");
          }}
        />
      )}
    </>
  );
}

export function EducationFieldset({
  fields,
  focus,
  answer,
  shown: { other, workingStatus, noticeDays },
}: {
  fields: Fields;
  focus: Focus;
  /** Tells the form an answer that opens another question. */
  answer: Answer;
  shown: { other: Conditional; workingStatus: Conditional; noticeDays: Conditional };
}) {
  return (
    <fieldset className="space-y-5">
      <legend className="text-base font-semibold text-brand">Education and experience</legend>
      <div className="grid gap-5 sm:grid-cols-2">
        <QualificationQuestions fields={fields} focus={focus} answer={answer} other={other} />
        <ExperienceQuestions
          fields={fields}
          focus={focus}
          answer={answer}
          workingStatus={workingStatus}
          noticeDays={noticeDays}
        />
      </div>
    </fieldset>
  );
}

/** The resume; after a refused post the browser cannot keep the chosen file, and the hint asks for it again. */
export function ResumeFieldset({
  fields,
  focus,
  askAgain,
}: {
  fields: Fields;
  focus: Focus;
  askAgain: boolean;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-base font-semibold text-brand">Resume</legend>
      <InputField
        type="file"
        meta={fields.resume}
        {...focus("resume")}
        label="Upload Resume"
        hint={askAgain ? `${RESUME_HINT} ${MESSAGES.resumeChooseAgain}` : RESUME_HINT}
        marked
        required
        accept={RESUME_ACCEPT}
      />
    </fieldset>
  );
}
