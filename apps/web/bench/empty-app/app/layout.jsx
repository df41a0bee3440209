// The baseline: the smallest App Router page, built with the same Next.js in the same run.
export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
