export { TagsPage } from "./components/tags-page";
