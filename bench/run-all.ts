// `npm run bench`: every benchmark in bench/, each printing its own figures. The bundle-size and
// media-pipeline benchmarks need nothing running (the latter drives Debian's Chromium). The ingest,
// dashboard-cost, pipeline-cost, nightly-cost, page-cost, hot-item and client-visit benchmarks need
// the emulators, so they run under emulators-exec (Lighthouse has its own command, `npm run bench:lighthouse`).
// `npm run bench -- --smoke` (a step of `npm test`): each bench once at a tiny size, Lighthouse
// included (one mobile run of `/`, in the same emulators, first), each checking that it completes and
// that its figures are sane; never a timing assertion.
import { REPO_ROOT } from "../scripts/lib/emulator-config";
import { bin, run } from "../scripts/lib/process";
import { SMOKE } from "./lib/smoke";

const flag = SMOKE ? " --smoke" : "";
const emulatorBenches = [
  "ingest",
  "dashboard-cost",
  "pipeline-cost",
  "nightly-cost",
  "page-cost",
  "hot-item",
  "client-visit",
  ...(SMOKE ? ["lighthouse"] : []),
];
const benches: { name: string; command: string; args: string[] }[] = [
  { name: "bundle size", command: bin("tsx"), args: ["bench/bundle-size.ts"] },
  {
    name: "media pipeline",
    command: bin("tsx"),
    args: ["bench/media-pipeline.ts", ...(SMOKE ? ["--smoke"] : [])],
  },
  {
    name: emulatorBenches.join(", "),
    command: bin("tsx"),
    args: [
      "scripts/emulators-exec.ts",
      ...(SMOKE ? ["--with-web"] : []),
      emulatorBenches.map((bench) => `tsx bench/${bench}.ts${flag}`).join(" && "),
    ],
  },
];

let failed = 0;
for (const bench of benches) {
  console.log(`\n▶ ${bench.name}${flag}`);
  const code = await run(bench.command, bench.args, { cwd: REPO_ROOT });
  if (code !== 0) failed += 1;
}
process.exit(failed === 0 ? 0 : 1);
