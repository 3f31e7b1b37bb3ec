import { formatDayTime } from "../../../domain/format";

/**
 * What a summed audit row adds to its changes (ADR 31): repeated failed sign-ins of one account, address and
 * window are one row whose count grows, so the screen says how many and until when.
 */
export function summedNote(row: { windowKey: string | null; attempts: number; lastAt: Date | null }): string {
  if (!row.windowKey || row.attempts <= 1 || !row.lastAt) return "";
  return ` · ${row.attempts} times, the last at ${formatDayTime(row.lastAt)}`;
}
