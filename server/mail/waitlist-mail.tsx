/**
 * The waiting-list offer (docs/decisions/0054-batches-with-seats.md): a seat of the full batch was freed and is
 * held for the first waiting person for 24 hours; the letter's button opens the registration form on that
 * batch with the offer. Rendered when the outbox row is sent (the link's token is derived then, its hash
 * stored); an offer taken, lapsed or erased since is not sent (the row is discarded).
 */
import { Heading } from "@react-email/heading";
import { render, toPlainText } from "@react-email/render";
import { Text } from "@react-email/text";
import { createElement } from "react";
import { formatDayTime } from "../../domain/format.ts";
import { loadOfferLetter, type OfferLetterFacts } from "../../domain/programs/waitlist.server.ts";
import type { CompanyDetails } from "../../domain/settings/settings.schema.ts";
import { loadSettings } from "../../domain/settings/settings.server.ts";
import type { ComposeDeps, ComposedMail, OutboxRow } from "./compose-types.ts";
import { BrandButton, FieldTable, Letter, LetterCompany, paragraph } from "./templates.tsx";

function OfferLetterBody({ facts, url }: { facts: OfferLetterFacts; url: string }) {
  const until = `${formatDayTime(facts.expiresAt)} (India time)`;
  return (
    <Letter preview={`A seat in ${facts.program} is held for you until ${until}.`}>
      <Heading as="h1" style={{ fontSize: "20px", margin: "16px 0 4px" }}>
        A seat is free for you
      </Heading>
      <Text style={paragraph}>Dear {facts.name},</Text>
      <Text style={paragraph}>
        A seat has freed up in the batch you were waiting for, and we are holding it for you until {until}.
        Register with the button below to take it; after that time it goes to the next person waiting.
      </Text>
      <FieldTable
        fields={[
          ["Program", facts.program],
          ["Batch", facts.batch],
          ["Held until", until],
        ]}
      />
      <BrandButton href={url}>Register for this batch</BrandButton>
      <Text style={paragraph}>
        The link is yours alone and works once. If the button does not open, copy this address into your
        browser: {url}
      </Text>
    </Letter>
  );
}

/** The letter's subject and text, for sending and for the Mail screen's preview (server/mail/previews.ts). */
export async function renderOfferLetter(facts: OfferLetterFacts, siteUrl: string, company: CompanyDetails) {
  const html = await render(
    createElement(
      LetterCompany.Provider,
      { value: company },
      createElement(OfferLetterBody, { facts, url: `${siteUrl}${facts.path}` }),
    ),
  );
  return {
    subject: `A seat in ${facts.program} is free for you`,
    replyTo: company.generalEmail,
    html,
    text: toPlainText(html),
  };
}

export async function composeWaitlistMail(deps: ComposeDeps, row: OutboxRow): Promise<ComposedMail | null> {
  const links = deps.payment?.payLinks;
  const facts = links && row.toAddress ? await loadOfferLetter(deps.db, links, Number(row.recordId)) : null;
  if (!facts || !row.toAddress) return null;
  const { company } = await loadSettings(deps.db);
  return { to: [row.toAddress], ...(await renderOfferLetter(facts, deps.siteUrl, company)), attachments: [] };
}
