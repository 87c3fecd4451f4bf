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
} as const
