// npm run owner -- <email>: grants owner rights (the `admin` custom claim) to an existing user,
// in the Auth emulator (FIREBASE_AUTH_EMULATOR_HOST) or in a real project (GCLOUD_PROJECT with
// application-default credentials or FOLIO_SERVICE_ACCOUNT).
import { adminApp } from "./lib/admin";
import { grantOwner, parseOwnerArgs } from "./owner/grant-owner-core";

try {
  const { email, target } = parseOwnerArgs(process.argv.slice(2), process.env);
  const where =
    target === "emulator"
      ? `the Auth emulator (${process.env.FIREBASE_AUTH_EMULATOR_HOST})`
      : `project ${target.project}`;
  const { uid, alreadyOwner } = await grantOwner(adminApp().auth, email);
  console.log(
    alreadyOwner
      ? `${email} (${uid}) is already the owner in ${where}.`
      : `${email} (${uid}) is now the owner in ${where}. Sign out and in again so the new token carries the claim.`,
  );
  process.exit(0);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
