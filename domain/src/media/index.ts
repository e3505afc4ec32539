export * from "./camera";
export * from "./display-sizes";
export * from "./jobs";
export * from "./paths";
