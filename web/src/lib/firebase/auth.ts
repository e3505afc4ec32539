import { connectAuthEmulator, getAuth, type Auth } from "firebase/auth";
import { appConfig, firebaseApp } from "./app";

let instance: Auth | undefined;

/** The authentication handle (spec section 1). */
export function auth(): Auth {
  if (instance) return instance;
  instance = getAuth(firebaseApp());
  const emulators = appConfig().emulators;
  if (emulators) {
    connectAuthEmulator(instance, `http://${emulators.host}:${emulators.authPort}`, {
      disableWarnings: true,
    });
  }
  return instance;
}
