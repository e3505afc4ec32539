// Imported first by index.ts, for its side effect: the options every function is defined with.
// An import, not a call in index.ts's body: the modules index.ts re-exports run before its own
// code, and an HTTPS, callable or Firestore function takes the global options as it is defined.
import { setGlobalOptions } from "firebase-functions/v2";
import { FUNCTIONS_REGION } from "./region";

// The functions that Storage wakes run in the bucket's region instead (region.ts).
setGlobalOptions({ region: FUNCTIONS_REGION, maxInstances: 10 });
