// What `@testing-library/react` is in the renderer's component tests (build/vitest.config.ts): the library
// itself, read as its ES module so that its React is Preact (build/preact-aliases.ts), with one difference.
// preact/compat hears a text field's `onChange` on the `input` event, which is what typing fires; React hears it
// on `change` as well. `fireEvent.change` stands for "the user typed this" in our tests, so on a text field it
// fires `input`, as typing does; checkboxes, radios, files and selects keep `change`, as compat does.
import { fireEvent as libraryFireEvent } from '@testing-library/react/dist/@testing-library/react.esm.js'

export * from '@testing-library/react/dist/@testing-library/react.esm.js'

const KEEP_CHANGE = new Set(['checkbox', 'radio', 'file'])

function isTypedInto(element: Document | Node | Element | Window): boolean {
  return (
    element instanceof HTMLTextAreaElement || (element instanceof HTMLInputElement && !KEEP_CHANGE.has(element.type))
  )
}

export const fireEvent: typeof libraryFireEvent = Object.assign(
  (...args: Parameters<typeof libraryFireEvent>) => libraryFireEvent(...args),
  libraryFireEvent,
  {
    change: (element: Document | Node | Element | Window, init?: object) =>
      isTypedInto(element) ? libraryFireEvent.input(element, init) : libraryFireEvent.change(element, init),
  },
)
