export { CopyLightroomButton } from "./copy-lightroom-button";
