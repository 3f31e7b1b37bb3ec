/**
 * The registration form's post with JavaScript: through a fetcher to the page's action (the form's one door,
 * registration-answer.ts), with the coupon the server's check accepted. Each answer once: a refusal toasts its
 * text and puts its errors on their fields (values kept; Conform focuses the first), a registration toasts its
 * id, becomes the proof (`onRegistered`) and downloads its confirmation PDF.
 */
import type { SubmissionResult } from "@conform-to/react";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { MESSAGES } from "../../../domain/messages";
import type { Confirmation } from "./confirmation-panel";
import { REGISTRATION_ACTION, type RegistrationAnswer } from "./registration-answer";
import type { AppliedCoupon } from "./registration-state";
import { notify } from "./toasts";

/** The PDF is fetched by the API's read (registration-api.ts), loaded once there is one to fetch. */
async function download({ registrationId, downloadToken }: Confirmation) {
  const { downloadConfirmation } = await import("./registration-api");
  if (!(await downloadConfirmation(registrationId, downloadToken))) notify.error(MESSAGES.pdfFailed);
}

export function useRegistrationPost(
  /** The page action's answer to a post without JavaScript, for the form's first render. */
  result: SubmissionResult<string[]> | null | undefined,
  onRegistered: (confirmation: Confirmation) => void,
) {
  const fetcher = useFetcher<RegistrationAnswer>();
  const submitting = fetcher.state !== "idle";
  const [lastResult, setLastResult] = useState(result);

  const answered = useRef<RegistrationAnswer | undefined>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each answer of the fetcher.
  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer || answered.current === answer) return;
    answered.current = answer;
    if (!answer.confirmation) {
      notify.error(MESSAGES.registrationFailed(answer.error));
      if (answer.result) setLastResult(answer.result);
      return;
    }
    notify.success(MESSAGES.registrationSuccess(answer.confirmation.registrationId));
    onRegistered(answer.confirmation);
    void download(answer.confirmation);
  }, [fetcher.state, fetcher.data]);

  /** Posts the checked form (once at a time): the applied coupon, not whatever is typed in its box. */
  function submit(formData: FormData, coupon: AppliedCoupon | null) {
    if (submitting) return;
    formData.set("discount_coupon", coupon?.code ?? "");
    fetcher.submit(formData, { method: "post", action: REGISTRATION_ACTION });
  }

  return { submitting, lastResult, submit };
}
