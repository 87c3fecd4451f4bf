// Process borders are enforced here, not by discipline: see docs/architecture.md.
import { builtinModules } from 'node:module'
import js from '@eslint/js'
import vitest from '@vitest/eslint-plugin'
import { defineConfig, globalIgnores } from 'eslint/config'
import playwright from 'eslint-plugin-playwright'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import i18next from 'eslint-plugin-i18next'
import i18nextDefaults from 'eslint-plugin-i18next/lib/options/defaults.js'
import tseslint from 'typescript-eslint'

// Anchored to the whole specifier: as a gitignore-style group, the builtin `domain` would also match any
// folder named domain (shared/domain/…), which the renderer may import.
const escapeRegex = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
const nodeBuiltinsRegex = `^(node:.*|(${builtinModules.map(escapeRegex).join('|')})(/.*)?)$`

const electronImport = {
  regex: '^electron(/.*)?$',
  message: 'Only electron/main and electron/preload may import Electron; pass what you need in as a parameter.',
}
const nodeImport = { regex: nodeBuiltinsRegex, message: 'This code runs where Node is not available.' }
// Relative paths into the project's electron/ folder (not the npm package, which electronImport covers).

const electronFolderImport = {
  regex: '^(\\.\\.?/)+(.*/)?electron(/.*)?$',
  message: 'The renderer reaches the main process only through window.api (shared/ipc contract).',
}
// Relative or through its alias (tsconfig.base.json's paths).
const testSupportImport = {
  regex: '^((\\.\\.?/)+(.*/)?|@)test-support(/.*)?$',
  message: 'Test scaffolding lives in test-support/ and never ships: only tests, e2e and build tooling import it.',
}
// A browser spec reaching into the renderer for its expected values.
const rendererCodeImport = {
  regex: '^(\\.\\.?/)+(.*/)?renderer/',
  message: "A spec's expected values come from the sandbox's data, not from the renderer's own code.",
}
// shared/ and test-support/ are reached through their aliases (tsconfig.base.json's paths) from everywhere, never
// by climbing out of the importing folder.
const climbIntoAliasedImport = {
  regex: '^(\\.\\./)+(shared|test-support)/',
  message: 'Import another top folder through its alias: @shared/…, @test-support/….',
}
// electron/ and renderer/ have no alias on purpose: the processes do not import each other. Only the tooling
// around them climbs in by a relative path: test-support/, build/ and e2e/ (the harness drives main's router).
const climbIntoProcessImport = {
  regex: '^(\\.\\./)+(electron|renderer)/',
  message: 'One process does not import another: main and the page meet only through the shared/ipc contract.',
}
// Tests beside the code they test may use test-support/; the code itself may not.
const testFiles = ['**/*.test.ts', '**/*.test.tsx']
const rendererFolderImport = { group: ['**/renderer/**'], message: 'shared/ must not depend on the renderer.' }
const reactImport = { group: ['react', 'react-dom', 'react/*', 'react-dom/*'], message: 'shared/ is UI-free.' }
const sharedImports = [electronImport, nodeImport, electronFolderImport, rendererFolderImport, reactImport]

// Settings an attacker would love to see flipped; never written anywhere in our sources.
const insecureWebPreferences = [
  'nodeIntegration',
  'nodeIntegrationInWorker',
  'nodeIntegrationInSubFrames',
  'webviewTag',
  'allowRunningInsecureContent',
  'experimentalFeatures',
]
const securitySyntax = [
  ...insecureWebPreferences.map((key) => ({
    selector: `Property[key.name='${key}'][value.value=true]`,
    message: `${key} must stay false.`,
  })),
  ...['contextIsolation', 'sandbox', 'webSecurity'].map((key) => ({
    selector: `Property[key.name='${key}'][value.value=false]`,
    message: `${key} must stay true.`,
  })),
  { selector: "Property[key.name='enableBlinkFeatures']", message: 'Do not enable Blink features.' },
  { selector: "Property[key.name='rejectUnauthorized'][value.value=false]", message: 'TLS checks are never weakened.' },
  {
    selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
    message: 'No raw HTML: render text, React escapes it.',
  },
  { selector: "CallExpression[callee.property.name='executeJavaScript']", message: 'No executeJavaScript.' },
  {
    selector:
      "MemberExpression[object.name='process'][property.name='env'] > Literal[value='NODE_TLS_REJECT_UNAUTHORIZED']",
    message: 'TLS checks are never weakened.',
  },
  {
    selector: "Literal[value='ignore-certificate-errors']",
    message: 'TLS checks are never weakened.',
  },
  { selector: "Literal[value='ELECTRON_DISABLE_SECURITY_WARNINGS']", message: 'Security warnings stay on.' },
]

// A Playwright skip says why: `test.skip(condition, 'skipped: …')`, never a bare `test.skip()` or `test.skip(condition)`.
const unexplainedSkipSyntax = [0, 1].map((count) => ({
  selector: `CallExpression[callee.property.name=/^(skip|fixme)$/][arguments.length=${count}]`,
  message: 'Say why the test is skipped: skip(condition, reason).',
}))

// The present moment is read through the one clock (shared/domain/clock.ts), so a test can pin or move it.
const clockMessage = 'Read the time through the Clock of @shared/domain/clock (systemClock, or one passed in).'
const clockSyntax = [{ selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: clockMessage }]
const clockProperties = ['error', { object: 'Date', property: 'now', message: clockMessage }]
// Attributes a person reads or hears.
const readAttributes = [
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
  'caption',
  'hint',
  'description',
]
const readAttributesRegex = `/^(${readAttributes.join('|')})$/`
const wordingMessage = 'A word on screen comes from the message catalogue: msg(key).'
const columnBuilders = '/^(textCol|codeCol|enumCol|timeCol|dateCol|numberCol)$/'
const upperCaseName = '/^[A-Z][A-Z0-9_]*$/'
const wordedProperties = '/^(header|description|formula|empty|filtered|none)$/'
const wordingSyntax = [
  `CallExpression[callee.name=${columnBuilders}] > Literal.arguments:nth-child(2)`,
  `CallExpression[callee.name=${columnBuilders}] > TemplateLiteral.arguments:nth-child(2)`,
  `Property[key.name=${wordedProperties}] > Literal[value=/\\p{L}/u]`,
  `Property[key.name=${wordedProperties}] > TemplateLiteral > TemplateElement[value.raw=/\\p{L}/u]`,
  // The i18next rule reads only some attributes of native and SVG elements (not aria-description, label…).
  `JSXAttribute[name.name=${readAttributesRegex}] > Literal[value=/\\p{L}/u]`,
  `JSXAttribute[name.name=${readAttributesRegex}] > JSXExpressionContainer > Literal[value=/\\p{L}/u]`,
  `JSXAttribute[name.name=${readAttributesRegex}] > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=/\\p{L}/u]`,
  // …and skips JSX passed in any other attribute (`icon={<span>…</span>}`)…
  `JSXAttribute JSXText[value=/\\p{L}/u]`,
  // …and everything inside a constant named in capitals (`PORTFOLIO_VIEW = declareView({ above: … })`).
  `VariableDeclarator[id.name=${upperCaseName}] JSXText[value=/\\p{L}/u]`,
  `VariableDeclarator[id.name=${upperCaseName}] :matches(JSXElement, JSXFragment) > JSXExpressionContainer > Literal[value=/\\p{L}/u]`,
  `VariableDeclarator[id.name=${upperCaseName}] :matches(JSXElement, JSXFragment) > JSXExpressionContainer > :matches(ConditionalExpression, LogicalExpression) > Literal[value=/\\p{L}/u]`,
].map((selector) => ({ selector, message: wordingMessage }))

function restrictImports(...patterns) {
  return ['error', { patterns: [...patterns, climbIntoAliasedImport] }]
}

export default defineConfig(
  globalIgnores([
    'out/**',
    'dist/**',
    'reports/**',
    'playwright-report/**',
    'test-results/**',
    'screenshots/**',
    'node_modules/**',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      'no-restricted-syntax': ['error', ...securitySyntax],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-restricted-imports': restrictImports(electronImport) },
  },
  {
    files: ['electron/**'],
    ignores: testFiles,
    rules: { 'no-restricted-imports': restrictImports(electronImport, testSupportImport, climbIntoProcessImport) },
  },
  {
    files: ['electron/main/**', 'electron/preload/**'],
    ignores: testFiles,
    rules: { 'no-restricted-imports': restrictImports(testSupportImport, climbIntoProcessImport) },
  },
  {
    files: testFiles.map((glob) => `electron/${glob}`),
    rules: { 'no-restricted-imports': restrictImports(electronImport, climbIntoProcessImport) },
  },
  {
    files: ['electron/main/**/*.test.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': restrictImports(electronImport, nodeImport, electronFolderImport, testSupportImport),
      'no-restricted-syntax': ['error', ...securitySyntax],
    },
  },
  {
    // A word on screen comes from the message catalogue (shared/text/messages/), never JSX text, a string in JSX or
    // an attribute a person reads, so a second language needs no change here. Whatever its length: a one-word
    // button is as much a word as a sentence. Text without letters (·, →, %, ✕, digits) passes; codes and wire
    // values on screen are data from the server, not literals.
    // Types let a code through: a literal whose type is a union of codes (a field name, an action) is not a word.
    files: ['renderer/src/**/*.tsx'],
    ignores: testFiles,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': { include: readAttributes },
          callees: { exclude: [...i18nextDefaults.callees.exclude, 'msg', 'richMsg'] },
          'should-validate-template': true,
          words: { exclude: [/^\P{L}*$/u] },
        },
      ],
    },
  },
  {
    // What a table says outside JSX: a column's header (the builders' second argument or `header:`), its tooltip
    // and formula, and the empty-table texts of a declared view; and every attribute a person reads.
    files: ['renderer/src/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: {
      'no-restricted-syntax': ['error', ...securitySyntax, ...wordingSyntax, ...clockSyntax],
      'no-restricted-properties': clockProperties,
    },
  },
  {
    files: ['electron/**/*.ts', 'shared/**/*.ts'],
    ignores: [...testFiles, 'shared/domain/clock.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...securitySyntax, ...clockSyntax],
      'no-restricted-properties': clockProperties,
    },
  },
  {
    files: testFiles.map((glob) => `renderer/${glob}`),
    rules: { 'no-restricted-imports': restrictImports(electronImport, nodeImport, electronFolderImport) },
  },
  {
    files: ['shared/**/*.ts'],
    languageOptions: { globals: { ...globals['shared-node-browser'] } },
    rules: {
      'no-restricted-imports': restrictImports(...sharedImports, testSupportImport),
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'fetch', 'XMLHttpRequest'].map(
          (name) => ({ name, message: 'shared/ runs in both processes: no DOM or I/O.' }),
        ),
        ...['process', 'Buffer', 'require', '__dirname', '__filename', 'global'].map((name) => ({
          name,
          message: 'shared/ runs in both processes: no Node API.',
        })),
      ],
    },
  },
  {
    files: testFiles.map((glob) => `shared/${glob}`),
    rules: { 'no-restricted-imports': restrictImports(...sharedImports) },
  },
  {
    // Playwright fixtures must be written `async ({}, use) =>`.
    files: ['e2e/**'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    // No test is left focused, and none is switched off for good: a Vitest test is skipped only on a condition
    // (`it.skipIf(condition)`), a Playwright test only with its condition and reason.
    files: testFiles,
    plugins: { vitest },
    rules: { 'vitest/no-focused-tests': ['error', { fixable: false }], 'vitest/no-disabled-tests': 'error' },
  },
  {
    files: ['e2e/specs/**', 'e2e/security/**', 'e2e/soak/**'],
    rules: { 'no-restricted-imports': restrictImports(electronImport, rendererCodeImport) },
  },
  {
    // The app's formatters and domain arithmetic are what a browser spec checks, so they cannot also supply its
    // expected values (the soak only counts activity kinds, which it may take from the domain).
    files: ['e2e/specs/**', 'e2e/security/**'],
    rules: {
      'no-restricted-imports': restrictImports(electronImport, rendererCodeImport, {
        regex: '^(@shared|(\\.\\.?/)+(.*/)?shared)/(text|domain)(/.*)?$',
        message: "A spec's expected values come from the sandbox's data, not from the app's own formatting or rules.",
      }),
    },
  },
  {
    files: ['e2e/**/*.ts'],
    plugins: { playwright },
    rules: {
      'playwright/no-focused-test': 'error',
      'playwright/no-skipped-test': ['error', { allowConditional: true }],
      'no-restricted-syntax': ['error', ...securitySyntax, ...unexplainedSkipSyntax],
    },
  },
)
