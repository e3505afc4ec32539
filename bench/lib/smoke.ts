// The benches' smoke mode (`--smoke`, run by `npm test` through `npm run bench -- --smoke`):
// each bench runs once at a tiny size and checks that the figures it prints are sane
// (finite, in range). Never a timing assertion: a smoke run proves the bench still works,
// so that it cannot rot unseen.

/** Whether this bench runs as a smoke check. */
export const SMOKE = process.argv.includes("--smoke");

/** A size from the environment, else the smoke size or the full one. */
export function benchSize(variable: string, full: number, smoke: number): number {
  const value = process.env[variable];
  return value === undefined ? (SMOKE ? smoke : full) : Number(value);
}

const insane: string[] = [];

/** Records a printed figure that must be a finite number within [min, max]. */
export function expectSane(name: string, value: number, min = 0, max = Number.POSITIVE_INFINITY): void {
  if (!Number.isFinite(value) || value < min || value > max) insane.push(`${name} = ${value}`);
}

/** Exits with 1 when a figure was not sane (or `failed`), else 0. */
export function exitBench(failed = false): never {
  if (insane.length > 0) console.log(`  insane figures: ${insane.join("; ")}`);
  process.exit(failed || insane.length > 0 ? 1 : 0);
}
