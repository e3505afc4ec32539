// Wiring only: each export is a deployed function; the logic lives in the domain folders.
// First: the options every function below is defined with (imports run before this file's code).
import "./lib/global-options";

export {
  createCategoryFn as createCategory,
  renameCategoryFn as renameCategory,
  reorderCategoriesFn as reorderCategories,
  deleteCategoryFn as deleteCategory,
  createTagFn as createTag,
  updateTagFn as updateTag,
  deleteTagFn as deleteTag,
  bulkAddTagsFn as bulkAddTags,
  bulkRemoveTagsFn as bulkRemoveTags,
  recountTagsFn as recountTags,
  onGalleryWrittenFn as contentTagUsage,
  onGalleryDeletedFn as contentMediaCleanup,
  recountTagsNightlyFn as contentNightlyRecount,
} from "./content/content.triggers";

export {
  uploadFinalizedFn as mediaUploadFinalized,
  processOriginalFn as mediaProcessOriginal,
  sweepMediaNightlyFn as contentNightlyMediaSweep,
} from "./media/media.triggers";

export {
  requestClientDownloadFn as requestClientDownload,
  addPortfolioWorksFn as addPortfolioWorksToClientGallery,
  clientDownloadFn as clientDownload,
  clientWorkCreatedFn as clientsWorkCreated,
  clientWorkDeletedFn as clientsWorkDeleted,
  clientGalleryDeletedFn as clientsGalleryDeleted,
  clientTokenGuardFn as clientsTokenGuard,
} from "./clients/client-media.triggers";

export { siteSettingsWrittenFn as siteSettingsWritten } from "./site/site.triggers";

export {
  countAnalyticsEventFn as analyticsCountEvent,
  countUserSessionFn as analyticsCountSession,
  uncountLikeFn as analyticsUncountLike,
  nightlyAnalyticsFn as analyticsNightly,
  rollUpDayFn as analyticsRollUpDay,
  settleSessionsFn as analyticsSettleSessions,
  rebuildAnalyticsFn as rebuildAnalytics,
} from "./analytics/analytics.triggers";

export {
  screenInquiryFn as messagesScreenInquiry,
  screenBookingFn as messagesScreenBooking,
  resendMessageEmailFn as resendMessageEmail,
} from "./messages/messages.triggers";

export {
  spikeAlertFn as reportsSpikeAlert,
  weeklyReportFn as reportsWeekly,
} from "./reports/reports.triggers";

export { manifestFn as manifest, robotsFn as robots, sitemapFn as sitemap } from "./seo/seo.triggers";
export {
  publicPageFn as publicPage,
  categoryWrittenFn as pagesCategoryChanged,
  tagWrittenFn as pagesTagChanged,
  cameraDetailsWrittenFn as pagesCameraDetailsChanged,
} from "./ssr/ssr.triggers";
export {
  openClientGalleryFn as openClientGallery,
  setClientGalleryPasswordFn as setClientGalleryPassword,
  emailClientGalleryFn as emailClientGallery,
  selectionSentFn as clientsSelectionSent,
  favouritesChangedFn as clientsFavouritesChanged,
} from "./clients/clients.triggers";
export { cspReportFn as cspReport } from "./csp-reports/csp-reports.triggers";
