/** Test helper: renders UI inside a memory router (Link and useLocation need one). */
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { createRoutesStub } from "react-router";

let current: ReactElement | null = null;

function Rendered() {
  return current;
}

const Stub = createRoutesStub([{ path: "*", Component: Rendered }]);

export function renderWithRouter(ui: ReactElement, path = "/") {
  current = ui;
  return render(<Stub initialEntries={[path]} />);
}
