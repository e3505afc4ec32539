import { describe, expect, it } from "vitest";
import { currentTriggerKey, pushSubscriptionFor } from "./schedule-bridge";

describe("currentTriggerKey", () => {
  const keys = [
    "us-central1-createTag",
    "us-central1-analyticsNightly-3",
    "us-central1-analyticsNightlyExtra-3",
    "us-central1-contentNightlyRecount-3",
  ];

  it("finds the key of a scheduled function, and nothing for a name that only starts the same", () => {
    expect(currentTriggerKey(keys, "us-central1", "analyticsNightly")).toBe("us-central1-analyticsNightly-3");
    expect(currentTriggerKey(keys, "us-central1", "contentNightlyRecount")).toBe("us-central1-contentNightlyRecount-3");
    expect(currentTriggerKey(keys, "us-central1", "analytics")).toBeNull();
    expect(currentTriggerKey([], "us-central1", "analyticsNightly")).toBeNull();
  });

  it("takes the newest generation: switching triggers off and on leaves the old keys listed, disabled", () => {
    const reloaded = ["us-central1-analyticsNightly-9", "us-central1-createTag", "us-central1-analyticsNightly-10"];
    expect(currentTriggerKey(reloaded, "us-central1", "analyticsNightly")).toBe("us-central1-analyticsNightly-10");
  });
});

describe("pushSubscriptionFor", () => {
  it("pushes the schedule topic to the function's trigger URL on the Functions emulator", () => {
    expect(
      pushSubscriptionFor("firebase-schedule-analyticsNightly", "us-central1-analyticsNightly-0", {
        functionsPort: 5021,
        projectId: "demo-folio",
      }),
    ).toEqual({
      name: "projects/demo-folio/subscriptions/folio-schedule-push-analyticsNightly",
      body: {
        topic: "projects/demo-folio/topics/firebase-schedule-analyticsNightly",
        pushConfig: {
          pushEndpoint: "http://127.0.0.1:5021/functions/projects/demo-folio/triggers/us-central1-analyticsNightly-0",
        },
        ackDeadlineSeconds: 600,
      },
    });
  });
});
