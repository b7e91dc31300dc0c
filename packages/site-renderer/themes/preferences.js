// The display settings without a reload (issue 17: an island over forms that work without it).
// The form still posts to the server, which keeps the choice in its cookie; this only stops the
// page from being fetched again and paints the choice on <html> at once.
const form = document.querySelector("form.prefs")
let plain = false
form?.addEventListener("submit", (event) => {
  const button = event.submitter
  if (plain || !(button instanceof HTMLButtonElement)) return
  event.preventDefault()
  const body = new URLSearchParams(new FormData(form, button))
  fetch(form.action, { method: "POST", body, redirect: "manual", credentials: "same-origin" }).then(() => {
    const root = document.documentElement
    const { name, value } = button
    if (name === "scheme") {
      root.classList.replace(`scheme-${value === "dark" ? "light" : "dark"}`, `scheme-${value}`)
      button.value = value === "dark" ? "light" : "dark"
      const label = button.dataset.otherLabel ?? ""
      button.dataset.otherLabel = button.textContent ?? ""
      button.textContent = label
    } else if (name === "fontSize") {
      root.classList.remove("font-bigger", "font-biggest")
      if (value !== "normal") root.classList.add(`font-${value}`)
      for (const other of form.querySelectorAll("button[name=fontSize]")) other.setAttribute("aria-pressed", String(other === button))
    } else if (name === "contrast") {
      root.classList.toggle("contrast-high", value === "1")
      button.setAttribute("aria-pressed", String(value === "1"))
      button.value = value === "1" ? "0" : "1"
    }
  }, () => {
    // the server could not be reached this way: post the form as it is, with a reload
    plain = true
    form.requestSubmit(button)
  })
})
