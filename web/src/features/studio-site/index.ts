export { NameYourSite } from "./components/name-your-site";
export { SitePage } from "./components/site-page";
