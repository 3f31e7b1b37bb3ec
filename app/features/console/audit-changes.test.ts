import { describe, expect, it } from "vitest";
import { describeChanges } from "./audit-changes";

describe("an audit row's changes in words", () => {
  it("an export's filter, not [object Object], with labels", () => {
    expect(describeChanges({ filter: { status: "paid", q: "asha" } })).toBe(
      'Filter: status Paid, search "asha"',
    );
    expect(describeChanges({ filter: { kind: "career", overdue: true } })).toBe(
      "Filter: kind Career, overdue",
    );
    expect(describeChanges({ filter: {} })).toBe("Filter: none (the whole list)");
  });

  it("changed fields, lists and the records a look-up found", () => {
    expect(describeChanges({ status: ["new", "contacted"], assignee: [null, "Meera"] })).toBe(
      "Status: New → Contacted; Assignee: — → Meera",
    );
    expect(describeChanges({ created: 2, certificateIds: ["NXT-1", "NXT-2"] })).toBe(
      "Created: 2; Certificates: NXT-1, NXT-2",
    );
    const lookUp = describeChanges({
      records: { registrations: 1, mail: 2, careerEnquiries: 0 },
      ids: { registrations: ["REG-7K3QX9M2TA"], mail: ["4", "5"] },
    });
    expect(lookUp).toBe(
      "Records: registrations 1, mail 2, training enquiries 0; Ids: registrations REG-7K3QX9M2TA, mail 4, 5",
    );
    expect(lookUp).not.toContain("[object");
  });

  it("rupees not paise, India time not UTC, names not ids", () => {
    expect(describeChanges({ feesPaise: [2_499_900, 2_599_900] })).toBe("Fee: ₹24,999 → ₹25,999");
    expect(describeChanges({ discountPaise: 12_345 })).toBe("Discount: ₹123.45");
    // 18:30 UTC on 31 December is midnight in India on 1 January.
    expect(describeChanges({ validUntil: [null, "2026-12-31T18:30:00.000Z"] })).toBe(
      "Valid until: — → 01 Jan 2027, 00:00",
    );
    expect(describeChanges({ followUpOn: ["2026-12-01", null] })).toBe("Follow-up day: 01 Dec 2026 → —");
    expect(
      describeChanges(
        { assigneeId: [null, "JzZCosYfQ1w2e3r4t5y6u7i8"] },
        { JzZCosYfQ1w2e3r4t5y6u7i8: "Meera Nair" },
      ),
    ).toBe("Assignee: — → Meera Nair");
  });

  it("rich text and long lists as a short summary, never the whole body", () => {
    const doc = (words: string) => ({
      type: "doc",
      content: [{ type: "paragraph", content: [{ type: "text", text: words }] }],
    });
    const summary = describeChanges({
      contentDoc: [doc("One two three"), doc("One two three four")],
      contentHtml: ["<p>One two three</p>", `<p>${"word ".repeat(40)}</p>`],
    });
    expect(summary).toBe("Text changed (3 words → 4 words); Text changed (3 words → 40 words)");
    expect(summary).not.toContain("<p>");
    const features = Array.from({ length: 12 }, (_, i) => ({ title: `Feature number ${i + 1}` }));
    const list = describeChanges({ keyFeatures: [["Live classes"], features] });
    expect(list).toMatch(/^Key features: Live classes → 12 rows: Feature number 1, Feature number 2, .*…$/);
    expect(list.length).toBeLessThan(140);
  });
});
