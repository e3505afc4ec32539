export * from "./collections";
export * from "./constants";
export * from "./date-key";
export * from "./errors";
export * from "./event-types";
export * from "./content/types";
