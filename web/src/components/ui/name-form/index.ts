export { NameForm, type NameFormProps } from "./name-form";
