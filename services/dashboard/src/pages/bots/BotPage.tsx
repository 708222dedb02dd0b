export default function BotPage() {
  return <h1>BotPage</h1>;
}
