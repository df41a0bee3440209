export default function HomePage() {
  return (
    <main>
      <h1>Stardust</h1>
      <p>Connect your wallet and sign in once to reach Stardust, Stake, Purchase and Game.</p>
    </main>
  )
}
