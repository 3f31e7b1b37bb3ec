// Payments: the pay page, and "Pay now" on the proof panel, the acknowledgement letter and the confirmation PDF.
export const payPageTitle = "Pay your fees";
export const payPageLead = "Check your registration and pay what is due.";
export const payNowLink = (amount: string) => `Pay ${amount} now`;
export const payButton = (amount: string) => `Pay ${amount}`;
export const payOpening = "Opening the payment window…";
export const payConfirming = "Payment received, confirming…";
export const payConfirmingSlow =
  "We have not heard from the payment gateway yet. This page will show your receipt once it confirms; you can also reload it later.";
export const paidHeading = "Paid";
export const paidLead =
  "Thank you: your payment is received. Your receipt is below and on its way by e-mail.";
export const payGatewayDown =
  "Online payment is not available right now. Please try again in a few minutes, or pay by bank transfer or UPI below.";
export const payNotConfirmed =
  "That payment could not be confirmed. No money was taken that we know of: please try again.";
export const payFailed = (reason: string) =>
  `The payment did not go through${reason ? `: ${reason}` : ""}. You can try again.`;
export const payNeedsJavaScript =
  "Online payment needs JavaScript. You can pay by bank transfer or UPI instead.";
export const payOfflineHeading = "Pay by bank transfer or UPI";
export const payOfflineOtherHeading = "Or pay by bank transfer or UPI";
export const payOfflineNote = (registrationId: string) =>
  `Write your registration id ${registrationId} in the payment's remarks. Our office records the payment and sends your receipt.`;
export const payContactOffice = (phone: string, email: string) =>
  `To pay, please contact our office on ${phone} or at ${email}; we will send you the payment details.`;
export const receiptsHeading = "Receipts";
export const downloadReceipt = (number: string) => `Download receipt ${number} (PDF)`;
