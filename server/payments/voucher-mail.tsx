/**
 * The receipt voucher and refund voucher letters: rendered from the stored payment or refund when the outbox
 * row is sent (docs/decisions/0020-mail-outbox.md), in the letter frame of every other message, with the
 * voucher's PDF (server/pdf/voucher.ts) attached.
 */
import { Heading } from "@react-email/heading";
import { render, toPlainText } from "@react-email/render";
import { Text } from "@react-email/text";
import { createElement } from "react";
import { formatRupees } from "../../domain/format.ts";
import {
  loadReceiptVoucher,
  loadRefundVoucher,
  type Voucher,
} from "../../domain/payments/vouchers.server.ts";
import type { CompanyDetails } from "../../domain/settings/settings.schema.ts";
import { loadSettings } from "../../domain/settings/settings.server.ts";
import type { ComposeDeps, ComposedMail, OutboxRow } from "../mail/compose-types.ts";
import { FieldTable, Letter, LetterCompany, paragraph } from "../mail/templates.tsx";
import { renderVoucherPdf, voucherFileName } from "../pdf/voucher.ts";
import { voucherFields } from "./voucher-fields.ts";

const money = (paise: number) => formatRupees(paise / 100);

function VoucherLetter({ voucher }: { voucher: Voucher }) {
  const title = voucher.kind === "receipt" ? "Payment received" : "Refund made";
  const intro =
    voucher.kind === "receipt"
      ? `Thank you, ${voucher.recipient.name}: we have received ${money(voucher.amountPaise)} for ${voucher.program}. This is your receipt.`
      : `${voucher.recipient.name}, we have refunded ${money(voucher.amountPaise)} for ${voucher.program}. Your bank may take a few working days to show it.`;
  return (
    <Letter preview={intro}>
      <Heading as="h1" style={{ fontSize: "20px", margin: "16px 0 4px" }}>
        {title}
      </Heading>
      <Text style={paragraph}>{intro}</Text>
      <FieldTable fields={voucherFields(voucher)} />
    </Letter>
  );
}

/** A voucher's letter: its subject and text, in the company's letter frame. */
export async function renderVoucherLetter(
  voucher: Voucher,
  company: CompanyDetails,
): Promise<{ subject: string; html: string; text: string }> {
  const html = await render(
    createElement(LetterCompany.Provider, { value: company }, createElement(VoucherLetter, { voucher })),
  );
  return {
    subject: `${voucher.kind === "receipt" ? "Receipt" : "Refund voucher"} ${voucher.number}: ${money(voucher.amountPaise)} for ${voucher.program}`,
    html,
    text: toPlainText(html),
  };
}

/** The letter of a `receipt` or `refund-voucher` outbox row, or null when its payment or refund is gone. */
export async function composeVoucherMail(deps: ComposeDeps, row: OutboxRow): Promise<ComposedMail | null> {
  const id = Number(row.recordId);
  const voucher =
    row.template === "receipt" ? await loadReceiptVoucher(deps.db, id) : await loadRefundVoucher(deps.db, id);
  if (!voucher || !row.toAddress) return null;
  const { company } = await loadSettings(deps.db);
  return {
    to: [row.toAddress],
    ...(await renderVoucherLetter(voucher, company)),
    attachments: [
      {
        filename: voucherFileName(voucher),
        contentType: "application/pdf",
        content: await renderVoucherPdf(voucher, company),
      },
    ],
  };
}
