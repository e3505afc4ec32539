import { SITE_LINK_KINDS, type SiteSettings } from "@folio/domain";

/** The form's start when nothing is saved: every text empty, the defaults' accent and scheme. */
export const EMPTY_SETTINGS: SiteSettings = {
  siteName: "",
  tagline: "",
  homeIntro: "",
  aboutTitle: "",
  aboutText: "",
  portraitItemId: "",
  portraitUpload: null,
  contactEmail: "",
  showEmail: false,
  location: "",
  links: Object.fromEntries(SITE_LINK_KINDS.map(({ key }) => [key, ""])) as SiteSettings["links"],
  shareImageItemId: "",
  footerLine: "",
  accent: "ink",
  colorScheme: "auto",
};
