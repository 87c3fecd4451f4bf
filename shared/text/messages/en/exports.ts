// Exports of every page of a list.
export const exports = {
  written: 'Exported all pages: {{rows}}.',
  capped: 'Exported the first {{cap}} rows: an export stops there. Narrow the filters to export the rest.',
  cancelled: 'Export cancelled after {{progress}}; no file written.',
  failed: 'Export of all pages stopped after {{progress}}; no file written. {{error}}',
  readingBack:
    'Reading all pages: {{progress}} so far, back to {{back}}; the server gives no total, so this is how far back the read has come…',
  moreChoices: 'More export choices',
  plainThisPage: 'This page: CSV for spreadsheets (no header notes)',
  plainAllPages: 'All pages: CSV for spreadsheets (no header notes)',
  plainExplained: 'The header row first, without the lines saying where the rows came from.',
  labels: {
    cancel: 'Cancel the export',
    thisPage: 'Export the {{view}} on this page as CSV',
    allPagesName: 'Export all pages as CSV',
    allPages: 'Read every page of the {{view}} with these filters and export them as CSV (at most {{cap}} rows)',
  },
  /** An export's header line saying which rows it holds. */
  scope: {
    thisPage: 'this page only',
    thisPageOf: '{{page}}; this page only',
    allPages: 'all pages, {{rows}} ({{pages}} read)',
    allPagesCapped:
      "all pages up to the export's limit: the first {{rows}} only ({{pages}} read); more rows on the server are not in this file",
  },
  /** The lines above an annotated export's rows saying what produced them. */
  provenance: {
    view: 'DX Desk export: {{view}}',
    profile: 'Profile: {{profile}}',
    profileServer: 'Profile: {{profile}} ({{server}})',
    accounts: 'Accounts: {{accounts}}',
    filters: 'Filters: {{filters}}',
    sort: 'Sort: {{sort}}',
    page: 'Page: {{page}}',
    timeZone: 'Time zone: {{zone}}',
    fetchedAt: 'Fetched at: {{time}}',
    exportedAt: 'Exported at: {{time}}',
    appVersion: 'App version: {{version}}',
    none: 'none',
    notLoaded: 'not loaded',
    timeAscending: 'time ascending',
  },
} as const
