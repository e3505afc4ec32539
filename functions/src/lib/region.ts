import { defineString } from "firebase-functions/params";

/**
 * Where the functions run that Hosting, the web app and Firestore reach: the pages, the
 * callables, the Firestore triggers and the schedules (setGlobalOptions in global-options.ts).
 * The client download's addresses are built from it (clients/download-plan.ts), and
 * firebase.json's Hosting rewrites and the web app's VITE_FUNCTIONS_REGION name it too
 * (`npm run deploy:check` compares them).
 */
export const FUNCTIONS_REGION = "us-central1";

/**
 * Where the functions run that the Storage bucket wakes, and the media worker they hand work to:
 * the bucket's own region, since a function cannot listen to a bucket in another region (firebase
 * deploy refuses it). A deploy-time parameter without a default, so that a deploy never guesses:
 * `STORAGE_REGION=<the bucket's location>` in functions/.env.<project>; a multi- or dual-region
 * bucket takes a region inside it (`npm run deploy:check` says which).
 */
export const storageRegion = defineString("STORAGE_REGION", {
  description:
    "The region of your Storage bucket (Storage → Files → the bucket's details); the functions it wakes run there",
});
