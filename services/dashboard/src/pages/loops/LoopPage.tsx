export default function LoopPage() {
  return <h1>LoopPage</h1>;
}
