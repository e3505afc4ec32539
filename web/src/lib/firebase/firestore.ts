import { connectFirestoreEmulator, getFirestore, type Firestore } from "firebase/firestore";
import { appConfig, firebaseApp } from "./app";

let instance: Firestore | undefined;

/**
 * The full Firestore SDK (real-time listeners, transactions). The studio uses it; the
 * public pages use `firestore-lite.ts` so visitors do not download the listener engine.
 */
export function db(): Firestore {
  if (instance) return instance;
  instance = getFirestore(firebaseApp());
  const emulators = appConfig().emulators;
  if (emulators) connectFirestoreEmulator(instance, emulators.host, emulators.firestorePort);
  return instance;
}
