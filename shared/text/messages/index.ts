// The message catalogue: every sentence a person reads, in both processes (the renderer's screens, main's OS
// notifications and dialogs), one file per feature under a folder per language. Code passes facts (codes, counts,
// names, figures already formatted as the screen shows them) and a key; i18next picks the language's wording,
// fills the values in and chooses plural forms by the language's own rules. A second language is a folder beside
// en/ and one line in RESOURCES: no call site changes.
import { createInstance, type TOptions } from 'i18next'
import { en } from './en'

/** The catalogue's shape, as English writes it: every language provides the same keys. */
export type Catalogue = typeof en

export const LANGUAGES = ['en'] as const
export type Language = (typeof LANGUAGES)[number]

const RESOURCES = { en: { translation: en } } as const

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>
}[keyof T & string]
type StripPlural<K extends string> = K extends `${infer B}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? B : K

/** A key of the catalogue; plural forms (`x_one`, `x_other`) are asked for by their base (`x`) with a `count`. */
export type MessageKey = StripPlural<Leaves<Catalogue>>

/** What a message is filled with: text and numbers, already formatted as the screen shows them. */
export type MessageValues = Readonly<Record<string, string | number>>

/** Hears of a key asked for that the language has no message for, which would otherwise show as the raw key. */
export type MissingKeyListener = (key: string, language: string) => void
let missingKeyListener: MissingKeyListener | undefined

const i18n = createInstance()
void i18n.init({
  lng: 'en',
  fallbackLng: 'en',
  resources: RESOURCES,
  initAsync: false,
  // The values are plain text: React escapes what it renders, and main's notifications are not markup.
  interpolation: { escapeValue: false, skipOnVariables: true },
  returnNull: false,
  returnEmptyString: true,
  // A key is typed, but one built at run time (`status.${code}`) can still miss: the tests fail on it.
  saveMissing: true,
  missingKeyHandler: (languages, _namespace, key) => missingKeyListener?.(key, languages.join(',')),
})

declare const fromCatalogue: unique symbol
/**
 * Text read from the catalogue. Still a string wherever a string goes, but a place that must show the catalogue's
 * words (a column's header) asks for this type, so a literal written there fails the typecheck.
 */
export type Words = string & { readonly [fromCatalogue]: true }

// A message without values is the same text until the language changes, and screens ask for the same headers
// and labels on every render: each is looked up once per language. A missing key is not kept, so it is told
// each time it is asked for.
const plainWords = new Map<string, Words>()
// So is a message filled with the same values: a row's explanation or a table's caption is asked for again on each
// render with the values it had, and filling them in is i18next's slowest path. Kept up to a bound, then begun
// again, as the values are as many as the figures on screen.
const filledWords = new Map<string, Words>()
const MOST_FILLED = 5_000

function filled(key: MessageKey, values: MessageValues): Words {
  // Each value with its type (a count of 1 and the text "1" may read differently), NaN and Infinity as themselves,
  // and its length: a value is text from the server too, and one holding the separators must not read as two.
  let asked: string = key
  for (const [name, value] of Object.entries(values)) {
    const text = String(value)
    asked += `\u0000${name}\u0001${typeof value}:${text.length}:${text}`
  }
  const kept = filledWords.get(asked)
  if (kept !== undefined) return kept
  const words = i18n.t(key, values as TOptions) as Words
  // i18next answers a key it has no message for with the key itself: that is told again each time.
  if (words === key) return words
  if (filledWords.size >= MOST_FILLED) filledWords.clear()
  filledWords.set(asked, words)
  return words
}

/** The message under `key` in the current language, with `values` filled in. */
export function msg(key: MessageKey, values?: MessageValues): Words {
  if (values !== undefined) return filled(key, values)
  const kept = plainWords.get(key)
  if (kept !== undefined) return kept
  const words = i18n.t(key) as Words
  // Asked as a plain string: i18next's `exists` narrows its argument to its own key type, and narrowing the
  // catalogue's two thousand keys that way cost the typecheck two minutes per project.
  const asked: string = key
  if (i18n.exists(asked)) plainWords.set(key, words)
  return words
}

/** A thing the catalogue counts (`counts`): "row" for "1 row", "12,500 rows". */
export type CountedThing = StripPlural<keyof Catalogue['counts'] & string>

const pluralRules = new Map<string, Intl.PluralRules>()

/**
 * `value` of `thing` as the screen shows it (`shown`, with `decimals` decimals): the current language's rules pick
 * the form, and they read the decimals as i18next's own count does not ("1.0 lots", not "1.0 lot").
 */
export function countWords(thing: CountedThing, value: number, shown: string, decimals: number): Words {
  const rulesKey = `${i18n.language}|${decimals}`
  let rules = pluralRules.get(rulesKey)
  if (!rules) {
    rules = new Intl.PluralRules(i18n.language, { minimumFractionDigits: decimals })
    pluralRules.set(rulesKey, rules)
  }
  const form = `counts.${thing}_${Number.isFinite(value) ? rules.select(value) : 'other'}`
  return i18n.t(i18n.exists(form) ? form : `counts.${thing}_other`, { shown }) as Words
}

/** Tells `listener` (or, given undefined, nobody) of every key asked for that has no message. */
export function onMissingKey(listener: MissingKeyListener | undefined): void {
  missingKeyListener = listener
}

/** Switches the language every later `msg` uses. */
export function setLanguage(language: Language): void {
  plainWords.clear()
  filledWords.clear()
  void i18n.changeLanguage(language)
}

/** Every key English provides, plural forms by their base, for the catalogue's own tests. */
export function catalogueKeys(tree: object = en, prefix = ''): string[] {
  const keys = Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [`${prefix}${key}`.replace(PLURAL_SUFFIX, '')]
      : catalogueKeys(value, `${prefix}${key}.`),
  )
  return [...new Set(keys)]
}
