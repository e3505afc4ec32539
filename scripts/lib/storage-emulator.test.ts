import { describe, expect, it } from "vitest";
import { readRuntimeCheck, runtimeStamp, type RuntimeInputs } from "./storage-emulator";

const inputs: RuntimeInputs = {
  source: "public final class StorageRulesRuntime {}",
  engineJar: "/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar",
  engineJarSize: 53_443_727,
  engineJarMtimeMs: 1_750_434_300_000,
  javaHome: "/usr/lib/jvm/temurin-25-jdk-amd64",
  javaMajor: 25,
};

describe("runtimeStamp", () => {
  it("is stable for the same inputs", () => {
    expect(runtimeStamp({ ...inputs })).toBe(runtimeStamp(inputs));
  });

  it("changes when the source, the engine jar or the JDK changes", () => {
    const changed: Partial<RuntimeInputs>[] = [
      { source: `${inputs.source}\n` },
      { engineJar: "/usr/share/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar" },
      { engineJarSize: inputs.engineJarSize + 1 },
      { engineJarMtimeMs: inputs.engineJarMtimeMs + 1 },
      { javaHome: "/usr/lib/jvm/temurin-21-jdk-amd64" },
      { javaMajor: 21 },
    ];
    const stamps = new Set([runtimeStamp(inputs), ...changed.map((change) => runtimeStamp({ ...inputs, ...change }))]);
    expect(stamps.size).toBe(changed.length + 1);
  });
});

describe("readRuntimeCheck", () => {
  it("takes exit 0 as a working engine", () => {
    expect(readRuntimeCheck({ status: 0, stderr: "", error: undefined })).toEqual({ ok: true });
  });

  it("keeps the runtime's own one-line message, which the same inputs would repeat", () => {
    const line =
      "Storage rules runtime: the Firebase Rules engine on the class path is not the one this launcher was written for (google-cloud-cli-firestore-emulator 528.0.0-0), so the Storage emulator cannot check rules: NoSuchMethodError: x";
    expect(readRuntimeCheck({ status: 3, stderr: `WARNING: something from the JVM\n${line}\n`, error: undefined })).toEqual({
      ok: false,
      message: line,
      lasting: true,
    });
  });

  it("says so when the check printed nothing", () => {
    expect(readRuntimeCheck({ status: 1, stderr: "", error: undefined })).toEqual({
      ok: false,
      message: "the rules runtime's self-check failed (exit 1)",
      lasting: true,
    });
  });

  it("does not keep a timeout or a failure to start: the next run tries again", () => {
    const timedOut = Object.assign(new Error("spawnSync java ETIMEDOUT"), { code: "ETIMEDOUT" });
    expect(readRuntimeCheck({ status: null, stderr: "", error: timedOut })).toEqual({
      ok: false,
      message: "the rules runtime's self-check did not finish within 60 s",
      lasting: false,
    });
    const missing = Object.assign(new Error("spawnSync java ENOENT"), { code: "ENOENT" });
    expect(readRuntimeCheck({ status: null, stderr: "", error: missing })).toMatchObject({ ok: false, lasting: false });
  });
});
