import { Cause, Effect, Exit, Layer } from "effect"
import { CliError, Command } from "effect/cli"
import { CliContext, type CliContextShape } from "./context"
import { CliFailure, ExitCode } from "./exitCodes"
import { pociecha } from "./commands"

/** The version `pociecha --version` prints. */
export const CLI_VERSION = "0.1.0"

/** The code a finished run exits with, once its failure (if any) is told on stderr. */
export function exitCodeOf(exit: Exit.Exit<unknown, unknown>, err: (text: string) => void): ExitCode {
  if (Exit.isSuccess(exit)) return ExitCode.ok
  const failure = exit.cause.reasons.find(Cause.isFailReason)?.error
  if (failure instanceof CliFailure) {
    err(`pociecha: ${failure.key}: ${failure.message}\n`)
    return failure.code
  }
  // Help asked for is no failure; a parse error (told with the help by effect/cli) is bad usage.
  if (CliError.isCliError(failure)) return failure._tag === "ShowHelp" && failure.errors.length === 0 ? ExitCode.ok : ExitCode.usage
  err(`pociecha: ${String(Cause.squash(exit.cause))}\n`)
  return ExitCode.unavailable
}

/**
 * Runs `pociecha` with `args` (what follows the command's name) over `context`, with the
 * platform's services (`platform`: NodeServices.layer in a process); resolves with the exit code.
 */
export async function runCli(
  args: ReadonlyArray<string>,
  context: CliContextShape,
  platform: Layer.Layer<Command.Environment>
): Promise<ExitCode> {
  const program = Command.runWith(pociecha, { version: CLI_VERSION })(args).pipe(
    Effect.provideService(CliContext, context),
    Effect.provide(platform)
  )
  return exitCodeOf(await Effect.runPromiseExit(program), context.err)
}
