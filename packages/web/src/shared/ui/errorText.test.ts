import { describe, expect, it } from "vitest"
import { errorPageSubtitle } from "./errorText"

describe("error page subtitle (spec 2.14)", () => {
  it("says ERROR_PAGE_NOT_FOUND for a 404", () => {
    expect(errorPageSubtitle({ status: 404, onSubdomain: false })).toEqual({ key: "ERROR_PAGE_NOT_FOUND" })
    expect(errorPageSubtitle({ status: 404, errorType: "error/facility-not-found", onSubdomain: false })).toEqual({ key: "ERROR_PAGE_NOT_FOUND" })
  })

  it("says the website is gone for a missing facility or web page on a subdomain", () => {
    expect(errorPageSubtitle({ status: 404, errorType: "error/facility-not-found", onSubdomain: true })).toEqual({ key: "WEBPAGE_DOMAIN_NOT_EXIST" })
    expect(errorPageSubtitle({ status: 404, errorType: "error/web-page-not-found", onSubdomain: true })).toEqual({ key: "WEBPAGE_DOMAIN_NOT_EXIST" })
    expect(errorPageSubtitle({ status: 404, errorType: "error/not-found", onSubdomain: true })).toEqual({ key: "ERROR_PAGE_NOT_FOUND" })
  })

  it("shows the server's message for other codes, or the HTTP-level text", () => {
    expect(errorPageSubtitle({ status: 500, message: "Boom", onSubdomain: false })).toEqual({ text: "Boom" })
    expect(errorPageSubtitle({ status: 403, onSubdomain: false })).toEqual({ key: "HTTP_ERROR_403" })
    expect(errorPageSubtitle({ status: 502, onSubdomain: false })).toEqual({ key: "HTTP_ERROR_500" })
  })
})
