export { ClientGalleryPage } from "./components/client-gallery-page";
