// The smallest supported window (1024 × 700) beside a large monitor (1440 × 900), light and dark: the top bar and
// account summary over Positions, the order-edit dialog, and Order history.
import { expect } from '../fixtures/desk'
import { Camera, testEachLook } from '../fixtures/camera'
import { openEditor, plainLimit } from '../pages/order-edit-steps'

const camera = new Camera('screenshots')

testEachLook(
  (look) => `120 ${look.width}×${look.height} ${look.theme}: positions, order editor, order history`,
  ['default:1001'],
  async (desk, look) => {
    const positions = await desk.workspace.open('positions')
    await positions.ready()
    await expect(desk.page.getByRole('region', { name: 'Account summary' }).getByText(/as of/)).toBeVisible()
    await camera.shot(desk.page, `120-positions-${look.tag}`)
    const order = await plainLimit(desk)
    const dialog = await openEditor(desk, order)
    await expect(dialog.root.getByTestId('quote-ask')).toBeVisible()
    await expect(dialog.root.getByTestId('candle-canvas').locator('canvas').first()).toBeVisible()
    await camera.shot(desk.page, `121-order-edit-${look.tag}`)
    await dialog.root.getByRole('button', { name: 'Close the order editor' }).click()
    const history = await desk.workspace.open('history')
    await history.ready()
    await camera.shot(desk.page, `122-order-history-${look.tag}`)
  },
)
