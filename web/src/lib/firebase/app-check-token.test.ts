import { describe, expect, it } from "vitest";
import { appCheckToken, refreshAppCheckToken, setAppCheckTokenSource } from "./app-check-token";

describe("the App Check token kept for the keepalive flush", () => {
  it("is none until App Check gives a source, then the copy the last refresh read", async () => {
    await refreshAppCheckToken();
    expect(appCheckToken()).toBeNull();
    let next = "token-1";
    setAppCheckTokenSource(() => Promise.resolve(next));
    await refreshAppCheckToken();
    expect(appCheckToken()).toBe("token-1");
    next = "token-2";
    expect(appCheckToken()).toBe("token-1");
    await refreshAppCheckToken();
    expect(appCheckToken()).toBe("token-2");
  });

  it("keeps the last token when a refresh fails", async () => {
    setAppCheckTokenSource(() => Promise.resolve("kept"));
    await refreshAppCheckToken();
    setAppCheckTokenSource(() => Promise.reject(new Error("offline")));
    await expect(refreshAppCheckToken()).resolves.toBeUndefined();
    expect(appCheckToken()).toBe("kept");
  });
});
