// `npm test`'s first step, and `.ci/run`'s list of what to install: what this machine lacks of
// what the tests need beyond `npm install` (scripts/lib/prerequisites.ts).
//   tsx scripts/check-prerequisites.ts        one line per missing prerequisite; exit 1 if any
//   tsx scripts/check-prerequisites.ts --apt  the missing ones' Debian packages, space-separated
import { describeMissing, machineProbes, missingPrerequisites } from "./lib/prerequisites";

const missing = missingPrerequisites(machineProbes());
if (process.argv.includes("--apt")) {
  console.log(missing.flatMap((item) => (item.aptPackage ? [item.aptPackage] : [])).join(" "));
} else if (missing.length > 0) {
  for (const line of describeMissing(missing)) console.error(line);
  process.exit(1);
}
