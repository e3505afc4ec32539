// `npm run seed`: seeds the demo portfolio into emulators that are already running (npm start,
// or FOLIO_PORT_OFFSET's suite) when their database holds no gallery yet and was never seeded.
import { clientEmulatorEnv, emulatorPorts } from "../lib/emulator-config";

Object.assign(process.env, clientEmulatorEnv(emulatorPorts()));
const { seedIfEmpty } = await import("./seed");
try {
  const seeded = await seedIfEmpty({ log: (line) => console.log(`i  seed: ${line}`) });
  console.log(
    seeded ? "Seeded the demo portfolio." : "Nothing to do: the database is already seeded or has content.",
  );
  process.exit(0);
} catch (error) {
  console.error(
    `✖ ${error instanceof Error ? error.message : String(error)} (are the emulators running? npm start)`,
  );
  process.exit(1);
}
