/** Every console page's title and robots rule (the response also says so in X-Robots-Tag). */
export function consoleMeta(title: string) {
  return [{ title: `${title} · Staff console` }, { name: "robots", content: "noindex, nofollow" }];
}
