import { type ComponentType, lazy, Suspense } from "react";

/**
 * A component rendered on the server like any other, whose code the browser loads after the page's own:
 * React hydrates it when its chunk arrives (its server HTML stays in place meanwhile). For widgets below the
 * fold or heavy libraries (Radix Accordion, Tabs) that the first paint does not need.
 */
export function deferred<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const Lazy = lazy(async () => ({ default: await load() }));
  // biome-ignore lint/correctness/noComponentHookFactories: like lazy(), called once per module at its top level, never during a render.
  return function Deferred(props: Props) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
