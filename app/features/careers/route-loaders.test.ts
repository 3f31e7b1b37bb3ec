import { describe, expect, it, vi } from "vitest";
import { loader } from "../../routes/open-positions";
import { loader as openingFormsLoader } from "../../routes/opening-forms";

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
