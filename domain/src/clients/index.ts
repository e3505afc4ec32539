export * from "./client-callables";
export * from "./client-gallery";
export * from "./lightroom";
