export { StudioNotFound } from "./components/studio-not-found";
export { StudioShell } from "./components/studio-shell";
