/**
 * Scheduled functions through Pub/Sub in the emulator.
 *
 * The Functions emulator registers each scheduled function on the Pub/Sub emulator as the
 * topic `firebase-schedule-<function>`, but firebase-tools 15 cannot deliver those messages to
 * a 2nd-gen function: it treats one as an HTTP function (which it is: in production Cloud
 * Scheduler calls it over HTTP) and its Pub/Sub bridge drops the message with "Unsupported
 * trigger signature: http" at debug level. So a message published there runs nothing.
 *
 * This adds, per topic, a push subscription whose endpoint is the function's trigger URL on the
 * Functions emulator, the same request Cloud Scheduler makes. Publishing to the topic then runs
 * the real deployed function; a failure answers 500, which Pub/Sub retries.
 *
 * That URL names the emulator's trigger key, `<region>-<function>-<generation>`, whose
 * generation grows each time background triggers are switched back on (the seed and several
 * test suites switch them off and on). The emulator then adds records under the new key but
 * keeps the old ones, disabled, and a push to a disabled key answers 204 "Background triggers
 * are currently disabled.", which Pub/Sub takes as delivered: the job silently never runs. So
 * the bridge points each subscription at the newest generation, and must run again after such
 * a reload.
 */
import { triggerKeys } from "./function-triggers";

/** The prefix firebase-tools gives the topic of a scheduled function. */
export const SCHEDULE_TOPIC_PREFIX = "firebase-schedule-";
const PUSH_SUBSCRIPTION_PREFIX = "folio-schedule-push-";

interface ScheduleBridgeTarget {
  /** host:port of the Pub/Sub emulator. */
  pubsubHost: string;
  /** Port of the Functions emulator. */
  functionsPort: number;
  projectId: string;
  /** Region the functions are deployed to (setGlobalOptions in functions/src/index.ts). */
  region: string;
}

/**
 * The current trigger key of a function among the emulator's keys: the newest generation, as
 * older ones stay listed but disabled.
 */
export function currentTriggerKey(keys: readonly string[], region: string, functionName: string): string | null {
  const pattern = new RegExp(`^${region}-${functionName}-(\\d+)$`);
  let newest: { key: string; generation: number } | null = null;
  for (const key of keys) {
    const match = pattern.exec(key);
    if (!match) continue;
    const generation = Number(match[1]);
    if (!newest || generation > newest.generation) newest = { key, generation };
  }
  return newest?.key ?? null;
}

/** The push subscription that delivers a schedule topic to the function with this trigger key. */
export function pushSubscriptionFor(
  topic: string,
  triggerKey: string,
  { functionsPort, projectId }: Pick<ScheduleBridgeTarget, "functionsPort" | "projectId">,
): { name: string; body: { topic: string; pushConfig: { pushEndpoint: string }; ackDeadlineSeconds: number } } {
  const functionName = topic.slice(SCHEDULE_TOPIC_PREFIX.length);
  return {
    name: `projects/${projectId}/subscriptions/${PUSH_SUBSCRIPTION_PREFIX}${functionName}`,
    body: {
      topic: `projects/${projectId}/topics/${topic}`,
      pushConfig: {
        pushEndpoint: `http://127.0.0.1:${functionsPort}/functions/projects/${projectId}/triggers/${triggerKey}`,
      },
      // The nightly jobs may run for minutes (timeoutSeconds 540); 600 s is Pub/Sub's maximum.
      ackDeadlineSeconds: 600,
    },
  };
}

async function scheduleTopics({ pubsubHost, projectId }: ScheduleBridgeTarget): Promise<string[]> {
  const response = await fetch(`http://${pubsubHost}/v1/projects/${projectId}/topics?pageSize=1000`);
  if (!response.ok) throw new Error(`Pub/Sub emulator: listing topics answered HTTP ${response.status}`);
  const { topics = [] } = (await response.json()) as { topics?: { name: string }[] };
  return topics
    .map(({ name }) => name.slice(name.lastIndexOf("/") + 1))
    .filter((topic) => topic.startsWith(SCHEDULE_TOPIC_PREFIX));
}

/**
 * Wires every schedule topic to its function (idempotent), waiting up to `deadlineMs` for the
 * Functions emulator to register at least one. Returns the topics wired.
 */
export async function bridgeScheduledFunctions(target: ScheduleBridgeTarget, deadlineMs = 60_000): Promise<string[]> {
  const deadline = Date.now() + deadlineMs;
  let topics = await scheduleTopics(target);
  while (topics.length === 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    topics = await scheduleTopics(target);
  }
  if (topics.length === 0) throw new Error(`No scheduled function registered on the Pub/Sub emulator within ${Math.round(deadlineMs / 1000)} s`);
  const keys = await triggerKeys(target);
  for (const topic of topics) {
    const functionName = topic.slice(SCHEDULE_TOPIC_PREFIX.length);
    const key = currentTriggerKey(keys, target.region, functionName);
    if (!key) throw new Error(`The Functions emulator lists no trigger for ${functionName}: ${keys.join(", ")}`);
    const { name, body } = pushSubscriptionFor(topic, key, target);
    const created = await fetch(`http://${target.pubsubHost}/v1/${name}`, {
      method: "PUT",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    if (created.ok) continue;
    // 409: wired by an earlier run against the same emulator; point it at the current key.
    if (created.status !== 409)
      throw new Error(`Pub/Sub emulator: creating ${name} answered HTTP ${created.status}: ${await created.text()}`);
    const repointed = await fetch(`http://${target.pubsubHost}/v1/${name}:modifyPushConfig`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ pushConfig: body.pushConfig }),
    });
    if (!repointed.ok)
      throw new Error(`Pub/Sub emulator: re-pointing ${name} answered HTTP ${repointed.status}: ${await repointed.text()}`);
  }
  return topics;
}
