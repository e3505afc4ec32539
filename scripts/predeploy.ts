// firebase.json's predeploy hook of the functions and of Hosting (`npm run predeploy`), run by
// `firebase deploy` before it ships anything: builds everything the deploy ships for the project
// it deploys to (GCLOUD_PROJECT, set by firebase-tools), once per set of sources, and refuses,
// with the reason, a build that would ship a half-built or misconfigured site.
import { REPO_ROOT } from "./lib/emulator-config";
import { ensureDeployBuild } from "./deploy/build";
import { readWebEnv } from "./deploy/web-env";

const project = process.env.GCLOUD_PROJECT;
if (!project) {
  console.error(
    "✖ predeploy: no project named (firebase deploy sets GCLOUD_PROJECT); run it through `firebase deploy`",
  );
  process.exit(2);
}
const problems = await ensureDeployBuild(REPO_ROOT, project, readWebEnv(REPO_ROOT));
if (problems.length > 0) {
  console.error(`\n✖ Refusing to deploy a half-built site to ${project}:\n  - ${problems.join("\n  - ")}\n`);
  console.error("  npm run deploy:check says what else the deploy needs, without deploying anything.");
  process.exit(1);
}
console.log(`✔ the site, its page renderer and the functions are built for ${project}`);
