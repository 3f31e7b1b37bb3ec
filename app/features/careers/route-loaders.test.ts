import { describe, expect, it, vi } from "vitest";
import { loader } from "../../routes/open-positions";
import { clientAction, loader as openingFormsLoader } from "../../routes/opening-forms";

type LoaderArgs = Parameters<typeof loader>[0];

describe("/open-positions loader", () => {
  it("reports a failing jobs read and returns no jobs ('No Openings – Oops!')", async () => {
    const sectionFailed = vi.fn();
    const failingDb = {
      select: () => {
        throw new Error("database down");
      },
    };
    const result = await loader({
      context: {
        db: failingDb,
        // The cached reads over a database that is down: each read rejects.
        reads: new Proxy({}, { get: () => async () => failingDb.select() }),
        sectionFailed,
      },
    } as unknown as LoaderArgs);
    expect(result).toEqual({ jobs: [] });
    expect(sectionFailed).toHaveBeenCalledWith(
      "jobs list failed",
      expect.objectContaining({ message: "database down" }),
    );
  });
});

describe("/opening-forms loader", () => {
  const load = (query: string) =>
    openingFormsLoader({
      request: new Request(`http://localhost/opening-forms${query}`),
    } as unknown as Parameters<typeof openingFormsLoader>[0]);

  it("reads the job from the query", () => {
    expect(
      load("?jobId=4&title=Junior+React+Developer&company=Nexora+Technologies&hours=40&deadline=2027-01-31"),
    ).toEqual({
      jobId: "4",
      title: "Junior React Developer",
      company: "Nexora Technologies",
      hours: "40",
      deadline: "2027-01-31",
    });
  });

  it("drops a job id that is not a number and tolerates a missing query", () => {
    expect(load("?jobId=abc")).toMatchObject({ jobId: "" });
    expect(load("")).toEqual({ jobId: "", title: "", company: "", hours: "", deadline: "" });
  });
});

describe("/opening-forms clientAction", () => {
  type ClientArgs = Parameters<typeof clientAction>[0];
  const run = (serverAction: () => Promise<unknown>) =>
    clientAction({ serverAction } as unknown as ClientArgs);

  it("hands the action's answer to the form", async () => {
    await expect(run(async () => ({ submitted: true }))).resolves.toEqual({ submitted: true });
  });

  it("turns a post without an answer of the action's (offline, a limit in front of it) into the form's failure", async () => {
    const reply = await run(() => Promise.reject(new TypeError("Failed to fetch")));
    expect(reply).toEqual({ submitted: false, result: { status: "error", error: {} } });
  });
});
