// The project's Storage rules runtime (scripts/storage-rules-runtime) spoken to as firebase-tools
// speaks to it: JSON lines on stdin and stdout. It needs Java and Debian's Firestore emulator jar,
// not the running emulators; it lives here because the emulator suites are where those are set up.
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../../scripts/lib/emulator-config";
import { findJava, javaEnv } from "../../../scripts/lib/java";
import { buildStorageRulesRuntime, TESTED_ENGINE_VERSION } from "../../../scripts/lib/storage-emulator";

type Message = Record<string, unknown> & { id?: number };

const java = findJava();
const build = buildStorageRulesRuntime(REPO_ROOT, java);
if (!build.ok) throw new Error(`The Storage rules runtime could not be built: ${build.message}`);
const { launcher, classesDir } = build;
const STORAGE_RULES = readFileSync(path.join(REPO_ROOT, "storage.rules"), "utf8");
const MiB = 1024 * 1024;

/** A runtime process and its lines, one JSON message at a time. */
class RuntimeClient {
  private readonly lines: string[] = [];
  private waiting: ((line: string) => void) | null = null;
  private nextId = 0;

  constructor(readonly child: ChildProcessWithoutNullStreams) {
    createInterface({ input: child.stdout }).on("line", (line) => {
      if (this.waiting) {
        const deliver = this.waiting;
        this.waiting = null;
        deliver(line);
      } else this.lines.push(line);
    });
  }

  /** The next line on stdout, parsed; fails after `timeoutMs` rather than hang. */
  async next(timeoutMs = 30_000): Promise<Message> {
    const line =
      this.lines.shift() ??
      (await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no line from the runtime within ${timeoutMs} ms`)),
          timeoutMs,
        );
        this.waiting = (received) => {
          clearTimeout(timer);
          resolve(received);
        };
      }));
    return JSON.parse(line) as Message;
  }

  send(message: Message): void {
    this.child.stdin.write(`${JSON.stringify(message)}\n`);
  }

  /** Sends a request with a fresh id, as firebase-tools numbers them; returns the id. */
  request(action: string, context: Record<string, unknown>): number {
    const id = this.nextId++;
    // firebase-tools spreads the request and adds the id last.
    this.send({ action, context, id });
    return id;
  }

  loadRuleset(name: string, content: string, rulesetName = "0"): number {
    return this.request("load_ruleset", { rulesetName, source: { files: [{ name, content }] } });
  }

  stop(): void {
    this.child.stdin.end();
    this.child.kill();
  }
}

function startRuntime(args: string[]): RuntimeClient {
  // How firebase-tools starts it: java from PATH, these flags, `-jar <binary> serve`.
  const child = spawn("java", ["-Djava.security.manager=disallow", "-Duser.language=en", ...args], {
    env: javaEnv(java),
    stdio: ["pipe", "pipe", "pipe"],
  });
  return new RuntimeClient(child);
}

/** firebase-tools' ExpressionValue JSON for a request by `auth` (null: a visitor) with this upload. */
function requestValue(
  objectPath: string,
  auth: Record<string, unknown> | null,
  upload?: { size: number; contentType: string },
) {
  const segments = ["b", "demo-folio", "o", ...objectPath.split("/")].map((simple) => ({ simple }));
  const resource = upload
    ? {
        map_value: {
          fields: {
            name: { string_value: objectPath },
            size: { int_value: upload.size },
            contentType: { string_value: upload.contentType },
            contentDisposition: { null_value: null },
            metadata: { map_value: { fields: {} } },
          },
        },
      }
    : { null_value: null };
  const authValue =
    auth === null
      ? { null_value: null }
      : {
          map_value: {
            fields: {
              uid: { string_value: "owner" },
              token: {
                map_value: {
                  fields: Object.fromEntries(Object.entries(auth).map(([k, v]) => [k, literal(v)])),
                },
              },
            },
          },
        };
  return {
    map_value: {
      fields: {
        path: { path_value: { segments } },
        time: { timestamp_value: new Date().toISOString() },
        resource,
        auth: authValue,
      },
    },
  };
}

function literal(value: unknown): Record<string, unknown> {
  if (typeof value === "boolean") return { bool_value: value };
  if (typeof value === "number") return { int_value: value };
  return { string_value: String(value) };
}

function verifyContext(
  method: string,
  objectPath: string,
  request: unknown,
  rulesetName = "0",
  resource: unknown = { null_value: null },
) {
  return {
    rulesetName,
    service: "firebase.storage",
    path: `/b/demo-folio/o/${objectPath}`,
    method,
    variables: { resource, request },
  };
}

/** firebase-tools' ExpressionValue JSON of a stored object with no custom metadata, as a read sees it. */
function storedObject(objectPath: string) {
  return {
    map_value: {
      fields: {
        name: { string_value: objectPath },
        size: { int_value: 64 },
        contentType: { string_value: "image/webp" },
        metadata: { map_value: { fields: {} } },
      },
    },
  };
}

/** A work's public file, read by a visitor before the server has marked it: the rules ask for the work. */
const WORK_FILE = "media/pub/s1/w960.webp";
const readWorkFile = () =>
  verifyContext("get", WORK_FILE, requestValue(WORK_FILE, null), "0", storedObject(WORK_FILE));

describe("the Storage rules runtime, over its protocol", () => {
  let runtime: RuntimeClient;

  beforeAll(async () => {
    runtime = startRuntime(["-jar", launcher, "serve"]);
    expect(await runtime.next(60_000)).toEqual({ id: -1, status: "ok" });
    const id = runtime.loadRuleset("storage.rules", STORAGE_RULES);
    expect(await runtime.next()).toEqual({
      id,
      status: "ok",
      result: { rulesVersion: 2 },
      errors: [],
      warnings: [],
    });
  });

  afterAll(() => runtime.stop());

  const owner = { admin: true };
  const create = (size: number, contentType: string, auth: Record<string, unknown> | null = owner) =>
    runtime.request(
      "verify",
      verifyContext(
        "create",
        "originals/gallery/item/s1/clip",
        requestValue("originals/gallery/item/s1/clip", auth, { size, contentType }),
      ),
    );

  it("reports a compile error with its file and line, in the shape firebase-tools prints", async () => {
    const broken =
      "rules_version = '2';\nservice firebase.storage {\n  match /b/{bucket}/o { allow read: if ( }\n}\n";
    const id = runtime.loadRuleset("broken.rules", broken, "broken");
    const answer = await runtime.next();
    expect(answer).toMatchObject({ id, status: "ok" });
    expect(answer.result).toBeUndefined();
    const [issue] = (answer.errors as string[]).map((error) => JSON.parse(error) as Record<string, unknown>);
    expect(issue).toMatchObject({
      sourcePosition_: { fileName_: "broken.rules", line_: 3 },
      severity_: "ERROR",
    });
    expect(typeof issue?.description_).toBe("string");
  });

  it("takes a 500 MB video and refuses one byte more; images stop at 30 MB", async () => {
    const cases: [number, string, boolean][] = [
      [500 * MiB, "video/mp4", true],
      [500 * MiB + 1, "video/mp4", false],
      [500 * MiB, "video/webm", true],
      [30 * MiB, "image/png", true],
      [30 * MiB + 1, "image/png", false],
      [1_000, "image/svg+xml", false],
    ];
    for (const [size, contentType, permit] of cases) {
      const id = create(size, contentType);
      expect(await runtime.next(), `${contentType} of ${size} bytes`).toEqual({
        id,
        status: "ok",
        result: { permit },
        errors: [],
        warnings: [],
      });
    }
  });

  it("asks firebase-tools for the item's document and reads `published` from its answer", async () => {
    const read = () => runtime.request("verify", readWorkFile());
    const document = (published: boolean) => ({
      name: "projects/demo-folio/databases/(default)/documents/gallery/pub",
      fields: {
        published: { booleanValue: published },
        title: { stringValue: "Harbour" },
        order: { integerValue: "3" },
        media: { mapValue: { fields: { storagePath: { stringValue: WORK_FILE } } } },
      },
    });
    for (const published of [true, false]) {
      const id = read();
      expect(await runtime.next()).toEqual({
        action: "fetch_firestore_document",
        server_request_id: id,
        context: { path: "/databases/(default)/documents/gallery/pub" },
      });
      runtime.send({ id, status: "ok", result: document(published), warnings: [], errors: [] });
      expect(await runtime.next()).toMatchObject({
        id,
        status: "ok",
        result: { permit: published },
        errors: [],
      });
    }
    // A missing document denies, with a warning saying why.
    const id = read();
    expect(await runtime.next()).toMatchObject({ action: "fetch_firestore_document", server_request_id: id });
    runtime.send({ id, status: "not_found", warnings: [], errors: [] });
    const answer = await runtime.next();
    expect(answer).toMatchObject({ id, status: "ok", result: { permit: false }, errors: [] });
    expect((answer.warnings as string[]).join(" ")).toMatch(/Permission denied/);
  });

  it("answers other requests while one waits for a Firestore document", async () => {
    const waiting = runtime.request("verify", readWorkFile());
    expect(await runtime.next()).toMatchObject({
      action: "fetch_firestore_document",
      server_request_id: waiting,
    });
    const quick = runtime.request(
      "verify",
      verifyContext(
        "create",
        "originals/gallery/item/s1/clip",
        requestValue("originals/gallery/item/s1/clip", null, { size: 10, contentType: "image/png" }),
      ),
    );
    expect(await runtime.next()).toMatchObject({ id: quick, result: { permit: false } });
    runtime.send({
      id: waiting,
      status: "ok",
      result: {
        name: "projects/demo-folio/databases/(default)/documents/gallery/pub",
        fields: {
          published: { booleanValue: true },
          media: { mapValue: { fields: { storagePath: { stringValue: WORK_FILE } } } },
        },
      },
      warnings: [],
      errors: [],
    });
    expect(await runtime.next()).toMatchObject({ id: waiting, result: { permit: true } });
  });

  it("gives rules every kind of Firestore value, fetching each document once and one at a time", async () => {
    const rules = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /doc/{id} {
      function record() { return firestore.get(/databases/(default)/documents/records/$(id)); }
      allow get: if record().id == id
        && record().data.nested.list[1] == 2
        && record().data.nested.label == 'harbour'
        && record().data.ratio == 0.5
        && record().data.count == 3
        && record().data.when > timestamp.date(2020, 1, 1)
        && record().data.owner == /databases/(default)/documents/users/u1
        && record().data.nothing == null
        && firestore.exists(/databases/(default)/documents/owners/$(id));
    }
  }
}`;
    const load = runtime.loadRuleset("records.rules", rules, "records");
    expect(await runtime.next()).toMatchObject({ id: load, result: { rulesVersion: 2 }, errors: [] });
    const id = runtime.request(
      "verify",
      verifyContext("get", "doc/r1", requestValue("doc/r1", null), "records"),
    );
    expect(await runtime.next()).toEqual({
      action: "fetch_firestore_document",
      server_request_id: id,
      context: { path: "/databases/(default)/documents/records/r1" },
    });
    runtime.send({
      id,
      status: "ok",
      result: {
        name: "projects/demo-folio/databases/(default)/documents/records/r1",
        fields: {
          nested: {
            mapValue: {
              fields: {
                list: { arrayValue: { values: [{ integerValue: "1" }, { integerValue: "2" }] } },
                label: { stringValue: "harbour" },
              },
            },
          },
          ratio: { doubleValue: 0.5 },
          count: { integerValue: "3" },
          when: { timestampValue: "2025-06-20T10:00:00.000000Z" },
          owner: { referenceValue: "projects/demo-folio/databases/(default)/documents/users/u1" },
          nothing: { nullValue: null },
        },
      },
      warnings: [],
      errors: [],
    });
    // The same document again is not asked for; the next one is, once the first has been answered.
    expect(await runtime.next()).toEqual({
      action: "fetch_firestore_document",
      server_request_id: id,
      context: { path: "/databases/(default)/documents/owners/r1" },
    });
    runtime.send({
      id,
      status: "ok",
      result: { name: "projects/demo-folio/databases/(default)/documents/owners/r1", fields: {} },
      warnings: [],
      errors: [],
    });
    expect(await runtime.next()).toEqual({
      id,
      status: "ok",
      result: { permit: true },
      errors: [],
      warnings: [],
    });
  });

  it("denies a write by a signed-in user without the admin claim", async () => {
    const id = create(1_000, "image/png", { admin: "true" });
    expect(await runtime.next()).toMatchObject({ id, result: { permit: false } });
  });
});

describe("the version check", () => {
  // The compiled classes without the engine jar: what a changed or missing engine looks like.
  const withoutEngine = ["-cp", classesDir, "StorageRulesRuntime"];

  it("passes on the pinned engine", () => {
    const check = spawnSync("java", ["-jar", launcher, "check"], {
      env: javaEnv(java),
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(check.status).toBe(0);
    expect(check.stdout).toContain(TESTED_ENGINE_VERSION);
  });

  it("fails fast with one line naming the version it needs", () => {
    const started = Date.now();
    const check = spawnSync("java", [...withoutEngine, "check"], {
      env: javaEnv(java),
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(check.status).toBe(3);
    expect(Date.now() - started).toBeLessThan(30_000);
    const lines = check.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(TESTED_ENGINE_VERSION);
    expect(lines[0]).toMatch(
      /^Storage rules runtime: the Firebase Rules engine on the class path is not the one/,
    );
  });

  it("answers every request with that line instead of hanging when serving", async () => {
    const broken = startRuntime([...withoutEngine, "serve"]);
    try {
      expect(await broken.next()).toEqual({ id: -1, status: "ok" });
      const load = broken.loadRuleset("storage.rules", STORAGE_RULES);
      const answer = await broken.next();
      expect(answer).toMatchObject({ id: load, status: "ok", warnings: [] });
      expect(answer.errors).toEqual([expect.stringContaining(TESTED_ENGINE_VERSION)]);
      const verify = broken.request("verify", readWorkFile());
      expect(await broken.next()).toMatchObject({
        id: verify,
        errors: [expect.stringContaining(TESTED_ENGINE_VERSION)],
      });
    } finally {
      broken.stop();
    }
  });
});
