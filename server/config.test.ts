import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("configuration from the environment", () => {
  it("has working defaults: embedded database under ./data on port 3000", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir.endsWith("/data")).toBe(true);
    expect(config.seedDemo).toBe(false);
  });

  it("reads PostgreSQL, seeding and the site URL", () => {
    const config = loadConfig({
      DATABASE_URL: "postgres://u@127.0.0.1:5432/site",
      SEED_DEMO: "1",
      SITE_URL: "https://nexoratech.in/",
    });
    expect(config.databaseUrl).toBe("postgres://u@127.0.0.1:5432/site");
    expect(config.seedDemo).toBe(true);
    expect(config.siteUrl).toBe("https://nexoratech.in");
  });

  it("defaults SITE_URL to the address the server listens on, so changing PORT alone moves canonical links", () => {
    expect(loadConfig({}).siteUrl).toBe("http://localhost:3000");
    expect(loadConfig({ PORT: "8080" }).siteUrl).toBe("http://localhost:8080");
    expect(loadConfig({ PORT: "8080", HOST: "::" }).siteUrl).toBe("http://localhost:8080");
    expect(loadConfig({ PORT: "4000", HOST: "192.168.1.20" }).siteUrl).toBe("http://192.168.1.20:4000");
    expect(loadConfig({ PORT: "4000", HOST: "fd00::1" }).siteUrl).toBe("http://[fd00::1]:4000");
    expect(loadConfig({ PORT: "8080", SITE_URL: "" }).siteUrl).toBe("http://localhost:8080");
    expect(loadConfig({ PORT: "8080", SITE_URL: "https://nexoratech.in" }).siteUrl).toBe(
      "https://nexoratech.in",
    );
  });

  it("treats an empty DATABASE_URL as unset", () => {
    expect(loadConfig({ DATABASE_URL: "" }).databaseUrl).toBeUndefined();
  });

  it("reads the free-disk floor for uploads in MB: 512 by default, 0 turns the check off", () => {
    expect(loadConfig({}).minFreeDiskBytes).toBe(512 * 1024 * 1024);
    expect(loadConfig({ MIN_FREE_DISK_MB: "2048" }).minFreeDiskBytes).toBe(2048 * 1024 * 1024);
    expect(loadConfig({ MIN_FREE_DISK_MB: "0" }).minFreeDiskBytes).toBe(0);
    for (const bad of ["-1", "1.5", "lots"])
      expect(() => loadConfig({ MIN_FREE_DISK_MB: bad })).toThrow(/MIN_FREE_DISK_MB must be a whole number/);
  });

  it("reads mail: kept without SMTP_URL, From from the site's host, staff to notify as a list", () => {
    expect(loadConfig({ SITE_URL: "https://nexoratech.in" }).mail).toEqual({
      smtpUrl: undefined,
      from: "Nexora Technologies <no-reply@nexoratech.in>",
      notify: [],
      leaseMs: 120_000,
      maxAttempts: 8,
    });
    const mail = loadConfig({
      SMTP_URL: "smtp://user:pass@mail.example.com:587",
      MAIL_FROM: "Admissions <admissions@nexoratech.in>",
      NOTIFY_EMAIL: "leads@nexoratech.in, hr@nexoratech.in",
      MAIL_MAX_ATTEMPTS: "3",
    }).mail;
    expect(mail).toEqual({
      smtpUrl: "smtp://user:pass@mail.example.com:587",
      from: "Admissions <admissions@nexoratech.in>",
      notify: ["leads@nexoratech.in", "hr@nexoratech.in"],
      leaseMs: 120_000,
      maxAttempts: 3,
    });
    expect(() => loadConfig({ MAIL_MAX_ATTEMPTS: "0" })).toThrow(/MAIL_MAX_ATTEMPTS must be at least 1/);
    expect(() => loadConfig({ SMTP_URL: "mail.example.com" })).toThrow(/SMTP_URL must start with smtp:\/\//);
    expect(() => loadConfig({ NOTIFY_EMAIL: "leads@nexoratech.in, nobody" })).toThrow(
      /NOTIFY_EMAIL must be an e-mail/,
    );
  });

  it("keeps files in an S3 bucket when S3_ENDPOINT is set, and then needs S3_BUCKET", () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(
      loadConfig({
        S3_ENDPOINT: "http://127.0.0.1:9000",
        S3_BUCKET: "site",
        S3_ACCESS_KEY_ID: "key",
        S3_SECRET_ACCESS_KEY: "secret",
      }).s3,
    ).toEqual({
      endpoint: "http://127.0.0.1:9000",
      bucket: "site",
      region: "us-east-1",
      accessKeyId: "key",
      secretAccessKey: "secret",
    });
    expect(() => loadConfig({ S3_ENDPOINT: "http://127.0.0.1:9000" })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ S3_ENDPOINT: "not a url", S3_BUCKET: "site" })).toThrow(
      /S3_ENDPOINT must be a URL/,
    );
  });

  it("reads the staff sign-in limits, and refuses an account budget that one address could spend alone", () => {
    const defaults = loadConfig({}).rateLimits;
    expect(defaults.signInAccountAddress).toEqual({ points: 5, durationSeconds: 900 });
    expect(defaults.signInAddress).toEqual({ points: 20, durationSeconds: 3600 });
    expect(defaults.signInAccount).toEqual({ points: 15, durationSeconds: 900 });
    expect(defaults.signInSlowed).toEqual({ points: 1, durationSeconds: 60 });
    expect(defaults.setPassword).toEqual({ points: 10, durationSeconds: 900 });
    const set = loadConfig({
      RATE_LIMIT_SIGN_IN_ACCOUNT: "50/3600",
      RATE_LIMIT_SIGN_IN_SLOWED: "2/120",
    }).rateLimits;
    expect(set.signInAccount).toEqual({ points: 50, durationSeconds: 3600 });
    expect(set.signInSlowed).toEqual({ points: 2, durationSeconds: 120 });
    // Five per 15 minutes from one address can be ten within one 15-minute window of the account.
    expect(() => loadConfig({ RATE_LIMIT_SIGN_IN_ACCOUNT: "10/900" })).toThrow(
      /RATE_LIMIT_SIGN_IN_ACCOUNT: must allow more than 10 failures/,
    );
    expect(() => loadConfig({ RATE_LIMIT_SIGN_IN_SLOWED: "one a minute" })).toThrow(
      /RATE_LIMIT_SIGN_IN_SLOWED must look like 10\/600/,
    );
  });

  it("refuses bad values with a message naming the variable", () => {
    expect(() => loadConfig({ PORT: "99999" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "abc" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL must start with postgres/);
    expect(() => loadConfig({ SITE_URL: "not a url" })).toThrow(/SITE_URL/);
  });
  it("turns online payment on with all three Razorpay secrets, off with none, and stops on a partial set", () => {
    expect(loadConfig({}).gateway).toBeUndefined();
    const keys = {
      RAZORPAY_KEY_ID: "rzp_test_1",
      RAZORPAY_KEY_SECRET: "secret",
      RAZORPAY_WEBHOOK_SECRET: "hook",
    };
    expect(loadConfig(keys).gateway).toEqual({
      keyId: "rzp_test_1",
      keySecret: "secret",
      webhookSecret: "hook",
      apiUrl: "https://api.razorpay.com",
      checkoutUrl: "https://checkout.razorpay.com/v1/checkout.js",
      timeoutMs: 10_000,
    });
    expect(
      loadConfig({
        ...keys,
        RAZORPAY_API_URL: "http://127.0.0.1:4010/",
        RAZORPAY_CHECKOUT_URL: "http://127.0.0.1:4010/v1/checkout.js",
        RAZORPAY_TIMEOUT_SECONDS: "3",
      }).gateway,
    ).toMatchObject({ apiUrl: "http://127.0.0.1:4010", timeoutMs: 3000 });
    expect(() => loadConfig({ RAZORPAY_KEY_ID: "rzp_test_1", RAZORPAY_KEY_SECRET: "secret" })).toThrow(
      /RAZORPAY_WEBHOOK_SECRET: online payment needs/,
    );
    expect(() => loadConfig({ RAZORPAY_API_URL: "http://127.0.0.1:4010" })).toThrow(
      /RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET: online payment needs/,
    );
    expect(() => loadConfig({ ...keys, RAZORPAY_API_URL: "api.razorpay.com" })).toThrow(
      /RAZORPAY_API_URL must be a URL/,
    );
    expect(() => loadConfig({ ...keys, RAZORPAY_TIMEOUT_SECONDS: "0" })).toThrow(/at least 1/);
  });

  it("runs the first payments round 20 s after start unless PAYMENTS_FIRST_ROUND_SECONDS says when", () => {
    expect(loadConfig({}).paymentsFirstRoundMs).toBe(20_000);
    expect(loadConfig({ PAYMENTS_FIRST_ROUND_SECONDS: "2" }).paymentsFirstRoundMs).toBe(2000);
    expect(() => loadConfig({ PAYMENTS_FIRST_ROUND_SECONDS: "0" })).toThrow(
      /PAYMENTS_FIRST_ROUND_SECONDS must be at least 1/,
    );
    expect(() => loadConfig({ PAYMENTS_FIRST_ROUND_SECONDS: "1.5" })).toThrow(/whole number of seconds/);
  });
});
