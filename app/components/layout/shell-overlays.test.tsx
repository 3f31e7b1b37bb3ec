/**
 * A visit that arrives on the certificate check with an id (a certificate's QR code) reads its result first:
 * no popup, bottom banner or chat launcher on that page; they come on the next page the visit opens (issue 30,
 * item 17). Any other arrival shows them as before.
 */
import { act, fireEvent, screen } from "@testing-library/react";
import { Link } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { renderWithRouter } from "../../features/home/test-router";
import { ShellOverlays } from "./shell-overlays";

const alert = (id: number, title: string) => ({
  id,
  title,
  banner_image_path: `uploads/alerts/${id}.webp`,
  button1_link: "/offer",
});
const ALERTS = { mid: [alert(1, "Popup")], bottom: [alert(2, "Banner")] };

function Page() {
  return (
    <>
      <Link to="/courses">Courses</Link>
      <Link to="/verify-certificate?id=NXT-OTHER">Check another</Link>
      <ShellOverlays alerts={ALERTS} />
    </>
  );
}

const overlays = () => ({
  popup: screen.queryByTestId("alert-popup"),
  banner: screen.queryByTestId("alert-banner"),
  launcher: screen.queryByRole("button", { name: /Nova/ }),
});

describe("arriving with a certificate id", () => {
  beforeEach(() => window.sessionStorage.clear());

  it("shows no popup, banner or chat launcher on the result, and all of them on the next page", async () => {
    renderWithRouter(<Page />, "/verify-certificate?id=NXT-ABC123");
    expect(overlays()).toEqual({ popup: null, banner: null, launcher: null });
    // The social rail is a thin edge, not over the result: it stays.
    expect(screen.getByRole("navigation", { name: "Social media" })).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole("link", { name: "Courses" })));
    const later = overlays();
    expect(later.popup).not.toBeNull();
    expect(later.banner).not.toBeNull();
    expect(later.launcher).not.toBeNull();
    // Back on a result later in the visit: the overlays stay (the visit is no longer arriving).
    await act(async () => fireEvent.click(screen.getByRole("link", { name: "Check another" })));
    expect(overlays().launcher).not.toBeNull();
  });

  it("shows them at once on the check without an id, and on any other page", () => {
    const { unmount } = renderWithRouter(<Page />, "/verify-certificate");
    expect(overlays().popup).not.toBeNull();
    expect(overlays().launcher).not.toBeNull();
    unmount();
    renderWithRouter(<Page />, "/courses?id=1");
    expect(overlays().banner).not.toBeNull();
  });
});
