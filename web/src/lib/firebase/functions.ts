import { connectFunctionsEmulator, getFunctions, httpsCallable, type Functions } from "firebase/functions";
import { appConfig, firebaseApp } from "./app";

let instance: Functions | undefined;

/** The callable Cloud Functions handle: owner-only operations that must run on the server. */
export function functions(): Functions {
  if (instance) return instance;
  const config = appConfig();
  instance = getFunctions(firebaseApp(), config.functionsRegion);
  if (config.emulators) {
    connectFunctionsEmulator(instance, config.emulators.host, config.emulators.functionsPort);
  }
  return instance;
}

/** Calls a callable function and returns its data; errors keep the server's message. */
export async function call<Request, Response>(name: string, request: Request): Promise<Response> {
  const result = await httpsCallable<Request, Response>(functions(), name)(request);
  return result.data;
}
