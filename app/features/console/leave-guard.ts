/**
 * Asks before a person leaves a console form with changes they have not saved: for a link inside the console
 * (React Router's blocker, answered with the browser's own confirm dialog) and for a reload, a typed address
 * or a closed tab (the browser's "Leave site?" question). A change is any input the person made in the form.
 * Saving is not leaving: the form posts to its own address (never blocked), a saved form comes back as a new
 * form with nothing changed, and a refused save keeps the question, since its changes are still not saved.
 * (Listening for `submit` would not do: Conform validates a field on blur by submitting the form.)
 */
import { useEffect, useState } from "react";
import { useBlocker } from "react-router";

export const LEAVE_QUESTION = "You have changes that are not saved. Leave this page and lose them?";

export function useLeaveGuard(formId: string): void {
  const [dirty, setDirty] = useState(false);

  useEffect(() => {
    const form = document.getElementById(formId);
    if (!form) return;
    const changed = () => setDirty(true);
    form.addEventListener("input", changed);
    form.addEventListener("change", changed);
    return () => {
      form.removeEventListener("input", changed);
      form.removeEventListener("change", changed);
    };
  }, [formId]);

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [dirty]);

  // Only a move to another screen: the form's own post (and its redirect back here) is not leaving.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(LEAVE_QUESTION)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
}
