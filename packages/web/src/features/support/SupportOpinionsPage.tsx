import { useTranslation } from "react-i18next"
import { ModerationDesk } from "./ModerationDesk"
import { ReportsQueue } from "./ReportsQueue"
import { SupportShell } from "./SupportShell"

/** /support/opinions (management 2.9): the moderation desk — what waits for a decision, and the reports. */
export default function SupportOpinionsPage() {
  const { t } = useTranslation()
  return (
    <SupportShell tab="support_opinions" title={t("SUPPORT_OPINIONS")}>
      <ModerationDesk />
      <ReportsQueue />
    </SupportShell>
  )
}
