/**
 * The application form's check in the browser, loaded on the form's first focus (zod is not in the page's
 * first load): the shared schema, then the resume's presence, name and size. Its content is the server's to
 * check (domain/careers/apply.server.ts), as is everything here again.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { jobApplicationSchema } from "../../../domain/careers/application.schema";
import { checkResumeName } from "../../../domain/careers/resume-type";
import { RESUME_MAX_BYTES } from "../../../domain/constants";
import { MESSAGES } from "../../../domain/messages";
import { z } from "../../../domain/zod";
import type { FormValidator } from "../../components/forms/use-lazy-schema-form";

/** Conform reads an empty file input as absent; anything else is the chosen file. */
const isFile = (value: unknown): value is File =>
  typeof value === "object" && value !== null && "size" in value && "name" in value;

const resumeSchema = z.object({
  resume: z.unknown().superRefine((file, ctx) => {
    if (!isFile(file) || file.size === 0)
      return void ctx.addIssue({ code: "custom", message: MESSAGES.resumeRequired });
    const name = checkResumeName(file.name);
    if (!name.ok) ctx.addIssue({ code: "custom", message: name.message });
    else if (file.size > RESUME_MAX_BYTES) ctx.addIssue({ code: "custom", message: MESSAGES.resumeTooLarge });
  }),
});

/** The fields' messages first, then the resume's: the order the form has always reported them in. */
const applicationFormSchema = jobApplicationSchema.and(resumeSchema);

export const validateApplication: FormValidator<z.output<typeof applicationFormSchema>> = (formData) =>
  parseWithZod(formData, { schema: applicationFormSchema });
