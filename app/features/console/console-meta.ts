import consoleStylesheet from "../../console.css?url";

/** Every console page's title and robots rule (the response also says so in X-Robots-Tag). */
export function consoleMeta(title: string) {
  return [{ title: `${title} · Staff console` }, { name: "robots", content: "noindex, nofollow" }];
}

/** The console's own stylesheet (app/console.css): linked by console routes only, never by a public page. */
export function consoleLinks() {
  return [{ rel: "stylesheet", href: consoleStylesheet }];
}
