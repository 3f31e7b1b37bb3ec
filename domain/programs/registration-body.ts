/**
 * The registration form's fields (registrationFormSchema) as the body POST /api/registration takes: the
 * typed branch when 'Other' is chosen, the declaration as a boolean. Plain code without zod, so the form's
 * first load does not carry the schema.
 */
export function registrationBodyOf(fields: Record<string, unknown>): {
  [field: string]: unknown;
  branch: unknown;
  agree: boolean;
} {
  const { branchOther, agree, ...rest } = fields;
  return {
    ...rest,
    branch:
      rest.branch === "Other" ? (typeof branchOther === "string" ? branchOther.trim() : "") : rest.branch,
    // A checked box posts "on"; the form's own check hands a boolean.
    agree: agree === true || agree === "on",
  };
}
