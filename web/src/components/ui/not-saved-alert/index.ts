export { NotSavedAlert } from "./not-saved-alert";
