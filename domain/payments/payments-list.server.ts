/**
 * The console's Payments screen (docs/product/console.md, Payments): every payment and refund, newest first,
 * filtered by India days, mode and state (the same filter read from the address by the screen and by its CSV
 * export), with the totals of what the filter shows: collected (received payments), refunded (processed
 * refunds) and, across the registrations still waiting for payment, what is due.
 */
import {
  type AnyColumn,
  and,
  count,
  desc,
  eq,
  getViewSelectedFields,
  gte,
  lt,
  type SQL,
  sql,
} from "drizzle-orm";
import { dayFilter, textFilter } from "../console/list-filters.ts";
import { consoleListPage } from "../console/list-page.server.ts";
import { DISPLAY_UTC_OFFSET_MINUTES } from "../constants.ts";
import type { Db } from "../db/db.ts";
import {
  moneyEntries,
  PAYMENT_MODES,
  type PaymentMode,
  payments,
  refunds,
  registrations,
} from "../db/schema.ts";
import { csvRupees, keysetPages } from "../exports/csv-writer.ts";
import { formatSheetDateTime } from "../format.ts";
import {
  MONEY_ENTRY_STATES,
  type MoneyEntryState,
  moneyStateLabel,
  paymentModeLabel,
} from "./payment-text.ts";
import { registrationMoney } from "./payments.server.ts";
import { daysSincePayment } from "./refunds.server.ts";

export type PaymentFilter = {
  /** First India day shown (`2026-11-28`), inclusive. */
  from?: string;
  /** Last India day shown, inclusive. */
  to?: string;
  mode?: PaymentMode;
  state?: MoneyEntryState;
};

const oneOf = <T extends string>(values: readonly T[], value: string | undefined): T | undefined =>
  value && (values as readonly string[]).includes(value) ? (value as T) : undefined;

export function paymentFilterFrom(params: URLSearchParams): PaymentFilter {
  return {
    from: dayFilter(params, "from"),
    to: dayFilter(params, "to"),
    mode: oneOf(PAYMENT_MODES, textFilter(params, "mode")),
    state: oneOf(MONEY_ENTRY_STATES, textFilter(params, "state")),
  };
}

const OFFSET_MS = DISPLAY_UTC_OFFSET_MINUTES * 60_000;
const DAY_MS = 86_400_000;

/** 00:00 India time of a day (`2026-11-28`), as a moment. */
export function startOfIndiaDay(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - OFFSET_MS);
}

function entryWhere(filter: PaymentFilter): SQL | undefined {
  const where: SQL[] = [];
  if (filter.from) where.push(gte(moneyEntries.at, startOfIndiaDay(filter.from)));
  if (filter.to) where.push(lt(moneyEntries.at, new Date(startOfIndiaDay(filter.to).getTime() + DAY_MS)));
  if (filter.mode) where.push(eq(moneyEntries.mode, filter.mode));
  if (filter.state) where.push(eq(moneyEntries.state, filter.state));
  return where.length ? and(...where) : undefined;
}

export interface PaymentTotals {
  /** Received payments the filter shows. */
  collectedPaise: number;
  /** Processed refunds the filter shows. */
  refundedPaise: number;
  /** Still due on every registration waiting for payment (not a matter of days or modes). */
  duePaise: number;
}

/** Captured money per registration, as a subquery (`received.paid`). */
function receivedByRegistration(db: Pick<Db, "select">) {
  return db
    .select({
      registrationId: payments.registrationId,
      paid: sql<string>`sum(${payments.amountPaise})`.as("paid"),
    })
    .from(payments)
    .where(eq(payments.state, "captured"))
    .groupBy(payments.registrationId)
    .as("received");
}

/** What every registration waiting for payment still owes: its payable amount less what it has received. */
export async function totalDue(db: Pick<Db, "select">): Promise<number> {
  const received = receivedByRegistration(db);
  const [row] = await db
    .select({
      due: sql<string>`coalesce(sum(greatest(${registrations.payableNowPaise} - coalesce(${received.paid}, 0), 0)), 0)`,
    })
    .from(registrations)
    .leftJoin(received, eq(received.registrationId, registrations.id))
    .where(eq(registrations.status, "pending-payment"));
  return Number(row?.due ?? 0);
}

export async function paymentTotals(db: Db, filter: PaymentFilter): Promise<PaymentTotals> {
  const where = entryWhere(filter);
  const [[sums], duePaise] = await Promise.all([
    db
      .select({
        collected: sql<string>`coalesce(sum(case when ${moneyEntries.state} = 'captured' then ${moneyEntries.amountPaise} else 0 end), 0)`,
        refunded: sql<string>`coalesce(sum(case when ${moneyEntries.state} = 'refund-processed' then ${moneyEntries.amountPaise} else 0 end), 0)`,
      })
      .from(moneyEntries)
      .where(where),
    totalDue(db),
  ]);
  return {
    collectedPaise: Number(sums?.collected ?? 0),
    refundedPaise: Number(sums?.refunded ?? 0),
    duePaise,
  };
}

export async function listPayments(db: Db, filter: PaymentFilter, page = 1) {
  const where = entryWhere(filter);
  const [{ rows, total, pageCount }, totals] = await Promise.all([
    consoleListPage(
      db
        .select()
        .from(moneyEntries)
        .where(where)
        .orderBy(desc(moneyEntries.at), desc(moneyEntries.kind), desc(moneyEntries.id)),
      db.select({ n: count() }).from(moneyEntries).where(where),
      page,
    ),
    paymentTotals(db, filter),
  ]);
  return { rows, total, totals, page, pageCount };
}

export type MoneyEntry = typeof moneyEntries.$inferSelect;

/** The Payments screen's columns, as its export writes them. */
export const PAYMENT_CSV_HEADER = [
  "Date (India time)",
  "Kind",
  "Registration id",
  "Name",
  "Program",
  "Amount (₹)",
  "Mode",
  "Reference",
  "State",
  "Receipt or voucher",
  "Recorded by",
  "Detail",
];

export function paymentCsvCells(row: MoneyEntry) {
  return [
    formatSheetDateTime(row.at),
    row.kind === "refund" ? "Refund" : "Payment",
    row.registrationId,
    row.name,
    row.program,
    // Positive for both kinds (the Kind column says which): a cell starting with "-" is neutralised as text.
    csvRupees(row.amountPaise),
    paymentModeLabel(row.mode),
    row.reference,
    moneyStateLabel(row.state),
    row.number ?? "",
    row.who,
    row.detail ?? "",
  ];
}

/** The export's rows a page at a time, newest first (keyset on the moment, kind and id). */
export function paymentExportPages(db: Db, filter: PaymentFilter, size = 500) {
  const where = entryWhere(filter);
  type Cursor = { at: string; kind: string; id: number };
  return keysetPages(
    (after: Cursor | null, limit) =>
      db
        .select({ ...getViewSelectedFields(moneyEntries), cursorAt: sql<string>`${moneyEntries.at}::text` })
        .from(moneyEntries)
        .where(
          and(
            where,
            after
              ? sql`(${moneyEntries.at}, ${moneyEntries.kind}, ${moneyEntries.id}) < (${after.at}::timestamptz, ${after.kind}, ${after.id})`
              : undefined,
          ),
        )
        .orderBy(desc(moneyEntries.at), desc(moneyEntries.kind), desc(moneyEntries.id))
        .limit(limit),
    (row) => ({ at: row.cursorAt, kind: row.kind, id: row.id }),
    size,
  );
}

/** Payments needing attention, newest first, for the dashboard (with the registration to open). */
export async function attentionPayments(db: Db, limit = 5) {
  const where = eq(moneyEntries.state, "needs-attention");
  const [rows, [total]] = await Promise.all([
    db.select().from(moneyEntries).where(where).orderBy(desc(moneyEntries.at)).limit(limit),
    db.select({ n: count() }).from(moneyEntries).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

/** Sum of `amount` over rows in `state`, dated from `from` to before `to`. */
async function sumBetween(
  db: Pick<Db, "select">,
  columns: { amount: AnyColumn; state: AnyColumn; at: AnyColumn },
  state: string,
  from: Date,
  to?: Date,
): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${columns.amount}), 0)` })
    .from(columns.amount.table)
    .where(and(eq(columns.state, state), gte(columns.at, from), to ? lt(columns.at, to) : undefined));
  return Number(row?.total ?? 0);
}

/** Received money between two moments, by when it arrived (the dashboard's today and this week). */
export function collectedBetween(db: Pick<Db, "select">, from: Date, to?: Date): Promise<number> {
  const columns = { amount: payments.amountPaise, state: payments.state, at: payments.receivedAt };
  return sumBetween(db, columns, "captured", from, to);
}

/**
 * Processed refunds between two moments, by when the refund was made (as the Payments screen dates them): the
 * dashboard's refunded this week, which with its collected this week gives what the Payments screen totals for
 * the same days.
 */
export function refundedBetween(db: Pick<Db, "select">, from: Date, to?: Date): Promise<number> {
  const columns = { amount: refunds.amountPaise, state: refunds.state, at: refunds.createdAt };
  return sumBetween(db, columns, "processed", from, to);
}

/**
 * What the registrations made since a moment brought in, from the money records alone (a status says nothing
 * about money): their count; what those waiting for payment still owe (payable less received, as `totalDue`);
 * and what was collected from them, whenever it arrived: received payments less processed refunds.
 */
export async function registrationsMoneySince(db: Pick<Db, "select">, since: Date) {
  const received = receivedByRegistration(db);
  const returned = db
    .select({
      registrationId: refunds.registrationId,
      back: sql<string>`sum(${refunds.amountPaise})`.as("back"),
    })
    .from(refunds)
    .where(eq(refunds.state, "processed"))
    .groupBy(refunds.registrationId)
    .as("returned");
  const [row] = await db
    .select({
      n: count(),
      due: sql<string>`coalesce(sum(case when ${registrations.status} = 'pending-payment' then greatest(${registrations.payableNowPaise} - coalesce(${received.paid}, 0), 0) else 0 end), 0)`,
      collected: sql<string>`coalesce(sum(coalesce(${received.paid}, 0) - coalesce(${returned.back}, 0)), 0)`,
    })
    .from(registrations)
    .leftJoin(received, eq(received.registrationId, registrations.id))
    .leftJoin(returned, eq(returned.registrationId, registrations.id))
    .where(gte(registrations.createdAt, since));
  return {
    count: row?.n ?? 0,
    duePaise: Number(row?.due ?? 0),
    collectedPaise: Number(row?.collected ?? 0),
  };
}

/**
 * A registration's money for its console page (`registrationMoney`), each payment with the India-time days
 * since it arrived and what of it can still be refunded (its amount less refunds not failed).
 */
export async function registrationPayments(db: Db, registrationId: string, now = new Date()) {
  const money = await registrationMoney(db, registrationId);
  const taken = new Map<number, number>();
  for (const refund of money.refunds)
    if (refund.state !== "failed")
      taken.set(refund.paymentId, (taken.get(refund.paymentId) ?? 0) + refund.amountPaise);
  return {
    ...money,
    payments: money.payments.map((payment) => ({
      ...payment,
      days: daysSincePayment(payment.receivedAt, now),
      refundablePaise: payment.state === "captured" ? payment.amountPaise - (taken.get(payment.id) ?? 0) : 0,
    })),
  };
}
