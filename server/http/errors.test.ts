import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./errors.ts";

/** What the drivers throw, wrapped the way Drizzle wraps them (a DrizzleQueryError with the driver's error as cause). */
function wrapped(cause: unknown): Error {
  return new Error("Failed query: select 1\nparams: ", { cause });
}

function pgError(code: string, message: string): Error {
  return Object.assign(new Error(message), { code });
}

describe("isDatabaseUnavailable", () => {
  it.each([
    [
      "a refused connection",
      Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }),
    ],
    [
      "a connection killed by the administrator",
      pgError("57P01", "terminating connection due to administrator command"),
    ],
    ["a server starting up", pgError("57P03", "the database system is starting up")],
    ["a full server", pgError("53300", "sorry, too many clients already")],
    [
      "a database closed to connections",
      pgError("55000", 'database "site" is not currently accepting connections'),
    ],
    ["a lost connection", new Error("Connection terminated unexpectedly")],
    ["a pool waiting too long", new Error("timeout exceeded when trying to connect")],
    ["a closed PGlite", new Error("PGlite is closed")],
  ])("recognises %s, also inside Drizzle's error", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
  });

  it.each([
    ["a unique violation", pgError("23505", "duplicate key value violates unique constraint")],
    ["another 55000 error", pgError("55000", "currval of sequence is not yet defined in this session")],
    ["a syntax error", pgError("42601", "syntax error at or near")],
    ["a plain bug", new TypeError("Cannot read properties of undefined")],
    ["no error at all", undefined],
  ])("does not take %s for an outage", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(false);
  });
});
