/**
 * The registration form's first two sections, as the form lays them out: the person, and their college or
 * work; and what frames them (the note on required fields, the declaration and the submit button). Plain fields of the form kit (app/components/forms); the form (registration-form.tsx) owns their state.
 */
import type { FieldMetadata } from "@conform-to/react";
import { OPTIONS } from "../../../domain/constants";
import { HONEYPOT_FIELD } from "../../../domain/honeypot";
import { MESSAGES } from "../../../domain/messages";
import { CheckboxField } from "../../components/forms/checkbox-field";
import { InputField, SelectField, TextareaField } from "../../components/forms/conform-field";
import { ConsentNotice } from "../../components/forms/consent-notice";
import { PhoneField } from "../../components/forms/phone-field";
import { buttonStyles } from "../../components/ui/button-styles";
import { FormSection } from "./form-section";

type Meta = FieldMetadata<string | undefined>;
type Fields<Name extends string> = Record<Name, Meta>;

const choices = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** The note above the form on what its asterisks mean. */
export function RequiredNote() {
  return (
    <p className="text-sm text-slate-600">
      Fields marked <span className="text-red-700">*</span> are required.
    </p>
  );
}

export function PersonalFields({
  fields,
  firstError,
}: {
  fields: Fields<"fullName" | "fathersName" | "nationality" | "gender" | "email" | "phone" | "address">;
  firstError?: string;
}) {
  return (
    <FormSection title={MESSAGES.personalInformation}>
      <InputField
        meta={fields.fullName}
        label="Full Name"
        marked
        required
        autoComplete="name"
        autoFocus={firstError === "fullName"}
      />
      <InputField
        meta={fields.fathersName}
        label="Father's Name"
        marked
        required
        autoFocus={firstError === "fathersName"}
      />
      <SelectField
        meta={fields.nationality}
        label="Nationality"
        options={choices(OPTIONS.nationality)}
        autoFocus={firstError === "nationality"}
      />
      <SelectField
        meta={fields.gender}
        label="Gender"
        marked
        required
        options={choices(OPTIONS.gender)}
        placeholder="Select gender"
        autoFocus={firstError === "gender"}
      />
      <InputField
        meta={fields.email}
        label="Email"
        type="email"
        marked
        required
        autoComplete="email"
        autoFocus={firstError === "email"}
      />
      <PhoneField
        meta={fields.phone}
        label="Phone"
        marked
        required
        autoComplete="tel"
        autoFocus={firstError === "phone"}
      />
      <TextareaField
        meta={fields.address}
        label="Address"
        rows={2}
        autoComplete="street-address"
        className="sm:col-span-2"
        autoFocus={firstError === "address"}
      />
    </FormSection>
  );
}

export function AcademicFields({
  fields,
  firstError,
  branch,
  onBranch,
  live,
}: {
  fields: Fields<"workingStatus" | "collegeName" | "branch" | "branchOther" | "year" | "collegeAddress">;
  firstError?: string;
  /** The branch chosen: 'Other' reveals the typed one. */
  branch: string;
  onBranch: (branch: string) => void;
  /** Hydrated: without JavaScript the typed branch is always shown. */
  live: boolean;
}) {
  const otherBranch = (
    <InputField
      meta={fields.branchOther}
      label="Your Branch"
      marked={branch === "Other"}
      required={branch === "Other"}
      hint={branch === "Other" ? undefined : "If your branch is Other."}
      autoFocus={firstError === "branchOther"}
    />
  );
  return (
    <FormSection title={MESSAGES.academicInformation}>
      <SelectField
        meta={fields.workingStatus}
        label="Working Status"
        marked
        required
        options={choices(OPTIONS.registrationWorkingStatus)}
        placeholder="Select working status"
        autoFocus={firstError === "workingStatus"}
      />
      <InputField meta={fields.collegeName} label="College Name" autoFocus={firstError === "collegeName"} />
      <SelectField
        meta={fields.branch}
        label="Branch"
        marked
        required
        options={choices(OPTIONS.branch)}
        placeholder="Select branch"
        onChange={(event) => onBranch(event.target.value)}
        autoFocus={firstError === "branch"}
      />
      {/* Revealed by 'Other'; without JavaScript nothing can reveal it, so it is always there. */}
      {branch === "Other" ? otherBranch : !live && <noscript>{otherBranch}</noscript>}
      <SelectField
        meta={fields.year}
        label="Year"
        marked
        required
        options={choices(OPTIONS.yearOfStudy)}
        placeholder="Select year"
        autoFocus={firstError === "year"}
      />
      <TextareaField
        meta={fields.collegeAddress}
        label="College Address"
        rows={2}
        className="sm:col-span-2"
        autoFocus={firstError === "collegeAddress"}
      />
    </FormSection>
  );
}

/** The declaration, the honeypot (hidden from people) and the submit button with its consent notice. */
export function DeclarationAndSubmit({
  meta,
  firstError,
  submitting,
}: {
  meta: FieldMetadata<boolean | undefined>;
  firstError?: string;
  submitting: boolean;
}) {
  return (
    <>
      <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <CheckboxField
          meta={meta}
          label="I declare that the information given above is true to the best of my knowledge, and I agree to the terms of registration."
          marked
          required
          autoFocus={firstError === "agree"}
        />
      </div>

      <div className="sr-only" aria-hidden="true">
        <label htmlFor="reg-website">Leave this field empty</label>
        <input id="reg-website" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      <div className="flex flex-col items-center gap-4">
        <button
          type="submit"
          disabled={submitting}
          aria-describedby="reg-consent"
          className={`${buttonStyles.primary} w-full px-10 sm:w-auto`}
        >
          {submitting ? MESSAGES.submitting : MESSAGES.submitRegistration}
        </button>
        <ConsentNotice form="registration" id="reg-consent" className="max-w-2xl text-center" />
      </div>
    </>
  );
}
