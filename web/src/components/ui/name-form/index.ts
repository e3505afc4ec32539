export { NameForm } from "./name-form";
