import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  getAuth,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from "firebase/auth";
import { appConfig, firebaseApp } from "./app";

let instance: Auth | undefined;

/**
 * The authentication handle (spec section 1). Initialised without a popup/redirect resolver
 * (`getAuth` adds one): Folio signs in with email and password or anonymously, never by popup
 * or redirect, and on phones the resolver loads https://apis.google.com/js/api.js as soon as
 * Auth starts, a script the site's Content-Security-Policy rightly refuses. The persistences
 * are getAuth's own, in its order.
 */
export function auth(): Auth {
  if (instance) return instance;
  const app = firebaseApp();
  try {
    instance = initializeAuth(app, {
      persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
    });
  } catch {
    // Another SDK (Functions) started Auth first: use that instance, as getAuth would.
    instance = getAuth(app);
  }
  const emulators = appConfig().emulators;
  if (emulators) {
    connectAuthEmulator(instance, `http://${emulators.host}:${emulators.authPort}`, {
      disableWarnings: true,
    });
  }
  return instance;
}
