// Scheduled functions fired through their real trigger: a message on the schedule's topic on the
// Pub/Sub emulator (scripts/lib/schedule-bridge.ts), not a call of their handlers.
import { expect } from "vitest";
import { FUNCTIONS_REGION } from "../../scripts/lib/function-triggers";
import { bridgeScheduledFunctions, SCHEDULE_TOPIC_PREFIX } from "../../scripts/lib/schedule-bridge";

const projectId = process.env.GCLOUD_PROJECT ?? "demo-folio";

function pubsubHost(): string {
  const host = process.env.PUBSUB_EMULATOR_HOST;
  if (!host) throw new Error("PUBSUB_EMULATOR_HOST is not set: the Pub/Sub emulator is not running");
  return host;
}

/** Subscribes the Functions emulator to every schedule's topic; returns the topics. */
export function bridgeSchedules(): Promise<string[]> {
  return bridgeScheduledFunctions({
    pubsubHost: pubsubHost(),
    functionsPort: Number(process.env.FOLIO_FUNCTIONS_PORT),
    projectId,
    region: FUNCTIONS_REGION,
  });
}

/** Publishes one message to a scheduled function's topic, as the schedule would. */
export async function publishSchedule(functionName: string): Promise<void> {
  const response = await fetch(
    `http://${pubsubHost()}/v1/projects/${projectId}/topics/${SCHEDULE_TOPIC_PREFIX}${functionName}:publish`,
    {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ messages: [{ data: Buffer.from("{}").toString("base64") }] }),
    },
  );
  expect(response.status).toBe(200);
}
