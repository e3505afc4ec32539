import { deleteApp, initializeApp, type FirebaseApp } from "firebase/app";
import { connectFirestoreEmulator, getFirestore, type Firestore } from "firebase/firestore/lite";

/** Independent web clients (separate app instances, as separate browsers would be) on the emulator. */
export function webClients(
  count: number,
  prefix = "visitor",
): { clients: Firestore[]; close: () => Promise<void> } {
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? "").split(":");
  if (!host || !port) throw new Error("FIRESTORE_EMULATOR_HOST is not set: run under the emulators");
  const apps: FirebaseApp[] = [];
  const clients = Array.from({ length: count }, (_, index) => {
    const app = initializeApp(
      { projectId: process.env.GCLOUD_PROJECT ?? "demo-folio", apiKey: "demo-api-key" },
      `${prefix}-${index}-${Math.random().toString(36).slice(2)}`,
    );
    apps.push(app);
    const firestore = getFirestore(app);
    connectFirestoreEmulator(firestore, host, Number(port));
    return firestore;
  });
  return { clients, close: () => Promise.all(apps.map((app) => deleteApp(app))).then(() => undefined) };
}
