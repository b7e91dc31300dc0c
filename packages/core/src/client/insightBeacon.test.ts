import { describe, expect, it } from "vitest"
import { sendInsightBeacon } from "./insightBeacon"

describe("sendInsightBeacon", () => {
  it("posts the facility and the kind as JSON to the contract's beacon path, and nothing else", async () => {
    const sent: Array<{ url: string; body: Blob }> = []
    const queued = sendInsightBeacon((url, body) => sent.push({ url, body }) > 0, "https://pociecha.test", { facility_id: 12, kind: "website_click" })
    expect(queued).toBe(true)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.url).toBe("https://pociecha.test/api/v1/insights/event")
    expect(sent[0]!.body.type).toBe("application/json")
    expect(JSON.parse(await sent[0]!.body.text())).toEqual({ facility_id: 12, kind: "website_click" })
  })
})
