import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// findBy… and waitFor give up after asyncUtilTimeout. Testing Library's 1 s is a deadline a loaded two-core
// machine misses (a component test failed so at load 8–12): a test here fails when the screen is wrong, not
// when it is slow. A passing test waits no longer; only a failing one takes up to 5 s to say so.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
