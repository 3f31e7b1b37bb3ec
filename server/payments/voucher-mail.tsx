/**
 * The receipt voucher and refund voucher letters: rendered from the stored payment or refund when the outbox
 * row is sent (docs/decisions/0020-mail-outbox.md), in the letter frame of every other message, with the
 * voucher's PDF (server/pdf/voucher.ts) attached.
 */
import { Heading } from "@react-email/heading";
import { render, toPlainText } from "@react-email/render";
import { Text } from "@react-email/text";
import { createElement } from "react";
import { formatIndianDate, formatRupees } from "../../domain/format.ts";
import {
  loadReceiptVoucher,
  loadRefundVoucher,
  type Voucher,
} from "../../domain/payments/vouchers.server.ts";
import { loadSettings } from "../../domain/settings/settings.server.ts";
import type { ComposeDeps, ComposedMail, OutboxRow } from "../mail/compose.ts";
import { FieldTable, Letter, LetterCompany, paragraph } from "../mail/templates.tsx";
import { renderVoucherPdf, voucherFileName } from "../pdf/voucher.ts";

const money = (paise: number) => formatRupees(paise / 100);
const percent = (basisPoints: number) => `${basisPoints / 100} %`;

/** The voucher's lines, label and value, as printed. */
export function voucherFields(voucher: Voucher): [string, string][] {
  const fields: [string, string][] = [
    [voucher.kind === "receipt" ? "Receipt voucher" : "Refund voucher", voucher.number],
    ["Date", formatIndianDate(voucher.date)],
    [
      "Issued by",
      [
        voucher.supplier.legalName,
        voucher.supplier.address,
        voucher.supplier.gstin && `GSTIN ${voucher.supplier.gstin}`,
      ]
        .filter(Boolean)
        .join("\n"),
    ],
    [
      voucher.kind === "receipt" ? "Received from" : "Refunded to",
      [
        voucher.recipient.company,
        voucher.recipient.name,
        voucher.recipient.gstin && `GSTIN ${voucher.recipient.gstin}`,
      ]
        .filter(Boolean)
        .join("\n"),
    ],
    ["For", `${voucher.program} (registration ${voucher.registrationId})`],
  ];
  if (voucher.tax) {
    const { tax } = voucher;
    fields.push(
      ["SAC", tax.sac],
      ["Place of supply", tax.placeOfSupply],
      ["Taxable value", money(tax.taxablePaise)],
    );
    if (tax.kind === "intra")
      fields.push(
        [`CGST at ${percent(tax.rateBasisPoints / 2)}`, money(tax.cgstPaise)],
        [`SGST at ${percent(tax.rateBasisPoints / 2)}`, money(tax.sgstPaise)],
      );
    else fields.push([`IGST at ${percent(tax.rateBasisPoints)}`, money(tax.igstPaise)]);
  }
  fields.push(
    ["Amount", money(voucher.amountPaise)],
    ["In words", voucher.amountInWords],
    ...voucher.details,
  );
  return fields;
}

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

/** The letter of a `receipt` or `refund-voucher` outbox row, or null when its payment or refund is gone. */
export async function composeVoucherMail(deps: ComposeDeps, row: OutboxRow): Promise<ComposedMail | null> {
  const id = Number(row.recordId);
  const voucher =
    row.template === "receipt" ? await loadReceiptVoucher(deps.db, id) : await loadRefundVoucher(deps.db, id);
  if (!voucher || !row.toAddress) return null;
  const { company } = await loadSettings(deps.db);
  const html = await render(
    createElement(LetterCompany.Provider, { value: company }, createElement(VoucherLetter, { voucher })),
  );
  return {
    to: [row.toAddress],
    subject: `${voucher.kind === "receipt" ? "Receipt" : "Refund voucher"} ${voucher.number}: ${money(voucher.amountPaise)} for ${voucher.program}`,
    html,
    text: toPlainText(html),
    attachments: [
      {
        filename: voucherFileName(voucher),
        contentType: "application/pdf",
        content: await renderVoucherPdf(voucher, company),
      },
    ],
  };
}
