/** A job application as the careers page posts it (POST /api/apply-job), for integration tests. */
import { samplePdf } from "../../domain/careers/test-fixtures.ts";

/** Kiran Rao's answers, every one the form asks for (without the job and the resume). */
export const jobApplicationFields = {
  fullName: "Kiran Rao",
  email: "kiran@example.in",
  phone: "9876543210",
  qualification: "Graduation",
  skills: "React, TypeScript",
  experience: "Fresher",
};

/** Kiran Rao's application with a one-page PDF resume, as multipart form data. */
export function jobApplicationForm(): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(jobApplicationFields)) form.append(name, value);
  form.append("resume", new File([samplePdf()], "cv.pdf"));
  return form;
}
