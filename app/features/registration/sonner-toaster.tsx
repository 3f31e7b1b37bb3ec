import { useEffect } from "react";
import { Toaster } from "sonner";
import { TIMINGS } from "../../../domain/constants";
import { TOASTER_ID, toasterMounted } from "./toaster-ready";

/** The registration toasts' container, top right; loaded lazily by toasts.ts. */
export default function SonnerToaster() {
  // Effects run child first: sonner's toaster is subscribed when this one runs.
  useEffect(() => toasterMounted(), []);
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
