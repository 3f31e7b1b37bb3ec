/**
 * The console lists' text search (`?q=`): what is typed is found anywhere in a column, each character as
 * itself, and a person (an applicant, a registration, an enquiry) is found by name, e-mail or phone.
 */
import { type Column, ilike, or, type SQL } from "drizzle-orm";
import { phoneSearchDigits } from "./workflow.ts";

/** An ILIKE pattern that finds `text` anywhere: its `%`, `_` and `\` stand for themselves, not for wildcards. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A search for a person: `q` anywhere in the name, the e-mail or any of `also`, or its digits (3 or more, read as
 * a phone) anywhere in the phone.
 */
export function personSearch(
  q: string,
  person: { name: Column; email: Column; phone: Column },
  ...also: Column[]
): SQL {
  const pattern = containing(q);
  const digits = phoneSearchDigits(q);
  return or(
    ilike(person.name, pattern),
    ilike(person.email, pattern),
    ...also.map((column) => ilike(column, pattern)),
    digits ? ilike(person.phone, `%${digits}%`) : undefined,
  )!;
}
