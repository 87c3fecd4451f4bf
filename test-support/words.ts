import type { Words } from '@shared/text/messages'

/** A test table's own header or tooltip, standing in for a catalogue read (the product's come from msg). */
export const words = (text: string): Words => text as Words
