/**
 * 'Job Application Form' of /opening-forms (spec sections 4, 5 and 8). Conditional fields: qualification
 * 'Other' reveals a text field; experience 'Yes' (value '1+ years') shows the working status, 'No' (value
 * 'Fresher') hides it; notice period 'Yes' shows a days field, switching away clears it. The fields are
 * checked with the shared schema and the resume's name and size before anything is sent; the server checks
 * everything again (including the resume's content). On success the form resets and the message hides
 * after 4 s; a failure shows '❌ {server message}' or '❌ Failed to submit application.'.
 */
import { type ChangeEvent, type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { checkResumeName, RESUME_ACCEPT } from "../../../domain/careers/resume-type";
import { EXPERIENCED, FIELD_LIMITS, OPTIONS, RESUME_MAX_BYTES, TIMINGS } from "../../../domain/constants";
import { PHONE_INPUT_MAX_CHARS, phoneInputValue } from "../../../domain/enquiries/phone";
import { HONEYPOT_FIELD } from "../../../domain/honeypot";
import { MESSAGES } from "../../../domain/messages";
import { ConsentNotice } from "../../components/forms/consent-notice";
import { buttonStyles, fieldStyles } from "../../components/ui/button-styles";
import { submitApplication } from "./apply-api";

export interface ApplicationJob {
  jobId?: string;
  title?: string;
  company?: string;
}

type Status = { kind: "success" | "error"; text: string; id: number };

const INITIAL = {
  phone: "",
  altPhone: "",
  qualification: "",
  experience: "",
  hasNoticePeriod: "",
  noticePeriod: "",
};

function Label({
  htmlFor,
  children,
  required,
}: {
  htmlFor: string;
  children: ReactNode;
  required?: boolean;
}) {
  return (
    <label htmlFor={htmlFor} className={fieldStyles.label}>
      {children}
      {required && (
        <span aria-hidden="true" className="text-red-700">
          {" "}
          *
        </span>
      )}
    </label>
  );
}

function RadioGroup({
  legend,
  name,
  value,
  options,
  onChange,
  required,
  marked = required,
}: {
  legend: string;
  name: string;
  value: string;
  options: readonly { label: string; value: string }[];
  onChange: (value: string) => void;
  required?: boolean;
  /** Shows the required mark; the spec's notice period is marked but not enforced. */
  marked?: boolean;
}) {
  return (
    <fieldset>
      <legend className={fieldStyles.label}>
        {legend}
        {marked && (
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
        )}
      </legend>
      <div className="mt-2 flex flex-wrap gap-3">
        {options.map((option) => (
          <label
            key={option.value}
            className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-slate-300 px-4 py-2 text-sm text-slate-800 has-[:checked]:border-brand has-[:checked]:bg-brand-50 has-[:checked]:text-brand has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              required={required}
              className="accent-brand"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const NOTICE_OPTIONS = OPTIONS.noticePeriod.map((value) => ({ label: value, value }));

export function JobApplicationForm({ job }: { job: ApplicationJob }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(INITIAL);
  const [submitting, setSubmitting] = useState(false);
  const [status, setStatus] = useState<Status | null>(null);
  const counter = useRef(0);

  // The success message hides after 4 s; a failure stays until the next attempt.
  useEffect(() => {
    if (status?.kind !== "success") return;
    const timer = setTimeout(() => setStatus(null), TIMINGS.jobApplicationMessageMs);
    return () => clearTimeout(timer);
  }, [status]);

  const show = (kind: Status["kind"], text: string) => {
    counter.current += 1;
    setStatus({ kind, text, id: counter.current });
  };

  const setValue = (field: keyof typeof INITIAL, value: string) =>
    setValues((current) => {
      const next = { ...current, [field]: value };
      // Leaving 'Yes' clears the notice-period days.
      if (field === "hasNoticePeriod" && value !== "Yes") next.noticePeriod = "";
      return next;
    });
  const onPhone = (field: "phone" | "altPhone") => (event: ChangeEvent<HTMLInputElement>) =>
    setValue(field, phoneInputValue(event.target.value));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    if (job.jobId) data.set("jobId", job.jobId);
    if (job.title) data.set("title", job.title);
    if (job.company) data.set("company", job.company);

    const fields: Record<string, unknown> = {};
    for (const [name, value] of data) if (typeof value === "string") fields[name] = value;
    // The schema (and zod) load on the first submit, not with the page.
    const { jobApplicationSchema } = await import("../../../domain/careers/application.schema");
    const parsed = jobApplicationSchema.safeParse(fields);
    if (!parsed.success) {
      show("error", MESSAGES.applicationFailed(parsed.error.issues[0]?.message));
      return;
    }
    const resume = data.get("resume");
    if (!(resume instanceof File) || resume.size === 0) {
      show("error", MESSAGES.applicationFailed(MESSAGES.resumeRequired));
      return;
    }
    const name = checkResumeName(resume.name);
    if (!name.ok || resume.size > RESUME_MAX_BYTES) {
      show("error", MESSAGES.applicationFailed(name.ok ? MESSAGES.resumeTooLarge : name.message));
      return;
    }

    setSubmitting(true);
    setStatus(null);
    const result = await submitApplication(data);
    setSubmitting(false);
    if (result.ok) {
      show("success", MESSAGES.applicationSuccess);
      formRef.current?.reset();
      setValues(INITIAL);
    } else {
      show("error", result.text);
    }
  }

  const experienced = values.experience === EXPERIENCED;

  return (
    <section
      aria-labelledby="application-heading"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <h2 id="application-heading" className="text-2xl font-bold text-slate-900">
        {MESSAGES.jobApplicationTitle}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Fields marked <span className="text-red-700">*</span> are required.
      </p>
      <form ref={formRef} onSubmit={onSubmit} className="mt-6 space-y-8" encType="multipart/form-data">
        <fieldset className="space-y-5">
          <legend className="text-base font-semibold text-brand">Personal details</legend>
          <div className="grid gap-5 sm:grid-cols-2">
            <div className="sm:col-span-2">
              <Label htmlFor="fullName" required>
                Full Name
              </Label>
              <input
                id="fullName"
                name="fullName"
                type="text"
                autoComplete="name"
                required
                maxLength={FIELD_LIMITS.name}
                className={fieldStyles.input}
              />
            </div>
            <div>
              <Label htmlFor="email" required>
                Email
              </Label>
              <input
                id="email"
                name="email"
                type="email"
                autoComplete="email"
                required
                maxLength={FIELD_LIMITS.email}
                className={fieldStyles.input}
              />
            </div>
            <div>
              <Label htmlFor="phone" required>
                Phone Number
              </Label>
              <input
                id="phone"
                name="phone"
                type="tel"
                inputMode="numeric"
                autoComplete="tel"
                required
                maxLength={PHONE_INPUT_MAX_CHARS}
                value={values.phone}
                onChange={onPhone("phone")}
                className={fieldStyles.input}
              />
            </div>
            <div>
              <Label htmlFor="altPhone">Alternate Phone Number</Label>
              <input
                id="altPhone"
                name="altPhone"
                type="tel"
                inputMode="numeric"
                maxLength={PHONE_INPUT_MAX_CHARS}
                value={values.altPhone}
                onChange={onPhone("altPhone")}
                className={fieldStyles.input}
              />
            </div>
            <div className="sm:col-span-2">
              <Label htmlFor="address">Current Address</Label>
              <textarea
                id="address"
                name="address"
                rows={2}
                autoComplete="street-address"
                maxLength={FIELD_LIMITS.address}
                className={fieldStyles.input}
              />
            </div>
            <div className="sm:col-span-2">
              <Label htmlFor="permanentAddress">Permanent Address</Label>
              <textarea
                id="permanentAddress"
                name="permanentAddress"
                rows={2}
                maxLength={FIELD_LIMITS.address}
                className={fieldStyles.input}
              />
            </div>
          </div>
        </fieldset>

        <fieldset className="space-y-5">
          <legend className="text-base font-semibold text-brand">Education and experience</legend>
          <div className="grid gap-5 sm:grid-cols-2">
            <div>
              <Label htmlFor="qualification" required>
                Highest Qualification
              </Label>
              <select
                id="qualification"
                name="qualification"
                required
                value={values.qualification}
                onChange={(event) => setValue("qualification", event.target.value)}
                className={fieldStyles.input}
              >
                <option value="">Select qualification</option>
                {OPTIONS.jobQualification.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
            </div>
            {values.qualification === "Other" && (
              <div>
                <Label htmlFor="qualificationOther" required>
                  Please specify your qualification
                </Label>
                <input
                  id="qualificationOther"
                  name="qualificationOther"
                  type="text"
                  required
                  maxLength={FIELD_LIMITS.short}
                  className={fieldStyles.input}
                />
              </div>
            )}
            <div className="sm:col-span-2">
              <Label htmlFor="skills" required>
                Skills
              </Label>
              <input
                id="skills"
                name="skills"
                type="text"
                required
                maxLength={FIELD_LIMITS.skills}
                placeholder="e.g. React, Node.js, SQL"
                aria-describedby="skills-hint"
                className={fieldStyles.input}
              />
              <p id="skills-hint" className="mt-1 text-xs text-slate-600">
                Separate skills with commas.
              </p>
            </div>
            <div className="sm:col-span-2">
              <RadioGroup
                legend="Do you have work experience?"
                name="experience"
                value={values.experience}
                options={OPTIONS.jobExperience}
                onChange={(value) => setValue("experience", value)}
                required
              />
            </div>
            {experienced && (
              <div>
                <Label htmlFor="status" required>
                  Current Working Status
                </Label>
                <select id="status" name="status" required defaultValue="" className={fieldStyles.input}>
                  <option value="">Select status</option>
                  {OPTIONS.jobWorkingStatus.map((option) => (
                    <option key={option} value={option}>
                      {option}
                    </option>
                  ))}
                </select>
              </div>
            )}
            <div>
              <Label htmlFor="mode">Preferred Mode</Label>
              <input
                id="mode"
                name="mode"
                type="text"
                maxLength={FIELD_LIMITS.short}
                placeholder="WFH / Onsite / Hybrid"
                className={fieldStyles.input}
              />
            </div>
            <div className="sm:col-span-2">
              <RadioGroup
                legend="Do you have a notice period?"
                name="hasNoticePeriod"
                value={values.hasNoticePeriod}
                options={NOTICE_OPTIONS}
                onChange={(value) => setValue("hasNoticePeriod", value)}
                marked
              />
            </div>
            {values.hasNoticePeriod === "Yes" && (
              <div>
                <Label htmlFor="noticePeriod">Notice Period (days)</Label>
                <input
                  id="noticePeriod"
                  name="noticePeriod"
                  type="text"
                  inputMode="numeric"
                  maxLength={3}
                  value={values.noticePeriod}
                  onChange={(event) => setValue("noticePeriod", event.target.value.replace(/\D/g, ""))}
                  className={fieldStyles.input}
                />
              </div>
            )}
          </div>
        </fieldset>

        <fieldset className="space-y-2">
          <legend className="text-base font-semibold text-brand">Resume</legend>
          <Label htmlFor="resume" required>
            Upload Resume
          </Label>
          <input
            id="resume"
            name="resume"
            type="file"
            required
            accept={RESUME_ACCEPT}
            aria-describedby="resume-hint"
            className="block w-full text-sm text-slate-700 file:mr-4 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-brand hover:file:bg-brand-100"
          />
          <p id="resume-hint" className="text-xs text-slate-600">
            PDF, DOC or DOCX, up to {RESUME_MAX_BYTES / (1024 * 1024)} MB.
          </p>
        </fieldset>

        <div className="sr-only" aria-hidden="true">
          <label htmlFor={`application-${HONEYPOT_FIELD}`}>Leave this field empty</label>
          <input
            id={`application-${HONEYPOT_FIELD}`}
            name={HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>

        <ConsentNotice form="job-application" id="application-consent" />
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <button
            type="submit"
            disabled={submitting}
            aria-describedby="application-consent"
            className={buttonStyles.primary}
          >
            {submitting ? MESSAGES.submitting : MESSAGES.submitApplication}
          </button>
          <div role="status" aria-live="polite" className="text-sm font-medium">
            {status && (
              <p key={status.id} className={status.kind === "success" ? "text-green-800" : "text-red-700"}>
                {status.text}
              </p>
            )}
          </div>
        </div>
      </form>
    </section>
  );
}
