// The cookie on a site's host that shows a staff member its unpublished draft (decision 050). Its own
// module, free of crypto, so the proxy can name it; server/page-cache.mjs matches the same name.
export const previewCookieName = "__Host-site-preview";
