/** Production server: `npm start` (after `react-router build`). */
import { serveProduction } from "./production.ts";

await serveProduction();
