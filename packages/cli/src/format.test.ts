import { describe, expect, it } from "vitest"
import { type Column, csv, isoTime, table } from "./format"

interface Row {
  readonly id: number
  readonly name: string
  readonly note: string | null
}
const columns: ReadonlyArray<Column<Row>> = [
  { header: "ID", value: (row) => row.id },
  { header: "NAME", value: (row) => row.name },
  { header: "NOTE", value: (row) => row.note }
]

describe("a listing for people", () => {
  it("aligns every column to its widest cell, and keeps each row on one line", () => {
    const rows = [
      { id: 7, name: "Przedszkole Słoneczko", note: "first line\nsecond line" },
      { id: 123, name: "Żłobek", note: null }
    ]
    expect(table(columns, rows).split("\n")).toEqual([
      "ID   NAME                   NOTE",
      "7    Przedszkole Słoneczko  first line second line",
      "123  Żłobek"
    ])
  })
})

describe("a CSV export", () => {
  it("quotes the fields that need it (RFC 4180) and ends every line with CRLF", () => {
    const rows = [{ id: 1, name: "Ala, \"Kotek\"", note: "dwie\nlinie" }, { id: 2, name: "Ola", note: null }]
    expect(csv(columns, rows)).toBe("ID,NAME,NOTE\r\n1,\"Ala, \"\"Kotek\"\"\",\"dwie\nlinie\"\r\n2,Ola,\r\n")
  })

  it("is a header alone when there is nothing to export", () => {
    expect(csv(columns, [])).toBe("ID,NAME,NOTE\r\n")
  })
})

describe("a moment of the contract", () => {
  it("shows as ISO time in UTC, and null stays null", () => {
    expect(isoTime(Date.UTC(2026, 0, 2, 3, 4, 5))).toBe("2026-01-02T03:04:05.000Z")
    expect(isoTime(null)).toBeNull()
  })
})
