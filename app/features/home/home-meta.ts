export const HOME_TITLE = "Best IT Solution & Career Development Company in India | Nexora Technologies";
export const HOME_DESCRIPTION =
  "Nexora Technologies builds web, app and cloud solutions and trains job-ready developers through courses and internships in Noida.";
