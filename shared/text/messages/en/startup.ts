// Main's own words before any window opens: why a start is refused.
export const startup = {
  refused: {
    'tls-weakening':
      'DX Desk does not start with {{switches}}: it would weaken the checks that keep connections secure.',
    'remote-debugging':
      'DX Desk does not start with {{switches}}: remote debugging would let other programs control it.',
  },
  /** Between two switches a refusal names: "--a or --b". */
  switchesJoin: ' or ',
} as const
