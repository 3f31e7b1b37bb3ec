import { describe, expect, it } from "vitest";
import { describeChanges } from "./audit-changes";

describe("an audit row's changes in words", () => {
  it("an export's filter, not [object Object]", () => {
    expect(describeChanges({ filter: { status: "paid", q: "asha" } })).toBe(
      'filter: status paid, search "asha"',
    );
    expect(describeChanges({ filter: { kind: "career", overdue: true } })).toBe(
      "filter: kind career, overdue",
    );
    expect(describeChanges({ filter: {} })).toBe("filter: none (the whole list)");
  });

  it("changed fields, lists and the records a look-up found", () => {
    expect(describeChanges({ status: ["new", "contacted"], assignee: [null, "Meera"] })).toBe(
      "status: new → contacted; assignee: — → Meera",
    );
    expect(describeChanges({ created: 2, certificateIds: ["NXT-1", "NXT-2"] })).toBe(
      "created: 2; certificateIds: NXT-1, NXT-2",
    );
    const lookUp = describeChanges({
      records: { registrations: 1, mail: 2, careerEnquiries: 0 },
      ids: { registrations: ["REG-7K3QX9M2TA"], mail: ["4", "5"] },
    });
    expect(lookUp).toBe(
      "records: registrations 1, mail 2, training enquiries 0; ids: registrations REG-7K3QX9M2TA, mail 4, 5",
    );
    expect(lookUp).not.toContain("[object");
  });
});
