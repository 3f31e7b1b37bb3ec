/**
 * While a payment is being confirmed, asks the server again (the page's loader) every `intervalMs`, at most
 * `maxTries` times: the page turns to "Paid" when the server knows, and stops asking when it gives up
 * (`gaveUp`), so a gateway that never confirms does not keep a tab polling for ever.
 */
import { useEffect, useState } from "react";

export function useConfirmationPoll(
  active: boolean,
  revalidate: () => unknown,
  { intervalMs, maxTries }: { intervalMs: number; maxTries: number },
): { gaveUp: boolean } {
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    setGaveUp(false);
    if (!active) return;
    let tries = 0;
    const timer = setInterval(() => {
      if (tries >= maxTries) {
        clearInterval(timer);
        setGaveUp(true);
        return;
      }
      tries++;
      void revalidate();
    }, intervalMs);
    return () => clearInterval(timer);
  }, [active, revalidate, intervalMs, maxTries]);
  return { gaveUp: active && gaveUp };
}
