/**
 * The console dashboard's figures (docs/product/console.md#screens): what came in this week, and the oldest enquiries
 * waiting (still new in the inbox), and the follow-ups that are overdue.
 */
import { asc, count, eq, gte } from "drizzle-orm";
import type { Db } from "../db/db.ts";
import {
  careerEnquiries,
  certificates,
  contactMessages,
  enquiryInbox,
  jobApplications,
  outbox,
  serviceEnquiries,
} from "../db/schema.ts";
import { overdueFollowUps } from "../enquiries/inbox.server.ts";
import {
  attentionPayments,
  collectedBetween,
  refundedBetween,
  registrationsMoneySince,
  startOfIndiaDay,
  totalDue,
} from "../payments/payments-list.server.ts";
import { todayIst } from "./workflow.ts";

/** Monday 00:00 of the current week in India (Asia/Kolkata, UTC+5:30, no daylight saving). */
export function startOfWeekIst(now: Date): Date {
  const offsetMs = 330 * 60 * 1000;
  const local = new Date(now.getTime() + offsetMs);
  const daysSinceMonday = (local.getUTCDay() + 6) % 7;
  const monday = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() - daysSinceMonday);
  return new Date(monday - offsetMs);
}

const OLDEST = 5;
const KIND_LABELS: Record<string, string> = {
  career: "Career",
  services: "Services",
  chat: "Chat",
  enquiry: "Contact",
};

export interface DashboardFigures {
  since: string;
  enquiries: { career: number; services: number; chat: number; enquiry: number };
  /**
   * This week's registrations, and what they bring in, from the money records (registrationsMoneySince):
   * `duePaise` is what those waiting for payment still owe (registration fee included, less any part paid);
   * `collectedPaise` what was received from them, whenever it arrived, less what was refunded to them.
   */
  registrations: { count: number; duePaise: number; collectedPaise: number };
  applications: number;
  certificates: number;
  /** Messages that failed on their last try (all time, until retried). */
  failedMail: number;
  oldestEnquiries: { kind: string; name: string; receivedAt: string }[];
  /** Open enquiries whose follow-up day has passed (the inbox's overdue filter). */
  overdueFollowUps: { kind: string; id: number; name: string; followUpOn: string | null }[];
  /**
   * Money (for roles with the payments right): what was received today and this week (India time, by when the
   * money arrived), what every registration waiting for payment still owes, and the payments needing attention.
   */
  payments: {
    collectedTodayPaise: number;
    collectedWeekPaise: number;
    /** Refunds made this week (processed), for any registration. */
    refundedWeekPaise: number;
    duePaise: number;
    attentionCount: number;
    attention: { registrationId: string; name: string; amountPaise: number; at: string }[];
  };
}

export async function loadDashboard(db: Db, now = new Date()): Promise<DashboardFigures> {
  const since = startOfWeekIst(now);
  const n = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
  const [
    career,
    services,
    contactByKind,
    registrationFigures,
    applications,
    issued,
    failedMail,
    oldest,
    overdue,
    collectedToday,
    collectedWeek,
    refundedWeek,
    duePaise,
    attention,
  ] = await Promise.all([
    n(db.select({ n: count() }).from(careerEnquiries).where(gte(careerEnquiries.createdAt, since))),
    n(db.select({ n: count() }).from(serviceEnquiries).where(gte(serviceEnquiries.createdAt, since))),
    db
      .select({ source: contactMessages.source, n: count() })
      .from(contactMessages)
      .where(gte(contactMessages.createdAt, since))
      .groupBy(contactMessages.source),
    registrationsMoneySince(db, since),
    n(db.select({ n: count() }).from(jobApplications).where(gte(jobApplications.createdAt, since))),
    n(db.select({ n: count() }).from(certificates).where(gte(certificates.createdAt, since))),
    n(db.select({ n: count() }).from(outbox).where(eq(outbox.status, "failed"))),
    // Unanswered: still new in the inbox, oldest first, whatever their kind.
    db
      .select({ name: enquiryInbox.name, at: enquiryInbox.createdAt, kind: enquiryInbox.kind })
      .from(enquiryInbox)
      .where(eq(enquiryInbox.status, "new"))
      .orderBy(asc(enquiryInbox.createdAt))
      .limit(OLDEST),
    overdueFollowUps(db, now),
    collectedBetween(db, startOfIndiaDay(todayIst(now)), now),
    collectedBetween(db, since, now),
    refundedBetween(db, since, now),
    totalDue(db),
    attentionPayments(db),
  ]);
  const bySource = Object.fromEntries(contactByKind.map((row) => [row.source, row.n]));
  return {
    since: since.toISOString(),
    enquiries: { career, services, chat: bySource.chat ?? 0, enquiry: bySource.enquiry ?? 0 },
    registrations: registrationFigures,
    applications,
    certificates: issued,
    failedMail,
    oldestEnquiries: oldest.map((row) => ({
      kind: KIND_LABELS[row.kind] ?? row.kind,
      name: row.name,
      receivedAt: row.at.toISOString(),
    })),
    overdueFollowUps: overdue,
    payments: {
      collectedTodayPaise: collectedToday,
      collectedWeekPaise: collectedWeek,
      refundedWeekPaise: refundedWeek,
      duePaise,
      attentionCount: attention.count,
      attention: attention.rows.map((row) => ({
        registrationId: row.registrationId,
        name: row.name,
        amountPaise: row.amountPaise,
        at: row.at.toISOString(),
      })),
    },
  };
}
