// How long something took or lasts, said one way everywhere: the two largest units, the second left out at zero.
export const time = {
  seconds: '{{s}} s',
  minutes: '{{min}} min',
  hours: '{{h}} h',
  hoursMinutes: '{{h}} h {{min}} min',
  days: '{{d}} d',
  daysHours: '{{d}} d {{h}} h',
  ago: '{{duration}} ago',
  justNow: 'just now',
  /** A day of the week, by its code (shared/domain's WEEKDAYS, the API's own spelling of `weekDay`). */
  weekday: {
    Monday: 'Monday',
    Tuesday: 'Tuesday',
    Wednesday: 'Wednesday',
    Thursday: 'Thursday',
    Friday: 'Friday',
    Saturday: 'Saturday',
    Sunday: 'Sunday',
  },
} as const
