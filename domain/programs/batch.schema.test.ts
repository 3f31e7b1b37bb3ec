import { describe, expect, it } from "vitest";
import { BATCH_MESSAGES, batchAvailability, batchSchema, batchTiming } from "./batch.schema.ts";

const valid = {
  startsOn: "2027-01-11",
  endsOn: "",
  duration: "8 weeks",
  mode: "online",
  days: "Mon–Fri",
  startTime: "10:00",
  endTime: "12:00",
  seats: "30",
  registrationClosesOn: "",
  status: "open",
};

const issues = (input: Record<string, unknown>) => {
  const result = batchSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join("."), i.message]);
};

describe("the batch form", () => {
  it("accepts a batch with a duration and no end date, seats as a number", () => {
    expect(batchSchema.parse(valid)).toMatchObject({ endsOn: null, seats: 30, registrationClosesOn: null });
  });

  it("refuses an end before the start", () => {
    expect(issues({ ...valid, endsOn: "2027-01-10" })).toEqual([["endsOn", BATCH_MESSAGES.endBeforeStart]]);
  });

  it("wants an end date or a duration", () => {
    expect(issues({ ...valid, duration: "" })).toEqual([["duration", BATCH_MESSAGES.endOrDuration]]);
    expect(issues({ ...valid, duration: "", endsOn: "2027-03-05" })).toEqual([]);
  });

  it("refuses impossible days, seats out of range, bad or reversed times and a close after the start", () => {
    expect(issues({ ...valid, startsOn: "2027-02-30" })).toEqual([["startsOn", BATCH_MESSAGES.startsOn]]);
    for (const seats of ["0", "-3", "2.5", "501", "many"])
      expect(issues({ ...valid, seats })).toEqual([["seats", BATCH_MESSAGES.seats]]);
    expect(issues({ ...valid, startTime: "25:00" })).toContainEqual(["startTime", BATCH_MESSAGES.time]);
    expect(issues({ ...valid, endTime: "09:00" })).toEqual([["endTime", BATCH_MESSAGES.timeOrder]]);
    expect(issues({ ...valid, endTime: "" })).toEqual([["endTime", BATCH_MESSAGES.timePair]]);
    expect(issues({ ...valid, registrationClosesOn: "2027-01-12" })).toEqual([
      ["registrationClosesOn", BATCH_MESSAGES.closesAfterStart],
    ]);
    expect(issues({ ...valid, mode: "postal" })).toEqual([["mode", BATCH_MESSAGES.mode]]);
    // Cancelling is its own operation, which tells everyone in the batch.
    expect(issues({ ...valid, status: "cancelled" })).toEqual([["status", BATCH_MESSAGES.status]]);
  });
});

describe("a batch for a visitor", () => {
  const batch = {
    status: "open" as const,
    seats: 3,
    seatsTaken: 1,
    startsOn: "2027-01-11",
    registrationClosesOn: null,
  };
  it("is open until its last registration day, full without seats, closed otherwise", () => {
    expect(batchAvailability(batch, "2027-01-11")).toBe("open");
    expect(batchAvailability(batch, "2027-01-12")).toBe("closed");
    expect(batchAvailability({ ...batch, registrationClosesOn: "2027-01-05" }, "2027-01-06")).toBe("closed");
    expect(batchAvailability({ ...batch, seatsTaken: 3 }, "2027-01-01")).toBe("full");
    expect(batchAvailability({ ...batch, status: "full" }, "2027-01-01")).toBe("full");
    expect(batchAvailability({ ...batch, status: "cancelled" }, "2027-01-01")).toBe("closed");
  });

  it("names its days and India times", () => {
    expect(batchTiming({ days: "Sat & Sun", startTime: "10:00", endTime: "13:00" })).toBe(
      "Sat & Sun, 10:00–13:00 IST",
    );
    expect(batchTiming({ days: "", startTime: "", endTime: "" })).toBe("");
  });
});
