/**
 * The fake gateway's stand-in for Razorpay's `checkout.js`: the same `new Razorpay(options).open()` and
 * `.on("payment.failed", …)`, with a plain dialog of two buttons ("Pay" and "Fail this payment") instead of
 * Razorpay's. Paying asks the fake gateway to make the payment, which signs the callback and sends the webhooks
 * as Razorpay would. A classic script (no modules, no build step), as the real one is.
 */
export const CHECKOUT_SCRIPT = `(function () {
  var script = document.currentScript;
  var base = script ? new URL(script.src).origin : "";
  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    this.options = options || {};
    this.handlers = {};
  }
  Razorpay.prototype.on = function (name, handler) {
    this.handlers[name] = handler;
  };
  Razorpay.prototype.open = function () {
    var self = this;
    var options = self.options;
    var dialog = document.createElement("div");
    dialog.setAttribute("role", "dialog");
    dialog.setAttribute("aria-label", "Fake payment gateway");
    dialog.setAttribute("data-fake-checkout", "");
    dialog.style.position = "fixed";
    dialog.style.inset = "20% 25% auto 25%";
    dialog.style.background = "#fff";
    dialog.style.border = "2px solid #333";
    dialog.style.padding = "16px";
    dialog.style.zIndex = "2147483647";
    var title = document.createElement("p");
    var rupees = (Number(options.amount) / 100).toFixed(2);
    title.textContent = "Fake gateway: pay INR " + rupees + " to " + (options.name || "") + " for order " + options.order_id;
    dialog.appendChild(title);
    function button(label, outcome) {
      var element = document.createElement("button");
      element.type = "button";
      element.textContent = label;
      element.addEventListener("click", function () {
        element.disabled = true;
        fetch(base + "/fake/checkout/pay", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ key: options.key, order_id: options.order_id, outcome: outcome }),
        })
          .then(function (response) {
            return response.json().then(function (body) {
              return { ok: response.ok, body: body };
            });
          })
          .then(function (result) {
            dialog.remove();
            if (result.ok && typeof options.handler === "function") options.handler(result.body);
            else if (!result.ok && self.handlers["payment.failed"]) self.handlers["payment.failed"]({ error: result.body.error });
          });
      });
      dialog.appendChild(element);
    }
    button("Pay", "captured");
    button("Fail this payment", "failed");
    var close = document.createElement("button");
    close.type = "button";
    close.textContent = "Close";
    close.addEventListener("click", function () {
      dialog.remove();
      if (options.modal && typeof options.modal.ondismiss === "function") options.modal.ondismiss();
    });
    dialog.appendChild(close);
    document.body.appendChild(dialog);
  };
  window.Razorpay = Razorpay;
})();
`;
