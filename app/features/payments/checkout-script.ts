/**
 * Razorpay Standard Checkout in the browser: its script (RAZORPAY_CHECKOUT_URL, admitted by the pay page's
 * Content-Security-Policy alone) is loaded when the visitor first presses "Pay", then `new Razorpay(options)`
 * opens its window. The fake gateway's stand-in script has the same interface.
 */
export interface CheckoutSuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

export interface CheckoutOptions {
  key: string;
  order_id: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
  theme: { color: string };
  handler: (response: CheckoutSuccess) => void;
  modal: { ondismiss: () => void };
}

interface CheckoutInstance {
  open(): void;
  on(event: "payment.failed", handler: (response: { error?: { description?: string } }) => void): void;
}

declare global {
  interface Window {
    Razorpay?: new (options: CheckoutOptions) => CheckoutInstance;
  }
}

let loading: Promise<void> | null = null;

/** Loads the Checkout script once; a failed load may be tried again. */
export function loadCheckout(src: string): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      loading = null;
      reject(new Error("checkout script did not load"));
    };
    document.head.appendChild(script);
  });
  return loading;
}

export async function openCheckout(
  src: string,
  options: CheckoutOptions,
  onFailed: (reason: string) => void,
): Promise<void> {
  await loadCheckout(src);
  if (!window.Razorpay) throw new Error("checkout script has no Razorpay");
  const checkout = new window.Razorpay(options);
  checkout.on("payment.failed", (response) => onFailed(response.error?.description ?? ""));
  checkout.open();
}
