export { notifyFailed, notifySaved } from "./notify";
