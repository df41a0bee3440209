export default function Page() {
  return <main>Empty</main>
}
