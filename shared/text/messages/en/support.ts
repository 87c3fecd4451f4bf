// The support desk: cases and problem reports.
export const support = {
  caseReference: 'Case or ticket reference',
  reportIntro:
    'This is everything the report holds: versions, settings, the last requests and errors, and the log’s last lines — without passwords, tokens, names or account codes. Nothing is sent: save it, read it, and attach it to your ticket yourself.',
  saveAndShow: 'Save and show in folder',
} as const
