export * from "./limits";
export * from "./markup";
export * from "./schema";
export * from "./settings";
export * from "./site-page";
export * from "./csp-reports";
