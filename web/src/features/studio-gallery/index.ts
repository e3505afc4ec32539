export { GalleryPage } from "./components/gallery-page";
export { ItemEditorPage } from "./components/item-editor-page";
