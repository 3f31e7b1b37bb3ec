/**
 * One parser for the list fields of courses and internships (key_features, course_modules, love_items,
 * faqs, internship_modules, responsibilities, perks_and_benefits).
 *
 * The spec allows them to arrive as JSON text or as arrays, and their items as `{ title, description }`
 * objects or plain strings. Anything else (null, numbers, broken JSON, objects without a title) is dropped
 * rather than rendered, so a bad CMS value never breaks a page.
 */
export interface ListFieldItem {
  title: string;
  description?: string;
}

/** Keys some CMS exports use instead of `title` / `description` (FAQs often come as question/answer). */
const TITLE_KEYS = ["title", "question", "name", "heading"] as const;
const DESCRIPTION_KEYS = ["description", "answer", "content", "details", "text"] as const;

function firstText(record: Record<string, unknown>, keys: readonly string[]): string {
  for (const key of keys) {
    const value = record[key];
    if (typeof value === "string" && value.trim() !== "") return value.trim();
    if (typeof value === "number" && Number.isFinite(value)) return String(value);
  }
  return "";
}

function parseItem(item: unknown): ListFieldItem | null {
  if (typeof item === "string") {
    const title = item.trim();
    return title ? { title } : null;
  }
  if (typeof item === "number" && Number.isFinite(item)) return { title: String(item) };
  if (!item || typeof item !== "object" || Array.isArray(item)) return null;
  const record = item as Record<string, unknown>;
  const title = firstText(record, TITLE_KEYS);
  const description = firstText(record, DESCRIPTION_KEYS);
  if (!title && !description) return null;
  // An item with only a description still carries content: show it as the title.
  if (!title) return { title: description };
  return description ? { title, description } : { title };
}

/** Normalises a list field of any accepted shape into `{ title, description? }` items, dropping junk. */
export function parseListField(value: unknown, depth = 0): ListFieldItem[] {
  if (value == null) return [];
  if (typeof value === "string") {
    const text = value.trim();
    if (!text || text === "null") return [];
    if (text.startsWith("[") || text.startsWith("{") || text.startsWith('"')) {
      try {
        // JSON text may itself be double-encoded ("\"[...]\""): unwrap a few levels at most.
        if (depth < 3) return parseListField(JSON.parse(text), depth + 1);
      } catch {
        // Not JSON after all: fall through and treat it as one plain item.
      }
    }
    // A plain sentence is a one-item list.
    return [{ title: text }];
  }
  if (Array.isArray(value)) {
    return value.map(parseItem).filter((item): item is ListFieldItem => item !== null);
  }
  if (typeof value === "object") {
    const single = parseItem(value);
    return single ? [single] : [];
  }
  return [];
}

/** Stable React keys for parsed items: the title, with a counter for repeated titles. */
export function withKeys(items: ListFieldItem[]): (ListFieldItem & { key: string })[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const count = (seen.get(item.title) ?? 0) + 1;
    seen.set(item.title, count);
    return { ...item, key: count === 1 ? item.title : `${item.title}#${count}` };
  });
}
