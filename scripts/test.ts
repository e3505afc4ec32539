// `npm test`: every check in one command, fastest first, stopping at the first failure.
import { rmSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { REPO_ROOT } from "./lib/emulator-config";
import { bin, run } from "./lib/process";

interface Step {
  name: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
}

// The emulator and browser suites record every Firestore query the product sends (the test
// workers and the Functions emulator preload the recorder; the browser tests capture theirs), and
// a later step checks them against firestore.indexes.json: the emulator serves any query.
const queryLog = path.join(REPO_ROOT, "test-artifacts", "queries");
rmSync(queryLog, { recursive: true, force: true });
const recording = {
  FOLIO_QUERY_LOG: queryLog,
  NODE_OPTIONS: [
    process.env.NODE_OPTIONS,
    `--require ${JSON.stringify(path.join(REPO_ROOT, "tests/support/query-recorder.cjs"))}`,
  ]
    .filter(Boolean)
    .join(" "),
};

const steps: Step[] = [
  // What the tests need beyond `npm install` (Java, Chromium, the emulators, Perl): all that is
  // missing, one line each with its install command, before anything else runs.
  { name: "prerequisites", command: bin("tsx"), args: ["scripts/check-prerequisites.ts"] },
  { name: "typecheck", command: "npm", args: ["run", "--silent", "typecheck"] },
  { name: "lint", command: "npm", args: ["run", "--silent", "lint"] },
  { name: "format", command: bin("prettier"), args: ["--check", "--log-level", "warn", "."] },
  {
    name: "unit and component tests",
    command: bin("vitest"),
    args: ["run", "--project", "unit", "--project", "web"],
  },
  {
    name: "emulator and browser tests",
    command: bin("tsx"),
    args: [
      "scripts/emulators-exec.ts",
      "--with-web",
      "vitest run --project emulator && vitest run --project e2e",
    ],
    env: recording,
  },
  {
    name: "Firestore indexes of every query the suites ran",
    command: bin("tsx"),
    args: ["scripts/check-query-indexes.ts", "--recorded", queryLog],
  },
  // The deploy's offline rehearsal (npm run deploy:check) on made-up production values: builds what
  // a deploy ships, checks it, compiles the rules on the emulators, and prints the deploy command.
  { name: "deploy rehearsal", command: bin("tsx"), args: ["scripts/deploy-check.ts", "--rehearsal"] },
  // Every bench once at a tiny size (bench/lib/smoke.ts): it completes and prints sane figures.
  { name: "bench smoke runs", command: bin("tsx"), args: ["bench/run-all.ts", "--smoke"] },
];

const timings: string[] = [];
for (const step of steps) {
  console.log(`\n▶ ${step.name}`);
  const started = performance.now();
  const code = await run(step.command, step.args, { cwd: REPO_ROOT, env: { ...process.env, ...step.env } });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  timings.push(`${step.name}: ${seconds}s${code === 0 ? "" : " (failed)"}`);
  if (code !== 0) {
    console.error(`\n✖ ${step.name} failed (exit ${code})\n${timings.join("\n")}`);
    process.exit(code);
  }
}
console.log(`\n✔ all checks passed\n${timings.join("\n")}`);
