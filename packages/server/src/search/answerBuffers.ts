/** The smallest buffer kept: 16 KB (answers of a few markers fit many times over). */
const MIN_CLASS = 14

/** An answer's bytes, in a buffer to hand back with `done` once they have been written. */
export interface Answer {
  readonly body: Buffer
  readonly done: () => void
}

/**
 * Buffers for map answers, used again once written. A fresh buffer of 50–300 KB for each
 * answer costs more than the search that fills it: its memory is new to the process every time
 * (page faults) and garbage right after. Buffers come in powers of two; at most `maxBytes` of
 * them wait for reuse, the rest are left to the garbage collector.
 */
export const answerBuffers = (maxBytes: number) => {
  const free: Array<Array<Buffer>> = []
  let waiting = 0
  const classOf = (length: number) => Math.max(MIN_CLASS, 32 - Math.clz32(length - 1))

  /** `length` bytes, filled by `fill`. */
  const answer = (length: number, fill: (into: Buffer) => void): Answer => {
    const size = classOf(length)
    const reused = free[size]?.pop()
    if (reused !== undefined) waiting -= reused.length
    const buffer = reused ?? Buffer.allocUnsafeSlow(2 ** size)
    const body = buffer.subarray(0, length)
    fill(body)
    let given = false
    const done = () => {
      if (given || waiting + buffer.length > maxBytes) return
      given = true
      waiting += buffer.length
      ;(free[size] ??= []).push(buffer)
    }
    return { body, done }
  }
  return { answer }
}

export type AnswerBuffers = ReturnType<typeof answerBuffers>
