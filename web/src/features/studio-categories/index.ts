export { CategoriesPage } from "./components/categories-page";
