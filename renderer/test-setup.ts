import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

afterEach(() => cleanup())

// The files of a worker share one window: each starts without a bridge, as it would in a window of its own, whatever
// the file before it left in place.
delete (window as { api?: unknown }).api

// jsdom has <dialog> but not its modal methods: open and close it as an attribute (the focus rules are the
// browser's and are checked in the Playwright specs).
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open')
  }
}
