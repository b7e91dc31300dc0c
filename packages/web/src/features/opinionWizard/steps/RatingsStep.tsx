import { ratingAspects } from "@pociecha/core"
import { RatingInput } from "../RatingInput"
import type { StepProps } from "./StepProps"

/** Step 1: cleanliness, staff and food, each 1–5 (spec 2.8; every aspect must be rated, spec 5). */
export function RatingsStep({ context, send }: StepProps) {
  return (
    <>
      {ratingAspects.map((aspect) => (
        <RatingInput
          key={aspect}
          aspect={aspect}
          value={context.draft[aspect]}
          error={context.errors[aspect]}
          onRate={(value) => send({ type: "RATE", aspect, value })}
        />
      ))}
    </>
  )
}
