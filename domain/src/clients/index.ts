export * from "./client-callables";
export * from "./client-downloads";
export * from "./client-gallery";
export * from "./lightroom";
