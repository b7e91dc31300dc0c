import { BaseSequencer } from "vitest/node"
import type { TestSpecification } from "vitest/node"

/**
 * The order of test files in a mutation run (vitest.mutation.config.ts): model tests last.
 * A mutant runs the tests that cover it until the first one fails. Vitest's own order puts the
 * slowest files first, so a mutant of a shared rule (a field validator, say) replayed hundreds of
 * model paths of every form before the rule's own test, which kills it in a millisecond. So the
 * tests of single units come first and the model tests, which replay whole flows, last.
 */
export class ModelTestsLast extends BaseSequencer {
  override sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const isModelTest = (file: TestSpecification) => file.moduleId.endsWith(".model.test.ts")
    return Promise.resolve([...files.filter((file) => !isModelTest(file)), ...files.filter(isModelTest)])
  }
}
