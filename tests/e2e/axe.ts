/**
 * axe-core on a page, as the end-to-end specs run it. Legacy mode runs axe in the page itself: the default opens
 * a blank page per analysis to merge the results of frames, which tripled a check's time (2.8 s against 0.9 s)
 * on pages that have none. Pages whose frames matter are the mail previews, checked on their own page.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** WCAG 2.0 and 2.1, levels A and AA, and axe's best practices. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

export interface AxeOptions {
  /** Only inside this selector. */
  include?: string;
  /** Every rule axe runs by default instead of AXE_TAGS' (the specs written against axe's defaults). */
  defaultRules?: boolean;
}

/** The page's violations, one line each: the rule and the elements that break it (empty when clean). */
export async function axeViolations(page: Page, options: AxeOptions = {}): Promise<string[]> {
  let builder = new AxeBuilder({ page }).setLegacyMode(true);
  if (!options.defaultRules) builder = builder.withTags(AXE_TAGS);
  if (options.include) builder = builder.include(options.include);
  const { violations } = await builder.analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}
