import { connectFirestoreEmulator, getFirestore, type Firestore } from "firebase/firestore/lite";
import { appConfig, firebaseApp } from "./app";

let instance: Firestore | undefined;

/** Firestore Lite (REST, no listeners): a fraction of the size, enough for the visitor path. */
export function liteDb(): Firestore {
  if (instance) return instance;
  instance = getFirestore(firebaseApp());
  const emulators = appConfig().emulators;
  if (emulators) connectFirestoreEmulator(instance, emulators.host, emulators.firestorePort);
  return instance;
}
