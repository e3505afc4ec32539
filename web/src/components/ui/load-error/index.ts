export * from "./load-error";
