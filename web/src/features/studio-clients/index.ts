export { ClientGalleryPage } from "./components/client-gallery-page";
export { ClientsPage } from "./components/clients-page";
