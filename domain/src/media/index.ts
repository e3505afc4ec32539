export * from "./camera";
export * from "./camera-schema";
export * from "./display-sizes";
export * from "./jobs";
export * from "./paths";
