import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import ChatPanel from "./chat-panel";
import { REPLIES } from "./chat-replies";

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
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("greets the visitor by the assistant's name", () => {
    render(<ChatPanel onClose={() => {}} />);
    expect(screen.getByRole("heading", { name: "Nova" })).toBeInTheDocument();
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

  it("sends the details form to /api/contact, closes it and thanks 0.8 s later", async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response("{}", { status: 201 }));
    vi.stubGlobal("fetch", fetchMock);
    render(<ChatPanel onClose={() => {}} />);
    fireEvent.click(screen.getByRole("button", { name: "Leave your details" }));
    const form = screen.getByRole("form");
    expect(within(form).getByLabelText("Name")).toBeRequired();
    expect(within(form).getByLabelText("Email")).toHaveAttribute("type", "email");
    expect(within(form).getByLabelText("Message")).toBeRequired();
    fireEvent.change(within(form).getByLabelText("Name"), { target: { value: "Asha" } });
    fireEvent.change(within(form).getByLabelText("Email"), { target: { value: "asha@example.com" } });
    fireEvent.change(within(form).getByLabelText("Message"), { target: { value: "Call me" } });
    fireEvent.submit(form);
    await flush();
    expect(fetchMock).toHaveBeenCalledWith("/api/contact", expect.objectContaining({ method: "POST" }));
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toMatchObject({
      name: "Asha",
      email: "asha@example.com",
      message: "Call me",
    });
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(799));
    expect(log()).not.toHaveTextContent("Thank you, Asha");
    act(() => vi.advanceTimersByTime(1));
    expect(log()).toHaveTextContent("Thank you, Asha");
  });

  it("shows 'Oops! Something went wrong. Please try again later.' when the server refuses", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(new Response("{}", { status: 500 })));
    render(<ChatPanel onClose={() => {}} />);
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
