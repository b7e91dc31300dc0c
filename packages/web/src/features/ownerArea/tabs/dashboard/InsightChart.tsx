import { useEffect, useRef } from "react"
import uPlot from "uplot"
import "uplot/dist/uPlot.min.css"

const DAY_S = 86_400
const HEIGHT = 56
/** Used when the page's colour cannot be read (the canvas needs a colour, not a CSS variable). */
const FALLBACK_COLOUR = "#2b6cb0"

export interface InsightChartProps {
  /** One count a day, oldest first. */
  readonly daily: ReadonlyArray<number>
  /** The first day, `YYYY-MM-DD`. */
  readonly from: string
  /** What the chart shows, for those who cannot see it: it is an image to assistive technology. */
  readonly label: string
}

/**
 * A metric's days as small bars (uPlot: a small, fast canvas chart, loaded only with the
 * dashboard's chunk). The canvas is drawn once per data and redrawn at the container's width.
 */
export function InsightChart({ daily, from, label }: InsightChartProps) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = box.current
    if (element === null) return
    const start = Date.parse(`${from}T12:00:00Z`) / 1000
    const colour = getComputedStyle(element).getPropertyValue("--color-primary").trim() || FALLBACK_COLOUR
    const bars = uPlot.paths.bars?.({ size: [0.7, 24] })
    const plot = new uPlot(
      {
        width: Math.max(element.clientWidth, 120),
        height: HEIGHT,
        legend: { show: false },
        cursor: { show: false },
        select: { show: false, left: 0, top: 0, width: 0, height: 0 },
        axes: [{ show: false }, { show: false }],
        scales: { x: { time: true }, y: { range: (_plot, _min, max) => [0, Math.max(1, max)] } },
        series: [{}, { stroke: colour, fill: colour, width: 0, ...(bars === undefined ? {} : { paths: bars }), points: { show: false } }]
      },
      [daily.map((_, day) => start + day * DAY_S), [...daily]],
      element
    )
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(element.clientWidth, 120), height: HEIGHT }))
    resize.observe(element)
    return () => {
      resize.disconnect()
      plot.destroy()
    }
  }, [daily, from])
  return <div ref={box} className="insight-chart" role="img" aria-label={label} />
}
