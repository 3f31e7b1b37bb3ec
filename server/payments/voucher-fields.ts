/**
 * A receipt or refund voucher's lines, label and value, as both its letter (voucher-mail.tsx) and its PDF
 * (server/pdf/voucher.ts) print them: number, date, supplier and recipient, SAC, place of supply, taxable
 * value, CGST + SGST or IGST, amount and amount in words.
 */
import { formatIndianDate, formatRupees } from "../../domain/format.ts";
import type { Voucher } from "../../domain/payments/vouchers.server.ts";

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
