/**
 * One JSON line per event on stdout/stderr; quiet in tests unless asked.
 *
 * No log line may carry what a visitor typed. Errors are the risk: a failed insert's message holds the SQL's
 * parameters (names, e-mails, messages), and the database's own messages and details quote the values they
 * refused. So an error is logged as its kind, codes and names (table, column, constraint, the SQL text without
 * parameters), never its database message; pass the error itself (`{ error }`), not `String(error)`.
 */
export interface Logger {
  info(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;
/** Names a database error may carry that say where, not what. */
const DATABASE_ERROR_FIELDS = [
  "code",
  "severity",
  "schema",
  "table",
  "column",
  "dataType",
  "constraint",
  "routine",
];
const MAX_MESSAGE_CHARS = 300;
const MAX_DEPTH = 4;

type ErrorLike = Error & Record<string, unknown>;

function isDatabaseError(error: ErrorLike): boolean {
  return (
    (typeof error.code === "string" && SQLSTATE.test(error.code)) ||
    typeof error.severity === "string" ||
    typeof error.query === "string" ||
    error.message.startsWith("Failed query:")
  );
}

/** What may be logged of an error: its kind and codes, never the values it was about. */
export function describeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) {
    // Thrown non-errors (strings, objects) are not ours to trust: their type only.
    return error === null || error === undefined ? String(error) : `thrown ${typeof error}`;
  }
  const e = error as ErrorLike;
  const described: Record<string, unknown> = { name: e.name };
  if (isDatabaseError(e)) {
    for (const field of DATABASE_ERROR_FIELDS) if (typeof e[field] === "string") described[field] = e[field];
    // Drizzle's query error: the statement with placeholders ($1, $2 …) only.
    if (typeof e.query === "string") described.query = e.query.slice(0, MAX_MESSAGE_CHARS);
  } else {
    described.message = e.message.slice(0, MAX_MESSAGE_CHARS);
    if (typeof e.code === "string") described.code = e.code;
    if (depth === 0 && e.stack) described.stack = e.stack.split("\n").slice(1, 6).join("\n");
  }
  if (e.cause !== undefined && depth < MAX_DEPTH) described.cause = describeError(e.cause, depth + 1);
  return described;
}

function loggable(fields: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!fields) return fields;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields))
    out[key] = value instanceof Error ? describeError(value) : value;
  return out;
}

interface Sink {
  write(line: string): unknown;
}

/** `sinks` (tests) receive the lines that would go to stdout and stderr. */
export function createLogger(
  level: "silent" | "error" | "info",
  sinks: { out: Sink; err: Sink } = { out: process.stdout, err: process.stderr },
): Logger {
  const write = (sink: Sink, lvl: string, msg: string, fields?: Record<string, unknown>) =>
    sink.write(
      `${JSON.stringify({ time: new Date().toISOString(), level: lvl, msg, ...loggable(fields) })}\n`,
    );
  return {
    info: (msg, fields) => level === "info" && write(sinks.out, "info", msg, fields),
    error: (msg, fields) => level !== "silent" && write(sinks.err, "error", msg, fields),
  };
}
