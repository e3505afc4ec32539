// `npm run bench`: every benchmark in bench/, each printing its own figures.
// The ingest and dashboard-cost benchmarks need the emulators, so they run under emulators-exec.
import { REPO_ROOT } from "../scripts/lib/emulator-config";
import { bin, run } from "../scripts/lib/process";

const benches: { name: string; command: string; args: string[] }[] = [
  { name: "bundle size", command: bin("tsx"), args: ["bench/bundle-size.ts"] },
  {
    name: "ingest, dashboard cost, pipeline cost and hot item",
    command: bin("tsx"),
    args: [
      "scripts/emulators-exec.ts",
      "tsx bench/ingest.ts && tsx bench/dashboard-cost.ts && tsx bench/pipeline-cost.ts && tsx bench/hot-item.ts",
    ],
  },
];

let failed = 0;
for (const bench of benches) {
  console.log(`\n▶ ${bench.name}`);
  const code = await run(bench.command, bench.args, { cwd: REPO_ROOT });
  if (code !== 0) failed += 1;
}
process.exit(failed === 0 ? 0 : 1);
