/**
 * zod, configured once for every shared schema. Zod 4 probes `new Function` to speed up parsing; the site's
 * CSP has no 'unsafe-eval', so in the browser that probe is blocked and reported as a violation.
 */
import { z } from "zod";

z.config({ jitless: true });

export { z };
