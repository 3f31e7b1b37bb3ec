import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SEAT_HOLD_TEXT } from "../../../domain/programs/batch.schema";
import { SeatHoldSettings } from "./seat-hold-settings";

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

const Online = () => <SeatHoldSettings hours={24} onlinePayment lastResult={undefined} />;
const Offline = () => <SeatHoldSettings hours={24} onlinePayment={false} lastResult={undefined} />;

function show(onlinePayment: boolean) {
  const Stub = createRoutesStub([{ path: "/admin/settings", Component: onlinePayment ? Online : Offline }]);
  render(<Stub initialEntries={["/admin/settings"]} />);
}

describe("the Settings screen's seat hold", () => {
  it("says that with online payment on a seat is held until the payment deadline, not the hours set", async () => {
    show(true);
    expect(
      await screen.findByText(
        /Online payment is on: new registrations keep their seat until the payment deadline, 72 hours/,
      ),
    ).toBeTruthy();
    expect((screen.getByLabelText(SEAT_HOLD_TEXT.label) as HTMLInputElement).value).toBe("24");
  });

  it("says nothing of a deadline while online payment is off", async () => {
    show(false);
    expect(await screen.findByLabelText(SEAT_HOLD_TEXT.label)).toBeTruthy();
    expect(screen.queryByText(/payment deadline/)).toBeNull();
  });
});
