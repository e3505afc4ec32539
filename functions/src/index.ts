// Wiring only: each export is a deployed function; the logic lives in the domain folders.
import { setGlobalOptions } from "firebase-functions/v2";

setGlobalOptions({ region: "us-central1", maxInstances: 10 });
