/** One page of a console list: its rows and the count of all that match, asked for together. */
import { LIST_PAGE_SIZE, listPageCount } from "./workflow.ts";

/** Page `page` (LIST_PAGE_SIZE rows) of a console list's query, counted beside it by `counted` (`n`: all that match). */
export async function consoleListPage<Row>(
  rows: { limit(size: number): { offset(skip: number): PromiseLike<Row[]> } },
  counted: PromiseLike<{ n: number }[]>,
  page: number,
): Promise<{ rows: Row[]; total: number; page: number; pageCount: number }> {
  const [list, [total]] = await Promise.all([
    rows.limit(LIST_PAGE_SIZE).offset((page - 1) * LIST_PAGE_SIZE),
    counted,
  ]);
  const n = total?.n ?? 0;
  return { rows: list, total: n, page, pageCount: listPageCount(n) };
}
