import { describe, expect, it } from "vitest";
import { clientAction, shouldRevalidate } from "../../routes/registration-forms";
import { NO_ANSWER, REGISTRATION_ACTION } from "./registration-answer";

describe("/registration-forms clientAction", () => {
  type ClientArgs = Parameters<typeof clientAction>[0];
  const run = (serverAction: () => Promise<unknown>) =>
    clientAction({ serverAction } as unknown as ClientArgs);

  it("hands the action's answer to the form", async () => {
    const answer = { result: null, confirmation: { registrationId: "REG-ABC123" } };
    await expect(run(async () => answer)).resolves.toBe(answer);
  });

  it("turns a post without an answer of the action's (offline, a limit in front of it) into the form's failure", async () => {
    await expect(run(() => Promise.reject(new TypeError("Failed to fetch")))).resolves.toEqual(NO_ANSWER);
  });
});

describe("/registration-forms shouldRevalidate", () => {
  type Args = Parameters<typeof shouldRevalidate>[0];
  const decide = (args: Partial<Args>) =>
    shouldRevalidate({ defaultShouldRevalidate: true, ...args } as Args);

  it("reloads nothing after the form's own post, and follows the default otherwise", () => {
    expect(decide({ formMethod: "POST", formAction: REGISTRATION_ACTION })).toBe(false);
    expect(decide({})).toBe(true);
    expect(decide({ defaultShouldRevalidate: false })).toBe(false);
  });
});
