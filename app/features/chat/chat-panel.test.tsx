import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HONEYPOT_FIELD } from "../../../domain/honeypot";
import { CHAT_DETAILS_ACTION, type ChatDetailsAnswer } from "./chat-details-form";
import ChatPanel from "./chat-panel";
import { REPLIES } from "./chat-replies";

/** The details form's one door (app/routes/chat-details.ts): what it was sent, and what it answers. */
const detailsAction = vi.fn<(form: FormData) => Promise<ChatDetailsAnswer>>();
const Page = () => <ChatPanel onClose={() => {}} />;
const Stub = createRoutesStub([
  { path: "/", Component: Page },
  { path: CHAT_DETAILS_ACTION, action: async ({ request }) => detailsAction(await request.formData()) },
]);

const log = () => screen.getByRole("log");
const type = (text: string) => {
  fireEvent.change(screen.getByPlaceholderText("Type your message..."), { target: { value: text } });
  fireEvent.click(screen.getByRole("button", { name: "Send message" }));
};

async function flush() {
  await act(async () => {
    await Promise.resolve();
  });
}

describe("ChatPanel", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    detailsAction.mockReset();
  });

  it("greets the visitor by the assistant's name", () => {
    render(<ChatPanel onClose={() => {}} />);
    expect(screen.getByRole("heading", { name: "Nova" })).toBeInTheDocument();
    expect(screen.getByRole("dialog")).toHaveTextContent("Nexora Technologies");
    expect(log()).toHaveTextContent("I'm Nova");
  });

  it("ignores a blank message", () => {
    render(<ChatPanel onClose={() => {}} />);
    type("   ");
    act(() => vi.advanceTimersByTime(5000));
    expect(within(log()).getAllByRole("listitem")).toHaveLength(1);
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("replies after 1.2 s with a typing indicator, picking from the matched topic", () => {
    render(<ChatPanel onClose={() => {}} random={() => 0.5} />);
    type("Where is your office?");
    expect(within(log()).getAllByRole("listitem")).toHaveLength(2);
    expect(screen.getByRole("status", { name: "Nova is typing" })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1199));
    expect(within(log()).getAllByRole("listitem")).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1));
    const items = within(log()).getAllByRole("listitem");
    expect(items).toHaveLength(3);
    expect(items[2]).toHaveTextContent(REPLIES.location[1]);
    expect(screen.queryByRole("status", { name: "Nova is typing" })).not.toBeInTheDocument();
  });

  it("closes with its close button", () => {
    const onClose = vi.fn();
    render(<ChatPanel onClose={onClose} />);
    fireEvent.click(screen.getByRole("button", { name: "Close chat" }));
    expect(onClose).toHaveBeenCalled();
  });

  it("sends the details form to its route's action, closes it and thanks 0.8 s later", async () => {
    detailsAction.mockResolvedValue({ sent: true });
    render(<Stub />);
    fireEvent.click(screen.getByRole("button", { name: "Leave your details" }));
    const form = screen.getByRole("form");
    expect(within(form).getByLabelText("Name")).toBeRequired();
    expect(within(form).getByLabelText("Email")).toHaveAttribute("type", "email");
    expect(within(form).getByLabelText("Message")).toBeRequired();
    fireEvent.change(within(form).getByLabelText("Name"), { target: { value: " Asha " } });
    fireEvent.change(within(form).getByLabelText("Email"), { target: { value: "asha@example.com" } });
    fireEvent.change(within(form).getByLabelText("Message"), { target: { value: "Call me" } });
    fireEvent.submit(form);
    await flush();
    expect(detailsAction).toHaveBeenCalledTimes(1);
    expect(Object.fromEntries(detailsAction.mock.calls[0]![0])).toEqual({
      name: "Asha",
      email: "asha@example.com",
      message: "Call me",
      [HONEYPOT_FIELD]: "",
    });
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(799));
    expect(log()).not.toHaveTextContent("Thank you, Asha");
    act(() => vi.advanceTimersByTime(1));
    expect(log()).toHaveTextContent("Thank you, Asha");
  });

  it("shows 'Oops! Something went wrong. Please try again later.' when the server refuses", async () => {
    detailsAction.mockResolvedValue({});
    render(<Stub />);
    fireEvent.click(screen.getByRole("button", { name: "Leave your details" }));
    const form = screen.getByRole("form");
    fireEvent.change(within(form).getByLabelText("Name"), { target: { value: "Asha" } });
    fireEvent.change(within(form).getByLabelText("Email"), { target: { value: "asha@example.com" } });
    fireEvent.change(within(form).getByLabelText("Message"), { target: { value: "Call me" } });
    fireEvent.submit(form);
    await flush();
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Oops! Something went wrong. Please try again later.",
    );
    expect(screen.getByRole("form")).toBeInTheDocument();
  });
});
