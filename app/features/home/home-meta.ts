import { pageMeta } from "../../lib/seo";

export const HOME_TITLE = "Best IT Solution & Career Development Company in India | Nexora Technologies";
export const HOME_DESCRIPTION =
  "Nexora Technologies builds web, app and cloud solutions and trains job-ready developers through courses and internships in Noida.";

/** Meta tags of the home page (also used by the not-found route, which shows the home page). */
export function homeMeta(siteUrl?: string) {
  return pageMeta({ title: HOME_TITLE, description: HOME_DESCRIPTION, path: "/", siteUrl });
}
