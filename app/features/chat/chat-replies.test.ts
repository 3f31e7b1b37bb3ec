import { describe, expect, it } from "vitest";
import { CHAT_TOPICS, matchTopic, pickReply, REPLIES } from "./chat-replies";

describe("chat replies", () => {
  it("has at least three replies for every topic", () => {
    for (const topic of CHAT_TOPICS) expect(REPLIES[topic].length).toBeGreaterThanOrEqual(3);
  });

  it.each([
    ["Hello there", "greeting"],
    ["What services do you offer?", "services"],
    ["Can you build a website for my shop?", "development"],
    ["We want to move to AWS cloud", "cloud"],
    ["What is your phone number?", "contact"],
    ["Do you have internships or courses?", "careers"],
    ["Where is your office located?", "location"],
    ["qwerty zzz", "fallback"],
  ])("matches %j to %s", (text, topic) => {
    expect(matchTopic(text)).toBe(topic);
  });

  it("matches keywords case-insensitively and prefers the topic with more hits", () => {
    expect(matchTopic("HI, I need CLOUD hosting on Azure")).toBe("cloud");
  });

  it("does not match keywords inside other words", () => {
    expect(matchTopic("this")).toBe("fallback");
  });

  it("picks the reply the random source points to", () => {
    expect(pickReply("hello", () => 0)).toEqual({ topic: "greeting", reply: REPLIES.greeting[0] });
    expect(pickReply("hello", () => 0.99).reply).toBe(REPLIES.greeting[REPLIES.greeting.length - 1]);
    expect(pickReply("nonsense words", () => 0.5).reply).toBe(REPLIES.fallback[1]);
  });

  it("stays inside the bank when the random source returns 1", () => {
    expect(REPLIES.location).toContain(pickReply("address?", () => 1).reply);
  });
});
