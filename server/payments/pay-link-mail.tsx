/**
 * The pay-link letter staff send from a registration's console page: what is due and the link to the pay page,
 * rendered from its pay_links row when the outbox row is sent (docs/decisions/0020-mail-outbox.md). A link made
 * worthless since (a newer one, the registration paid or cancelled) is not sent: the row is discarded.
 */
import { Heading } from "@react-email/heading";
import { render, toPlainText } from "@react-email/render";
import { Text } from "@react-email/text";
import { createElement } from "react";
import { formatRupees } from "../../domain/format.ts";
import { loadPayLinkLetter } from "../../domain/payments/pay-links.server.ts";
import type { CompanyDetails } from "../../domain/settings/settings.schema.ts";
import { loadSettings } from "../../domain/settings/settings.server.ts";
import type { ComposeDeps, ComposedMail, OutboxRow } from "../mail/compose-types.ts";
import { BrandButton, FieldTable, Letter, LetterCompany, paragraph } from "../mail/templates.tsx";

const money = (paise: number) => formatRupees(paise / 100);

/** What the letter prints: the stored link's registration and what it owes (or a preview's made-up one). */
export type PayLinkLetter = Pick<
  NonNullable<Awaited<ReturnType<typeof loadPayLinkLetter>>>,
  "name" | "registrationId" | "program" | "duePaise"
>;

function PayLinkLetterBody({ letter, url }: { letter: PayLinkLetter; url: string }) {
  const intro = `${letter.name}, ${money(letter.duePaise)} is due for your registration for ${letter.program}. You can pay it online with the link below.`;
  return (
    <Letter preview={intro}>
      <Heading as="h1" style={{ fontSize: "20px", margin: "16px 0 4px" }}>
        Your payment link
      </Heading>
      <Text style={paragraph}>{intro}</Text>
      <FieldTable
        fields={[
          ["Registration id", letter.registrationId],
          ["Program", letter.program],
          ["Due", money(letter.duePaise)],
        ]}
      />
      <BrandButton href={url}>Pay {money(letter.duePaise)} now</BrandButton>
      <Text style={paragraph}>
        The link works until the registration is paid; a newer link from us replaces it. If the button does
        not open, copy this address into your browser: {url}
      </Text>
    </Letter>
  );
}

export async function composePayLinkMail(deps: ComposeDeps, row: OutboxRow): Promise<ComposedMail | null> {
  const links = deps.payment?.payLinks;
  const letter = links ? await loadPayLinkLetter(deps.db, links, Number(row.recordId)) : null;
  if (!letter || !row.toAddress) return null;
  const { company } = await loadSettings(deps.db);
  const rendered = await renderPayLinkLetter(letter, `${deps.siteUrl}${letter.path}`, company);
  return { to: [row.toAddress], ...rendered, attachments: [] };
}

/** The letter's subject and text, for sending and for the Mail screen's preview (server/mail/previews.ts). */
export async function renderPayLinkLetter(letter: PayLinkLetter, url: string, company: CompanyDetails) {
  const html = await render(
    createElement(
      LetterCompany.Provider,
      { value: company },
      createElement(PayLinkLetterBody, { letter, url }),
    ),
  );
  return {
    subject: `Pay ${money(letter.duePaise)} for your registration ${letter.registrationId}`,
    html,
    text: toPlainText(html),
  };
}
