import { useEffect } from "react";
import { Toaster, toast } from "sonner";
import { TIMINGS } from "../../../domain/constants";
import { TOASTER_ID, toasterMounted } from "./toaster-ready";

/** The registration toasts' container, top right; loaded lazily by toasts.ts. */
export default function SonnerToaster() {
  // Effects run child first: sonner's toaster is subscribed when this one runs. Sonner replays the toasts still
  // showing to a toaster that subscribes later; the toasts of one visit to the page end with it, so a visitor
  // coming back to the form does not see "Registration successful" again. (This is the site's only sonner
  // toaster, so dismissing every toast dismisses its own.)
  useEffect(() => {
    toasterMounted();
    return () => void toast.dismiss();
  }, []);
  return (
    <Toaster
      id={TOASTER_ID}
      position="top-right"
      duration={TIMINGS.registrationToastMs}
      richColors
      closeButton
    />
  );
}
