// The app's one canvas chart, on uPlot (small, maintained, made for time series: time axis in any zone, step
// lines, bars, a crosshair whose values show in the legend, drag to zoom and double-click to reset). Candles,
// level lines and funding markers are drawn on the same canvas in uPlot's draw hook (`chart-draw.ts`). This module is only
// reached through a dynamic import, so the library never weighs on the first screen's bundle.
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import { useEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react'
import { msg } from '@shared/text/messages'
import type { ChartSpec, LevelHandle } from './chart-spec'
import { CHART_PALETTE, useChartTheme } from './chart-theme'
import { dataOf, optionsOf } from './chart-options'

/** Where a handle's line is, in CSS pixels from the top of `frame` (undefined while nothing is drawn). */
function handleTop(plot: uPlot | null, frame: HTMLElement | null, value: number): number | undefined {
  if (!plot || !frame) return undefined
  const over = plot.over.getBoundingClientRect()
  return over.top - frame.getBoundingClientRect().top + plot.valToPos(value, 'y')
}

const STEP_KEYS: Record<string, number> = {
  ArrowUp: 1,
  ArrowRight: 1,
  ArrowDown: -1,
  ArrowLeft: -1,
  PageUp: 10,
  PageDown: -10,
}

export default function ChartCanvas({
  spec,
  zone,
  height,
  label,
  testId,
  handle,
}: {
  spec: ChartSpec
  /** The display time zone of the time axis and the legend (an IANA name). */
  zone: string
  /** Plot and axes in CSS pixels; the legend adds a line below. */
  height: number
  label: string
  testId: string
  /** A level the user moves by dragging its line or grip, or with the arrow keys on the grip. */
  handle?: LevelHandle | undefined
}) {
  const frame = useRef<HTMLDivElement>(null)
  const host = useRef<HTMLDivElement>(null)
  const grip = useRef<HTMLDivElement>(null)
  const plotRef = useRef<uPlot | null>(null)
  const handleRef = useRef(handle)
  const dragging = useRef(false)
  const theme = useChartTheme()
  useEffect(() => {
    handleRef.current = handle
  })

  useEffect(() => {
    const el = host.current
    if (!el) return
    const options = optionsOf(spec, CHART_PALETTE[theme], zone, el.clientWidth, height)
    // The grip follows its line whenever the plot is drawn (a new price, a resize, a zoom).
    options.hooks?.draw?.push((u) => {
      const top = handleTop(u, frame.current, handleRef.current?.value ?? NaN)
      if (grip.current && top !== undefined && Number.isFinite(top)) {
        grip.current.style.top = `${top}px`
        grip.current.style.left = `${u.over.offsetLeft + 6}px`
      }
    })
    const plot = new uPlot(options, dataOf(spec), el)
    plotRef.current = plot
    const resize = new ResizeObserver(() => {
      if (el.clientWidth > 0 && el.clientWidth !== plot.width) plot.setSize({ width: el.clientWidth, height })
    })
    resize.observe(el)
    return () => {
      resize.disconnect()
      plot.destroy()
      if (plotRef.current === plot) plotRef.current = null
    }
  }, [spec, zone, height, theme])

  const dragTo = (clientY: number) => {
    const plot = plotRef.current
    if (!plot) return
    const value = plot.posToVal(clientY - plot.over.getBoundingClientRect().top, 'y')
    if (Number.isFinite(value)) handleRef.current?.onDrag(value)
  }
  // A press on the line itself (within 5 px) or on its grip starts a drag, instead of the chart's zoom.
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    const h = handleRef.current
    if (!h || e.button !== 0) return
    const top = handleTop(plotRef.current, frame.current, h.value)
    const y = e.clientY - (frame.current?.getBoundingClientRect().top ?? 0)
    if (e.target !== grip.current && (top === undefined || Math.abs(y - top) > 5)) return
    e.preventDefault()
    e.stopPropagation()
    dragging.current = true
    frame.current?.setPointerCapture(e.pointerId)
    grip.current?.focus()
  }
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const steps = STEP_KEYS[e.key]
    if (steps === undefined) return
    e.preventDefault()
    handleRef.current?.onStep(steps)
  }

  // A named group: the legend under the canvas is live text (the values under the crosshair). The numbers
  // themselves are one click away in the table view beside it.
  return (
    <div
      ref={frame}
      className="chart-canvas"
      onPointerDownCapture={onPointerDown}
      onPointerMove={(e) => dragging.current && dragTo(e.clientY)}
      onPointerUp={() => (dragging.current = false)}
      onPointerCancel={() => (dragging.current = false)}
    >
      <div ref={host} role="group" aria-label={label} data-testid={testId} />
      {handle && (
        <div
          ref={grip}
          className="chart-handle"
          role="slider"
          tabIndex={0}
          aria-label={msg('orderEdit.chartHandle', { label: handle.label })}
          aria-orientation="vertical"
          aria-valuenow={handle.value}
          aria-valuetext={handle.text}
          data-testid="price-handle"
          onKeyDown={onKeyDown}
        >
          ⇕ {handle.label}
        </div>
      )}
    </div>
  )
}
