import { connectStorageEmulator, getStorage, type FirebaseStorage } from "firebase/storage";
import { appConfig, firebaseApp } from "./app";

let instance: FirebaseStorage | undefined;

/** The file storage handle (spec section 1). */
export function storage(): FirebaseStorage {
  if (instance) return instance;
  instance = getStorage(firebaseApp());
  const emulators = appConfig().emulators;
  if (emulators) connectStorageEmulator(instance, emulators.host, emulators.storagePort);
  return instance;
}

/** Whether uploads can work here: always in production, only with a running Storage emulator locally. */
export function storageAvailable(): boolean {
  const emulators = appConfig().emulators;
  return emulators === null || emulators.storageAvailable;
}
