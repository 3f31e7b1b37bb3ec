import { describe, expect, it } from "vitest";
import { noteSchema } from "../../../domain/console/workflow";
import { NotFoundError, RuleError } from "../../../domain/errors";
import { MESSAGES } from "../../../domain/messages";
import { formIntent, intentAction } from "./intent-action.server";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};
type Data = { type: "DataWithResponseInit"; data: unknown; init: { status?: number } | null };

describe("intentAction", () => {
  it("runs the posted intent's handler and answers what it answers", async () => {
    const answer = await intentAction(form({ intent: "note", body: "Called back" }), {
      note: formIntent(noteSchema, async (value) => `noted: ${value.body}`),
    });
    expect(answer).toMatchObject({
      intent: "note",
      notice: { kind: "done", text: "noted: Called back" },
    });
    // Conform's reply that empties the form for the next note.
    expect((answer as { result: unknown }).result).not.toBeNull();
  });

  it("answers an intent the table does not have with 400 'Unknown request.', and runs nothing", async () => {
    let ran = false;
    const answer = (await intentAction(form({ intent: "toString" }), {
      note: async () => {
        ran = true;
        return null as never;
      },
    })) as unknown as Data;
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toEqual({
      intent: "toString",
      result: null,
      notice: { kind: "error", text: MESSAGES.consoleUnknownRequest },
    });
    expect(ran).toBe(false);
  });

  it("puts a form intent's invalid input on its fields (400), without writing", async () => {
    let wrote = false;
    const answer = (await intentAction(form({ intent: "note", body: "" }), {
      note: formIntent(noteSchema, async () => {
        wrote = true;
        return "";
      }),
    })) as unknown as Data;
    expect(answer.init?.status).toBe(400);
    expect((answer.data as { result: { error: Record<string, unknown> } }).result.error).toHaveProperty(
      "body",
    );
    expect(wrote).toBe(false);
  });

  it("answers a RuleError as the screen's error notice, with the route's status", async () => {
    const answer = (await intentAction(
      form({ intent: "retry" }),
      {
        retry: async () => {
          throw new RuleError("Already sent.");
        },
      },
      { ruleStatus: 409 },
    )) as unknown as Data;
    expect(answer.init?.status).toBe(409);
    expect(answer.data).toMatchObject({ notice: { kind: "error", text: "Already sent." } });
  });

  it("throws a NotFoundError as the route's 404 and anything else as it is", async () => {
    const missing = intentAction(form({ intent: "x" }), {
      x: async () => {
        throw new NotFoundError("gone");
      },
    });
    await expect(missing).rejects.toMatchObject({
      init: { status: 404 },
      data: { message: MESSAGES.consoleNotFound },
    });
    const broken = intentAction(form({ intent: "x" }), {
      x: async () => {
        throw new Error("database gone");
      },
    });
    await expect(broken).rejects.toThrow("database gone");
  });
});
