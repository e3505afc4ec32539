export { PageSkeleton } from "./components/page-skeleton";
export { StudioNotFound } from "./components/studio-not-found";
export { StudioShell, type StudioShellProps } from "./components/studio-shell";
