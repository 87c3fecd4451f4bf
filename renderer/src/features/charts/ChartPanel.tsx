// Every chart of the app sits in this panel: a titled region whose numbers are one click away ("Show as
// table") and exportable as CSV. The canvas itself (ChartCanvas, with its library) loads on first show.
import { lazy, Suspense, useId, useState, type ComponentProps, type ReactNode } from 'react'
import { msg } from '@shared/text/messages'

const ChartCanvas = lazy(() => import('./ChartCanvas'))

/** The canvas chart, loaded with its library the first time one is shown. */
export function Chart(props: ComponentProps<typeof ChartCanvas>) {
  return (
    <Suspense fallback={<p className="muted">{msg('labels.charts.loadingTheChart')}</p>}>
      <ChartCanvas {...props} />
    </Suspense>
  )
}

export function ChartPanel({
  title,
  testId,
  boxed = false,
  controls,
  description,
  exports,
  placeholder,
  table,
  chart,
}: {
  title: string
  testId: string
  /** A framed panel of its own (on a page), rather than a block inside a dialog or drawer. */
  boxed?: boolean
  /** More controls in the title bar, before the table switch (e.g. the range). */
  controls?: ReactNode
  description?: ReactNode
  /** CSV exports of the numbers behind the chart: a button each. */
  exports: ReadonlyArray<{ label: string; run: () => void }>
  /** Shown instead of chart and table while there is nothing to show (loading, an error, no data). */
  placeholder?: ReactNode
  table: ReactNode
  chart: ReactNode
}) {
  const id = useId()
  const [asTable, setAsTable] = useState(false)
  const idle = placeholder !== undefined && placeholder !== null && placeholder !== false
  return (
    <section
      className={boxed ? 'chart-panel chart-panel--boxed' : 'chart-panel'}
      aria-labelledby={`${id}-title`}
      data-testid={testId}
    >
      <div className="chart-panel__bar">
        <h3 id={`${id}-title`}>{title}</h3>
        {controls}
        <button type="button" aria-pressed={asTable} onClick={() => setAsTable((v) => !v)} disabled={idle}>
          {asTable ? msg('labels.charts.showChart') : msg('labels.charts.showAsTable')}
        </button>
        {exports.map((e) => (
          <button key={e.label} type="button" onClick={e.run} disabled={idle}>
            {e.label}
          </button>
        ))}
      </div>
      {description && <div className="muted chart-panel__note">{description}</div>}
      {idle ? placeholder : asTable ? table : chart}
    </section>
  )
}
