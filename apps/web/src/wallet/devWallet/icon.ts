// A plain spark on a night square: inline, so the modal needs no extra request.
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 28 28"><rect width="28" height="28" rx="6" fill="#1b1f3b"/>' +
  '<path d="M14 4l2.6 7.4L24 14l-7.4 2.6L14 24l-2.6-7.4L4 14l7.4-2.6z" fill="#ffd86b"/></svg>'

export const DEV_WALLET_ICON = `data:image/svg+xml,${encodeURIComponent(SVG)}`
