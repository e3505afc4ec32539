export * from "./flood";
export * from "./limits";
export * from "./patterns";
export * from "./schemas";
export * from "./stored";
export * from "./email-status";
