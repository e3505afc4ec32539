/**
 * Where every function runs (setGlobalOptions in index.ts). The client download's addresses
 * are built from it (clients/download-plan.ts), so it is said once.
 */
export const FUNCTIONS_REGION = "us-central1";
