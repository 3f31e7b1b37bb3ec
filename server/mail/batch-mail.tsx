/**
 * Letters about a registration's batch (docs/decisions/0054-batches-with-seats.md): the batch was cancelled, or
 * the unpaid seat's hold ran out and the seat went back. Rendered from the registration and its batch when the
 * outbox row is sent; a registration erased since is not written to (the row is discarded).
 */
import { Heading } from "@react-email/heading";
import { render, toPlainText } from "@react-email/render";
import { Text } from "@react-email/text";
import { eq } from "drizzle-orm";
import { createElement } from "react";
import { batches, registrations } from "../../domain/db/schema.ts";
import { batchLabel } from "../../domain/programs/batches.server.ts";
import type { CompanyDetails } from "../../domain/settings/settings.schema.ts";
import { loadSettings } from "../../domain/settings/settings.server.ts";
import type { ComposeDeps, ComposedMail, OutboxRow } from "./compose-types.ts";
import { FieldTable, Letter, LetterCompany, paragraph } from "./templates.tsx";

export const BATCH_LETTERS = ["batch-cancelled", "seat-lapsed"] as const;
export type BatchLetter = (typeof BATCH_LETTERS)[number];

export function isBatchLetter(template: string): template is BatchLetter {
  return (BATCH_LETTERS as readonly string[]).includes(template);
}

const TEXT: Record<BatchLetter, { heading: string; subject: (program: string) => string; body: string }> = {
  "batch-cancelled": {
    heading: "Your batch is cancelled",
    subject: (program) => `Your batch of ${program} is cancelled`,
    body: "We are sorry: the batch you registered for will not run. We will call you to move you to another batch of the same program, or to refund what you paid. You can also reply to this e-mail.",
  },
  "seat-lapsed": {
    heading: "Your seat has been released",
    subject: (program) => `Your seat in ${program} has been released`,
    body: "We held a seat for you in the batch below, but the registration was not paid in time, so the seat has gone back to the batch. If you still want to join, register again on our website, or reply to this e-mail and we will help.",
  },
};

function BatchLetterBody({
  letter,
  name,
  program,
  registrationId,
  batch,
}: BatchLetterFacts & { letter: BatchLetter }) {
  const text = TEXT[letter];
  return (
    <Letter preview={text.heading}>
      <Heading as="h1" style={{ fontSize: "20px", margin: "16px 0 4px" }}>
        {text.heading}
      </Heading>
      <Text style={paragraph}>Dear {name},</Text>
      <Text style={paragraph}>{text.body}</Text>
      <FieldTable
        fields={[
          ["Registration id", registrationId],
          ["Program", program],
          ["Batch", batch],
        ]}
      />
    </Letter>
  );
}

/** Who a batch letter is to and about. */
export interface BatchLetterFacts {
  name: string;
  program: string;
  registrationId: string;
  /** The batch as the site names it (batchLabel). */
  batch: string;
}

/** A batch letter's subject and text, in the company's letter frame. */
export async function renderBatchLetter(
  letter: BatchLetter,
  facts: BatchLetterFacts,
  company: CompanyDetails,
): Promise<{ subject: string; replyTo: string; html: string; text: string }> {
  const html = await render(
    createElement(
      LetterCompany.Provider,
      { value: company },
      createElement(BatchLetterBody, { letter, ...facts }),
    ),
  );
  return {
    subject: TEXT[letter].subject(facts.program),
    replyTo: company.generalEmail,
    html,
    text: toPlainText(html),
  };
}

export async function composeBatchMail(deps: ComposeDeps, row: OutboxRow): Promise<ComposedMail | null> {
  const letter = row.template;
  if (!isBatchLetter(letter) || !row.toAddress) return null;
  const [found] = await deps.db
    .select({ registration: registrations, batch: batches })
    .from(registrations)
    .innerJoin(batches, eq(batches.id, registrations.batchId))
    .where(eq(registrations.id, row.recordId));
  if (!found) return null;
  const { company } = await loadSettings(deps.db);
  const facts = {
    name: found.registration.fullName,
    program: found.registration.specificTraining,
    registrationId: found.registration.id,
    batch: batchLabel(found.batch),
  };
  return { to: [row.toAddress], ...(await renderBatchLetter(letter, facts, company)), attachments: [] };
}
