/**
 * Autosave of an open content form (README "Staff console", Autosave): every 20 seconds after a change, and at
 * once when the tab is hidden (switched away from, closed, the browser quitting), the form's text fields are
 * posted with `intent=autosave` to its own action, which keeps them as the person's private draft
 * (domain/content/content-drafts.server.ts). Files are not sent; a failed post (offline) is tried again at the
 * next tick. The post goes to the route's data address (`<path>.data`), so the page is not rendered for it.
 */
import { useEffect } from "react";

export const AUTOSAVE_INTERVAL_MS = 20_000;

export function useAutosave(formId: string): void {
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    let dirty = false;
    let sending = false;
    const changed = () => {
      dirty = true;
    };
    const send = (keepalive: boolean) => {
      if (!dirty || sending) return;
      dirty = false;
      sending = true;
      const body = new FormData(form);
      for (const [name, value] of [...body.entries()]) if (typeof value !== "string") body.delete(name);
      body.set("intent", "autosave");
      const address = `${window.location.pathname.replace(/\/$/, "")}.data`;
      fetch(address, { method: "POST", body, keepalive, credentials: "same-origin" })
        .then((answer) => {
          if (!answer.ok) dirty = true;
        })
        .catch(() => {
          dirty = true;
        })
        .finally(() => {
          sending = false;
        });
    };
    const hidden = () => {
      if (document.visibilityState === "hidden") send(true);
    };
    form.addEventListener("input", changed);
    form.addEventListener("change", changed);
    document.addEventListener("visibilitychange", hidden);
    const timer = window.setInterval(() => send(false), AUTOSAVE_INTERVAL_MS);
    return () => {
      form.removeEventListener("input", changed);
      form.removeEventListener("change", changed);
      document.removeEventListener("visibilitychange", hidden);
      window.clearInterval(timer);
    };
  }, [formId]);
}
