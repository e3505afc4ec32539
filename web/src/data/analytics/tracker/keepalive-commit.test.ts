import { describe, expect, it } from "vitest";
import { keepaliveSessionRequest, type KeepaliveTarget } from "./keepalive-commit";

const target = (token: string | null): KeepaliveTarget => ({
  origin: "https://firestore.googleapis.com",
  projectId: "folio-prod",
  apiKey: "api key",
  appId: "1:2:web:3",
  appCheckToken: () => token,
});

describe("keepalive session update", () => {
  it("is Firestore's REST commit of the update Firestore Lite would send, with keepalive", () => {
    const { url, init } = keepaliveSessionRequest(target(null), "v-session-0001", {
      duration: 42,
      bounced: false,
    });
    expect(url).toBe(
      "https://firestore.googleapis.com/v1/projects/folio-prod/databases/(default)/documents:commit?key=api%20key",
    );
    expect(init).toMatchObject({ method: "POST", keepalive: true });
    expect(init.headers).toEqual({
      "Content-Type": "text/plain",
      "google-cloud-resource-prefix": "projects/folio-prod/databases/(default)",
      "X-Firebase-GMPID": "1:2:web:3",
    });
    expect(JSON.parse(init.body as string)).toEqual({
      writes: [
        {
          update: {
            name: "projects/folio-prod/databases/(default)/documents/user_sessions/v-session-0001",
            fields: { duration: { integerValue: "42" }, bounced: { booleanValue: false } },
          },
          updateMask: { fieldPaths: ["duration", "bounced"] },
          updateTransforms: [{ fieldPath: "endTime", setToServerValue: "REQUEST_TIME" }],
          currentDocument: { exists: true },
        },
      ],
    });
  });

  it("carries the App Check token it has when sent", () => {
    const { init } = keepaliveSessionRequest(target("token-1"), "v-session-0001", {
      duration: 1,
      bounced: true,
    });
    expect((init.headers as Record<string, string>)["X-Firebase-AppCheck"]).toBe("token-1");
  });

  it("adds outbound links as arrayUnion does (appendMissingElements), never writing over the list", () => {
    const { init } = keepaliveSessionRequest(target(null), "v-session-0001", {
      duration: 7,
      bounced: true,
      outbound: ["instagram.com", "Email"],
    });
    const [write] = (JSON.parse(init.body as string) as { writes: Record<string, unknown>[] }).writes;
    expect(write).toMatchObject({
      update: { fields: { duration: { integerValue: "7" }, bounced: { booleanValue: true } } },
      updateMask: { fieldPaths: ["duration", "bounced"] },
      updateTransforms: [
        { fieldPath: "endTime", setToServerValue: "REQUEST_TIME" },
        {
          fieldPath: "outbound",
          appendMissingElements: { values: [{ stringValue: "instagram.com" }, { stringValue: "Email" }] },
        },
      ],
    });
  });
});
